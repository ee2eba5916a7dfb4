/**
 * The prerender answers 404 for a page that shows "not found" (src/entry-server.tsx `showsNotFound`):
 * a path no route matches, and a route whose loader throws `notFound()`. It reads TanStack Router's
 * `getMatchedRoutes` and each match's `status`, so this fails when an upgrade changes what they say.
 */
import { describe, expect, it } from 'vitest'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  Outlet,
} from '@tanstack/react-router'
import { render, showsNotFound } from '../../src/entry-server'

async function loadedAt(path: string) {
  const root = createRootRoute({
    component: () => <Outlet />,
    notFoundComponent: () => <p>Page not found</p>,
  })
  const about = createRoute({ getParentRoute: () => root, path: '/about', component: () => null })
  const article = createRoute({
    getParentRoute: () => root,
    path: '/articles/$slug',
    loader: ({ params }) => {
      if (params.slug !== 'known') throw notFound()
    },
    component: () => null,
  })
  const router = createRouter({
    routeTree: root.addChildren([about, article]),
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  })
  await router.load()
  return router
}

describe('showsNotFound', () => {
  it('is false for a page that exists, with or without a loader', async () => {
    expect(showsNotFound(await loadedAt('/about'))).toBe(false)
    expect(showsNotFound(await loadedAt('/articles/known'))).toBe(false)
  })

  it('is true for a path no route matches', async () => {
    expect(showsNotFound(await loadedAt('/no-such-page'))).toBe(true)
  })

  it('is true for a route whose loader throws notFound()', async () => {
    expect(showsNotFound(await loadedAt('/articles/unknown'))).toBe(true)
  })
})

describe("the site's prerender", () => {
  it('answers 200 for the home page and 404 for an unknown path or article', async () => {
    expect((await render('/')).status).toBe(200)
    expect((await render('/no-such-page')).status).toBe(404)
    expect((await render('/articles/no-such-article')).status).toBe(404)
  })
})
