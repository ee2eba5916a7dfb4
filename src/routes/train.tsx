import { createFileRoute } from '@tanstack/react-router'
import { PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { pageHead } from './-page-head'

import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { TimedPopup, WeeklyLessonsButton } from '../features/overlays/timed-popup'
import { weeklyPopupForm } from './-overlay-forms'

export const Route = createFileRoute('/train')({
  head: () => pageHead('/train'),
  component: TrainPage,
})

function TrainPage() {
  return (
    // The hub's popup (2 s after load) and its weekly lessons button share one chart. The lead wires
    // the button into the hub's `weeklyLessons` slot at merge.
    <TimedPopup popup="trainingHub" form={weeklyPopupForm}>
      <PageShell heading={PAGES['/train'].heading}>
        <WeeklyLessonsButton />
      </PageShell>
      <NewsletterBlock source="training_hub" />
    </TimedPopup>
  )
}
