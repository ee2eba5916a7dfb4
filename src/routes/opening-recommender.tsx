import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/opening-recommender')({
  head: () => pageHead('/opening-recommender'),
  component: OpeningRecommenderPage,
})

function OpeningRecommenderPage() {
  return <PageShell heading={PAGES['/opening-recommender'].heading} />
}
