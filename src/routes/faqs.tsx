import { createFileRoute } from '@tanstack/react-router'
import { Accordion } from '../ui/accordion'
import { NextClassLine } from '../parts/next-class'
import { PageHero, Section } from '../ui/sections'
import { CtaBand, PageLinks } from '../parts/section-panels'
import { SITE_FAQS } from '../content/faqs'
import { FAQS_CTA, FAQS_INTRO, FAQS_PAGE_LINKS, FAQS_SECTIONS } from '../content/faqs-page'
import { PAGES } from '../content/pages'
import { BookLessonButton } from '../features/lesson-type/lesson-type-modal'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { pageHead } from '../pages/page-head'
import { faqPage } from '../domain/structured-data'

export const Route = createFileRoute('/faqs')({
  loader: () => pageHead('/faqs', [faqPage(SITE_FAQS)]),
  head: ({ loaderData }) => loaderData ?? {},
  component: FaqsPage,
})

/** The answer that gives the weekly class's time gets its next date in the visitor's clock. */
const FAQ_ITEMS = SITE_FAQS.map((item) =>
  item.weeklyClass
    ? {
        ...item,
        answer: (
          <>
            {item.answer}
            <NextClassLine />
          </>
        ),
      }
    : item,
)

/** Spec §2 /faqs: the nine questions, the links, booking, the newsletter. */
function FaqsPage() {
  return (
    <>
      <PageHero heading={PAGES['/faqs'].heading} intro={<p>{FAQS_INTRO}</p>} />
      <Section heading={FAQS_SECTIONS.questions}>
        <Accordion items={FAQ_ITEMS} headingLevel={3} />
      </Section>
      <Section heading={FAQS_SECTIONS.links} tone="alt">
        <PageLinks links={FAQS_PAGE_LINKS} />
      </Section>
      <CtaBand heading={FAQS_CTA.heading} text={FAQS_CTA.text}>
        <BookLessonButton label={FAQS_CTA.button} />
      </CtaBand>
      <NewsletterBlock source="faqs_newsletter" />
    </>
  )
}
