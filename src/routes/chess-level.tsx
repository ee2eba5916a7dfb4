import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../pages/page-head'
import { LevelQuizPage } from '../pages/level-quiz-page'

export const Route = createFileRoute('/chess-level')({
  loader: () => pageHead('/chess-level'),
  head: ({ loaderData }) => loaderData ?? {},
  component: LevelQuizPage,
})
