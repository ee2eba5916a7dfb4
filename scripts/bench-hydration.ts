/**
 * Part of `npm run bench` (issue 23): when each route is hydrated, measured in Debian's Chromium on
 * the mobile profile with *applied* throttling (Lighthouse's own runs simulate the throttling on an
 * unthrottled trace, so they cannot tell when hydration ends on a phone):
 *
 * - CPU 4x slower (DevTools `Emulation.setCPUThrottlingRate`),
 * - Lighthouse's "slow 4G" as DevTools applies it (`Network.emulateNetworkConditions`: 562.5 ms
 *   request latency, 1474.56 kbit/s down, 675 kbit/s up: Lighthouse's `mobileSlow4G` devtools values),
 * - a 412 x 823 viewport (Lighthouse's mobile screen).
 *
 * Each run is a fresh page. It reads, on the page's own clock (`performance.now()`): first contentful
 * paint, `load` (the mark of the page's head script, src/domain/page-timeline.ts) and the moment
 * `<html data-hydrated>` is set (src/components/hydration-replay.ts: the root's first effect, i.e.
 * hydration done), and reports "hydrated after load" = hydrated - load (negative: before load).
 */
import { chromium, type Browser } from '@playwright/test'
import { HYDRATED_ATTRIBUTE, LOAD_MARK } from '../src/domain/before-hydration.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'

export const HYDRATION_BUDGET_MS = 2000
const CPU_RATE = 4
/** Lighthouse's mobileSlow4G throttling as DevTools applies it (lighthouse/core/config/constants.js). */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}

export interface HydrationReading {
  fcpMs: number
  loadMs: number
  hydratedMs: number
  /** hydratedMs - loadMs. */
  afterLoadMs: number
}

/** Runs in the page before any of its scripts: notes when `<html data-hydrated>` appears. */
function initScript(attribute: string) {
  const w = window as unknown as { __benchHydratedAt?: number }
  // The document, not <html>: an init script can run before the <html> element exists.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute(attribute)) {
      w.__benchHydratedAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] })
}

async function measureOnce(browser: Browser, url: string): Promise<HydrationReading> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(initScript, HYDRATED_ATTRIBUTE)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ timeout: 120_000 })
    const [fcpMs, loadMs, hydratedMs] = await page.evaluate((loadMark) => {
      const w = window as unknown as Record<string, number | undefined>
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
      return [fcp, w[loadMark] ?? NaN, w.__benchHydratedAt ?? NaN]
    }, LOAD_MARK)
    return { fcpMs, loadMs, hydratedMs, afterLoadMs: hydratedMs - loadMs }
  } finally {
    await context.close()
  }
}

/** `runs` readings of each route, in order; one Chromium for all of them. */
export async function measureHydration(
  origin: string,
  routes: string[],
  runs: number,
  onReading: (route: string, run: number, reading: HydrationReading) => void,
): Promise<Map<string, HydrationReading[]>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const results = new Map<string, HydrationReading[]>()
  try {
    for (const route of routes) {
      const readings: HydrationReading[] = []
      for (let i = 0; i < runs; i++) {
        const reading = await measureOnce(browser, `${origin}${route}`)
        readings.push(reading)
        onReading(route, i, reading)
      }
      results.set(route, readings)
    }
    return results
  } finally {
    await browser.close()
  }
}
