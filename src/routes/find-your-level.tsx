import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { ImprovedLevelQuizPage } from './-level-quiz-page'

export const Route = createFileRoute('/find-your-level')({
  loader: () => pageHead('/find-your-level'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ImprovedLevelQuizPage,
})
