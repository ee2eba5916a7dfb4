import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/improved-chess-level-quiz')({
  head: () => pageHead('/improved-chess-level-quiz'),
  component: ImprovedChessLevelQuizPage,
})

function ImprovedChessLevelQuizPage() {
  return <PageShell heading={PAGES['/improved-chess-level-quiz'].heading} />
}
