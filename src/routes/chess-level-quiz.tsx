import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/chess-level-quiz')({
  head: () => pageHead('/chess-level-quiz'),
  component: ChessLevelQuizPage,
})

function ChessLevelQuizPage() {
  return <PageShell heading={PAGES['/chess-level-quiz'].heading} />
}
