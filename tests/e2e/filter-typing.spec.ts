import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForHydration } from './before-hydration'
import { asReturningSubscriber } from './overlays'
import { ARTICLES } from '../../src/content/articles'
import { TOOLS } from '../../src/content/tools'

/**
 * Fast typing in the filter bar of /articles and /train is never undone: the search box
 * and the URL are kept in step by one owner, and a URL update that lands late must not put back an
 * older text. Each key is pressed with no delay, once after hydration and once the moment the page
 * shows (typing through hydration); a sampler in the page records the box's text at every key and
 * every frame, and each sample must be a prefix of what was typed so far (text only ever grows).
 */

// About the filter, not the timed popups (tests/e2e/overlays.spec.ts): no popup opens over the box.
test.beforeEach(({ page }) => asReturningSubscriber(page))

interface FilterPage {
  path: string
  box: (page: Page) => Locator
  cards: (page: Page) => Locator
  typed: string
  /** The cards the typed search leaves (by title). */
  expected: string[]
  /** The URL once the search is in it. */
  url: RegExp
}

const PAGES: FilterPage[] = [
  {
    path: '/articles',
    box: (page) => page.getByRole('searchbox', { name: 'Search articles' }),
    cards: (page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }),
    typed: 'king and pawn',
    expected: [ARTICLES.find((a) => a.id === 'king-pawn-endgame')!.title],
    url: /\/articles\/?\?q=king(\+|%20)and(\+|%20)pawn$/,
  },
  {
    path: '/train',
    box: (page) => page.getByRole('searchbox', { name: 'Search tools' }),
    cards: (page) =>
      page.getByRole('list', { name: 'Training tools' }).getByRole('heading', { level: 3 }),
    typed: 'study plan generator',
    expected: [TOOLS.find((t) => t.id === 'study-plan')!.title],
    url: /\/train\?q=study(\+|%20)plan(\+|%20)generator$/,
  },
]

/**
 * Records the search box's text (`input[type=search]`) at every key press, before the key acts, and at
 * every animation frame, from before the page's scripts run. `window.__filterSamples` holds them.
 */
async function sampleSearchBox(page: Page) {
  await page.addInitScript(() => {
    const samples: string[] = []
    Object.assign(window, { __filterSamples: samples })
    const record = () => {
      const box = document.querySelector<HTMLInputElement>('input[type="search"]')
      if (box && samples[samples.length - 1] !== box.value) samples.push(box.value)
    }
    document.addEventListener('keydown', record, true)
    document.addEventListener('input', record, true)
    const frame = () => {
      record()
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

async function expectNeverUndone(page: Page, typed: string) {
  const samples = await page.evaluate(
    () => (window as unknown as { __filterSamples: string[] }).__filterSamples,
  )
  expect(samples.length, 'the sampler saw the box').toBeGreaterThan(1)
  // Every text the box showed is a prefix of the typed text, each one at least as long as the last.
  const undone = samples.filter(
    (value, i) => !typed.startsWith(value) || (i > 0 && value.length < samples[i - 1]!.length),
  )
  expect(undone, `texts the box went back to (all samples: ${JSON.stringify(samples)})`).toEqual([])
}

for (const filter of PAGES) {
  test.describe(`${filter.path}: fast typing in the search box`, () => {
    test('after hydration: no letter is lost or undone; the URL and the list follow', async ({
      page,
    }) => {
      await sampleSearchBox(page)
      await page.goto(filter.path)
      await waitForHydration(page)
      await filter.box(page).pressSequentially(filter.typed)
      await expect(filter.box(page)).toHaveValue(filter.typed)
      await expect(page).toHaveURL(filter.url)
      await expect(filter.cards(page)).toHaveText(filter.expected)
      // Still the typed text once every URL update has landed.
      await expect(filter.box(page)).toHaveValue(filter.typed)
      await expectNeverUndone(page, filter.typed)
    })

    test('the moment the page shows, through hydration: nothing typed is lost or undone', async ({
      page,
    }) => {
      await sampleSearchBox(page)
      await page.goto(filter.path, { waitUntil: 'commit' })
      await filter.box(page).pressSequentially(filter.typed)
      await waitForHydration(page)
      await expect(filter.box(page)).toHaveValue(filter.typed)
      await expect(page).toHaveURL(filter.url)
      await expect(filter.cards(page)).toHaveText(filter.expected)
      await expect(filter.box(page)).toHaveValue(filter.typed)
      await expectNeverUndone(page, filter.typed)
    })

    test('deleted and typed again at once: the box, the URL and the list end on the last text', async ({
      page,
    }) => {
      // Three times the typing of the other tests (60 keys on /train): three times their time limit.
      test.slow()
      await page.goto(filter.path)
      await waitForHydration(page)
      const box = filter.box(page)
      await box.pressSequentially(filter.typed)
      // Straight from the keyboard, as fast as it goes: each letter deleted, then all typed again.
      for (let i = 0; i < filter.typed.length; i++) await page.keyboard.press('Backspace')
      await page.keyboard.type(filter.typed)
      await expect(box).toHaveValue(filter.typed)
      await expect(page).toHaveURL(filter.url)
      await expect(filter.cards(page)).toHaveText(filter.expected)
    })
  })
}
