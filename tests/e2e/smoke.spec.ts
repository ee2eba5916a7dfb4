import { PAGES } from '../../src/content/pages'
import { expect, test } from './fixtures'
import { asReturningSubscriber } from './overlays'

// These tests are about the page, not its timed popups: they start as a returning subscriber, for whom
// no popup opens a few seconds in over what they click (tests/e2e/overlays.spec.ts tests the popups).
test.beforeEach(async ({ page }) => asReturningSubscriber(page))

// Every route's heading, title and landmarks are checked in tests/e2e/a11y.spec.ts, in the page load
// its axe runs use.

test('an unknown path shows the 404 page, logs the path, and Return to Home works', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/this-page-does-not-exist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect
    .poll(() => consoleErrors.some((e) => e.includes('/this-page-does-not-exist')))
    .toBe(true)
  consoleErrors.length = 0
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/'].heading)
})

test('the lesson-type modal traps focus, closes on Escape and x, and choosing navigates', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/about')
  const book = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Book an Intro Lesson' })
  await book.click()
  const dialog = page.getByRole('dialog', { name: 'Choose Your Lesson Type' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  // Focus stays inside the dialog however far the visitor tabs.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(book).toBeFocused()

  await book.click()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  await book.click()
  await dialog.getByRole('link', { name: 'Lessons for Kids' }).click()
  await expect(page).toHaveURL('/lessons/kids')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/lessons/kids'].heading)

  await book.click()
  await dialog.getByRole('link', { name: 'Lessons for Adults' }).click()
  await expect(page).toHaveURL('/lessons/adults')
  expect(consoleErrors).toEqual([])
})

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the navbar collapses into a toggled menu', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const training = nav.getByRole('link', { name: 'Training Hub' })
    await expect(training).toBeHidden()
    const toggle = nav.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(training).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Book an Intro Lesson' })).toBeVisible()
    await training.click()
    await expect(page).toHaveURL('/train')
    await expect(training).toBeHidden()
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})

test('wide screens show the links without a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden()
  for (const name of [
    'Home',
    'About',
    'Process',
    'Testimonials',
    'FAQs',
    'Learn Chess',
    'Training Hub',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(nav.getByRole('button', { name: 'Book an Intro Lesson' })).toBeVisible()
})

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/careers'].heading)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('section links scroll on the home page and lead to it from elsewhere', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Testimonials' }).click()
  await expect(page.locator('#testimonials')).toBeInViewport()

  await page.goto('/contact')
  await expect(nav.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs')
  await nav.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/#about')
  await expect(page.locator('#about')).toBeInViewport()
})

test("the About page's own booking button opens the same chooser", async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('main').getByRole('button', { name: 'Book an Intro Lesson' }).click()
  await expect(page.getByRole('dialog', { name: 'Choose Your Lesson Type' })).toBeVisible()
})

test('a page whose code fails to load shows the error page, not a dead page', async ({
  page,
  consoleErrors,
}) => {
  // Block the /faqs route's own chunk: the one the page loads lazily, not one it preloads.
  const html = await (await page.request.get('/faqs')).text()
  const preloaded = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))
  await page.route(/\/assets\/faqs-[^/]+\.js$/, (route) =>
    preloaded.has(new URL(route.request().url()).pathname)
      ? route.continue()
      : route.abort('internetdisconnected'),
  )
  await page.goto('/faqs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!')
  await expect(page.getByRole('alert')).toContainText('Failed to fetch dynamically imported module')
  // Logged once, and caught: no unhandled rejection.
  await expect.poll(() => consoleErrors.length).toBeGreaterThan(0)
  expect(
    consoleErrors.every((e) => e.includes('Failed to fetch dynamically imported module')),
  ).toBe(true)
  consoleErrors.length = 0
  await page.unrouteAll()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/'].heading)
})

test.describe('a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the brand and the Menu button fit inside the bar', async ({ page }) => {
    await page.goto('/lessons/adults')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const part of [nav.getByRole('button', { name: 'Menu' }), nav.getByRole('link').first()]) {
      const box = (await part.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(320)
    }
  })
})
