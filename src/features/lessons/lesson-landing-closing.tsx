import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { CardColumns } from '../../ui/card-grid'
import { BOOKING_ANCHOR, type LessonLandingContent } from '../../content/lessons'
import { Accordion } from '../../ui/accordion'
import { Carousel } from '../../ui/carousel'
import { BookLink, NextSession, Section } from './lesson-landing-parts'
import { NavyBand } from '../../parts/section-panels'
import { TestimonialCard } from './testimonial-card'
import {
  colors,
  COLUMN_PX,
  CONTAINER_PX,
  fontSize,
  radius,
  roles,
  space,
  TAP_TARGET_PX,
} from '../../ui/theme'
import { VisuallyHidden } from '../../ui/visually-hidden'

/** How it works, what others say, the FAQs and the Limited Slots call to book. */

export function LessonHowItWorks({ howItWorks }: Pick<LessonLandingContent, 'howItWorks'>) {
  return (
    <Section aria-labelledby="lesson-how-it-works" data-tone="alt">
      <h2 id="lesson-how-it-works">{howItWorks.heading}</h2>
      <CardColumns count={howItWorks.steps.length} minPx={240}>
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
      </CardColumns>
    </Section>
  )
}

export function LessonTestimonials({ testimonials }: Pick<LessonLandingContent, 'testimonials'>) {
  return (
    <Section aria-labelledby="lesson-testimonials">
      <h2 id="lesson-testimonials">{testimonials.heading}</h2>
      <Carousel
        label="Testimonials"
        itemName="testimonial"
        autoRotate
        slides={testimonials.items.map((testimonial) => ({
          id: testimonial.id,
          content: <TestimonialCard {...testimonial} photoSlot={testimonials.photos} />,
        }))}
      />
    </Section>
  )
}

export function LessonFaqs({ faqs }: Pick<LessonLandingContent, 'faqs'>) {
  return (
    <Section aria-labelledby="lesson-faqs" data-tone="alt">
      <h2 id="lesson-faqs">{faqs.heading}</h2>
      <Accordion items={faqs.items} headingLevel={3} />
      <MoreLink to="/faqs">{faqs.moreLabel}</MoreLink>
    </Section>
  )
}

export function LessonLimitedSlots({ limitedSlots }: Pick<LessonLandingContent, 'limitedSlots'>) {
  return (
    <Slots aria-labelledby="lesson-limited-slots">
      <h2 id="lesson-limited-slots">{limitedSlots.heading}</h2>
      <p>{limitedSlots.text}</p>
      <SpotsNote>{limitedSlots.note}</SpotsNote>
      <BookLink href={`#${BOOKING_ANCHOR}`}>{limitedSlots.bookLabel}</BookLink>
      <NextSession />
    </Slots>
  )
}

const Steps = styled.ol`
  display: grid;
  max-width: ${CONTAINER_PX}px;
  margin: 0 auto;
  gap: ${space.card};
  padding: 0;
  list-style: none;
  li {
    padding: ${space[5]};
    border-radius: ${radius.lg};
    background: ${colors.surface};
    text-align: center;
  }
  h3 {
    margin: ${space[3]} 0 ${space[2]};
    font-size: ${fontSize.cardTitle};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  border-radius: 50%;
  background: ${colors.red};
  color: ${roles.onDark};
  font-size: ${fontSize.lg};
  font-weight: 800;
`

const MoreLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: fit-content;
  min-height: ${TAP_TARGET_PX}px;
  margin: ${space[5]} auto 0;
  font-weight: 700;
  color: ${colors.navy};
`

const Slots = styled(NavyBand)`
  max-width: ${COLUMN_PX.wide}px;
  p {
    max-width: none;
    font-size: 1.1rem;
  }
`

const SpotsNote = styled.p`
  && {
    padding: 0.3rem 0.9rem;
    border-radius: ${radius.pill};
    background: ${colors.surface};
    color: ${colors.red};
    font-weight: 700;
  }
`
