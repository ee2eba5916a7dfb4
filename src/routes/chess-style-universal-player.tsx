import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/chess-style-universal-player')({
  head: () => pageHead('/chess-style-universal-player'),
  component: ChessStyleUniversalPlayerPage,
})

function ChessStyleUniversalPlayerPage() {
  return <PageShell heading={PAGES['/chess-style-universal-player'].heading} />
}
