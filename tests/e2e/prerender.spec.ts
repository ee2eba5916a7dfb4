import { PAGES } from '../../src/content/pages'
import { expect, test } from './fixtures'
import { waitForHydration } from './before-hydration'
import { asReturningSubscriber } from './overlays'

// These tests are about the page, not its timed popups: they start as a returning subscriber, for whom
// no popup opens a few seconds in over what they click (tests/e2e/overlays.spec.ts tests the popups).
test.beforeEach(async ({ page }) => asReturningSubscriber(page))

test('client-side navigation updates the title, description and canonical link', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle(PAGES['/'].title)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Training Hub' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/train'].heading)
  await expect(page).toHaveTitle(PAGES['/train'].title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    PAGES['/train'].description,
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/train$/)
  expect(await page.locator('title').count()).toBe(1)
  expect(await page.locator('meta[name="description"]').count()).toBe(1)
  await page.goBack()
  await expect(page).toHaveTitle(PAGES['/'].title)
})

test('pages are readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/faqs')
  await expect(page).toHaveTitle(PAGES['/faqs'].title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/faqs'].heading)
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn Chess' }),
  ).toBeVisible()
  await context.close()
})

test('the prerendered page hydrates without warnings and becomes interactive', async ({ page }) => {
  await page.goto('/contact')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Book an Intro Lesson' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Choose Your Lesson Type' })).toBeVisible()
  // the fixture fails the test on any hydration error React reports
})

// The articles and the style pages are each one route with a param: a name that is none of theirs is
// an unknown page like any other, from the static host and once the app has hydrated it.
for (const path of ['/articles/no-such-article', '/chess-style-no-such-style']) {
  test(`${path} answers 404 with the not-found page, also once hydrated`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect(page).toHaveTitle('Page not found | Checkmate Tutors')
    await expect.poll(() => consoleErrors.some((e) => e.includes(path))).toBe(true)
    consoleErrors.length = 0
  })
}

test('an unknown article reached inside the app shows the not-found page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/articles')
  await waitForHydration(page)
  await page.evaluate(() => {
    history.pushState({}, '', '/articles/no-such-article')
    dispatchEvent(new PopStateEvent('popstate', { state: {} }))
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page).toHaveTitle('Page not found | Checkmate Tutors')
  await expect
    .poll(() => consoleErrors.some((e) => e.includes('/articles/no-such-article')))
    .toBe(true)
  consoleErrors.length = 0
})

test('unknown paths answer 404 with the not-found page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page).toHaveTitle('Page not found | Checkmate Tutors')
  await expect.poll(() => consoleErrors.some((e) => e.includes('/no/such/page'))).toBe(true)
  consoleErrors.length = 0
})
