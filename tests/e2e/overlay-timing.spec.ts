/**
 * Every delay of machines/timings.ts means what it says on the page's own timeline, however
 * long the start-up script and hydration take. Real time (no fake clock: what is measured is how the
 * app's start-up shifts the timers), at CPU 1x and 4x (Chrome DevTools Protocol
 * `Emulation.setCPUThrottlingRate`), as a slow phone runs it:
 *
 * - each timed popup is due its configured delay after the `load` event (`loadEventStart` of the
 *   navigation entry); the exit-intent modal its dwell after arrival (when the page's <head> script ran), with
 *   a mouse leaving through the top every 20 ms from before then.
 * - the dialog never enters the page before it is due;
 * - the app schedules it for then: while hydration ends two seconds or more before the due time, a timer set by the page
 *   fires (as scheduled: `performance.now()` at `setTimeout` plus its delay) within 150 ms after the
 *   due time. What a timer does once scheduled depends on how busy the machine is (a page starved of
 *   CPU runs it late), so the schedule is checked, and the time the dialog arrived is printed;
 * - when hydration ends after the due time (nothing can open before), the dialog opens less than its
 *   delay after hydration: a chart counting from hydration would take the whole delay again.
 *
 * Every time is read in the page (`performance.now()`), so a busy test runner does not move them.
 * Each test is bounded by the delay it waits for (3 s, 10 s) plus the usual expectation timeout.
 */
import type { Page } from '@playwright/test'
import {
  EXIT_INTENT_MIN_DWELL_MS,
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  TRAINING_HUB_POPUP_DELAY_MS,
} from '../../machines/timings'
import { EXIT_INTENT, POPUPS } from '../../src/content/overlays'
import { ARRIVAL_MARK } from '../../src/startup/before-hydration'
import { expect, test } from './fixtures'

/** How late a popup may open after its delay. */
const TOLERANCE_MS = 150
/** How long before the due time hydration must end for the timer to be checked (see expectOnTime). */
const CHART_START_MARGIN_MS = 2000

declare global {
  interface Window {
    __dialogAt?: number
    __hydratedAt?: number
    /** When each timer of 1 ms or more set by the page is scheduled to fire. */
    __timersDue?: number[]
  }
}

/** Notes (in the page) the moments the app has hydrated and the first dialog entered the document. */
async function watchForDialog(page: Page) {
  await page.addInitScript(() => {
    const setTimer = window.setTimeout
    window.__timersDue = []
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      // Any real delay (not 0 ms): a chart that starts shortly before its due time waits only a few ms.
      if (typeof ms === 'number' && ms >= 1) window.__timersDue!.push(performance.now() + ms)
      return setTimer(handler, ms, ...rest)
    }) as typeof window.setTimeout
    const observer = new MutationObserver(() => {
      if (
        window.__hydratedAt === undefined &&
        document.documentElement.hasAttribute('data-hydrated')
      )
        window.__hydratedAt = performance.now()
      if (window.__dialogAt === undefined && document.querySelector('[role="dialog"]')) {
        window.__dialogAt = performance.now()
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true, attributes: true })
  })
}

async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

/** The page's own times: when the dialog arrived and when `load` fired, ms since navigation start. */
const pageTimes = (page: Page) =>
  page.evaluate((arrivalMark) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return {
      dialogAt: window.__dialogAt ?? NaN,
      hydratedAt: window.__hydratedAt ?? NaN,
      loadAt: nav.loadEventStart,
      arrivedAt: (window as unknown as Record<string, number>)[arrivalMark] ?? NaN,
      timersDue: window.__timersDue ?? [],
    }
  }, ARRIVAL_MARK)

/** See the file's comment: never early; scheduled on time, or at once after a late hydration. */
function expectOnTime(
  label: string,
  times: { dialogAt: number; hydratedAt: number; timersDue: number[] },
  due: number,
) {
  const { dialogAt, hydratedAt, timersDue } = times
  const scheduled = timersDue.filter((at) => at >= due - 1 && at <= due + TOLERANCE_MS)
  console.log(
    `${label}: dialog ${Math.round(dialogAt - due)} ms after its due time, hydrated ${Math.round(hydratedAt - due)} ms after it` +
      (scheduled.length ? `, timer scheduled ${Math.round(scheduled[0]! - due)} ms after it` : ''),
  )
  expect(dialogAt, `${label} opened early`).toBeGreaterThanOrEqual(due)
  // The chart starts once hydration's effects have run: on a busy machine that can be seconds after
  // hydration, so only a hydration this far ahead of the due time must leave a timer set for it.
  // After a later one the time to the dialog is the machine's (printed above), not the chart's.
  if (hydratedAt <= due - CHART_START_MARGIN_MS)
    expect(scheduled.length, `${label}: no timer scheduled for its due time`).toBeGreaterThan(0)
}

const TIMED = [
  { path: '/', delay: HOME_WELCOME_POPUP_DELAY_MS, title: POPUPS.homeWelcome.title },
  { path: '/learn', delay: LEARN_POPUP_DELAY_MS, title: POPUPS.learn.title },
  { path: '/train', delay: TRAINING_HUB_POPUP_DELAY_MS, title: POPUPS.trainingHub.title },
]

for (const rate of [1, 4]) {
  test.describe(`at CPU ${rate}x`, () => {
    for (const { path, delay, title } of TIMED) {
      test(`${path}: the popup is due ${delay} ms after load: scheduled within ${TOLERANCE_MS} ms of it, never open before`, async ({
        page,
      }) => {
        await throttle(page, rate)
        await watchForDialog(page)
        await page.goto(path)
        await expect(page.getByRole('dialog', { name: title })).toBeVisible({
          timeout: delay + 10_000 * rate,
        })
        const times = await pageTimes(page)
        expectOnTime(`${path} at ${rate}x`, times, times.loadAt + delay)
      })
    }

    test(`exit intent: counts its ${EXIT_INTENT_MIN_DWELL_MS} ms dwell from arrival, not from hydration`, async ({
      page,
    }) => {
      await throttle(page, rate)
      await watchForDialog(page)
      // The visitor's mouse leaves through the top edge again and again, from before the dwell is over.
      await page.addInitScript((dwell: number) => {
        const start = () => {
          const timer = setInterval(() => {
            if (window.__dialogAt !== undefined) return clearInterval(timer)
            if (performance.now() < dwell - 300) return
            document.documentElement.dispatchEvent(
              new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null }),
            )
          }, 20)
        }
        addEventListener('DOMContentLoaded', start)
      }, EXIT_INTENT_MIN_DWELL_MS)
      await page.goto('/about')
      await expect(page.getByRole('dialog', { name: EXIT_INTENT.title })).toBeVisible({
        timeout: EXIT_INTENT_MIN_DWELL_MS + 10_000 * rate,
      })
      // Arrival: when the page's <head> script ran (a few ms after the navigation start).
      const times = await pageTimes(page)
      expectOnTime(`exit intent at ${rate}x`, times, times.arrivedAt + EXIT_INTENT_MIN_DWELL_MS)
    })
  })
}
