import type { InspectionEvent } from 'xstate'
import {
  FUNNEL_BATCH_EVENTS,
  FUNNEL_BATCH_MAX,
  FUNNEL_IDLE_TIMEOUT_MS,
} from '../../machines/timings'
import { VARIANT_PATTERN, leafPaths, recordedPage, type FunnelEvent } from '../domain/funnel-events'
import { isExposure } from '../domain/experiment-exposures'
import { tabArms, tabId, type TabArm } from './experiments'

/** One inspected snapshot as inspector.ts queued it: the event, when, and on which page. */
export type QueuedSnapshot = [event: InspectionEvent, at: number, pathname: string]

interface RecorderOptions {
  /** Sends one batch (at most FUNNEL_BATCH_MAX events). */
  send: (events: FunnelEvent[]) => void
  tab: string
  timings: string
  /** The tab's experiment arms now ('key:B'), each recorded from the tab's exposure to it on. */
  arms: () => TabArm[]
  /** The arms the tab has been exposed to, kept for the tab's life. */
  exposed: { list: () => string[]; add: (arm: string) => void }
}

/** The popup a timed popup is, or the source of a sign-up form: identifiers from the code only. */
function variantOf(context: unknown): string | null {
  if (typeof context !== 'object' || context === null) return null
  const { popup, source } = context as { popup?: unknown; source?: unknown }
  for (const value of [popup, source])
    if (typeof value === 'string' && VARIANT_PATTERN.test(value)) return value
  return null
}

/**
 * Funnel analytics: turns the charts' inspected snapshots into "chart X entered state Y"
 * rows. Every actor that passes `inspect` (src/services/inspector.ts) is recorded; nothing is added
 * to the charts. A leaf state is recorded when an actor enters it; staying in it is not.
 */
export function createFunnelRecorder({ send, tab, timings, arms, exposed }: RecorderOptions) {
  const last = new WeakMap<object, string[]>()
  const batch: FunnelEvent[] = []
  const flush = () => {
    while (batch.length > 0) send(batch.splice(0, FUNNEL_BATCH_MAX))
  }
  /**
   * A step's arms: those the tab already met, and any whose varied timing takes effect at this
   * step (the exposure, src/domain/experiments.ts EXPOSURES) on a page that used the arm's value.
   */
  const armsOf = (step: Pick<FunnelEvent, 'chart' | 'state' | 'variant'>, armsNow: TabArm[]) => {
    const met = exposed.list()
    return armsNow
      .filter(({ arm, varies, used }) => {
        if (met.includes(arm)) return true
        if (!used || !isExposure(varies, step)) return false
        exposed.add(arm)
        return true
      })
      .map(({ arm }) => arm)
  }
  const record = ([event, at, pathname]: QueuedSnapshot, armsNow: TabArm[]) => {
    if (event.type !== '@xstate.snapshot') return
    const snapshot = event.snapshot as { value?: unknown; context?: unknown }
    const logic = (event.actorRef as { logic?: { id?: unknown; root?: unknown } }).logic
    if (snapshot.value === undefined || typeof logic?.id !== 'string' || !logic.root) return
    const leaves = leafPaths(snapshot.value)
    const before = last.get(event.actorRef) ?? []
    last.set(event.actorRef, leaves)
    const variant = variantOf(snapshot.context)
    const page = recordedPage(pathname)
    const time = new Date(at).toISOString()
    for (const state of leaves) {
      if (!before.includes(state)) {
        const arms = armsOf({ chart: logic.id, state, variant }, armsNow)
        batch.push({ chart: logic.id, state, variant, page, tab, at: time, timings, arms })
      }
    }
  }
  return {
    /** Records queued snapshots in order; sends once FUNNEL_BATCH_EVENTS have gathered. */
    take(queue: QueuedSnapshot[]) {
      const armsNow = arms()
      for (const item of queue.splice(0)) record(item, armsNow)
      if (batch.length >= FUNNEL_BATCH_EVENTS) flush()
    },
    flush,
  }
}

/** The arms ('key:B') this tab has met the varied timing of: it is their unit from then on. */
const EXPOSED_KEY = 'funnel_exposed'

/** The arms this tab was exposed to, kept for the tab's life (a reload stays the same unit). */
const exposedArms = {
  list(): string[] {
    try {
      const kept: unknown = JSON.parse(sessionStorage.getItem(EXPOSED_KEY) ?? '[]')
      return Array.isArray(kept) ? kept.filter((a): a is string => typeof a === 'string') : []
    } catch {
      return []
    }
  },
  add(arm: string): void {
    try {
      sessionStorage.setItem(EXPOSED_KEY, JSON.stringify([...exposedArms.list(), arm]))
    } catch {
      // Storage full or blocked: the next page load may record the exposure again, harmlessly.
    }
  },
}

/**
 * The insert, as anon. `navigator.sendBeacon` cannot send the `apikey` header PostgREST's gateway
 * needs nor a JSON content type, so this is `fetch` with `keepalive`, which also outlives the page.
 */
function sendToBackend(events: FunnelEvent[]): void {
  const base = (import.meta.env.VITE_SUPABASE_URL as string | undefined) || window.location.origin
  const key = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? ''
  fetch(`${base.replace(/\/+$/, '')}/rest/v1/funnel_events`, {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      apikey: key,
      Authorization: `Bearer ${key}`,
    },
    body: JSON.stringify(events),
  }).catch(() => {
    // Offline or blocked: analytics are not worth a retry or a message.
  })
}

/**
 * Starts recording in the browser: takes what inspector.ts queued so far and returns the sink for
 * later snapshots. Snapshots are only queued during an interaction; they are turned into rows in
 * an idle moment, and sent every FUNNEL_BATCH_EVENTS rows and when the tab is hidden or left.
 */
export function startFunnelRecorder(queue: QueuedSnapshot[]): (item: QueuedSnapshot) => void {
  const recorder = createFunnelRecorder({
    send: sendToBackend,
    tab: tabId(),
    timings: __TIMINGS_VERSION__,
    arms: () => tabArms(),
    exposed: { list: () => exposedArms.list(), add: (arm) => exposedArms.add(arm) },
  })
  let scheduled = false
  const run = () => {
    scheduled = false
    recorder.take(queue)
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(run, { timeout: FUNNEL_IDLE_TIMEOUT_MS })
    else setTimeout(run, FUNNEL_IDLE_TIMEOUT_MS)
  }
  const leave = () => {
    recorder.take(queue)
    recorder.flush()
  }
  addEventListener('pagehide', leave)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave()
  })
  schedule()
  return (item) => {
    queue.push(item)
    schedule()
  }
}
