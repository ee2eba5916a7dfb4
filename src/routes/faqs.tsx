import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { BookLessonButton } from '../features/lesson-type/lesson-type-modal'
import { Content } from '../components/page-shell'
export const Route = createFileRoute('/faqs')({
  head: () => pageHead('/faqs'),
  component: FaqsPage,
})

function FaqsPage() {
  return (
    <>
      <PageShell heading={PAGES['/faqs'].heading} />
      <Content>
        <BookLessonButton label="Book a Lesson" />
      </Content>
      <NewsletterBlock source="faqs_newsletter" />
    </>
  )
}
