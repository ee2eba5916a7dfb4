/**
 * An experiment on the home welcome popup's delay, in Chromium (docs/funnels-and-experiments.md): two
 * tabs in different arms each see the popup at their arm's delay after load (on Playwright's paused
 * clock, as tests/e2e/overlays.spec.ts: not a millisecond before, at once when due), their steps
 * land in funnel_events with their arm from the popup's countdown on, and `npm run funnels` counts
 * them per arm. A new tab is given an id in session storage that keeps its arm on a reload, and
 * nothing in local storage (an old persistent id is removed); Global Privacy Control or Do Not
 * Track get the control's delay, no id and no analytics. The stop switch: a row in
 * experiment_stops, and a new visitor whose tab would be in B gets the control on the next load.
 *
 * The experiment is given to the page before its scripts run (`__EXPERIMENTS__`, which only a local
 * build reads: src/services/experiments.ts), so the site's machines/timings.ts stays without one,
 * and listed as shipped in the database (`shipExperiment`), as a migration lists the file's;
 * `npm run funnels` reads it from a copy of timings.ts with it added (`--timings`). Assignment,
 * delays, recording and the report are the site's own.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page, Request } from '@playwright/test'
import { HOME_WELCOME_POPUP_DELAY_MS } from '../../machines/timings'
import { POPUPS } from '../../src/content/overlays'
import { MESSAGES } from '../../src/content/messages'
import { ARM_NAMES, armOf, type Experiment } from '../../src/domain/experiments'
import { ensureLocalKeys } from '../../supabase/local/keys'
import { baseURL } from '../../playwright.config'
import { seeded, seededUuid } from '../unit/seeded'
import { waitForHydration } from './before-hydration'
import { rowsFor, shipExperiment, uniqueEmail } from './db'
import { expect, test } from './fixtures'

const START = new Date('2026-11-23T10:00:00').getTime()
const TAB_KEY = 'funnel_tab'
const LEFTOVER_KEY = 'experiment_visitor'

/** A fresh key each run: the report counts this run's visitors alone. */
const experiment: Experiment = {
  key: `e2e-welcome-${Date.now().toString(36)}`,
  varies: 'HOME_WELCOME_POPUP_DELAY_MS',
  arms: [HOME_WELCOME_POPUP_DELAY_MS, HOME_WELCOME_POPUP_DELAY_MS + 3000],
  weights: [1, 1],
  metric: 'Welcome popup (home): saved',
  start: '2026-01-01',
}

// The database takes steps only with the arms of experiments it lists as shipped: the test's own is
// listed as a migration would list one of machines/timings.ts.
test.beforeAll(async () => {
  await shipExperiment(experiment.key, experiment.arms.length)
})

/** A tab id the site's assignment puts in `arm`, as if the tab had it from an earlier page. */
function idInArm(arm: number, seed = arm + 1): string {
  const random = seeded(seed)
  for (;;) {
    const id = seededUuid(random)
    if (armOf(experiment, id) === arm) return id
  }
}

/**
 * A visitor: their own browser context, the experiment running, Playwright's clock paused. `id`: the
 * tab's id; `leftover`: an id an earlier build kept in local storage.
 */
async function visitor(
  browser: Browser,
  options: { id?: string; leftover?: string; signal?: () => void } = {},
) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.addInitScript((given: Experiment) => {
    ;(globalThis as { __EXPERIMENTS__?: Experiment[] }).__EXPERIMENTS__ = [given]
  }, experiment)
  if (options.id)
    await page.addInitScript(
      ([key, id]) => {
        if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, id)
      },
      [TAB_KEY, options.id] as const,
    )
  if (options.leftover)
    // Before the first page's scripts only: the site must remove it, and a reload must not bring it back.
    await page.addInitScript(
      ([key, id]) => {
        if (!sessionStorage.getItem('leftover-set')) {
          sessionStorage.setItem('leftover-set', '1')
          localStorage.setItem(key, id)
        }
      },
      [LEFTOVER_KEY, options.leftover] as const,
    )
  if (options.signal) await page.addInitScript(options.signal)
  await page.clock.install({ time: START })
  await page.clock.pauseAt(START + 60_000)
  return page
}

/** Lets the page render what a timer opened (React renders in a MessageChannel task). */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(null)
        channel.port2.postMessage(null)
      }),
  )

const welcome = (page: Page) => page.getByRole('dialog', { name: POPUPS.homeWelcome.title })

/** Opens / and expects the welcome popup exactly `delay` ms after load: not at delay - 1. */
async function expectPopupAt(page: Page, delay: number) {
  await page.goto('/')
  await waitForHydration(page)
  await page.clock.runFor(delay - 1)
  await settle(page)
  await settle(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.clock.runFor(1)
  await expect(welcome(page)).toBeVisible()
}

/** Requests for the funnel recorder's code or to the funnel table. */
function funnelRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (/\/rest\/v1\/funnel_events|funnel-recorder/.test(request.url())) requests.push(request)
  })
  return requests
}

/**
 * Leaves the page once its funnel recorder has started (it gives the tab its id then), so its last
 * batch is sent as the page is hidden. Returns the tab's id.
 */
async function leave(page: Page): Promise<string> {
  await page.clock.resume()
  const tabOf = () => page.evaluate((key) => sessionStorage.getItem(key), TAB_KEY)
  await expect.poll(tabOf).not.toBeNull()
  const tab = (await tabOf())!
  await page.goto('about:blank')
  return tab
}

/** A PostgREST request with the service key. */
async function asService(pathAndQuery: string, init: RequestInit = {}) {
  const { serviceKey } = await ensureLocalKeys(process.cwd())
  return fetch(`${baseURL}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      'Content-Type': 'application/json',
    },
  })
}

async function eventsOfTab(tab: string) {
  const { serviceKey } = await ensureLocalKeys(process.cwd())
  const res = await fetch(
    `${baseURL}/rest/v1/funnel_events?tab=eq.${tab}&select=chart,state,variant,arms&order=id`,
    { headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } },
  )
  if (!res.ok) throw new Error(`reading funnel_events: ${res.status} ${await res.text()}`)
  return (await res.json()) as Array<{ chart: string; state: string; arms: string[] }>
}

test('two visitors in different arms see the popup at their arm’s delay, are recorded with their arm and counted by npm run funnels', async ({
  browser,
}) => {
  // Two visitors, their sign-ups, then `npm run funnels` through npx: more than the default minute.
  test.slow()
  const tabs: string[] = []
  for (const arm of [0, 1]) {
    const page = await visitor(browser, { id: idInArm(arm) })
    await expectPopupAt(page, experiment.arms[arm]!)
    // The popup's sign-up: the experiment's conversion (the welcome popup's lead saved).
    const email = uniqueEmail(`experiment-${ARM_NAMES[arm]!.toLowerCase()}`)
    await welcome(page).getByRole('textbox', { name: 'Email address' }).fill(email)
    await welcome(page).getByRole('button', { name: 'Get My Cheat Sheet' }).click()
    await expect(page.getByText(MESSAGES.welcomePopup.success.description)).toBeVisible()
    expect(await rowsFor('free_tactics_cheat_sheet', email)).toHaveLength(1)
    const tab = await leave(page)
    tabs.push(tab)
    // The tab's last batch leaves with the page (a keepalive request): the browser stays open until
    // it has landed, as a visitor's does (closing the context may cancel a request on its way).
    await expect.poll(async () => (await eventsOfTab(tab)).length).toBeGreaterThan(2)
    await page.context().close()
  }

  for (const [arm, tab] of tabs.entries()) {
    const events = await eventsOfTab(tab)
    // From the popup's countdown (the exposure) on, every step carries the tab's arm, the popup's
    // and the sign-up's alike; nothing before it does.
    const exposure = events.findIndex((e) => e.chart === 'timedPopup' && e.state === 'waiting')
    expect(exposure).toBeGreaterThanOrEqual(0)
    expect(new Set(events.slice(exposure).map((e) => JSON.stringify(e.arms)))).toEqual(
      new Set([JSON.stringify([`${experiment.key}:${ARM_NAMES[arm]}`])]),
    )
    expect(events.slice(0, exposure).every((e) => e.arms.length === 0)).toBe(true)
    expect(events.map((e) => `${e.chart} ${e.state}`)).toEqual(
      expect.arrayContaining(['timedPopup waiting', 'timedPopup open', 'subscribe ready.success']),
    )
  }

  // npm run funnels, with the experiment in a copy of timings.ts: one visitor and one conversion
  // in each arm.
  const dir = mkdtempSync(path.join(tmpdir(), 'experiment-'))
  const timingsFile = path.join(dir, 'timings.ts')
  writeFileSync(
    timingsFile,
    `import { experiment } from ${JSON.stringify(path.resolve('machines/timings.ts'))}\n` +
      `export * from ${JSON.stringify(path.resolve('machines/timings.ts'))}\n` +
      `export const HOME_WELCOME_POPUP_DELAY_EXPERIMENT = experiment(${JSON.stringify(experiment)})\n`,
  )
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/funnels/cli.ts', '--timings', timingsFile, '--out', path.join(dir, 'r.html')],
    { cwd: process.cwd() },
  )
  const block = stdout.split('\n\n').find((b) => b.startsWith(`${experiment.key}:`))
  expect(block, stdout).toBeDefined()
  const lines = block!.split('\n')
  expect(lines[0]).toBe(
    `${experiment.key}: HOME_WELCOME_POPUP_DELAY_MS, since 2026-01-01; conversion: Welcome popup (home): saved`,
  )
  expect(lines[2]).toMatch(new RegExp(`^ {2}A +${experiment.arms[0]} +1 +1 +100\\.0% `))
  expect(lines[3]).toMatch(new RegExp(`^ {2}B +${experiment.arms[1]} +1 +1 +100\\.0% `))
  expect(block).toMatch(/\n {2}steps: every tab’s steps add up\n/)
  expect(block).toMatch(
    /\n {2}verdict: keep running \(\d+ more visitors per arm for a \+10\.0% uplift/,
  )
  expect(lines.at(-1)).toBe('  change: none yet: leave the experiment running')
  expect(readFileSync(path.join(dir, 'r.html'), 'utf8')).toContain(`<h3>${experiment.key}</h3>`)
})

test('a new tab gets an id of its own in session storage, its arm again on a reload, and nothing in local storage', async ({
  browser,
}) => {
  const page = await visitor(browser, { leftover: 'an-old-persistent-id' })
  await page.goto('/')
  await waitForHydration(page)
  const id = await page.evaluate((key) => sessionStorage.getItem(key), TAB_KEY)
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  // The id an earlier build kept for ever is gone, and nothing else is kept beyond the tab.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
  const delay = experiment.arms[armOf(experiment, id!)]!
  await expectPopupAt(page, delay)
  await page.reload()
  await waitForHydration(page)
  await expectPopupAt(page, delay)
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TAB_KEY)).toBe(id)
  await page.context().close()
})

test('the stop switch: set, and a new visitor whose tab would be in B gets the control on the next load', async ({
  browser,
}) => {
  const stop = await asService('experiment_stops', {
    method: 'POST',
    body: JSON.stringify({ experiment: experiment.key }),
  })
  expect(stop.status).toBe(201)
  try {
    // A tab of its own (the first test's arm-B tab has rows of its own already).
    const page = await visitor(browser, { id: idInArm(1, 100) })
    await expectPopupAt(page, experiment.arms[0]!)
    const tab = await leave(page)
    await expect.poll(async () => (await eventsOfTab(tab)).length).toBeGreaterThan(0)
    // The control, and no arm on any step: the tab is no unit of the stopped experiment.
    expect((await eventsOfTab(tab)).every((e) => e.arms.length === 0)).toBe(true)
    await page.context().close()
  } finally {
    await asService(`experiment_stops?experiment=eq.${experiment.key}`, { method: 'DELETE' })
  }
})

const PRIVACY_SIGNALS = {
  'Global Privacy Control': () =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  'Do Not Track': () =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
}

for (const [signal, turnOn] of Object.entries(PRIVACY_SIGNALS)) {
  test(`with ${signal}: the control's delay, no id kept, nothing recorded`, async ({ browser }) => {
    // One with an old persistent id that would have put them in arm B, and one new visitor.
    for (const leftover of [idInArm(1), undefined]) {
      const page = await visitor(browser, { ...(leftover ? { leftover } : {}), signal: turnOn })
      const requests = funnelRequests(page)
      await expectPopupAt(page, HOME_WELCOME_POPUP_DELAY_MS)
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
      // Live and idle: where the recorder would start (and give the tab an id), it does not.
      await page.clock.resume()
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
      expect(await page.evaluate((key) => sessionStorage.getItem(key), TAB_KEY)).toBeNull()
      await page.goto('about:blank')
      expect(requests).toEqual([])
      await page.context().close()
    }
  })
}
