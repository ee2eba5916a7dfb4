import { createFileRoute } from '@tanstack/react-router'
import { LessonLanding } from '../../features/lessons/lesson-landing'
import { ADULTS_LESSONS, BOOKING_ANCHOR } from '../../content/lessons'
import { PAGES } from '../../content/pages'
import { SchedulingWidget } from '../../features/scheduling/scheduling-widget'
import { NewsletterBlock } from '../../features/subscribe/newsletter-block'
import { WeeklyClassCard } from '../../features/subscribe/weekly-class-card'
import { pageHead } from '../../pages/page-head'
import { Gutters } from '../../pages/lessons-adults-page-styles'

export const Route = createFileRoute('/lessons/adults')({
  loader: () => pageHead('/lessons/adults'),
  head: ({ loaderData }) => loaderData ?? {},
  component: LessonsAdultsPage,
})

function LessonsAdultsPage() {
  return (
    <LessonLanding
      heading={PAGES['/lessons/adults'].heading}
      content={ADULTS_LESSONS}
      booking={<SchedulingWidget id={BOOKING_ANCHOR} title={ADULTS_LESSONS.booking.heading} />}
      signUps={
        <>
          {/* The card keeps the page's side gutters on a phone, as every block does. */}
          <Gutters>
            <WeeklyClassCard source="free_weekly_strategy_session" />
          </Gutters>
          <NewsletterBlock
            source="adults_lessons_newsletter"
            heading={ADULTS_LESSONS.newsletter.heading}
            text={ADULTS_LESSONS.newsletter.text}
          />
        </>
      }
    />
  )
}
