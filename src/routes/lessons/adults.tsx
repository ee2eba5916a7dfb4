import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../content/pages'
import { pageHead } from '../-page-head'

export const Route = createFileRoute('/lessons/adults')({
  head: () => pageHead('/lessons/adults'),
  component: LessonsAdultsPage,
})

function LessonsAdultsPage() {
  return <PageShell heading={PAGES['/lessons/adults'].heading} />
}
