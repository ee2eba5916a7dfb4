import { createFileRoute } from '@tanstack/react-router'
import { AboutNewsletterForm } from '../features/subscribe/about-newsletter-form'
import { Accordion } from '../ui/accordion'
import { Callout } from '../ui/callout'
import { PageHero, Prose, Section } from '../ui/sections'
import { CardGrid, FactGrid } from '../parts/section-lists'
import { Profile, TeamGrid } from '../parts/section-people'
import {
  ABOUT_FAQS,
  ABOUT_INTRO,
  ABOUT_NEWSLETTER,
  ABOUT_SECTIONS,
  OUR_STORY,
  QUICK_FACTS,
} from '../content/about'
import { WHY_CHOOSE } from '../content/home'
import { PAGES } from '../content/pages'
import { FOUNDER, TEAM } from '../content/people'
import { BookLessonButton } from '../features/lesson-type/lesson-type-modal'
import { pageHead } from '../pages/page-head'

export const Route = createFileRoute('/about')({
  loader: () => pageHead('/about'),
  head: ({ loaderData }) => loaderData ?? {},
  component: AboutPage,
})

/** Spec §2 /about: founder, quick facts, team, why-choose, story, FAQ, newsletter, booking. */
function AboutPage() {
  return (
    <>
      <PageHero
        heading={PAGES['/about'].heading}
        intro={<p>{ABOUT_INTRO}</p>}
        actions={<BookLessonButton />}
      />
      <Section heading={ABOUT_SECTIONS.founder}>
        <Profile person={FOUNDER} credentials={FOUNDER.credentials} titles={FOUNDER.titles} eager />
      </Section>
      <Section heading={ABOUT_SECTIONS.facts} tone="alt">
        <FactGrid facts={QUICK_FACTS} />
      </Section>
      <Section heading={ABOUT_SECTIONS.team.heading} intro={ABOUT_SECTIONS.team.intro}>
        <TeamGrid members={TEAM} />
      </Section>
      <Section heading={ABOUT_SECTIONS.whyChoose} tone="alt">
        <CardGrid cards={WHY_CHOOSE} />
      </Section>
      <Section heading={ABOUT_SECTIONS.story}>
        <Prose>
          {OUR_STORY.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      </Section>
      <Section heading={ABOUT_SECTIONS.faqs} tone="alt">
        <Accordion items={ABOUT_FAQS} headingLevel={3} />
      </Section>
      <Callout aria-labelledby="about-newsletter-heading">
        <h2 id="about-newsletter-heading">{ABOUT_NEWSLETTER.heading}</h2>
        <p>{ABOUT_NEWSLETTER.text}</p>
        <AboutNewsletterForm />
      </Callout>
    </>
  )
}
