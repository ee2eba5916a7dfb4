import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from './-page-head'
import { StylePage } from './-style-page'

export const Route = createFileRoute('/chess-style-strategist')({
  loader: () => pageHead('/chess-style-strategist'),
  head: ({ loaderData }) => loaderData ?? {},
  component: ChessStyleStrategistPage,
})

function ChessStyleStrategistPage() {
  return <StylePage path="/chess-style-strategist" />
}
