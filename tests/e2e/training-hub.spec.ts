import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { actBeforeHydration, waitForHydration } from './before-hydration'
import { TRAINING_HUB_INITIAL_TOOLS, TRAINING_HUB_SHOW_MORE_DELAY_MS } from '../../machines/timings'
import { TOOLS } from '../../src/content/tools'
import { asReturningSubscriber } from './overlays'

// These tests are about the page, not the timed popups (tests/e2e/overlays.spec.ts): they start as
// a returning subscriber, so no popup opens over what they click.
test.beforeEach(({ page }) => asReturningSubscriber(page))

/**
 * The Training Hub (spec §2 /train, §4): chips and search (in the URL, Back undoes a change), the
 * featured banner, the first six tools and Show More Tools (on Playwright's clock), the tool cards.
 */
const featured = (page: Page) => page.getByRole('region', { name: 'Find Your Chess Level' })
const grid = (page: Page) => page.getByRole('list', { name: 'Training tools' })
const cardTitles = (page: Page) => grid(page).getByRole('heading', { level: 3 })
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Category' }).getByRole('button', { name, exact: true })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tools' })
const titles = (ids: string[]) => ids.map((id) => TOOLS.find((t) => t.id === id)!.title)

const GRID_TOOLS = TOOLS.filter((t) => !t.featured)

test('the unfiltered hub: featured banner, the first six tools, badges, links and Coming Soon', async ({
  page,
}) => {
  await page.goto('/train')
  await waitForHydration(page)
  await expect(featured(page)).toBeVisible()
  await expect(featured(page).getByRole('link', { name: 'Take Quiz' })).toHaveAttribute(
    'href',
    '/find-your-level',
  )
  await expect(cardTitles(page)).toHaveText(
    GRID_TOOLS.slice(0, TRAINING_HUB_INITIAL_TOOLS).map((t) => t.title),
  )
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true')

  const card = (title: string) => grid(page).getByRole('listitem').filter({ hasText: title })
  await expect(card('Discover Your Chess Style').getByText('HOT', { exact: true })).toBeVisible()
  await expect(card('Opening Recommender').getByText('NEW', { exact: true })).toBeVisible()
  await expect(card('1-on-1 Coaching').getByRole('link', { name: 'Learn More' })).toHaveAttribute(
    'href',
    '/',
  )
  await expect(card('Opening Trainer').getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
  for (const [title, href] of [
    ['Chess Knowledge Quiz', '/quiz'],
    ['Study Plan Generator', '/study-plan'],
    ['Opening Recommender', '/opening-recommender'],
    ['Discover Your Chess Style', '/chess-style'],
  ] as const)
    await expect(card(title).getByRole('link')).toHaveAttribute('href', href)

  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Learn Chess' }).first()).toHaveAttribute(
    'href',
    '/learn',
  )
  const quick = page.getByRole('navigation', { name: 'Quick navigation' })
  await expect(quick.getByRole('link')).toHaveCount(8)
  await expect(page.getByRole('region', { name: 'Newsletter' })).toBeVisible()
})

test('Show More Tools: a brief loading pause, then every tool (on the clock)', async ({ page }) => {
  await page.clock.install()
  await page.goto('/train')
  await waitForHydration(page)
  await page.clock.pauseAt(new Date(Date.now() + 60_000))
  await expect(cardTitles(page)).toHaveCount(TRAINING_HUB_INITIAL_TOOLS)
  await page.getByRole('button', { name: 'Show More Tools' }).click()
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled()
  await page.clock.runFor(TRAINING_HUB_SHOW_MORE_DELAY_MS - 1)
  await expect(cardTitles(page)).toHaveCount(TRAINING_HUB_INITIAL_TOOLS)
  await page.clock.runFor(1)
  await expect(cardTitles(page)).toHaveText(GRID_TOOLS.map((t) => t.title))
  await expect(page.getByRole('button', { name: /Show More Tools|Loading/ })).toHaveCount(0)
  await page.clock.resume()
  expect(await axeViolations(page), 'axe on the expanded hub').toEqual([])
  await expect(
    grid(page)
      .getByRole('listitem')
      .filter({ hasText: 'Endgame Puzzles' })
      .getByRole('button', { name: 'Coming Soon' }),
  ).toBeDisabled()
})

test('chips and search filter the tools, live in the URL, and Back undoes each change', async ({
  page,
}) => {
  await page.goto('/train')
  await waitForHydration(page)

  await chip(page, 'Quizzes').click()
  await expect(page).toHaveURL('/train?category=quizzes')
  await expect(chip(page, 'Quizzes')).toHaveAttribute('aria-pressed', 'true')
  await expect(featured(page)).toHaveCount(0)
  await expect(cardTitles(page)).toHaveText(
    titles(['find-your-level', 'chess-style', 'knowledge-quiz']),
  )

  await chip(page, 'Study Plans').click()
  await expect(page).toHaveURL('/train?category=study-plans')
  await expect(cardTitles(page)).toHaveText(titles(['study-plan', 'opening-recommender']))

  await searchBox(page).pressSequentially('opening')
  await expect(page).toHaveURL('/train?category=study-plans&q=opening')
  await expect(cardTitles(page)).toHaveText(titles(['opening-recommender']))

  // Back: the whole search at once, then each chip.
  await page.goBack()
  await expect(page).toHaveURL('/train?category=study-plans')
  await expect(searchBox(page)).toHaveValue('')
  await expect(cardTitles(page)).toHaveText(titles(['study-plan', 'opening-recommender']))
  await page.goBack()
  await expect(page).toHaveURL('/train?category=quizzes')
  await expect(chip(page, 'Quizzes')).toHaveAttribute('aria-pressed', 'true')
  await page.goBack()
  await expect(page).toHaveURL('/train')
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true')
  await expect(featured(page)).toBeVisible()
  // Forward redoes it.
  await page.goForward()
  await expect(chip(page, 'Quizzes')).toHaveAttribute('aria-pressed', 'true')
  await expect(featured(page)).toHaveCount(0)
})

test("a link to /train (the navbar's Training Hub) clears the filter", async ({ page }) => {
  await page.goto('/train?category=quizzes&q=style')
  await waitForHydration(page)
  await expect(cardTitles(page)).toHaveText(titles(['chess-style']))
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Training Hub' })
    .click()
  await expect(page).toHaveURL('/train')
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true')
  await expect(searchBox(page)).toHaveValue('')
  await expect(featured(page)).toBeVisible()
})

test('search over title and description; the banner only with All and no search', async ({
  page,
}) => {
  await page.goto('/train')
  await waitForHydration(page)
  await searchBox(page).fill('gambiteer')
  await expect(page).toHaveURL('/train?q=gambiteer')
  await expect(featured(page)).toHaveCount(0)
  await expect(cardTitles(page)).toHaveText(titles(['chess-style']))
  await searchBox(page).fill('LEVEL')
  await expect(cardTitles(page)).toHaveText(titles(['find-your-level']))
  await searchBox(page).fill('no such tool')
  await expect(page.getByText('No tools found matching your search.')).toBeVisible()
  await expect(cardTitles(page)).toHaveCount(0)
  await searchBox(page).fill('')
  await expect(page).toHaveURL('/train')
  await expect(featured(page)).toBeVisible()
  await expect(cardTitles(page)).toHaveCount(TRAINING_HUB_INITIAL_TOOLS)
})

test('a shared filtered link opens filtered; its prerendered HTML is the unfiltered hub', async ({
  page,
  browser,
}) => {
  await page.goto('/train?category=resources&q=coach')
  await waitForHydration(page)
  await expect(chip(page, 'Resources')).toHaveAttribute('aria-pressed', 'true')
  await expect(searchBox(page)).toHaveValue('coach')
  await expect(cardTitles(page)).toHaveText(titles(['coaching']))

  const context = await browser.newContext({ javaScriptEnabled: false })
  const plain = await context.newPage()
  await plain.goto('/train?category=resources&q=coach')
  await expect(featured(plain)).toBeVisible()
  await expect(cardTitles(plain)).toHaveCount(TRAINING_HUB_INITIAL_TOOLS)
  await expect(chip(plain, 'All')).toHaveAttribute('aria-pressed', 'true')
  await context.close()
})

test('a chip tapped and a search typed before hydration take effect', async ({ page }) => {
  await actBeforeHydration(page, '/train', () => chip(page, 'Quizzes').click())
  await expect(page).toHaveURL('/train?category=quizzes')
  await expect(cardTitles(page)).toHaveCount(3)

  await actBeforeHydration(page, '/train', () => searchBox(page).fill('generator'))
  await expect(searchBox(page)).toHaveValue('generator')
  await expect(page).toHaveURL('/train?q=generator')
  await expect(cardTitles(page)).toHaveText(titles(['study-plan']))
})
