/**
 * Results that read as one piece, on a laptop (1366 px): every result page (knowledge quiz, level
 * quiz, improved level quiz, style quiz, study plan, opening recommender) lays its blocks (the
 * result, the share row, the lessons banner, the sign-up card) in one column of one width, and has
 * exactly one filled call to action, to a lesson page (every other link is outlined or plain).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForHydration } from './before-hydration'
import { uniqueEmail } from './db'
import { asReturningSubscriber } from './overlays'
import { fillOpening, fillPlan, openingForm, planForm } from './tool-forms'
import { KNOWLEDGE_QUESTIONS } from '../../src/content/knowledge-quiz'
import { STYLE_QUESTIONS } from '../../src/content/style-quiz'
import { BRAND_COLORS } from '../../src/ui/brand-colors'

test.use({ viewport: { width: 1366, height: 900 } })
test.beforeEach(({ page }) => asReturningSubscriber(page))
// Whole quizzes played and saved with a proof of work on a busy machine.
test.beforeEach(() => test.slow())

const hex = (h: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)).join(', ')})`
/** The action red of the filled buttons (theme.ts `roles.action`). */
const ACTION_RGB = hex(BRAND_COLORS.red)

/** The widths of the result page's outermost blocks and its filled links, as the visitor sees them. */
function measure(page: Page) {
  return page.evaluate((action) => {
    const main = document.querySelector('main')!
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
    }
    const blocks = [...main.querySelectorAll('section, form')].filter(
      (el) => visible(el) && !el.parentElement?.closest('main section, main form'),
    )
    const filled = [...main.querySelectorAll('a')].filter(
      (a) => visible(a) && getComputedStyle(a).backgroundColor === action,
    )
    return {
      widths: blocks.map(
        (el) =>
          `${Math.round(el.getBoundingClientRect().width)} ${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 30)}`,
      ),
      filled: filled.map((a) => a.getAttribute('href')),
    }
  }, ACTION_RGB)
}

async function expectOneColumnOneCta(page: Page, result: Locator) {
  await expect(result).toBeVisible()
  // Measured once the result has settled (it arrives with a small scale: a box mid-movement is
  // narrower than the one it settles into).
  await expect(async () => expect(await measure(page)).toEqual(await measure(page))).toPass()
  const seen = await measure(page)
  expect(seen.widths.length, 'the result and the blocks below it').toBeGreaterThanOrEqual(2)
  expect(
    new Set(seen.widths.map((w) => w.split(' ')[0])).size,
    `one column width: ${seen.widths.join(' | ')}`,
  ).toBe(1)
  expect(seen.filled, 'exactly one filled call to action, to a lesson page').toHaveLength(1)
  expect(seen.filled[0]).toMatch(/^\/lessons\/(kids|adults)$/)
  await page.screenshot({ path: test.info().outputPath('result-1366.png'), fullPage: true })
}

test('knowledge quiz (/quiz)', async ({ page }) => {
  await page.goto('/quiz')
  await waitForHydration(page)
  for (const [i, q] of KNOWLEDGE_QUESTIONS.entries()) {
    await page.getByRole('group', { name: q.question }).getByRole('button').nth(q.correct).click()
    await page.getByRole('button', { name: i === 9 ? 'Finish Quiz' : 'Next Question' }).click()
  }
  await page.getByRole('radio', { name: '16 or older' }).check()
  await page.getByRole('textbox', { name: /name/i }).first().fill('Sam Player')
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('col-kq'))
  await page.getByRole('button', { name: 'See My Results' }).click()
  await expectOneColumnOneCta(page, page.getByRole('heading', { name: 'Your Results' }))
})

async function playLevelLike(page: Page, next: (i: number) => string | null) {
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(new RegExp(`Question ${i + 1} of 10`))).toBeVisible()
    await page.locator('main [role="group"]').getByRole('button').first().click()
    const label = next(i)
    if (label) await page.getByRole('button', { name: label }).click()
  }
}

test('level quiz (/chess-level-quiz)', async ({ page }) => {
  await page.goto('/chess-level-quiz')
  await waitForHydration(page)
  await playLevelLike(page, () => null)
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('col-lq'))
  await page.getByRole('button', { name: 'See My Level' }).click()
  await expectOneColumnOneCta(page, page.getByRole('heading', { name: /^Your Chess Level:/ }))
})

test('improved level quiz (/find-your-level)', async ({ page }) => {
  await page.goto('/find-your-level')
  await waitForHydration(page)
  await playLevelLike(page, (i) => (i === 9 ? 'Continue' : 'Next Question'))
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('col-iq'))
  await page.getByRole('button', { name: 'Show My Results' }).click()
  await expectOneColumnOneCta(page, page.getByRole('heading', { name: /^Your Level:/ }))
})

test('style quiz (/chess-style)', async ({ page }) => {
  await page.goto('/chess-style')
  await waitForHydration(page)
  for (const q of STYLE_QUESTIONS)
    await page.getByRole('button', { name: q.answers[0]!.text }).click()
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('col-sq'))
  await page.getByRole('button', { name: 'Reveal My Chess Style' }).click()
  await expectOneColumnOneCta(page, page.locator('#style-result-title'))
})

test('study plan (/study-plan)', async ({ page }) => {
  await page.goto('/study-plan')
  await fillPlan(page, { email: uniqueEmail('col-plan'), ageGroup: 'Adult (18+)' })
  await planForm(page).getByRole('button', { name: 'Generate My Study Plan!' }).click()
  await expectOneColumnOneCta(page, page.locator('#plan-title'))
})

test('opening recommender (/opening-recommender)', async ({ page }) => {
  await page.goto('/opening-recommender')
  await fillOpening(page, { email: uniqueEmail('col-opening') })
  await openingForm(page).getByRole('button', { name: 'Get My Opening Recommendation' }).click()
  await expectOneColumnOneCta(page, page.locator('#opening-title'))
})
