import { createRouter, type AnyRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { ErrorPage } from './pages/error-page'
import { NotFound } from './pages/not-found'

/**
 * Creates the app's router, in the browser (browser history) and in the prerender (memory history).
 *
 * Scrolling (spec: every route change starts at the top), by TanStack Router's scroll restoration:
 * - a route change scrolls to the top, or to its #section;
 * - Back and Forward restore the position the page had;
 * - the first load is not a route change: hydration leaves the page where the browser has it, so a
 *   visitor who scrolled before hydration keeps their place, and /#faqs stays on its section
 *. `skipFirstLoad` answers "no" for the render that hydration ends with.
 * Scrolls jump (`instant`): a new page starts at its top without gliding through the old one.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFound,
    defaultPreload: 'intent',
    // Off in the prerender: there TanStack would render its own inline restoration script.
    scrollRestoration: typeof document === 'undefined' ? false : skipFirstLoad(),
    scrollRestorationBehavior: 'instant',
  })
}

/**
 * The router asks this after every render of a location; the first time, that render is the
 * hydration of the page the browser loaded (router links only work once hydrated, so no route
 * change can come first). Then nothing is scrolled, and the window is reported as scrolled (a
 * `scroll` event the router's tracker hears), so the position the browser had, an early scroll
 * included, is remembered for Back like any other.
 */
function skipFirstLoad(): () => boolean {
  let first = true
  return () => {
    if (!first) return true
    first = false
    document.dispatchEvent(new Event('scroll'))
    return false
  }
}

/**
 * Hydrating a prerendered page: the router renders the same tree as the prerender did (no Suspense
 * boundary around the matches), as TanStack Router's own `hydrate` has it do. Its public way there
 * (`RouterClient` with `hydrate`, from @tanstack/react-router/ssr/client) needs the page to carry the
 * router's dehydrated state (the `$_TSR` scripts its server rendering writes) and wraps the app in
 * an `Await` that the prerendered markup does not have; the prerender renders a plain
 * `RouterProvider` (src/entry-server.tsx). So this sets the flag `hydrate` sets, in this one place:
 * tests/unit/prerendered-router.test.tsx fails when an upgrade changes what it does.
 */
export function markPrerendered(router: AnyRouter): void {
  router.ssr = { manifest: undefined }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
