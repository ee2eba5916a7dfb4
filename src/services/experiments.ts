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
 * A visitor's arm in the experiments of machines/timings.ts (docs/funnels-and-experiments.md), in the browser.
 * The arm comes from a random id kept in local storage (`experiment_visitor`), hashed with the
 * experiment's key (src/domain/experiments.ts): the same on every page and every visit, and never
 * sent anywhere. The features ask for a timing's value as they start the chart that uses it, so
 * the chart runs with the visitor's arm from its first state, and nothing of the prerendered page
 * changes. Quiet: no request, and nothing is stored while no experiment runs or when the browser
 * sends Global Privacy Control or Do Not Track; such a visitor gets the control (the constant's
 * value) and is never recorded.
 */
export const VISITOR_KEY = 'experiment_visitor'

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
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  notTracked: boolean
  now: number
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

function browserEnv(): ExperimentsEnv {
  if (typeof window === 'undefined')
    return { experiments: [], storage: null, notTracked: true, now: 0 }
  let storage: ExperimentsEnv['storage'] = null
  try {
    storage = window.localStorage
  } catch {
    // Storage blocked: no arm can be kept, so the visitor gets the control.
  }
  return { experiments: declared(), storage, notTracked: asksNotToBeTracked(), now: Date.now() }
}

/** The visitor's id, made the first time an experiment runs for them; null when none may be kept. */
function visitorId(env: ExperimentsEnv): string | null {
  if (env.notTracked || !env.storage || !env.experiments.some((e) => isRunning(e, env.now)))
    return null
  try {
    const kept = env.storage.getItem(VISITOR_KEY)
    if (kept) return kept
    const made = crypto.randomUUID()
    env.storage.setItem(VISITOR_KEY, made)
    return made
  } catch {
    return null
  }
}

const taken = (env: ExperimentsEnv) => assignments(env.experiments, visitorId(env), env.now)

/** The value of a timing for this visitor: their arm's while its experiment runs, else the constant's. */
export function timing(name: VariableTiming, env: ExperimentsEnv = browserEnv()): number {
  return timingValue(name, DEFAULTS, taken(env))
}

/** The arms this visitor is in now, as recorded with each funnel step ('key:B'); none when not tracked. */
export function recordedArms(env: ExperimentsEnv = browserEnv()): string[] {
  return taken(env).map(({ experiment, arm }) => recordedArm(experiment.key, arm))
}
