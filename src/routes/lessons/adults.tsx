import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../content/pages'
import { pageHead } from '../-page-head'

import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
import { WeeklyClassCard } from '../../features/subscribe/weekly-class-card'
export const Route = createFileRoute('/lessons/adults')({
  head: () => pageHead('/lessons/adults'),
  component: LessonsAdultsPage,
})

function LessonsAdultsPage() {
  return (
    <>
      <PageShell heading={PAGES['/lessons/adults'].heading} />
      <WeeklyClassCard source="free_weekly_strategy_session" />
      <NewsletterBlock source="adults_lessons_newsletter" />
    </>
  )
}
