import { createFileRoute } from '@tanstack/react-router'
import { LessonLanding } from '../../features/lessons/lesson-landing'
import { BOOKING_ANCHOR, KIDS_LESSONS } from '../../content/lessons'
import { PAGES } from '../../content/pages'
import { MobileBookingBar } from '../../features/overlays/mobile-booking-bar'
import { SchedulingWidget } from '../../features/scheduling/scheduling-widget'
import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
import { pageHead } from '../../pages/page-head'

export const Route = createFileRoute('/lessons/kids')({
  loader: () => pageHead('/lessons/kids'),
  head: ({ loaderData }) => loaderData ?? {},
  component: LessonsKidsPage,
})

function LessonsKidsPage() {
  return (
    <>
      <LessonLanding
        heading={PAGES['/lessons/kids'].heading}
        content={KIDS_LESSONS}
        booking={<SchedulingWidget id={BOOKING_ANCHOR} title={KIDS_LESSONS.booking.heading} />}
        signUps={
          <NewsletterBlock
            source="kids_lessons_newsletter"
            heading={KIDS_LESSONS.newsletter.heading}
            text={KIDS_LESSONS.newsletter.text}
          />
        }
      />
      <MobileBookingBar targetId={BOOKING_ANCHOR} heroSelector="[data-landing-hero]" />
    </>
  )
}
