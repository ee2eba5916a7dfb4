import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/chess-style-grinder')({
  head: () => pageHead('/chess-style-grinder'),
  component: ChessStyleGrinderPage,
})

function ChessStyleGrinderPage() {
  return <PageShell heading={PAGES['/chess-style-grinder'].heading} />
}
