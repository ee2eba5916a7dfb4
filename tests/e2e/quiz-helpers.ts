import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect } from './fixtures'
import { LEVEL_QUESTION_BANK } from '../../src/content/level-quiz'

/** The progressbar and the 'Question n of 10' line. */
export async function expectProgress(page: Page, n: number) {
  const bar = page.getByRole('progressbar', { name: 'Quiz progress' })
  await expect(bar).toHaveAttribute('aria-valuenow', String(n * 10))
  await expect(bar).toHaveAttribute('aria-valuetext', `Question ${n} of 10 (${n * 10}%)`)
  await expect(page.getByText(`Question ${n} of 10`, { exact: true })).toBeVisible()
}

/** Stops the installed clock, so time moves only when the test runs it. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}

/** The level bank question on screen (the level quizzes draw theirs at random). */
export async function levelQuestionOnScreen(page: Page) {
  const text = (await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .first()
    .textContent())!.trim()
  const q = LEVEL_QUESTION_BANK.find((x) => x.question === text)
  if (!q) throw new Error(`not in the bank: ${text}`)
  return q
}

/** The options of the question on screen. */
export const optionButtons = (page: Page) =>
  page.getByRole('main').getByRole('group').first().getByRole('button')

/** A backend answer as the local backend gives it: through, a 500 with a message, or no answer. */
export function fulfilError(message: string) {
  return {
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ code: 'XX000', message, details: null }),
  }
}

/** axe-core (WCAG 2 A/AA) finds nothing on the page as it stands (a quiz step past the first). */
export async function expectNoAxeViolations(page: Page, where: string) {
  expect(await axeViolations(page), `axe on ${where}`).toEqual([])
}
