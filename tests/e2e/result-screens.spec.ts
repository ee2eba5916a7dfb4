/**
 * Results that land where the eye is and feel like a reward, on a 360 px phone: the result's
 * heading comes into view below the fixed navbar and takes focus, as the quizzes' do; the study plan opens with its
 * week as a grid and ends with the lessons matched to the visitor's age group; the opening
 * recommender ends with the intro session as its next step; on both the five share buttons sit in
 * one row inside the screen, each with its icon and its full name for screen readers. axe finds
 * nothing on either result.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { uniqueEmail } from './db'
import { asReturningSubscriber } from './overlays'
import { expectNoAxeViolations } from './quiz-helpers'
import { fillOpening, fillPlan, openingForm, planForm } from './tool-forms'
import { STUDY_PLANS } from '../../src/content/study-plans'
import { planWeek } from '../../src/domain/study-plan'
import { NAVBAR_HEIGHT_PX } from '../../src/ui/layout-metrics'

test.use({ viewport: { width: 360, height: 800 } })
test.beforeEach(({ page }) => asReturningSubscriber(page))
// A save with its proof of work plus axe on a busy two-core machine: three times the usual limit.
test.beforeEach(() => test.slow())

const SHARE_NAMES = [
  'Share on Facebook',
  'Share on Twitter',
  'Share on Reddit',
  'Share on Discord',
  'Copy Link',
]

/** The share row: five buttons on one line, inside the 360 px screen with its 16 px gutters. */
async function expectShareRow(page: Page, group: Locator) {
  // The page never scrolls sideways: name the deepest elements that stick out, if any.
  const wide = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth
    const out: string[] = []
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect()
      if (r.right <= vw + 0.5 || r.width === 0) continue
      if ([...el.children].some((c) => c.getBoundingClientRect().right > vw + 0.5)) continue
      out.push(
        `<${el.tagName.toLowerCase()}> ${Math.round(r.left)}..${Math.round(r.right)}: ${(el.textContent ?? '').trim().slice(0, 30)}`,
      )
    }
    return out
  })
  expect(wide, 'elements wider than the screen').toEqual([])
  const boxes = []
  for (const name of SHARE_NAMES) {
    const button = group.getByRole('button', { name })
    await expect(button).toBeVisible()
    await expect(button.locator('svg')).toBeVisible()
    boxes.push((await button.boundingBox())!)
  }
  const tops = boxes.map((b) => Math.round(b.y))
  expect(new Set(tops).size, `share buttons' tops ${tops.join(', ')}`).toBe(1)
  const width = page.viewportSize()!.width
  expect(Math.min(...boxes.map((b) => b.x))).toBeGreaterThanOrEqual(16)
  expect(Math.max(...boxes.map((b) => b.x + b.width))).toBeLessThanOrEqual(width - 16)
}

/** The result's heading has focus and stands on screen, below the fixed navbar. */
async function expectLanded(page: Page, heading: Locator) {
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  const box = (await heading.boundingBox())!
  expect(box.y, 'the heading under the navbar').toBeGreaterThanOrEqual(NAVBAR_HEIGHT_PX)
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height)
}

test('study plan: the week as a grid, lessons matched to a teen, one share row', async ({
  page,
}) => {
  await page.goto('/study-plan')
  await fillPlan(page, {
    email: uniqueEmail('result-plan'),
    experience: 'Intermediate',
    hoursPerWeek: '3-5',
    ageGroup: 'Teen (13-17)',
  })
  await planForm(page).getByRole('button', { name: 'Generate My Study Plan!' }).click()
  const plan = STUDY_PLANS['Intermediate']!['3-5']!
  const result = page.getByRole('region', { name: plan.title })
  await expect(result).toBeVisible()
  await expectLanded(page, result.getByRole('heading', { name: plan.title, level: 2 }))
  // The schedule ('3-4 days/week, ...') drawn as seven days: three study days, one optional.
  const week = result.getByRole('list', { name: 'Your week' })
  await expect(week.getByRole('listitem')).toHaveCount(7)
  const expected = planWeek(plan.schedule)!
  await expect(week.getByText('study day', { exact: true })).toHaveCount(
    expected.filter((d) => d === 'study').length,
  )
  await expect(week.getByText('optional study day', { exact: true })).toHaveCount(
    expected.filter((d) => d === 'optional').length,
  )
  expect(expected.filter((d) => d === 'study')).toHaveLength(3)
  // A teen's plan leads to the kids' lessons only.
  const next = result.getByRole('region', { name: 'Lessons Matched to Your Plan' })
  await expect(next.getByRole('link', { name: 'Intro Session for Kids' })).toHaveAttribute(
    'href',
    '/lessons/kids',
  )
  await expect(next.getByRole('link', { name: 'Intro Session for Adults' })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('study-plan-360.png'), fullPage: true })
  await expectShareRow(page, result.getByRole('group', { name: 'Share your plan' }))
  await expectNoAxeViolations(page, 'the study plan result at 360 px')
})

test('opening recommender: the intro session as the next step, one share row', async ({ page }) => {
  await page.goto('/opening-recommender')
  await fillOpening(page, { email: uniqueEmail('result-opening') })
  await openingForm(page).getByRole('button', { name: 'Get My Opening Recommendation' }).click()
  // The result's own heading, once it shows (the first h2 of the page may be another's, e.g. the
  // footer's 'Quick Links', while the save is on its way).
  const title = page.locator('#opening-title')
  await expect(title).toBeVisible()
  await expect(title).not.toHaveText('')
  const result = page.getByRole('region', { name: (await title.textContent())! })
  await expectLanded(page, title)
  const next = result.getByRole('region', { name: 'Your Next Step' })
  await expect(next.getByRole('link', { name: 'Intro Session for Kids' })).toHaveAttribute(
    'href',
    '/lessons/kids',
  )
  await expect(next.getByRole('link', { name: 'Intro Session for Adults' })).toHaveAttribute(
    'href',
    '/lessons/adults',
  )
  await page.screenshot({ path: test.info().outputPath('opening-360.png'), fullPage: true })
  await expectShareRow(page, result.getByRole('group', { name: 'Share your opening' }))
  await expectNoAxeViolations(page, 'the opening result at 360 px')
})
