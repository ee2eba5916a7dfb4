import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/chess-style-gambiteer')({
  head: () => pageHead('/chess-style-gambiteer'),
  component: ChessStyleGambiteerPage,
})

function ChessStyleGambiteerPage() {
  return <PageShell heading={PAGES['/chess-style-gambiteer'].heading} />
}
