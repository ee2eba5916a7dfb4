import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/chess-style-strategist')({
  head: () => pageHead('/chess-style-strategist'),
  component: ChessStyleStrategistPage,
})

function ChessStyleStrategistPage() {
  return <PageShell heading={PAGES['/chess-style-strategist'].heading} />
}
