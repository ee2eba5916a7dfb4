import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/learn')({
  head: () => pageHead('/learn'),
  component: LearnPage,
})

function LearnPage() {
  return <PageShell heading={PAGES['/learn'].heading} />
}
