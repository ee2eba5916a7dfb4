import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { ErrorPage } from './components/error-page'
import { NotFound } from './components/not-found'

/** Creates the app's router; every navigation scrolls to the top unless it targets a #section. */
export function createAppRouter() {
  return createRouter({
    routeTree,
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
