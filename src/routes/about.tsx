import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

import { Content } from '../components/page-shell'
import { AboutNewsletterForm } from '../components/about-newsletter-form'
import { BookLessonButton } from '../features/lesson-type/lesson-type-modal'
export const Route = createFileRoute('/about')({
  head: () => pageHead('/about'),
  component: AboutPage,
})

function AboutPage() {
  return (
    <>
      <PageShell heading={PAGES['/about'].heading} />
      <Content>
        <BookLessonButton />
        <h2>Our Newsletter</h2>
        <AboutNewsletterForm />
      </Content>
    </>
  )
}
