import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { StylePage } from './-style-page'

export const Route = createFileRoute('/chess-style-grinder')({
  loader: () => pageHead('/chess-style-grinder'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ChessStyleGrinderPage,
})

function ChessStyleGrinderPage() {
  return <StylePage path="/chess-style-grinder" />
}
