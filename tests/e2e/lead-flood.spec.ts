import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { test, expect } from './fixtures'
import { ensureLocalKeys } from '../../supabase/local/backend'
import { waitForHydration } from './before-hydration'
import { newsletterSignUpFails } from './newsletter'
import { keptLeads, uniqueEmail } from './db'
import { asReturningSubscriber } from './overlays'

/**
 * Issue 22: nobody can flood the lists. Twenty scripts post newsletter sign-ups, a fresh address
 * each time and each with its proof of work paid, for a minute, against a server with the
 * production per-table budget (the `flood` project's own server, playwright.config.ts; only the
 * per-address limits are widened there, since every client of a test shares 127.0.0.1). Meanwhile a
 * visitor signs up through the page once the budget is spent. The database keeps no more than the
 * budget allows, and the visitor's lead, refused for now, is kept and stored once the flood is over.
 */
const FLOOD_CLIENTS = 20
const FLOOD_MS = 60_000
const run = promisify(execFile)

/** The per-table budget a minute, as the migration sets it (and the flood server keeps it). */
const TABLE_PER_MINUTE = Number(
  /\('table_per_minute',\s*(\d+)/.exec(
    readFileSync('supabase/migrations/20261126000000_abuse.sql', 'utf8'),
  )![1],
)

/** Rows of newsletter_subscribers whose address starts with `prefix`, read with the service key. */
async function countRows(baseURL: string, filter: string): Promise<number> {
  const { serviceKey } = await ensureLocalKeys(process.cwd())
  const response = await fetch(`${baseURL}/rest/v1/newsletter_subscribers?${filter}&select=email`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  })
  if (!response.ok) throw new Error(`reading: ${response.status} ${await response.text()}`)
  return ((await response.json()) as unknown[]).length
}

test('a minute of twenty flooding scripts stores at most the budget, and a visitor still signs up', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(5 * 60_000)
  const prefix = `flood${Date.now().toString(36)}c`
  const visitor = uniqueEmail('flood-visitor')
  await asReturningSubscriber(page)

  const started = Date.now()
  const flood = run(
    'npx',
    ['tsx', 'tests/e2e/flood-client.ts', baseURL!, String(FLOOD_CLIENTS), String(FLOOD_MS), prefix],
    { cwd: process.cwd(), timeout: FLOOD_MS + 60_000 },
  )

  // Once the flood has spent the minute's budget, a visitor signs up on /faqs: refused for now
  // (429), the spec's failure text, their address still in the field, the lead kept in the outbox.
  await expect
    .poll(() => countRows(baseURL!, `email=like.${prefix}*`), { timeout: 45_000 })
    .toBeGreaterThanOrEqual(TABLE_PER_MINUTE)
  await newsletterSignUpFails(page, visitor)
  expect((await keptLeads(page)).map((lead) => lead.row.email)).toEqual([visitor])

  const { stdout } = await flood
  const elapsed = Date.now() - started
  const statuses = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, number>
  const stored = await countRows(baseURL!, `email=like.${prefix}*`)
  // Any minute holds at most the budget's rows, so the whole run at most one budget per minute begun.
  const budget = TABLE_PER_MINUTE * Math.ceil(elapsed / 60_000)
  console.log(
    `flood: ${JSON.stringify(statuses)} in ${elapsed} ms; stored ${stored} (budget ${budget})`,
  )
  expect(stored).toBeGreaterThan(0)
  expect(stored).toBeLessThanOrEqual(budget)
  expect(statuses['201'] ?? 0).toBe(stored)
  // The flooders outran the budget: they were refused with 429, not let through.
  expect(statuses['429'] ?? 0).toBeGreaterThan(0)

  // The flood is over: once the minute has passed, the visitor's next page load sends the kept
  // lead, and it is stored exactly once.
  await expect
    .poll(
      async () => {
        if ((await keptLeads(page)).length > 0) {
          await page.goto('/learn')
          await waitForHydration(page)
        }
        return countRows(baseURL!, `email=eq.${encodeURIComponent(visitor)}`)
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(1)
  await expect.poll(() => keptLeads(page)).toEqual([])
})
