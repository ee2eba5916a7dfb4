import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { ImprovedLevelQuizPage } from './-improved-level-quiz-page'

export const Route = createFileRoute('/improved-chess-level-quiz')({
  head: () => pageHead('/improved-chess-level-quiz'),
  component: ImprovedLevelQuizPage,
})
