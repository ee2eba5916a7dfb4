import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/chess-level')({
  head: () => pageHead('/chess-level'),
  component: ChessLevelPage,
})

function ChessLevelPage() {
  return <PageShell heading={PAGES['/chess-level'].heading} />
}
