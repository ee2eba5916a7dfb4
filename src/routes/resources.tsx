import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/resources')({
  head: () => pageHead('/resources'),
  component: ResourcesPage,
})

function ResourcesPage() {
  return <PageShell heading={PAGES['/resources'].heading} />
}
