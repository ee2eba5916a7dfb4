import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/chess-style-endgame-artist')({
  head: () => pageHead('/chess-style-endgame-artist'),
  component: ChessStyleEndgameArtistPage,
})

function ChessStyleEndgameArtistPage() {
  return <PageShell heading={PAGES['/chess-style-endgame-artist'].heading} />
}
