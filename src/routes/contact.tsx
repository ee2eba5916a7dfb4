import { createFileRoute } from '@tanstack/react-router'
import { Breadcrumb } from '../ui/breadcrumb'
import { ContactForm } from '../features/contact/contact-form'
import { PageHero } from '../ui/sections'
import { DetailList } from '../parts/section-lists'
import { PageLinks, Panel } from '../parts/section-panels'
import {
  CONTACT_COMMON_QUESTIONS,
  CONTACT_DETAILS,
  CONTACT_INTRO,
  CONTACT_PAGE,
  CONTACT_QUICK_LINKS,
  OFFICE_HOURS,
} from '../content/contact'
import { PAGES } from '../content/pages'
import { contactSubjectFromSearch } from '../domain/contact'
import { organizationLd, pageHead } from '../pages/page-head'
import { Layout, FormSection, Aside } from '../pages/contact-page-styles'

export const Route = createFileRoute('/contact')({
  loader: () => pageHead('/contact', [organizationLd()]),
  head: ({ loaderData }) => loaderData ?? {},
  // `?subject=` prefills the form's subject (the careers page's Interest Form links here with one).
  validateSearch: (search: Record<string, unknown>): { subject?: string } => {
    const subject = contactSubjectFromSearch(search.subject)
    return subject ? { subject } : {}
  },
  component: ContactPage,
})

/** Each line's link (the address, the number once one is set) over its words. */
const contactDetails = CONTACT_DETAILS.map((line) => ({
  label: line.label,
  value: (
    <>
      {line.link && <a href={line.link.href}>{line.link.text}</a>}
      {line.link && line.text && <br />}
      {line.text}
    </>
  ),
}))

/** Spec §2 /contact: hero with breadcrumb, the form, and the side cards. */
function ContactPage() {
  const { subject } = Route.useSearch()
  return (
    <>
      <PageHero
        breadcrumb={
          <Breadcrumb
            trail={[{ to: '/', label: CONTACT_PAGE.breadcrumb.home }]}
            current={CONTACT_PAGE.breadcrumb.current}
          />
        }
        heading={PAGES['/contact'].heading}
        intro={<p>{CONTACT_INTRO}</p>}
      />
      <Layout>
        <FormSection aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{CONTACT_PAGE.formHeading}</h2>
          <p>{CONTACT_PAGE.formNote}</p>
          {/* A new prefill (another ?subject=) starts a fresh form. */}
          <ContactForm key={subject ?? ''} defaultSubject={subject} />
        </FormSection>
        <Aside>
          <Panel heading={CONTACT_PAGE.panels.details}>
            <DetailList items={contactDetails} />
          </Panel>
          <Panel heading={CONTACT_PAGE.panels.hours}>
            <DetailList items={OFFICE_HOURS} />
          </Panel>
          <Panel heading={CONTACT_PAGE.panels.links}>
            <PageLinks links={CONTACT_QUICK_LINKS} variant="list" />
          </Panel>
          <Panel heading={CONTACT_PAGE.panels.questions}>
            <DetailList
              items={CONTACT_COMMON_QUESTIONS.map((q) => ({ label: q.question, value: q.answer }))}
            />
          </Panel>
        </Aside>
      </Layout>
    </>
  )
}
