import { createFileRoute } from '@tanstack/react-router'
import { Content, PageShell } from '../components/page-shell'
import { PAGES } from '../content/pages'
import { parseHubSearch, type HubSearch } from '../domain/training-hub'
import { NewsletterBlock } from '../features/subscribe/newsletter-block'
import { TrainingHub } from '../features/training-hub/training-hub'
import { pageHead } from './-page-head'

/**
 * The hub's filter lives in the URL (`/train?category=quizzes&q=style`), so a filtered hub can be
 * bookmarked and shared and Back undoes a filter change.
 */
export const Route = createFileRoute('/train')({
  head: () => pageHead('/train'),
  validateSearch: (search: Record<string, unknown>): HubSearch => parseHubSearch(search),
  component: TrainPage,
})

function TrainPage() {
  return (
    <>
      <PageShell
        heading={PAGES['/train'].heading}
        intro="Free tools to find your level, discover your style and plan your training, from the titled masters who teach our private lessons."
      />
      <Content>
        {/* weeklyLessons: the free weekly live lessons button and its sign-up popup (overlays). */}
        <TrainingHub search={Route.useSearch()} />
      </Content>
      <NewsletterBlock source="training_hub" />
    </>
  )
}
