import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../../components/page-shell'
import { PAGES } from '../../content/pages'
import { pageHead } from '../-page-head'

import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
export const Route = createFileRoute('/lessons/kids')({
  head: () => pageHead('/lessons/kids'),
  component: LessonsKidsPage,
})

function LessonsKidsPage() {
  return (
    <>
      <PageShell heading={PAGES['/lessons/kids'].heading} />
      <NewsletterBlock source="kids_lessons_newsletter" />
    </>
  )
}
