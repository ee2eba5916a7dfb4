import type { Page, Route } from '@playwright/test'
import { test, expect } from './fixtures'
import { LEAD_SAVE_TIMEOUT_MS, OUTBOX_RETRY_FIRST_MS } from '../../machines/timings'
import { MESSAGES, QUIZ_MESSAGES } from '../../src/content/messages'
import { HYDRATED_ATTRIBUTE } from '../../src/startup/before-hydration'
import { waitForHydration } from './before-hydration'
import { rowsFor, uniqueEmail, keptLeads } from './db'
import { newsletterSignUpFails } from './newsletter'
import { asReturningSubscriber } from './overlays'
import { fillPlan } from './tool-forms'

/**
 * Lead delivery (src/services/lead-delivery.ts) end to end: a lead whose save failed or timed out
 * is not lost when the visitor gives up and leaves; it arrives on their next page load, exactly
 * once, even when the timed-out request had landed.
 */
test.beforeEach(({ page }) => asReturningSubscriber(page))

const outboxOf = (page: Page) => keptLeads(page)

const fillStudyPlan = (page: Page, email: string) =>
  fillPlan(page, {
    email,
    name: 'Robin',
    experience: 'Beginner',
    hoursPerWeek: '6+',
    goal: 'Improve tactics',
    ageGroup: 'Adult (18+)',
  })

/**
 * Submits the study plan with its save held, lets the chart's time limit pass, and checks what the
 * visitor sees: the spec's failure message, the form as they filled it.
 */
async function studyPlanTimesOut(page: Page, email: string, land: boolean) {
  const held: Route[] = []
  await page.route('**/rest/v1/study_plans*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    // The request reaches the database (or not); either way its answer never comes back.
    if (land) await route.fetch()
    held.push(route)
  })
  await page.clock.install()
  await page.goto('/study-plan')
  await waitForHydration(page)
  const form = await fillStudyPlan(page, email)
  await form.getByRole('button', { name: 'Generate My Study Plan!' }).click()
  await expect(form.getByRole('button', { name: 'Generating Plan...' })).toBeDisabled()
  await expect.poll(() => held.length).toBe(1)
  await page.clock.runFor(LEAD_SAVE_TIMEOUT_MS)
  await expect(page.getByText(QUIZ_MESSAGES.studyPlanFailed.description)).toBeVisible()
  await expect(form.getByLabel('Email address')).toHaveValue(email)
  await expect(form.getByRole('button', { name: 'Generate My Study Plan!' })).toBeEnabled()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
}

test('a study plan whose save timed out arrives on the next page load after the visitor left', async ({
  page,
}) => {
  const email = uniqueEmail('left-timeout')
  await studyPlanTimesOut(page, email, false)
  expect(await rowsFor('study_plans', email)).toEqual([])
  // The visitor gives up and goes to the home page: the kept lead is sent from there.
  await page.goto('/')
  await expect.poll(() => rowsFor('study_plans', email)).toHaveLength(1)
  const [row] = await rowsFor('study_plans', email)
  expect(row).toMatchObject({
    name: 'Robin',
    experience: 'Beginner',
    client_id: expect.any(String),
  })
  await expect.poll(() => outboxOf(page)).toEqual([])
})

test('a timed-out save that had landed is not stored again when the kept lead is sent', async ({
  page,
}) => {
  const email = uniqueEmail('left-landed')
  await studyPlanTimesOut(page, email, true)
  await expect.poll(() => rowsFor('study_plans', email)).toHaveLength(1)
  await page.goto('/learn')
  // The repeat is answered 409 (same client_id): delivered, and gone from the outbox.
  await expect.poll(() => outboxOf(page)).toEqual([])
  expect(await rowsFor('study_plans', email)).toHaveLength(1)
})

test('a sign-up the backend refused with a 500 is kept and arrives once it is back', async ({
  page,
}) => {
  const email = uniqueEmail('left-500')
  await page.route('**/rest/v1/newsletter_subscribers*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: null, details: null }),
    }),
  )
  await page.goto('/faqs')
  const block = page.getByRole('region', { name: 'Newsletter' })
  await block.getByRole('textbox', { name: 'Email address' }).fill(email)
  await block.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText(MESSAGES.newsletter.errorFallback)).toBeVisible()
  await expect(block.getByRole('textbox', { name: 'Email address' })).toHaveValue(email)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.goto('/articles')
  await expect
    .poll(() => rowsFor('newsletter_subscribers', email))
    .toEqual([expect.objectContaining({ email, source: 'faqs_newsletter' })])
})

test('a page fetches the lead path (outbox, lead store, proof of work) only once it is live', async ({
  page,
}) => {
  // When the page went live (<html data-hydrated>).
  await page.addInitScript((attribute) => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute(attribute)) return
      ;(window as unknown as { liveAt: number }).liveAt = performance.now()
      observer.disconnect()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] })
  }, HYDRATED_ATTRIBUTE)
  await page.goto('/faqs')
  await waitForHydration(page)
  // Nothing kept, no form used: the chunk comes once the page is live (and idle), not before.
  const fetched = () =>
    page.evaluate(() => {
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/leads-[\w-]+\.js$/.test(entry.name))
      const { liveAt } = window as unknown as { liveAt: number }
      return chunk ? { startTime: chunk.startTime, liveAt } : null
    })
  await expect.poll(fetched).not.toBeNull()
  const { startTime, liveAt } = (await fetched())!
  expect(startTime).toBeGreaterThanOrEqual(liveAt)
})

test('a sign-up kept on this page is sent at its next attempt, with no reload', async ({
  page,
}) => {
  const email = uniqueEmail('kept-here')
  let refused = 0
  await page.route('**/rest/v1/newsletter_subscribers*', (route) => {
    if (route.request().method() !== 'POST' || refused > 0) return route.continue()
    refused += 1
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: null, details: null }),
    })
  })
  await page.clock.install()
  await newsletterSignUpFails(page, email)
  await expect.poll(async () => (await outboxOf(page)).length).toBe(1)

  // The visitor stays on the page: at the lead's next-attempt time it is sent, once.
  await page.clock.runFor(OUTBOX_RETRY_FIRST_MS)
  await expect.poll(() => outboxOf(page)).toEqual([])
  expect(await rowsFor('newsletter_subscribers', email)).toEqual([
    expect.objectContaining({ email, source: 'faqs_newsletter' }),
  ])
})
