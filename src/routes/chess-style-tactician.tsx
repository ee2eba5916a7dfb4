import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { StylePage } from './-style-page'

export const Route = createFileRoute('/chess-style-tactician')({
  head: () => pageHead('/chess-style-tactician'),
  component: ChessStyleTacticianPage,
})

function ChessStyleTacticianPage() {
  return <StylePage path="/chess-style-tactician" />
}
