import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/chess-style')({
  head: () => pageHead('/chess-style'),
  component: ChessStylePage,
})

function ChessStylePage() {
  return <PageShell heading={PAGES['/chess-style'].heading} />
}
