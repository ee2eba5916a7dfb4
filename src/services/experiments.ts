import {
  EXIT_INTENT_MIN_DWELL_MS,
  EXPERIMENTS,
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  LEVEL_QUIZ_AUTO_ADVANCE_MS,
  POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS,
  PROMO_CARD_SCROLL_OFFSET_PX,
  TRAINING_HUB_POPUP_DELAY_MS,
  TRAINING_HUB_SHOW_MORE_DELAY_MS,
} from '../../machines/timings'
import {
  assignments,
  isRunning,
  recordedArm,
  timingValue,
  type Experiment,
  type VariableTiming,
} from '../domain/experiments'
import { asksNotToBeTracked } from './privacy-signals'

/**
 * A tab's arm in the experiments of machines/timings.ts (docs/funnels-and-experiments.md), in the
 * browser. The unit is the browser tab: its arm comes from the tab's random id (session storage,
 * `funnel_tab`, the same the funnel recorder sends with every step), hashed with the experiment's
 * key (src/domain/experiments.ts). Nothing outlives the tab, so nothing needs consent; a visitor's
 * later tab is a new unit, which the report counts as such. The features ask for a timing's value
 * as they start the chart that uses it, so the chart runs with the tab's arm from its first state,
 * and nothing of the prerendered page changes.
 *
 * Quiet: nothing is stored while no experiment runs or when the browser sends Global Privacy
 * Control or Do Not Track; such a visitor gets the control (the constant's value) and is never
 * recorded. The stop switch (table `experiment_stops`, read once per page load while one runs)
 * sends every tab to the control: until its answer has come, a tab gets the control and no arm.
 */
export const TAB_KEY = 'funnel_tab'

/** The values of machines/timings.ts an experiment may vary, as the file sets them. */
const DEFAULTS: Readonly<Record<VariableTiming, number>> = {
  HOME_WELCOME_POPUP_DELAY_MS,
  LEARN_POPUP_DELAY_MS,
  TRAINING_HUB_POPUP_DELAY_MS,
  POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS,
  EXIT_INTENT_MIN_DWELL_MS,
  PROMO_CARD_SCROLL_OFFSET_PX,
  TRAINING_HUB_SHOW_MORE_DELAY_MS,
  LEVEL_QUIZ_AUTO_ADVANCE_MS,
}

/** What the assignment reads from the browser; the tests give their own. */
export interface ExperimentsEnv {
  experiments: readonly Experiment[]
  /** The tab's own storage (session storage). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  notTracked: boolean
  now: number
  /** The keys the stop switch has stopped; null until the database has answered. */
  stopped: readonly string[] | null
}

declare global {
  /**
   * Builds against the local backend only (tests, `npm run preview`; never deployed): experiments a
   * test gives the page before its scripts run, in place of those of machines/timings.ts, so the
   * end-to-end suite can run one without changing the site's file. Production builds drop it.
   */
  var __EXPERIMENTS__: readonly Experiment[] | undefined
}

function declared(): readonly Experiment[] {
  if (__LOCAL_BUILD__ && Array.isArray(globalThis.__EXPERIMENTS__))
    return globalThis.__EXPERIMENTS__
  return EXPERIMENTS
}

let stopped: readonly string[] | null = null

function sessionStore(): ExperimentsEnv['storage'] {
  try {
    return window.sessionStorage
  } catch {
    // Storage blocked: no arm can be kept, so the tab gets the control.
    return null
  }
}

function browserEnv(): ExperimentsEnv {
  if (typeof window === 'undefined')
    return { experiments: [], storage: null, notTracked: true, now: 0, stopped: [] }
  return {
    experiments: declared(),
    storage: sessionStore(),
    notTracked: asksNotToBeTracked(),
    now: Date.now(),
    stopped,
  }
}

/** The tab's random id, made the first time it is asked for (the funnel recorder's too). */
export function tabId(storage: ExperimentsEnv['storage'] = sessionStore()): string {
  try {
    const kept = storage?.getItem(TAB_KEY)
    if (kept) return kept
    const made = crypto.randomUUID()
    storage?.setItem(TAB_KEY, made)
    return made
  } catch {
    return crypto.randomUUID()
  }
}

/**
 * The tab's experiments with its arm: none when nothing may be kept, before the stop switch has
 * answered, or while none runs (then no id is made either).
 */
function taken({ experiments, storage, notTracked, now, stopped }: ExperimentsEnv) {
  if (notTracked || !storage || !stopped) return []
  const running = experiments.filter((e) => isRunning(e, now) && !stopped.includes(e.key))
  return running.length ? assignments(running, tabId(storage), now) : []
}

/** The timings a feature has used with the tab's arm on this page: only those can expose it. */
const used = new Set<VariableTiming>()

/**
 * The value of a timing for this tab: its arm's while its experiment runs, else the constant's.
 * `suppressed`: the feature will not use the value (a popup the visitor's storage keeps shut), so
 * the tab takes the constant and does not become the experiment's unit here.
 */
export function timing(
  name: VariableTiming,
  { suppressed = false, env = browserEnv() }: { suppressed?: boolean; env?: ExperimentsEnv } = {},
): number {
  if (suppressed) return DEFAULTS[name]
  const mine = taken(env)
  if (mine.some(({ experiment }) => experiment.varies === name)) used.add(name)
  return timingValue(name, DEFAULTS, mine)
}

/** An arm of this tab as the recorder adds it to a step: 'key:B', and the timing it varies. */
export interface TabArm {
  arm: string
  varies: VariableTiming
  /** A feature took this arm's value on this page (so its exposure step counts). */
  used: boolean
}

/** The tab's arms now; none when not tracked, stopped, or before the stop switch answered. */
export function tabArms(env: ExperimentsEnv = browserEnv()): TabArm[] {
  return taken(env).map(({ experiment, arm }) => ({
    arm: recordedArm(experiment.key, arm),
    varies: experiment.varies,
    used: used.has(experiment.varies),
  }))
}

let ready: Promise<void> = Promise.resolve()

/**
 * Resolves once the stop switch has answered (or failed), at once while nothing was asked: a
 * feature whose chart loads anyway waits for it before it reads its timing, so its tab takes part.
 */
export const whenExperimentsReady = (): Promise<void> => ready

/**
 * Started as this module is first evaluated in the browser (with the first feature that reads a
 * timing): the stop switch's code comes in a chunk of its own, off the first load, and only while an
 * experiment runs for a visitor who may be counted.
 */
function start(env: ExperimentsEnv): void {
  ready = import('./experiment-stops').then(async ({ removeLeftover, readStops }) => {
    removeLeftover()
    if (env.notTracked || !env.experiments.some((e) => isRunning(e, env.now))) return
    const keys = await readStops(fetch)
    if (keys) stopped = keys
  })
  ready.catch(() => {
    // Unanswered: every tab stays in the control, unrecorded.
  })
}

if (typeof window !== 'undefined' && typeof fetch === 'function') start(browserEnv())
