import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { StylePage } from './-style-page'

export const Route = createFileRoute('/chess-style-gambiteer')({
  loader: () => pageHead('/chess-style-gambiteer'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ChessStyleGambiteerPage,
})

function ChessStyleGambiteerPage() {
  return <StylePage path="/chess-style-gambiteer" />
}
