import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { KnowledgeQuizPage } from './-knowledge-quiz-page'

export const Route = createFileRoute('/quiz')({
  head: () => pageHead('/quiz'),
  component: KnowledgeQuizPage,
})
