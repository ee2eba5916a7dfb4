/**
 * `npm run bench -- --flows`: Interaction to Next Paint (ARCHITECTURE.md "Budgets": INP ≤ 100 ms
 * at CPU 4x) of the interactions the budget names, measured with the Event Timing API in Debian's
 * Chromium, CPU throttled 4x (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`):
 *
 * - a quiz answer (/quiz, the first question's first option),
 * - opening the phone menu (/ at 390 px),
 * - a category chip on /train (and the same on /articles, beyond the budget's list),
 * - a popup submit (the home welcome popup's "Get My Cheat Sheet" with an e-mail typed),
 * - and, beyond the list, the contact form's "Send Message" with every field filled,
 *
 * and the quiz answer with the funnel recorder on and off: it is off when the browser
 * sends Global Privacy Control, so the same answer is measured with `navigator.globalPrivacyControl`
 * true, alternating the two, to see whether the recorder adds work to an interaction.
 *
 * Each run is a fresh page, hydrated (`<html data-hydrated>`) and settled before the interaction.
 * The interaction's latency is the longest `event` entry carrying its `interactionId` (the input
 * delay, the handlers and the time to the next paint; Chromium rounds it to 8 ms). The figure per
 * interaction is the median of its runs, with every run printed.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { loadAverage, median } from './bench-stats.ts'

export const INP_BUDGET_MS = 100
const CPU_RATE = 4

interface Flow {
  name: string
  path: string
  width: number
  /** Visitor state stored before the page loads. */
  visitor: 'returning' | 'new'
  gpc?: boolean
  /** Brings the page to the moment before the interaction (not measured). */
  prepare?: (page: Page) => Promise<void>
  /** The one interaction measured. */
  act: (page: Page) => Promise<void>
  /** What the visitor sees once it has happened (waited for, then the entries are read). */
  done: (page: Page) => Promise<void>
}

const quizAnswer = async (page: Page) => {
  await page.getByRole('group').first().getByRole('button').first().click()
}
const quizAnswered = async (page: Page) => {
  await page.getByRole('status').first().waitFor()
}

/** A quick typist's pace, ~8 keys a second (the popup's e-mail). */
const TYPING_DELAY_MS = 120

/** A new address per run, so the sign-up is a new lead, never a duplicate. */
const benchEmail = () => `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** The second category chip of a page's filter bar, tapped: done once it shows pressed. */
function chipFlow(path: string): Flow {
  const chip = (page: Page) =>
    page.getByRole('group', { name: 'Category' }).getByRole('button').nth(1)
  return {
    name: `${path} chip`,
    path,
    width: 390,
    visitor: 'returning',
    act: (page) => chip(page).click(),
    done: (page) => chip(page).and(page.locator('[aria-pressed="true"]')).waitFor(),
  }
}

const FLOWS: Flow[] = [
  {
    name: 'quiz answer',
    path: '/quiz',
    width: 390,
    visitor: 'returning',
    act: quizAnswer,
    done: quizAnswered,
  },
  {
    name: 'menu open',
    path: '/',
    width: 390,
    visitor: 'returning',
    act: (page) => page.getByRole('button', { name: 'Menu', exact: true }).click(),
    done: (page) => page.getByRole('button', { name: 'Close menu' }).waitFor(),
  },
  chipFlow('/train'),
  chipFlow('/articles'),
  {
    name: 'popup submit',
    path: '/',
    width: 390,
    visitor: 'new',
    prepare: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Free Tactics Cheat Sheet' })
      await dialog.waitFor({ timeout: 60_000 })
      // Typed key by key at a person's pace, not filled: the first key starts the lead's proof of
      // work (src/features/lead-form/prepare-proofs.ts: a request, then a worker), and a visitor's
      // typing gives it the seconds it needs. fill() puts the whole address in one event, so the
      // click lands in the burst of work the address sets off (the field's first render, the
      // proof's request, the worker's reply) and measures that burst instead of the submit.
      await dialog
        .getByRole('textbox', { name: 'Email address' })
        .pressSequentially(benchEmail(), { delay: TYPING_DELAY_MS })
    },
    act: (page) =>
      page
        .getByRole('dialog', { name: 'Free Tactics Cheat Sheet' })
        .getByRole('button', { name: 'Get My Cheat Sheet' })
        .click(),
    // What follows the submit depends on the save; the entry of the click itself is what counts
    // (read below, once the next paint has dispatched it).
    done: async () => {},
  },
  {
    name: 'contact send',
    path: '/contact',
    width: 390,
    visitor: 'returning',
    prepare: async (page) => {
      const form = page.getByRole('form', { name: 'Contact form' })
      await form.getByRole('textbox', { name: 'Name' }).fill('Bench Visitor')
      await form.getByRole('textbox', { name: 'Email' }).fill(benchEmail())
      await form.getByRole('textbox', { name: 'Subject' }).fill('Lessons for my daughter')
      await form.getByRole('textbox', { name: 'Message' }).fill('Which days are free next week?')
      // The pointer reaches the button before it presses it, as a hand moves a mouse: without
      // this, Playwright's click moves and presses in one task, and the hover's work counts as the
      // press's input delay.
      await page.getByRole('button', { name: 'Send Message' }).hover()
    },
    act: (page) => page.getByRole('button', { name: 'Send Message' }).click(),
    // As for the popup: the click's own entry counts, whatever the send does after it.
    done: async () => {},
  },
]

const RECORDER_ON: Flow = { ...FLOWS[0]!, name: 'quiz answer, recorder on' }
const RECORDER_OFF: Flow = { ...FLOWS[0]!, name: 'quiz answer, recorder off (GPC)', gpc: true }

/** In the page before any script: the visitor's storage, GPC, and an Event Timing observer. */
function initScript(args: { returning: boolean; gpc: boolean }) {
  if (args.returning) {
    localStorage.setItem('user_email', 'returning@example.com')
    for (const source of [
      'welcome_popup',
      'weekly_live_lessons',
      'training_hub_popup',
      'weekly_live_lessons_articles',
    ])
      localStorage.setItem(`email_subscribed_${source}`, 'true')
  } else localStorage.clear()
  // A value, not a getter: tsx wraps named functions in a helper the page does not have.
  if (args.gpc)
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
      value: true,
      configurable: true,
    })
  const w = window as unknown as { __interactions: Record<number, number[]> }
  w.__interactions = {}
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number
    })[]) {
      if (!entry.interactionId) continue
      const before = w.__interactions[entry.interactionId]
      // The longest entry of the interaction: [duration, input delay, processing, presentation].
      if (!before || entry.duration > before[0]!)
        w.__interactions[entry.interactionId] = [
          entry.duration,
          entry.processingStart - entry.startTime,
          entry.processingEnd - entry.processingStart,
          entry.startTime + entry.duration - entry.processingEnd,
        ]
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
}

/** One interaction: its latency and the parts of it, in ms (0s: under the observer's 16 ms floor). */
interface Reading {
  inp: number
  inputDelay: number
  processing: number
  presentation: number
}

async function measureOnce(browser: Browser, origin: string, flow: Flow): Promise<Reading> {
  const context = await browser.newContext({
    viewport: { width: flow.width, height: 844 },
    baseURL: origin,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(initScript, {
      returning: flow.visitor === 'returning',
      gpc: !!flow.gpc,
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
    await page.goto(flow.path)
    const gpc = await page.evaluate(
      () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl,
    )
    if (!!gpc !== !!flow.gpc) throw new Error(`${flow.name}: Global Privacy Control is ${gpc}`)
    await page.locator('html[data-hydrated]').waitFor({ timeout: 60_000 })
    await flow.prepare?.(page)
    // Let start-up work that follows hydration (idle loads, the recorder) settle first.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
    )
    await page.evaluate(() => {
      ;(window as unknown as { __interactions: Record<number, number[]> }).__interactions = {}
    })
    await flow.act(page)
    await flow.done(page)
    // Event Timing entries are dispatched after the next paint; wait for it and one more frame.
    const [inp = 0, inputDelay = 0, processing = 0, presentation = 0] = await page.evaluate(
      async () => {
        const w = window as unknown as { __interactions: Record<number, number[]> }
        for (let i = 0; i < 50 && Object.keys(w.__interactions).length === 0; i++)
          await new Promise((r) => setTimeout(r, 50))
        const values = Object.values(w.__interactions)
        return values.sort((a, b) => b[0]! - a[0]!)[0] ?? []
      },
    )
    return { inp, inputDelay, processing, presentation }
  } finally {
    await context.close()
  }
}

interface FlowResult {
  name: string
  runsMs: number[]
  medianMs: number
}

/**
 * Runs every flow `runs` times (and the recorder comparison `2 * runs` times, alternating on and
 * off) and prints INP per interaction. A reading of 0 means no event entry reached the 16 ms floor
 * of the observer: the interaction took less than that.
 */
export async function runFlows(origin: string, runs: number): Promise<FlowResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const results: FlowResult[] = []
    const record = (name: string, readings: Reading[]) => {
      const runsMs = readings.map((r) => r.inp)
      const result = { name, runsMs, medianMs: median(runsMs) }
      results.push(result)
      const part = (key: keyof Reading) => Math.round(median(readings.map((r) => r[key])))
      console.log(
        `  ${name.padEnd(34)} INP ${String(Math.round(result.medianMs)).padStart(4)} ms  ` +
          `(runs: ${runsMs.map(Math.round).join(', ')} ms; median input delay ${part('inputDelay')}, ` +
          `processing ${part('processing')}, presentation ${part('presentation')} ms)`,
      )
    }
    console.log(
      `INP at CPU ${CPU_RATE}x (Event Timing API, median of ${runs} run(s)); load average ${loadAverage()}:`,
    )
    for (const flow of FLOWS) {
      const values: Reading[] = []
      for (let i = 0; i < runs; i++) values.push(await measureOnce(browser, origin, flow))
      record(flow.name, values)
    }
    const on: Reading[] = []
    const off: Reading[] = []
    for (let i = 0; i < 2 * runs; i++) {
      on.push(await measureOnce(browser, origin, RECORDER_ON))
      off.push(await measureOnce(browser, origin, RECORDER_OFF))
    }
    console.log(
      `\nThe funnel recorder, ${2 * runs} runs each, alternating; load average ${loadAverage()}:`,
    )
    record(RECORDER_ON.name, on)
    record(RECORDER_OFF.name, off)
    return results
  } finally {
    await browser.close()
  }
}
