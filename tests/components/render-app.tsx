import { render } from '@testing-library/react'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { routeTree } from '../../src/routeTree.gen'
import { markNavigation } from '../../src/startup/page-timeline'

/**
 * Renders the whole app (real route tree, real layout) at a path, with in-memory history. Each
 * render is a visitor's fresh arrival and load (src/startup/page-timeline.ts): without it jsdom's
 * clock, which runs from the test file's start, would count as time spent on the page, and the
 * exit-intent dwell would be over before the first click.
 */
export async function renderApp(path = '/') {
  markNavigation()
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const view = render(<RouterProvider router={router} />)
  return { router, ...view }
}

/**
 * A returning visitor who has signed up (what the site stores after a sign-up): no timed popup opens
 * for them (spec §2), so a test about something else is not covered by the home popup a few seconds
 * in on a busy machine. The same visitor as tests/e2e/overlays.ts's `asReturningSubscriber`.
 */
export function storeReturningSubscriber(): void {
  localStorage.setItem('user_email', 'returning@example.com')
  for (const source of [
    'welcome_popup',
    'weekly_live_lessons',
    'training_hub_popup',
    'weekly_live_lessons_articles',
  ])
    localStorage.setItem(`email_subscribed_${source}`, 'true')
}
