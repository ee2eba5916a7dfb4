import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/chess-style-tactician')({
  head: () => pageHead('/chess-style-tactician'),
  component: ChessStyleTacticianPage,
})

function ChessStyleTacticianPage() {
  return <PageShell heading={PAGES['/chess-style-tactician'].heading} />
}
