// @vitest-environment jsdom
/**
 * Hydration renders the tree the prerender rendered: a router in the browser marked as prerendered
 * (markPrerendered, src/router.tsx) renders the same markup as a server-side router. It leans on
 * TanStack Router's internal `ssr` flag, so this fails when an upgrade changes what the flag does.
 */
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { markPrerendered } from '../../src/router'

function routerAt(path: string, options: { isServer?: boolean } = {}) {
  const root = createRootRoute({
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
  })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/about',
    component: () => <h1>About</h1>,
  })
  return createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
    ...options,
  })
}

async function markup(router: ReturnType<typeof routerAt>) {
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}

describe('a prerendered page is hydrated with the tree the prerender rendered', () => {
  it('renders in the browser, once marked, what the server rendered', async () => {
    const prerendered = await markup(routerAt('/about', { isServer: true }))
    expect(prerendered).toContain('<h1>About</h1>')
    const browser = routerAt('/about')
    expect(browser.isServer).toBe(false)
    markPrerendered(browser)
    expect(await markup(browser)).toBe(prerendered)
  })

  it('differs unmarked: the browser wraps the matches in a Suspense boundary', async () => {
    const prerendered = await markup(routerAt('/about', { isServer: true }))
    const unmarked = await markup(routerAt('/about'))
    expect(unmarked).toContain('<h1>About</h1>')
    expect(unmarked).not.toBe(prerendered)
  })
})
