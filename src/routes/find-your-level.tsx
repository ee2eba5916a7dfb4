import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../pages/page-head'
import { ImprovedLevelQuizPage } from '../pages/level-quiz-page'

export const Route = createFileRoute('/find-your-level')({
  loader: () => pageHead('/find-your-level'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ImprovedLevelQuizPage,
})
