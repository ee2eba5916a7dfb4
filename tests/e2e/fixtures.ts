import { test as base, expect } from '@playwright/test'

/**
 * `page` that fails the test on any uncaught page error or console error the test did not expect.
 * A test that expects console errors (the 404 page) reads and clears `consoleErrors` itself.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      // The browser itself logs every non-2xx response; a 409 is how a repeat sign-up is answered.
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
        errors.push(msg.text())
    })
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`))
    await use(errors)
    expect(errors, 'unexpected console errors').toEqual([])
  },
})

export { expect }
