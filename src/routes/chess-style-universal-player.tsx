import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { StylePage } from './-style-page'

export const Route = createFileRoute('/chess-style-universal-player')({
  loader: () => pageHead('/chess-style-universal-player'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ChessStyleUniversalPlayerPage,
})

function ChessStyleUniversalPlayerPage() {
  return <StylePage path="/chess-style-universal-player" />
}
