import { createFileRoute } from '@tanstack/react-router'
import { AnchorButton, PageHero, Prose, Section } from '../ui/sections'
import { CheckList, DetailList, Steps } from '../parts/section-lists'
import { CtaBand } from '../parts/section-panels'
import { VisuallyHidden } from '../ui/visually-hidden'
import { NEW_TAB_NOTE } from '../content/site'
import {
  BENEFITS,
  CAREERS_CTA,
  CAREERS_INTRO,
  CAREERS_SECTIONS,
  HIRING_STEPS,
  INTEREST_FORM_SUBJECT,
  JOB_TERMS,
  REQUIREMENTS,
  RESPONSIBILITIES,
  ROLE_DESCRIPTION,
} from '../content/careers-page'
import { PAGES } from '../content/pages'
import { SITE, pageHead } from '../pages/page-head'
import { jobPosting } from '../domain/structured-data'
import { INSTRUCTOR_JOB } from '../content/careers'
import { Terms, ContactLink } from '../pages/careers-page-styles'

export const Route = createFileRoute('/careers')({
  loader: () => pageHead('/careers', [jobPosting(SITE, INSTRUCTOR_JOB)]),
  head: ({ loaderData }) => loaderData ?? {},
  component: CareersPage,
})

/** The spec leaves the Interest Form's target blank: the contact page, subject prefilled. */
const INTEREST_FORM_URL = `/contact?subject=${encodeURIComponent(INTEREST_FORM_SUBJECT)}`

const hiringSteps = HIRING_STEPS.map((s) => ({ title: s.title, text: s.description }))

/** Spec §2 /careers: role, requirements, benefits, hiring process, Interest Form, contact link. */
function CareersPage() {
  return (
    <>
      <PageHero heading={PAGES['/careers'].heading} intro={<p>{CAREERS_INTRO}</p>} />
      <Section heading={CAREERS_SECTIONS.terms}>
        <Terms>
          <DetailList items={JOB_TERMS} />
        </Terms>
      </Section>
      <Section heading={CAREERS_SECTIONS.role} tone="alt">
        <Prose>
          <p>{ROLE_DESCRIPTION}</p>
          <CheckList items={RESPONSIBILITIES} />
        </Prose>
      </Section>
      <Section heading={CAREERS_SECTIONS.requirements}>
        <Prose>
          <CheckList items={REQUIREMENTS} />
        </Prose>
      </Section>
      <Section heading={CAREERS_SECTIONS.benefits} tone="alt">
        <Prose>
          <CheckList items={BENEFITS} />
        </Prose>
      </Section>
      <Section heading={CAREERS_SECTIONS.hiring.heading} intro={CAREERS_SECTIONS.hiring.intro}>
        <Steps steps={hiringSteps} />
      </Section>
      <CtaBand heading={CAREERS_CTA.heading} text={CAREERS_CTA.text}>
        <AnchorButton href={INTEREST_FORM_URL} target="_blank" rel="noopener">
          {CAREERS_CTA.button}
          <VisuallyHidden>{NEW_TAB_NOTE}</VisuallyHidden>
        </AnchorButton>
        <ContactLink to="/contact">{CAREERS_CTA.contact}</ContactLink>
      </CtaBand>
    </>
  )
}
