import type { Page, Route } from '@playwright/test'
import { test, expect } from './fixtures'
import { OUTBOX_RETRY_MAX_MS } from '../../machines/timings'
import { QUIZ_MESSAGES } from '../../src/content/messages'
import { waitForHydration } from './before-hydration'
import { keptLeads, rowsFor, uniqueEmail } from './db'
import { newsletterSignUpFails } from './newsletter'
import { asReturningSubscriber } from './overlays'
import { fillPlan, fillOpening } from './tool-forms'

/**
 * The backend is down for two minutes of a visitor's page loads, then comes back. Every
 * lead made in between is kept (never dropped, whatever the gateway answers), and lands exactly once
 * after the recovery, including one whose insert reached the database while its answer was a 503.
 *
 * The outage is a switch on the page's requests to the backend (`/rest/v1`, and `/functions/v1` for
 * the proofs of work): a 503 from the gateway, as a hosted project answers while it restarts. Time
 * runs on Playwright's clock, so the two minutes and the outbox's retries take no real time.
 */
test.beforeEach(({ page }) => asReturningSubscriber(page))

/** What the gateway answers during the outage (a hosted project's 503 carries a message). */
const GATEWAY_503 = {
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ message: 'upstream connect error or disconnect/reset before headers' }),
}

interface Outage {
  down: boolean
  /** Requests the page made while the backend was down. */
  tried: number
}

async function outageSwitch(page: Page): Promise<Outage> {
  const outage: Outage = { down: true, tried: 0 }
  const answer = async (route: Route) => {
    if (!outage.down) return route.continue()
    outage.tried += 1
    return route.fulfill(GATEWAY_503)
  }
  await page.route('**/rest/v1/**', answer)
  await page.route('**/functions/v1/**', answer)
  return outage
}

/** Advances the page's clock through the outbox's whole backoff, page load by page load. */
async function pageLoadsDuring(page: Page, paths: string[], totalMs: number) {
  for (const path of paths) {
    await page.goto(path)
    await waitForHydration(page)
    await page.clock.runFor(Math.ceil(totalMs / paths.length))
  }
}

test('two minutes of 503s lose no lead and store none twice', async ({ page }) => {
  test.slow()
  const newsletter = uniqueEmail('outage-news')
  const plan = uniqueEmail('outage-plan')
  const opening = uniqueEmail('outage-opening')
  await page.clock.install({ time: new Date('2026-11-25T09:00:00').getTime() })
  const outage = await outageSwitch(page)

  // Three leads on three forms while the backend is down: each shows the spec's failure text.
  await newsletterSignUpFails(page, newsletter)

  await page.goto('/study-plan')
  await waitForHydration(page)
  const planForm = await fillPlan(page, { email: plan })
  await planForm.getByRole('button', { name: 'Generate My Study Plan!' }).click()
  await expect(page.getByText(QUIZ_MESSAGES.studyPlanFailed.description)).toBeVisible()

  await page.goto('/opening-recommender')
  await waitForHydration(page)
  const openingForm = await fillOpening(page, { email: opening })
  await openingForm.getByRole('button', { name: 'Get My Opening Recommendation' }).click()
  await expect(page.getByText(QUIZ_MESSAGES.openingFailed.description)).toBeVisible()

  await expect.poll(async () => (await keptLeads(page)).length).toBe(3)
  const triedAtSubmit = outage.tried

  // Two minutes of page loads on the dead backend: the kept leads are tried and kept.
  await pageLoadsDuring(page, ['/', '/learn', '/articles', '/faqs', '/about', '/'], 120_000)
  const kept = await keptLeads(page)
  expect(kept.map((lead) => lead.row.email).sort()).toEqual([newsletter, opening, plan].sort())
  // Each page load and each retry tried the kept leads again (a proof of work, then the insert).
  expect(outage.tried).toBeGreaterThanOrEqual(triedAtSubmit + 6)
  for (const [table, email] of [
    ['newsletter_subscribers', newsletter],
    ['study_plans', plan],
    ['opening_recommender', opening],
  ] as const) {
    expect(await rowsFor(table, email)).toEqual([])
  }

  // The backend is back: the next attempt (at the latest the backoff's longest wait) delivers
  // every kept lead, once.
  outage.down = false
  await page.clock.runFor(OUTBOX_RETRY_MAX_MS)
  await expect.poll(() => keptLeads(page)).toEqual([])
  await page.goto('/learn')
  await waitForHydration(page)
  expect(await rowsFor('newsletter_subscribers', newsletter)).toHaveLength(1)
  expect(await rowsFor('study_plans', plan)).toHaveLength(1)
  expect(await rowsFor('opening_recommender', opening)).toHaveLength(1)
})

test('an insert that landed while the gateway answered 503 is stored once after the outage', async ({
  page,
}) => {
  test.slow()
  const email = uniqueEmail('outage-landed')
  await page.clock.install({ time: new Date('2026-11-25T09:00:00').getTime() })
  let landedThen503 = 0
  // The first insert reaches the database, but its answer is lost behind a 503.
  await page.route('**/rest/v1/newsletter_subscribers*', async (route) => {
    if (route.request().method() !== 'POST' || landedThen503 > 0) return route.continue()
    landedThen503 += 1
    await route.fetch()
    return route.fulfill(GATEWAY_503)
  })
  await newsletterSignUpFails(page, email)
  await expect.poll(() => rowsFor('newsletter_subscribers', email)).toHaveLength(1)
  expect(await keptLeads(page)).toHaveLength(1)

  // The next page load sends the kept lead again: answered "already there", and let go.
  await page.goto('/articles')
  await waitForHydration(page)
  await expect.poll(() => keptLeads(page)).toEqual([])
  expect(await rowsFor('newsletter_subscribers', email)).toHaveLength(1)
})
