import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/train')({
  head: () => pageHead('/train'),
  component: TrainPage,
})

function TrainPage() {
  return <PageShell heading={PAGES['/train'].heading} />
}
