import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { StylePage } from './-style-page'

export const Route = createFileRoute('/chess-style-endgame-artist')({
  loader: () => pageHead('/chess-style-endgame-artist'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ChessStyleEndgameArtistPage,
})

function ChessStyleEndgameArtistPage() {
  return <StylePage path="/chess-style-endgame-artist" />
}
