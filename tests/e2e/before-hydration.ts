import type { Page, Route } from '@playwright/test'
import { expect } from './fixtures'
import { HYDRATED_ATTRIBUTE, STARTUP_META } from '../../src/startup/before-hydration'

/** The site's own JavaScript (the entry and its chunks); the HTML and CSS still arrive at once. */
const SITE_SCRIPTS = /\/assets\/[^?]+\.js(\?.*)?$/

/**
 * The entry script of the page at `path` (the first chunk of its `<meta name="startup-chunks">`,
 * which the head script loads after first paint) and every module it imports statically (site paths).
 */
async function entryModules(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text()
  const entry = new RegExp(`<meta name="${STARTUP_META}" content="([^" ]+)`).exec(html)?.[1]
  if (!entry) throw new Error(`${path} has no entry script`)
  const modules = new Set([entry])
  const queue = [entry]
  for (let next = queue.pop(); next; next = queue.pop()) {
    const code = await (await page.request.get(next)).text()
    // Static imports only (`from"./x.js"`, `import"./x.js"`); `import("./x.js")` is left out.
    for (const [, spec] of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\.?\/[^"]+)"/g)) {
      const module = new URL(spec!, new URL(next, 'http://site')).pathname
      if (modules.has(module)) continue
      modules.add(module)
      queue.push(module)
    }
  }
  return modules
}

/**
 * "Act before hydration", as an impatient visitor on a phone does: opens `path` with the site's
 * scripts held back, so the prerendered page shows but React has not hydrated it; runs `act`
 * (checking the page really was not hydrated meanwhile); then lets the scripts through and waits
 * until React has hydrated (`<html data-hydrated>`). What `act` did must then take effect.
 *
 *   await actBeforeHydration(page, '/faqs', () => input.fill('me@example.com'))
 *
 * With `{ entryRuns: true }` the entry script and its static imports run (the page waits for
 * DOMContentLoaded, and the browser's jump to a #fragment) and only the start-up chunks it loads
 * afterwards are held: the moment, on a phone, between the page being parsed and hydrated.
 */
export async function actBeforeHydration(
  page: Page,
  path: string,
  act: () => Promise<unknown>,
  { entryRuns = false }: { entryRuns?: boolean } = {},
): Promise<void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const passing = entryRuns ? await entryModules(page, path) : new Set<string>()
  const hold = async (route: Route) => {
    if (!passing.has(new URL(route.request().url()).pathname)) await released
    await route.continue()
  }
  await page.route(SITE_SCRIPTS, hold)
  try {
    await page.goto(path, { waitUntil: entryRuns ? 'domcontentloaded' : 'commit' })
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await act()
    await expect(
      page.locator('html'),
      'the page hydrated while scripts were held',
    ).not.toHaveAttribute(HYDRATED_ATTRIBUTE)
  } finally {
    release()
  }
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '')
  // The route stays (it lets everything through now). Removing it turns request interception off
  // in the middle of the page's first requests: a request Chromium announced but had not yet
  // paused is then sent without Playwright ever reporting it (no `request` event, nothing in the
  // trace). That was's "success toast with no request": a submit replayed at hydration
  // whose row landed, unseen by the test.
}

/** Waits until React has hydrated the page (for tests that must act on a live page). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '')
}
