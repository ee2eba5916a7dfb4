import { expect, test } from './fixtures'
import { waitForHydration } from './before-hydration'

test.describe('Content Security Policy in the browser', () => {
  test('an inline script injected into the page does not run', async ({ page, consoleErrors }) => {
    await page.goto('/faqs')
    await waitForHydration(page)
    const violated = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective))
          const script = document.createElement('script')
          script.textContent = 'window.__injected = true'
          document.head.append(script)
        }),
    )
    expect(violated).toBe('script-src-elem')
    expect(await page.evaluate(() => '__injected' in window)).toBe(false)
    // The browser reports the refusal on the console; that one error is expected here.
    expect(consoleErrors.every((e) => /Content Security Policy/.test(e))).toBe(true)
    consoleErrors.length = 0
  })

  test('the site itself runs under the policy: hydrated, with no violation', async ({ page }) => {
    const violations: string[] = []
    await page.exposeFunction('__reportViolation', (v: string) => violations.push(v))
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __reportViolation: (v: string) => void }).__reportViolation(
          `${e.effectiveDirective} ${e.blockedURI}`,
        ),
      ),
    )
    for (const path of ['/', '/articles/english-opening', '/lessons/kids']) {
      await page.goto(path)
      await waitForHydration(page)
    }
    expect(violations).toEqual([])
  })
})
