import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/quiz')({
  head: () => pageHead('/quiz'),
  component: QuizPage,
})

function QuizPage() {
  return <PageShell heading={PAGES['/quiz'].heading} />
}
