import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/find-your-level')({
  head: () => pageHead('/find-your-level'),
  component: FindYourLevelPage,
})

function FindYourLevelPage() {
  return <PageShell heading={PAGES['/find-your-level'].heading} />
}
