import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../pages/page-head'
import { KnowledgeQuizPage } from '../pages/knowledge-quiz-page'

export const Route = createFileRoute('/quiz')({
  loader: () => pageHead('/quiz'),
  head: ({ loaderData }) => loaderData ?? {},
  component: KnowledgeQuizPage,
})
