/**
 * Funnel analytics in the browser: a knowledge quiz taken in Chromium is recorded step
 * by step (the batch leaves when the page is left) and shows up in `npm run funnels`, read from the
 * preview server's running backend; with Global Privacy Control on, no analytics request is made.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForHydration } from './before-hydration'
import { uniqueEmail } from './db'
import { asReturningSubscriber } from './overlays'
import { baseURL } from '../../playwright.config'
import { ensureLocalKeys } from '../../supabase/local/keys'
import { KNOWLEDGE_QUESTIONS } from '../../src/content/knowledge-quiz'
import * as timings from '../../machines/timings'
import { timingsVersion } from '../../src/domain/funnel-events'

test.beforeEach(({ page }) => asReturningSubscriber(page))

function funnelRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/funnel_events')) requests.push(request)
  })
  return requests
}

/** Plays the knowledge quiz to its results. */
async function takeQuiz(page: Page) {
  await page.goto('/quiz')
  await waitForHydration(page)
  for (const [i, q] of KNOWLEDGE_QUESTIONS.entries()) {
    await page.getByRole('group', { name: q.question }).getByRole('button').nth(q.correct).click()
    await expect(page.getByRole('status').filter({ hasText: q.explanation })).toBeVisible()
    await page.getByRole('button', { name: i === 9 ? 'Finish Quiz' : 'Next Question' }).click()
  }
  await page.getByRole('radio', { name: '16 or older' }).check()
  await page.getByRole('textbox', { name: 'Your name' }).fill('Funnel Tester')
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('funnel'))
  await page.getByRole('button', { name: 'See My Results' }).click()
  await expect(page.getByRole('heading', { name: 'Your Results' })).toBeVisible()
}

async function eventsOfTab(tab: string) {
  const { serviceKey } = await ensureLocalKeys(process.cwd())
  const res = await fetch(
    `${baseURL}/rest/v1/funnel_events?tab=eq.${tab}&select=chart,state,variant,page,timings&order=id`,
    { headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } },
  )
  if (!res.ok) throw new Error(`reading funnel_events: ${res.status} ${await res.text()}`)
  return (await res.json()) as Array<Record<string, string | null>>
}

test('a quiz taken in Chromium is recorded step by step and shows up in npm run funnels', async ({
  page,
}) => {
  // A whole quiz, then `npm run funnels` started through npx: more than the default minute on a busy machine.
  test.slow()
  const requests = funnelRequests(page)
  await takeQuiz(page)
  const tab = await page.evaluate(() => sessionStorage.getItem('funnel_tab'))
  expect(tab).toMatch(/^[0-9a-f-]{36}$/)
  // Leaving the page sends what is left (pagehide), with keepalive.
  await page.goto('about:blank')
  await expect.poll(async () => (await eventsOfTab(tab!)).length).toBeGreaterThan(0)
  expect(requests.length).toBeGreaterThan(0)

  const events = await eventsOfTab(tab!)
  const version = timingsVersion(timings)
  expect(new Set(events.map((e) => `${e.page} ${e.timings}`))).toEqual(
    new Set([`/quiz ${version}`]),
  )
  expect(events.filter((e) => e.chart === 'knowledgeQuiz').map((e) => e.state)).toEqual([
    ...Array.from({ length: KNOWLEDGE_QUESTIONS.length }, () => [
      'quiz.answering',
      'quiz.feedback',
    ]).flat(),
    'email.idle',
    'submitting',
    'result',
  ])
  // Nothing the visitor typed or chose is stored: only charts, states and identifiers.
  expect(JSON.stringify(events)).not.toMatch(/Funnel Tester|@example\.com/)

  // npm run funnels, on the running local backend, with the quiz's steps for this build's version.
  const out = mkdtempSync(path.join(tmpdir(), 'funnels-'))
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/funnels/cli.ts', '--out', path.join(out, 'report.html')],
    { cwd: process.cwd() },
  )
  expect(stdout).toContain(`${version}  first seen`)
  expect(stdout).toContain('Read from the running local backend.')
  const block = stdout.split('\n\n').find((b) => b.startsWith('Knowledge quiz (flow)'))!
  const column = block.split('\n')[1]!.split(/\s+/).indexOf(version)
  const visitors = block
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s{2,}/))
    .map((cells) => [cells[0], Number(cells[column === 1 ? 1 : cells.length - 1])])
  expect(visitors.map(([step]) => step)).toEqual([
    '1. answering',
    '2. details step',
    '3. submitted',
    '4. results',
  ])
  for (const [, count] of visitors) expect(count).toBeGreaterThanOrEqual(1)
  const html = readFileSync(path.join(out, 'report.html'), 'utf8')
  expect(html).toContain('<h2>Knowledge quiz <small>flow</small></h2>')
})

/** The two signals a visitor can send to say "do not record me" (spec'd in). */
const PRIVACY_SIGNALS = {
  'Global Privacy Control': () =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  'Do Not Track': () =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
}

for (const [signal, turnOn] of Object.entries(PRIVACY_SIGNALS)) {
  test(`with ${signal} on, no analytics request is made`, async ({ page }) => {
    await page.addInitScript(turnOn)
    const requests = funnelRequests(page)
    const leads: Request[] = []
    page.on('request', (r) => {
      if (r.url().includes('/rest/v1/quiz_submissions')) leads.push(r)
    })
    await takeQuiz(page)
    // The recorder never started: it gave this tab no id.
    expect(await page.evaluate(() => sessionStorage.getItem('funnel_tab'))).toBeNull()
    await page.goto('about:blank')
    // The quiz's own save went out (the page works), the analytics did not.
    expect(leads).toHaveLength(1)
    expect(requests).toEqual([])
  })
}
