/**
 * Part of `npm run bench`: when each route is hydrated, measured in Debian's Chromium on
 * the mobile profile with *applied* throttling (Lighthouse's own runs simulate the throttling on an
 * unthrottled trace, so they cannot tell when hydration ends on a phone):
 *
 * - CPU 4x slower (DevTools `Emulation.setCPUThrottlingRate`),
 * - Lighthouse's "slow 4G" as DevTools applies it (`Network.emulateNetworkConditions`: 562.5 ms
 *   request latency, 1474.56 kbit/s down, 675 kbit/s up: Lighthouse's `mobileSlow4G` devtools values),
 * - a 412 x 823 viewport (Lighthouse's mobile screen).
 *
 * Each run is a fresh page. It reads, on the page's own clock (`performance.now()`): first contentful
 * paint, `load` (the mark of the page's head script, src/startup/page-timeline.ts) and the moment
 * `<html data-hydrated>` is set (src/startup/hydration-replay.ts: after the root's first effect,
 * once the hydrated page's charts run, src/startup/chart.ts; the head script queues
 * taps until then), and reports "hydrated after load" = hydrated - load (negative: before load).
 * So XState and the charts' chunk are on this figure's path on every page, whether the page's own
 * code needs them to hydrate or not.
 */
import { chromium, type Browser } from '@playwright/test'
import { BRAND_FONT_KEY, HYDRATED_ATTRIBUTE, LOAD_MARK } from '../src/startup/before-hydration.ts'
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
  /** Largest contentful paint (the last candidate by the time the page has hydrated). */
  lcpMs: number
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

async function measureOnce(
  browser: Browser,
  url: string,
  fontFirst = false,
): Promise<HydrationReading> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    // The page asks for Inter from its first paint, as a later page view in the tab does,
    // with the file still to fetch (a fresh context's empty cache): what the font costs on the
    // first paint's path. Without it: a first page view, which paints with the fallback.
    if (fontFirst)
      await page.addInitScript((key) => {
        try {
          sessionStorage.setItem(key, '1')
        } catch {
          // about:blank has no storage
        }
      }, BRAND_FONT_KEY)
    await page.addInitScript(initScript, HYDRATED_ATTRIBUTE)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ timeout: 120_000 })
    const [fcpMs, lcpMs, loadMs, hydratedMs] = await page.evaluate(async (loadMark) => {
      const w = window as unknown as Record<string, number | undefined>
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
      // Buffered: the observer is called at once with the candidates so far (there is one once painted).
      const lcp = await new Promise<number>((done) =>
        new PerformanceObserver((list) => {
          const entries = list.getEntries()
          done(entries[entries.length - 1]?.startTime ?? NaN)
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      )
      return [fcp, lcp, w[loadMark] ?? NaN, w.__benchHydratedAt ?? NaN]
    }, LOAD_MARK)
    return { fcpMs, lcpMs, loadMs, hydratedMs, afterLoadMs: hydratedMs - loadMs }
  } finally {
    await context.close()
  }
}

/**
 * The brand font's cost: `runs` pairs of readings per route, with the page asking
 * for Inter from its first paint (file not cached) and as a first page view (the fallback; the file
 * comes after hydration), alternating so both see the same machine.
 */
export async function measureFontCost(
  origin: string,
  routes: string[],
  runs: number,
): Promise<Map<string, { withFont: HydrationReading[]; withoutFont: HydrationReading[] }>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const results = new Map<
    string,
    { withFont: HydrationReading[]; withoutFont: HydrationReading[] }
  >()
  try {
    for (const route of routes) {
      const pair = { withFont: [] as HydrationReading[], withoutFont: [] as HydrationReading[] }
      for (let i = 0; i < runs; i++) {
        pair.withFont.push(await measureOnce(browser, `${origin}${route}`))
        pair.withoutFont.push(await measureOnce(browser, `${origin}${route}`, true))
      }
      results.set(route, pair)
    }
    return results
  } finally {
    await browser.close()
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
