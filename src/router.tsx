import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { ErrorPage } from './components/error-page'
import { NotFound } from './components/not-found'

/**
 * Creates the app's router, in the browser (browser history) and in the prerender (memory history).
 * Every navigation scrolls to the top unless it targets a #section.
 */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFound,
    defaultPreload: 'intent',
    scrollRestoration: false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
