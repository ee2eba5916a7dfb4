/**
 * The page's own timeline: every delay of machines/timings.ts counts from the page's
 * `load` (the timed popups) or from the visitor's arrival (the exit-intent dwell), however long the
 * start-up script and hydration take. The charts get the time already elapsed and wait only the rest.
 *
 * Times are `performance.now()` values (ms since the navigation started). The inline script every
 * page carries in <head> (`HEAD_SCRIPT` of src/startup/before-hydration.ts, after the tap capture) notes when `load` fired, on
 * the same clock the app reads later (so a test's fake clock, which replaces `performance`, stays
 * consistent). A route change inside the app is a new arrival and a new load: the popups of the
 * page navigated to count from the navigation.
 */
import { ARRIVAL_MARK, LOAD_MARK } from './before-hydration'

declare global {
  interface Window {
    [LOAD_MARK]?: number
    [ARRIVAL_MARK]?: number
  }
}

/** When the app last moved to another page by itself (router navigation); null: the first page. */
let navigatedAt: number | null = null

/** The app moved to another page (a route change): it counts as arrival and load of that page. */
export function markNavigation(now: number = performance.now()): void {
  navigatedAt = now
}

/**
 * Milliseconds since the visitor arrived on this page: since its <head> script ran (or the
 * navigation start without it), or since the route change.
 */
export function sinceArrival(now: number = performance.now()): number {
  return Math.max(0, now - (navigatedAt ?? window[ARRIVAL_MARK] ?? 0))
}

/** Milliseconds since this page's `load`; null while the document has not loaded yet. */
export function sinceLoad(
  now: number = performance.now(),
  win: Window | undefined = globalThis.window,
): number | null {
  // The prerender has no load: the browser's chart starts from what hydration finds.
  if (win === undefined) return null
  if (navigatedAt !== null) return Math.max(0, now - navigatedAt)
  const loadAt = win[LOAD_MARK]
  if (typeof loadAt === 'number') return Math.max(0, now - loadAt)
  // Loaded, but before the mark could be set (no inline script, e.g. the dev server): now is the best guess.
  return win.document.readyState === 'complete' ? 0 : null
}

/** Calls `onLoaded` with `sinceLoad()` once the document has loaded (at once if it has). */
export function whenLoaded(
  onLoaded: (sinceLoadMs: number) => void,
  win: Window = window,
): () => void {
  const now = sinceLoad(undefined, win)
  if (now !== null) {
    onLoaded(now)
    return () => {}
  }
  const listener = () => onLoaded(sinceLoad(undefined, win) ?? 0)
  win.addEventListener('load', listener, { once: true })
  return () => win.removeEventListener('load', listener)
}
