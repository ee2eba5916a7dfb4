import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/careers')({
  head: () => pageHead('/careers'),
  component: CareersPage,
})

function CareersPage() {
  return <PageShell heading={PAGES['/careers'].heading} />
}
