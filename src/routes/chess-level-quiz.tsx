import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { LevelQuizPage } from './-level-quiz-page'

export const Route = createFileRoute('/chess-level-quiz')({
  head: () => pageHead('/chess-level-quiz'),
  component: LevelQuizPage,
})
