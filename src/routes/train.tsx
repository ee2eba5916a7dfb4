import { createFileRoute } from '@tanstack/react-router'
import { Content, PageShell } from '../ui/page-shell'
import { PAGE_INTROS, PAGES } from '../content/pages'
import { parseHubSearch, type HubSearch } from '../domain/training-hub'
import { TimedPopup, WeeklyLessonsButton } from '../features/overlays/timed-popup'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { TrainingHub } from '../features/training-hub/training-hub'
import { weeklyPopupForm } from '../pages/overlay-forms'
import { SITE, pageHead } from '../pages/page-head'
import { toolList } from '../domain/structured-data'
import { TOOLS } from '../content/tools'

/**
 * The hub's filter lives in the URL (`/train?category=quizzes&q=style`), so a filtered hub can be
 * bookmarked and shared and Back undoes a filter change.
 */
export const Route = createFileRoute('/train')({
  loader: () => pageHead('/train', [toolList(SITE, TOOLS)]),
  head: ({ loaderData }) => loaderData ?? {},
  validateSearch: (search: Record<string, unknown>): HubSearch => parseHubSearch(search),
  component: TrainPage,
})

function TrainPage() {
  return (
    // The hub's popup (2 s after load) and its free weekly live lessons button share one chart.
    <TimedPopup popup="trainingHub" form={weeklyPopupForm}>
      <PageShell heading={PAGES['/train'].heading} intro={PAGE_INTROS['/train']} />
      <Content>
        <TrainingHub search={Route.useSearch()} weeklyLessons={<WeeklyLessonsButton />} />
      </Content>
      <NewsletterBlock source="training_hub" />
    </TimedPopup>
  )
}
