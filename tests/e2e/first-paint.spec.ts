import type { Page } from '@playwright/test'
import {
  BRAND_FONT_ATTRIBUTE,
  BRAND_FONT_KEY,
  MANIFEST_HREF,
} from '../../src/startup/before-hydration'
import { waitForHydration } from './before-hydration'
import { expect, test } from './fixtures'
import { asReturningSubscriber } from './overlays'

// Nothing but the HTML and its inline CSS before the first paint. A page view that does
// not know the brand font is cached paints with the metric-matched fallback; the file is fetched
// once the page is hydrated, and used from the visitor's next route and next page view on.
test.beforeEach(async ({ page }) => asReturningSubscriber(page))

/** What the page fetched (the browser's Resource Timing) and when its first contentful paint was. */
async function fetchedAroundFirstPaint(page: Page) {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    const fetched = performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
    return { fcp, fetched }
  })
}

const bodyFont = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!.trim())

/** The page's Inter face has its file (the Font Loading API). */
const interLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
  )

const BRAND_FONT_FILE = /\/assets\/inter-[\w-]+\.woff2$/

test('a first page view fetches no script and no font before its first paint', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const { fcp, fetched } = await fetchedAroundFirstPaint(page)
  expect(fcp, 'first contentful paint').toBeGreaterThan(0)
  const scripts = fetched.filter((entry) => entry.path.endsWith('.js'))
  expect(scripts.length, 'the start-up ran').toBeGreaterThan(0)
  const early = fetched.filter(
    (entry) =>
      (entry.path.endsWith('.js') || BRAND_FONT_FILE.test(entry.path)) && entry.startTime < fcp!,
  )
  expect(early, `fetched before the first paint at ${fcp} ms`).toEqual([])
  // The SVG icon is in the page; the manifest's link comes with the start-up, after the paint.
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    'href',
    /^data:image\/svg\+xml,/,
  )
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', MANIFEST_HREF)
  const manifest = await page.request.get(MANIFEST_HREF)
  expect(manifest.ok()).toBe(true)
  expect((await manifest.json()).icons.length).toBeGreaterThan(0)
  await expect(page.locator('html')).not.toHaveAttribute(BRAND_FONT_ATTRIBUTE)
  expect(await bodyFont(page)).toBe('"Inter Fallback"')
})

test('the brand font comes after hydration: used from the next route and the next page view on', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  // Fetched once the page is idle, into the HTTP cache; the page on screen keeps its fallback.
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), BRAND_FONT_KEY))
    .toBe('1')
  expect(await interLoaded(page), 'Inter loaded').toBe(true)
  expect(await bodyFont(page)).toBe('"Inter Fallback"')

  // The visitor's next route switches to Inter.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Training Hub' })
    .click()
  await expect(page).toHaveURL(/\/train$/)
  await expect(page.locator('html')).toHaveAttribute(BRAND_FONT_ATTRIBUTE, '')
  expect(await bodyFont(page)).toBe('Inter')

  // A new page view in this tab asks for Inter from its first paint (the head script's mark).
  await page.goto('/about')
  await expect(page.locator('html')).toHaveAttribute(BRAND_FONT_ATTRIBUTE, '')
  expect(await bodyFont(page)).toBe('Inter')
  await waitForHydration(page)
  await expect.poll(() => interLoaded(page)).toBe(true)
})
