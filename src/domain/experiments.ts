/**
 * Experiments on the values of machines/timings.ts (docs/funnels-and-experiments.md): what one is, and the pure
 * rules that pick a tab's arm and say where a tab meets the varied timing. The browser's side (the
 * tab's id in session storage, the privacy signals, the stop switch) is src/services/experiments.ts;
 * the report's is scripts/funnels/experiments/.
 *
 * The assignment is GrowthBook's, bucket for bucket: its inline experiments with `hashVersion: 2`
 * (FNV-1a 32 of FNV-1a 32 of key + id, modulo 10 000) and its bucket ranges (each arm's weight, in
 * order, from 0). Its SDK is not shipped: 14.5 KB gzipped for these twenty lines, where the first
 * load of / has 1.4 KB to spare. tests/unit/experiments.test.ts checks every bucket against
 * `@growthbook/growthbook` itself, so a later move to its service keeps every visitor's arm.
 */

/**
 * The values an experiment may vary: those a chart reads once the page is live. What the
 * prerendered page already shows (the breakpoint, the tools shown before 'Show More Tools', the
 * widget's size) would change under the visitor's eyes; the lead path's time limits and the
 * analytics' own settings are not the marketer's.
 */
export const VARIABLE_TIMINGS = [
  'HOME_WELCOME_POPUP_DELAY_MS',
  'LEARN_POPUP_DELAY_MS',
  'TRAINING_HUB_POPUP_DELAY_MS',
  'POPUP_AUTO_CLOSE_AFTER_SUCCESS_MS',
  'EXIT_INTENT_MIN_DWELL_MS',
  'PROMO_CARD_SCROLL_OFFSET_PX',
  'TRAINING_HUB_SHOW_MORE_DELAY_MS',
  'LEVEL_QUIZ_AUTO_ADVANCE_MS',
] as const

export type VariableTiming = (typeof VARIABLE_TIMINGS)[number]

/** The arms' names in the funnel table and the report: the first arm, A, is the control. */
export const ARM_NAMES = ['A', 'B', 'C', 'D'] as const

/**
 * The smallest uplift worth keeping when an experiment names none: relative to the control's rate
 * (0.1: +10% of it, GrowthBook's default minimum detectable effect), so it means the same at 3% as
 * at 30%.
 */
export const DEFAULT_WORTH = 0.1

/** At most this many experiments run at once (the funnel table holds one arm of each per step). */
const MAX_RUNNING_EXPERIMENTS = 4

/** An experiment's key: lower case, digits and '-', at most 40 characters (the database checks the same). */
const EXPERIMENT_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/

export interface Experiment {
  /**
   * Names it in the funnel table and the report. A new key for any change of its arms or weights:
   * the key seeds the hash, so the same key with other weights moves visitors between arms.
   */
  key: string
  /** The constant of machines/timings.ts it varies (one of VARIABLE_TIMINGS). */
  varies: VariableTiming
  /** The values to try; the first is the control (the constant's value today), then B, C, D. */
  arms: readonly number[]
  /** Each arm's share of visitors, in the same order: any positive numbers ([1, 1] is half and half). */
  weights: readonly number[]
  /**
   * What counts as a conversion: a step of a funnel of scripts/funnels/definitions.ts, as
   * 'funnel: step' ('Welcome popup (home): saved'). The tabs that met the varied timing (EXPOSURES)
   * are the experiment's units; a conversion is such a tab reaching this step after it.
   */
  metric: string
  /** The day it starts, 'YYYY-MM-DD' (UTC): before it every visitor gets the control, unrecorded. */
  start: string
  /**
   * The smallest uplift worth keeping, relative to the control's rate (default DEFAULT_WORTH,
   * +10%): it sets the planned sample, and a smaller win says so.
   */
  worth?: number
}

function isDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`)
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().startsWith(text)
  )
}

/** What is wrong with an experiment, given the constants' values today (empty when nothing is). */
export function experimentProblems(
  experiment: Experiment,
  defaults: Record<string, unknown>,
): string[] {
  const { key, varies, arms, weights, metric, start, worth } = experiment
  const problems: string[] = []
  if (!EXPERIMENT_KEY_PATTERN.test(key))
    problems.push(`key '${key}': lower case, digits and '-', at most 40 characters`)
  if (!(VARIABLE_TIMINGS as readonly string[]).includes(varies))
    problems.push(`varies '${varies}': one of ${VARIABLE_TIMINGS.join(', ')}`)
  else if (arms[0] !== defaults[varies])
    problems.push(
      `the first arm (the control) must be ${varies}'s value, ${String(defaults[varies])}`,
    )
  if (arms.length < 2 || arms.length > ARM_NAMES.length)
    problems.push(`2 to ${ARM_NAMES.length} arms, not ${arms.length}`)
  if (!arms.every((value) => Number.isFinite(value) && value >= 0))
    problems.push('every arm is a number of 0 or more')
  if (new Set(arms).size !== arms.length) problems.push('no two arms alike')
  if (weights.length !== arms.length) problems.push('one weight per arm')
  if (!weights.every((weight) => Number.isFinite(weight) && weight > 0))
    problems.push('every weight is above 0')
  if (!/^[^:]+: [^:]+$/.test(metric)) problems.push(`metric '${metric}': 'funnel: step'`)
  if (!isDay(start)) problems.push(`start '${start}': a day, YYYY-MM-DD`)
  if (worth !== undefined && !(worth >= 0.01 && worth <= 10))
    problems.push('worth: a relative uplift from 0.01 (+1%) to 10 (+1000%)')
  return problems
}

/** What is wrong with a set of experiments together: the keys and the constants are each one's own. */
export function experimentSetProblems(experiments: readonly Experiment[]): string[] {
  const problems: string[] = []
  const keys = experiments.map((e) => e.key)
  const varied = experiments.map((e) => e.varies)
  for (const key of new Set(keys.filter((k, i) => keys.indexOf(k) !== i)))
    problems.push(`two experiments named '${key}'`)
  for (const name of new Set(varied.filter((v, i) => varied.indexOf(v) !== i)))
    problems.push(`two experiments on ${name}: one at a time`)
  if (experiments.length > MAX_RUNNING_EXPERIMENTS)
    problems.push(`at most ${MAX_RUNNING_EXPERIMENTS} experiments at once`)
  return problems
}

/** When an experiment starts: midnight UTC of its start day. */
const startOf = (experiment: Experiment): number => Date.parse(`${experiment.start}T00:00:00Z`)

export const isRunning = (experiment: Experiment, now: number): boolean =>
  startOf(experiment) <= now

/** FNV-1a, 32 bits, as GrowthBook writes it (the shifts add up to the FNV prime). */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash += (hash << 1) + (hash << 4) + (hash << 7) + (hash << 8) + (hash << 24)
  }
  return hash >>> 0
}

/** A visitor's bucket in an experiment, in [0, 1): GrowthBook's hash version 2, seeded by the key. */
const bucketOf = (key: string, visitorId: string): number =>
  (fnv1a32(String(fnv1a32(key + visitorId))) % 10_000) / 10_000

/** The weights as shares of 1, in order. */
export function shares(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return weights.map((weight) => weight / total)
}

/**
 * The arm (its index) a visitor gets: the one whose range holds the visitor's bucket, each arm's
 * range as long as its share, in order from 0 (GrowthBook's bucket ranges, full coverage). -1 when
 * none does (shares that add up to a hair under 1 could leave the top bucket out, as in GrowthBook):
 * that visitor gets the control and is not counted.
 */
export function armOf(experiment: Experiment, visitorId: string): number {
  const bucket = bucketOf(experiment.key, visitorId)
  let from = 0
  for (const [index, share] of shares(experiment.weights).entries()) {
    if (bucket >= from && bucket < from + share) return index
    from += share
  }
  return -1
}

/** How an arm is recorded with a funnel step: 'key:B' (the database checks the shape). */
export const recordedArm = (key: string, index: number): string => `${key}:${ARM_NAMES[index]}`

/**
 * The experiments a tab takes part in now, with its arm: none without an id (a browser that asks
 * not to be tracked, or keeps nothing); none that the stop switch has stopped.
 */
export function assignments(
  experiments: readonly Experiment[],
  visitorId: string | null,
  now: number,
  stopped: readonly string[] = [],
): Array<{ experiment: Experiment; arm: number }> {
  if (visitorId === null) return []
  return experiments
    .filter((experiment) => isRunning(experiment, now) && !stopped.includes(experiment.key))
    .map((experiment) => ({ experiment, arm: armOf(experiment, visitorId) }))
    .filter(({ arm }) => arm >= 0)
}

/** The value of a timing for a visitor: their arm's while its experiment runs, else the constant's. */
export function timingValue(
  name: VariableTiming,
  defaults: Readonly<Record<VariableTiming, number>>,
  taken: ReturnType<typeof assignments>,
): number {
  const found = taken.find(({ experiment }) => experiment.varies === name)
  return found ? found.experiment.arms[found.arm]! : defaults[name]
}
