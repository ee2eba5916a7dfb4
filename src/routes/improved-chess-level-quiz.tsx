import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../pages/page-head'
import { ImprovedLevelQuizPage } from '../pages/level-quiz-page'

export const Route = createFileRoute('/improved-chess-level-quiz')({
  loader: () => pageHead('/improved-chess-level-quiz'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ImprovedLevelQuizPage,
})
