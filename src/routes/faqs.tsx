import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/faqs')({
  head: () => pageHead('/faqs'),
  component: FaqsPage,
})

function FaqsPage() {
  return <PageShell heading={PAGES['/faqs'].heading} />
}
