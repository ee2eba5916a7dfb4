import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { StylePage } from './-style-page'

export const Route = createFileRoute('/chess-style-tactician')({
  loader: () => pageHead('/chess-style-tactician'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ChessStyleTacticianPage,
})

function ChessStyleTacticianPage() {
  return <StylePage path="/chess-style-tactician" />
}
