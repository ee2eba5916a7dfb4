import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { StylePage } from './-style-page'

export const Route = createFileRoute('/chess-style-gambiteer')({
  head: () => pageHead('/chess-style-gambiteer'),
  component: ChessStyleGambiteerPage,
})

function ChessStyleGambiteerPage() {
  return <StylePage path="/chess-style-gambiteer" />
}
