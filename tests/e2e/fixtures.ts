import { test as base, expect } from '@playwright/test'

/**
 * CPU throttling for stress runs (`npm run stress:hydration`): with E2E_CPU_THROTTLE=4 every page
 * runs its scripts four times slower (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`),
 * as on a slow phone, which widens the window between the first paint and hydration. Unset in
 * `npm test`.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? '1')

/**
 * `page` that fails the test on any uncaught page error or console error the test did not expect.
 * A test that expects console errors (the 404 page) reads and clears `consoleErrors` itself.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    if (CPU_THROTTLE > 1) {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
    }
    await use(page)
  },
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
