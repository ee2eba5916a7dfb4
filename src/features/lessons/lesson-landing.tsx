import type { ReactNode } from 'react'
import type { LessonLandingContent } from '../../content/lessons'
import { LessonBenefits, LessonCoach, LessonPrices, LessonStepOne } from './lesson-landing-about'
import {
  LessonFaqs,
  LessonHowItWorks,
  LessonLimitedSlots,
  LessonTestimonials,
} from './lesson-landing-closing'
import { LessonHero } from './lesson-landing-hero'

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
 * Each block lives in lesson-landing-hero, -about (benefits, coach, Step 1) and -closing (how it
 * works, testimonials, FAQs, Limited Slots); lesson-landing-parts holds what they share.
 *
 * Every book button is a plain link to `#book`: it scrolls to the widget before hydration and
 * without JavaScript (the global CSS makes the scroll smooth unless reduced motion is preferred,
 * and keeps the heading clear of the fixed navbar).
 */
export function LessonLanding({ heading, content, booking, signUps }: LessonLandingProps) {
  return (
    <>
      <LessonHero heading={heading} hero={content.hero} />
      <LessonBenefits benefits={content.benefits} />
      <LessonCoach coach={content.coach} />
      <LessonStepOne stepOne={content.stepOne} />
      <LessonPrices />
      <LessonHowItWorks howItWorks={content.howItWorks} />
      <LessonTestimonials testimonials={content.testimonials} />
      <LessonFaqs faqs={content.faqs} />
      <LessonLimitedSlots limitedSlots={content.limitedSlots} />
      {booking}
      {signUps}
    </>
  )
}
