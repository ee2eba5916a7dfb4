import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

import { Content } from '../components/page-shell'
import { ContactForm } from '../components/contact-form'
export const Route = createFileRoute('/contact')({
  head: () => pageHead('/contact'),
  component: ContactPage,
})

function ContactPage() {
  return (
    <>
      <PageShell heading={PAGES['/contact'].heading} />
      <Content>
        <ContactForm />
      </Content>
    </>
  )
}
