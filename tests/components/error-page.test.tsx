import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { ErrorPage } from '../../src/pages/error-page'
import { Route as RootRoute } from '../../src/routes/__root'
import { createAppRouter } from '../../src/router'

describe('rendering errors', () => {
  it('the app root and the router both use the error page', () => {
    expect(RootRoute.options.errorComponent).toBe(ErrorPage)
    expect(createAppRouter().options.defaultErrorComponent).toBe(ErrorPage)
  })

  it("shows 'Unexpected Application Error!' when a page throws while rendering", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const root = createRootRoute({ component: Outlet, errorComponent: ErrorPage })
    const broken = createRoute({
      getParentRoute: () => root,
      path: '/',
      component: () => {
        throw new Error('boom')
      },
    })
    const router = createRouter({
      routeTree: root.addChildren([broken]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    render(<RouterProvider router={router} />)
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument()
    expect(screen.getByText('boom')).toBeInTheDocument()
  })
})
