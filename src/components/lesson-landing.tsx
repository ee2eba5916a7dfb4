import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { NavyBand } from './section-panels'
import {
  BOOK_NOW_LABEL,
  BOOKING_ANCHOR,
  NEXT_SESSION_LABEL,
  type LessonLandingContent,
} from '../content/lessons'
import { Accordion } from './accordion'
import { Carousel } from './carousel'
import { NextSessionDate } from './next-session'
import { TestimonialCard } from './testimonial-card'
import { colors, mobile } from './theme'
import { VisuallyHidden } from './visually-hidden'

export interface LessonLandingProps {
  /** The page's one h1 (from `PAGES`). */
  heading: string
  content: LessonLandingContent
  /** The booking section (the scheduling widget, with `id={BOOKING_ANCHOR}`), from the route. */
  booking: ReactNode
  /** The sign-up blocks that close the page (newsletter, weekly class), from the route. */
  signUps: ReactNode
}

/**
 * The intro-session landing page shared by /lessons/kids and /lessons/adults (spec §2): hero,
 * benefits, coach, Step 1, how it works, testimonials, FAQs with a link to /faqs, Limited Slots,
 * then the booking section and the sign-ups the route passes in (components do not import features).
 *
 * Every book button is a plain link to `#book`: it scrolls to the widget before hydration and
 * without JavaScript (the global CSS makes the scroll smooth unless reduced motion is preferred,
 * and keeps the heading clear of the fixed navbar).
 */
export function LessonLanding({ heading, content, booking, signUps }: LessonLandingProps) {
  const { hero, benefits, coach, stepOne, howItWorks, testimonials, faqs, limitedSlots } = content
  return (
    <>
      <Hero data-landing-hero="">
        <HeroText>
          <h1>{heading}</h1>
          <Lead>{hero.lead}</Lead>
          <BookLink href={`#${BOOKING_ANCHOR}`}>{BOOK_NOW_LABEL}</BookLink>
          <NextSession />
          <Points>
            {hero.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Points>
        </HeroText>
        <HeroImage
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
        />
      </Hero>

      <Section aria-labelledby="lesson-benefits">
        <h2 id="lesson-benefits">{benefits.heading}</h2>
        <Cards>
          {benefits.items.map((item) => (
            <Card key={item.title}>
              <Icon aria-hidden="true">{item.icon}</Icon>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Card>
          ))}
        </Cards>
      </Section>

      <Section aria-labelledby="lesson-coach" data-tone="alt">
        <h2 id="lesson-coach">{coach.heading}</h2>
        <Coach>
          <CoachPhoto
            src={coach.photo.src}
            alt={coach.photo.alt}
            width={coach.photo.width}
            height={coach.photo.height}
            loading="lazy"
            decoding="async"
          />
          <div>
            <h3>{coach.name}</h3>
            <CoachTitle>{coach.title}</CoachTitle>
            {coach.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Facts aria-label={`About ${coach.name}`}>
              {coach.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </Facts>
          </div>
        </Coach>
      </Section>

      <Section aria-labelledby="lesson-step-one">
        <StepOne>
          <StepBadge aria-hidden="true">1</StepBadge>
          <div>
            <h2 id="lesson-step-one">{stepOne.heading}</h2>
            {stepOne.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <BookLink href={`#${BOOKING_ANCHOR}`}>{stepOne.bookLabel}</BookLink>
          </div>
        </StepOne>
      </Section>

      <Section aria-labelledby="lesson-how-it-works" data-tone="alt">
        <h2 id="lesson-how-it-works">{howItWorks.heading}</h2>
        <Steps>
          {howItWorks.steps.map((step, i) => (
            <li key={step.title}>
              <StepNumber aria-hidden="true">{i + 1}</StepNumber>
              <h3>
                <VisuallyHidden>Step {i + 1}: </VisuallyHidden>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </Steps>
      </Section>

      <Section aria-labelledby="lesson-testimonials">
        <h2 id="lesson-testimonials">{testimonials.heading}</h2>
        <Carousel
          label="Testimonials"
          itemName="testimonial"
          autoRotate
          slides={testimonials.items.map((testimonial) => ({
            id: testimonial.id,
            content: <TestimonialCard {...testimonial} />,
          }))}
        />
      </Section>

      <Section aria-labelledby="lesson-faqs" data-tone="alt">
        <h2 id="lesson-faqs">{faqs.heading}</h2>
        <Accordion items={faqs.items} headingLevel={3} />
        <MoreLink to="/faqs">{faqs.moreLabel}</MoreLink>
      </Section>

      <Slots aria-labelledby="lesson-limited-slots">
        <h2 id="lesson-limited-slots">{limitedSlots.heading}</h2>
        <p>{limitedSlots.text}</p>
        <SpotsNote>{limitedSlots.note}</SpotsNote>
        <BookLink href={`#${BOOKING_ANCHOR}`}>{limitedSlots.bookLabel}</BookLink>
        <NextSession />
      </Slots>

      {booking}
      {signUps}
    </>
  )
}

/** 'Next available session: Thursday, November 26' (the prerender says 'Thursday'; the date fills in once hydrated). */
function NextSession() {
  return (
    <NextSessionLine>
      {NEXT_SESSION_LABEL}{' '}
      <strong>
        <NextSessionDate />
      </strong>
    </NextSessionLine>
  )
}

/** The red primary button, as a link to the booking section. */
const BookLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0.7rem 1.5rem;
  border-radius: 8px;
  background: ${colors.red};
  color: #fff;
  font-size: 1.1rem;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${colors.redDark};
  }
`

const Hero = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 2rem;
  max-width: 1100px;
  margin: 0 auto;
  padding: 3rem 1rem 2.5rem;
  h1 {
    margin: 0;
    font-size: clamp(1.9rem, 4vw, 2.9rem);
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding-top: 2rem;
  }
`

const HeroText = styled.div`
  display: grid;
  justify-items: start;
  gap: 1rem;
`

const Lead = styled.p`
  margin: 0;
  max-width: 620px;
  color: ${colors.muted};
  font-size: 1.15rem;
`

const Points = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li::before {
    content: '✓ ';
    color: ${colors.red};
    font-weight: 700;
  }
`

/** 360 x 270 (content's hero images): the box is kept even if the image never arrives. */
const HeroImage = styled.img`
  display: block;
  width: 360px;
  max-width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  ${mobile} {
    display: none;
  }
`

/**
 * The date has a line of its own: the prerender says 'Thursday' and hydration fills in the date,
 * so on a narrow screen a date sharing the label's line could wrap and push the page down.
 */
const NextSessionLine = styled.p`
  margin: 0;
  font-size: 1rem;
  strong {
    display: block;
    font-size: 1.15rem;
  }
`

/** A band of the page; each block inside sets its own width and is centred. */
const Section = styled.section`
  padding: 3rem 1rem;
  > h2 {
    margin: 0 auto 1.75rem;
    font-size: clamp(1.5rem, 3vw, 2rem);
    text-align: center;
  }
  &[data-tone='alt'] {
    background: ${colors.surfaceAlt};
  }
`

const Cards = styled.ul`
  display: grid;
  max-width: 1100px;
  margin: 0 auto;
  grid-template-columns: repeat(auto-fit, minmax(230px, 1fr));
  gap: 1.25rem;
  padding: 0;
  list-style: none;
`

const Card = styled.li`
  padding: 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  h3 {
    margin: 0.5rem 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Icon = styled.span`
  display: block;
  font-size: 2rem;
  line-height: 1;
  color: ${colors.navy};
`

const Coach = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2rem;
  align-items: start;
  max-width: 900px;
  margin: 0 auto;
  h3 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
  }
`

/** Fixed box: a missing photo never moves the text. */
const CoachPhoto = styled.img`
  display: block;
  width: 160px;
  height: 160px;
  border-radius: 50%;
  background: ${colors.border};
  object-fit: cover;
`

const CoachTitle = styled.p`
  && {
    color: ${colors.muted};
    font-weight: 600;
  }
`

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.25rem 0.75rem;
    border: 1px solid ${colors.navy};
    border-radius: 999px;
    background: ${colors.surface};
    font-size: 0.95rem;
  }
`

const StepOne = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 1.5rem;
  max-width: 860px;
  margin: 0 auto;
  padding: 2rem;
  border: 2px solid ${colors.navy};
  border-radius: 16px;
  h2 {
    margin: 0 0 1rem;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    margin: 0 0 1rem;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: 1.5rem;
  }
`

const StepBadge = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${colors.navy};
  color: #fff;
  font-size: 2rem;
  font-weight: 800;
`

const Steps = styled.ol`
  display: grid;
  max-width: 1100px;
  margin: 0 auto;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 1.25rem;
  padding: 0;
  list-style: none;
  li {
    padding: 1.5rem;
    border-radius: 12px;
    background: ${colors.surface};
    text-align: center;
  }
  h3 {
    margin: 0.75rem 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${colors.red};
  color: #fff;
  font-size: 1.25rem;
  font-weight: 800;
`

const MoreLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: fit-content;
  min-height: 44px;
  margin: 1.5rem auto 0;
  font-weight: 700;
  color: ${colors.navy};
`

const Slots = styled(NavyBand)`
  max-width: 900px;
  p {
    max-width: none;
    font-size: 1.1rem;
  }
`

const SpotsNote = styled.p`
  && {
    padding: 0.3rem 0.9rem;
    border-radius: 999px;
    background: #fff;
    color: ${colors.red};
    font-weight: 700;
  }
`
