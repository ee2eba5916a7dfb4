/**
 * Issue 23: every delay of machines/timings.ts means what it says on the page's own timeline, however
 * long the start-up script and hydration take. Real time (no fake clock: what is measured is how the
 * app's start-up shifts the timers), at CPU 1x and 4x (Chrome DevTools Protocol
 * `Emulation.setCPUThrottlingRate`), as a slow phone runs it:
 *
 * - each timed popup's dialog enters the page within +150 ms of its configured delay after the
 *   `load` event (`loadEventStart` of the navigation entry), never before;
 * - the exit-intent modal: a mouse leaving through the top every 20 ms from before the dwell on
 *   opens it within +150 ms of the dwell after arrival (the navigation start), never before.
 *
 * Every time is read in the page (`performance.now()` of a MutationObserver that sees the dialog
 * arrive and `<html data-hydrated>` set, the navigation entry's `loadEventStart`), so a busy test
 * runner does not move them. A chart cannot open anything before the app has hydrated: on a machine
 * so loaded that hydration ends after the delay, the popup must open right after hydration (within
 * 1 s: its chart and its dialog's code start then), not its whole delay later, and never before
 * its delay. Each test is bounded by the delay it waits for
 * (3 s, 10 s) plus the usual expectation timeout.
 */
import type { Page } from '@playwright/test'
import {
  EXIT_INTENT_MIN_DWELL_MS,
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  TRAINING_HUB_POPUP_DELAY_MS,
} from '../../machines/timings'
import { EXIT_INTENT, POPUPS } from '../../src/content/overlays'
import { expect, test } from './fixtures'

/** How late a popup may open after its delay. */
const TOLERANCE_MS = 150
/** How late it may open after hydration, when hydration ended after its delay (shorter than any delay). */
const AFTER_LATE_HYDRATION_MS = 1000

declare global {
  interface Window {
    __dialogAt?: number
    __hydratedAt?: number
  }
}

/** Notes (in the page) the moments the app has hydrated and the first dialog entered the document. */
async function watchForDialog(page: Page) {
  await page.addInitScript(() => {
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
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return {
      dialogAt: window.__dialogAt ?? NaN,
      hydratedAt: window.__hydratedAt ?? NaN,
      loadAt: nav.loadEventStart,
    }
  })

/**
 * `dialogAt` is never before `due`, and at most TOLERANCE_MS after it; when the app hydrated later
 * than `due` (nothing can open before), at most AFTER_LATE_HYDRATION_MS after hydration.
 */
function expectOnTime(
  label: string,
  { dialogAt, hydratedAt }: { dialogAt: number; hydratedAt: number },
  due: number,
) {
  console.log(
    `${label}: opened ${Math.round(dialogAt - due)} ms after its due time` +
      (hydratedAt > due ? ` (hydrated ${Math.round(hydratedAt - due)} ms after it)` : ''),
  )
  expect(dialogAt, `${label} opened early`).toBeGreaterThanOrEqual(due)
  if (hydratedAt <= due)
    expect(dialogAt - due, `${label} opened late`).toBeLessThanOrEqual(TOLERANCE_MS)
  else
    expect(dialogAt - hydratedAt, `${label} opened late after hydration`).toBeLessThanOrEqual(
      AFTER_LATE_HYDRATION_MS,
    )
}

const TIMED = [
  { path: '/', delay: HOME_WELCOME_POPUP_DELAY_MS, title: POPUPS.homeWelcome.title },
  { path: '/learn', delay: LEARN_POPUP_DELAY_MS, title: POPUPS.learn.title },
  { path: '/train', delay: TRAINING_HUB_POPUP_DELAY_MS, title: POPUPS.trainingHub.title },
]

for (const rate of [1, 4]) {
  test.describe(`at CPU ${rate}x`, () => {
    for (const { path, delay, title } of TIMED) {
      test(`${path}: the popup opens ${delay} ms after load, not before, at most ${TOLERANCE_MS} ms late`, async ({
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
            if (performance.now() < dwell - 500) return
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
      // Arrival: the navigation start, 0 on the page's timeline.
      expectOnTime(`exit intent at ${rate}x`, await pageTimes(page), EXIT_INTENT_MIN_DWELL_MS)
    })
  })
}
