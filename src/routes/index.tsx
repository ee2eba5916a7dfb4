import { createFileRoute } from '@tanstack/react-router'
import { Accordion } from '../ui/accordion'
import { Carousel } from '../ui/carousel'
import { Actions, LinkButton, PageHero, Section } from '../ui/sections'
import { CardGrid, Steps } from '../parts/section-lists'
import { CtaBand } from '../parts/section-panels'
import { Img } from '../parts/section-people'
import { LessonLengths } from '../features/lessons/lesson-lengths'
import { TestimonialCard } from '../features/lessons/testimonial-card'
import {
  HOME_CTA,
  HOME_FAQS,
  HOME_HERO,
  HOME_PROCESS,
  HOME_SECTION_COPY,
  HOME_TESTIMONIALS,
  WHY_CHOOSE,
} from '../content/home'
import { PAGES } from '../content/pages'
import { HOME_SECTIONS, LESSONS_FOR_ADULTS, LESSONS_FOR_KIDS } from '../content/site'
import { BookLessonButton } from '../features/lesson-type/lesson-type-modal'
import { TimedPopup } from '../features/overlays/timed-popup'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { welcomePopupForm } from '../pages/overlay-forms'
import { organizationLd, pageHead } from '../pages/page-head'
import { Highlights, AllFaqs } from '../pages/home-page-styles'

export const Route = createFileRoute('/')({
  loader: () => pageHead('/', [organizationLd()]),
  head: ({ loaderData }) => loaderData ?? {},
  component: HomePage,
})

const testimonialSlides = HOME_TESTIMONIALS.map(({ id, ...testimonial }) => ({
  id,
  content: <TestimonialCard {...testimonial} />,
}))

/** Spec §2 Home, in order: hero, why-choose, process, testimonials, FAQs, call to action, newsletter. */
function HomePage() {
  return (
    <>
      <PageHero
        eyebrow={HOME_HERO.eyebrow}
        heading={PAGES['/'].heading}
        intro={
          <>
            <p>{HOME_HERO.intro}</p>
            <Highlights>
              {HOME_HERO.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </Highlights>
          </>
        }
        actions={
          <>
            <LinkButton to="/lessons/kids">{LESSONS_FOR_KIDS}</LinkButton>
            <LinkButton to="/lessons/adults" $variant="outline">
              {LESSONS_FOR_ADULTS}
            </LinkButton>
          </>
        }
        aside={<Img picture={HOME_HERO.image} alt={HOME_HERO.imageAlt} eager />}
      />
      <Section
        id={HOME_SECTIONS.about}
        heading={HOME_SECTION_COPY.whyChoose.heading}
        intro={HOME_SECTION_COPY.whyChoose.intro}
      >
        <CardGrid cards={WHY_CHOOSE} />
      </Section>
      <Section
        id={HOME_SECTIONS.process}
        heading={HOME_SECTION_COPY.process.heading}
        intro={HOME_SECTION_COPY.process.intro}
        tone="alt"
      >
        <Steps steps={HOME_PROCESS} />
      </Section>
      <Section
        heading={HOME_SECTION_COPY.lessonLengths.heading}
        intro={HOME_SECTION_COPY.lessonLengths.intro}
      >
        <LessonLengths />
      </Section>
      <Section
        id={HOME_SECTIONS.testimonials}
        heading={HOME_SECTION_COPY.testimonials.heading}
        intro={HOME_SECTION_COPY.testimonials.intro}
      >
        <Carousel
          label={HOME_SECTION_COPY.testimonials.label}
          itemName={HOME_SECTION_COPY.testimonials.itemName}
          slides={testimonialSlides}
          autoRotate={false}
        />
      </Section>
      <Section id={HOME_SECTIONS.faqs} heading={HOME_SECTION_COPY.faqs.heading} tone="alt">
        <Accordion items={HOME_FAQS} headingLevel={3} />
        <Actions>
          <AllFaqs to="/faqs">{HOME_SECTION_COPY.faqs.allFaqs}</AllFaqs>
        </Actions>
      </Section>
      <CtaBand heading={HOME_CTA.heading} text={HOME_CTA.text}>
        <BookLessonButton label={HOME_CTA.button} />
      </CtaBand>
      <NewsletterBlock source="home_newsletter" variant="homeNewsletter" />
      <TimedPopup popup="homeWelcome" form={welcomePopupForm} />
    </>
  )
}
