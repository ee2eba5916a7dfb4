import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

export const Route = createFileRoute('/study-plan')({
  head: () => pageHead('/study-plan'),
  component: StudyPlanPage,
})

function StudyPlanPage() {
  return <PageShell heading={PAGES['/study-plan'].heading} />
}
