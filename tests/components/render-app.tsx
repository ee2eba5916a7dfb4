import { render } from '@testing-library/react'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { routeTree } from '../../src/routeTree.gen'

/** Renders the whole app (real route tree, real layout) at a path, with in-memory history. */
export async function renderApp(path = '/') {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const view = render(<RouterProvider router={router} />)
  return { router, ...view }
}
