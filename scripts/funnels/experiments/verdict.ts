/**
 * The experiments' verdict (docs/funnels-and-experiments.md). The verdict is one test at a fixed horizon, so reading the report every day changes nothing:
 *   1. the split is broken, do not trust this (units per arm against the weights, p < 0.001);
 *   2. keep running until every arm has the planned units (the sample that finds the uplift worth
 *      keeping, +10% of the control's rate unless the experiment says, at 80% power) and a full week
 *      has passed: the horizon is the first day both hold, and only the counts up to it decide;
 *   3. at the horizon, an arm wins when its uplift interval (95%, split between the challengers)
 *      leaves out 0: a challenger above, the control when every challenger is below; a win smaller
 *      than the worth says so; else no difference worth keeping. The false-winner rate is 5% (2.5%
 *      each way, either arm alike), measured in tests/unit/experiment-sim.test.ts.
 */
import { ARM_NAMES, DEFAULT_WORTH, type Experiment } from '../../../src/domain/experiments'
import { signed } from './percent'
import {
  relativeUplift,
  splitPValue,
  visitorsNeeded,
  zOfChallengers,
  type ArmCounts,
  type DayCounts,
} from './stats'

/** Below this p-value the split is broken (the sample-ratio-mismatch check). */
export const SPLIT_ALARM_P = 0.001
/** No verdict before a full week: sign-ups vary by weekday. */
export const MIN_DAYS = 7

type VerdictKind = 'broken' | 'keep running' | 'winner' | 'no difference'

export interface Verdict {
  kind: VerdictKind
  text: string
  /** The one change to make in machines/timings.ts. */
  change: string
  /** The winning arm's name (a winner only). */
  winner?: string
  /** Units per arm still wanted (keep running only). */
  more?: number
  /** The day the verdict was taken on (the horizon), once reached. */
  horizon?: string
}

const dayNo = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000)

export const sum = (days: readonly DayCounts[], arms: number): ArmCounts[] =>
  Array.from({ length: arms }, (_, i) => ({
    visitors: days.reduce((n, d) => n + (d.arms[i]?.visitors ?? 0), 0),
    conversions: days.reduce((n, d) => n + (d.arms[i]?.conversions ?? 0), 0),
  }))

/** The planned units per arm at the pooled rate of `counts` (the same for every arm: symmetric). */
export function plannedUnits(experiment: Experiment, counts: readonly ArmCounts[]): number {
  const pooled = sum([{ day: '', arms: [...counts] }], counts.length).reduce(
    (t, c) => ({ visitors: t.visitors + c.visitors, conversions: t.conversions + c.conversions }),
    { visitors: 0, conversions: 0 },
  )
  const base = (pooled.conversions + 1) / (pooled.visitors + 2)
  return visitorsNeeded(base, experiment.worth ?? DEFAULT_WORTH, experiment.arms.length)
}

/**
 * The horizon: the first whole day (before `today`) by which a full week has passed since the
 * start and every arm has the planned units; the counts up to it, and nothing later, decide.
 */
function horizonOf(
  experiment: Experiment,
  days: readonly DayCounts[],
  today: string,
): { day: string; counts: ArmCounts[] } | null {
  const sorted = days.filter((d) => d.day < today).sort((a, b) => a.day.localeCompare(b.day))
  for (let i = 0; i < sorted.length; i += 1) {
    const day = sorted[i]!.day
    if (dayNo(day) - dayNo(experiment.start) + 1 < MIN_DAYS) continue
    const counts = sum(sorted.slice(0, i + 1), experiment.arms.length)
    if (Math.min(...counts.map((c) => c.visitors)) >= plannedUnits(experiment, counts))
      return { day, counts }
  }
  return null
}

const keepAt = (experiment: Experiment) =>
  `keep ${experiment.varies} at ${experiment.arms[0]} and remove the experiment`

/** The verdict for an experiment's days, as of `today` ('YYYY-MM-DD'). See the file's comment. */
export function verdictOf(
  experiment: Experiment,
  days: readonly DayCounts[],
  today: string,
): Verdict {
  const worth = experiment.worth ?? DEFAULT_WORTH
  const all = sum(days, experiment.arms.length)
  if (
    splitPValue(
      all.map((c) => c.visitors),
      experiment.weights,
    ) < SPLIT_ALARM_P
  )
    return {
      kind: 'broken',
      text: 'the split is broken, do not trust this',
      change: `fix what decides who sees what, then start again under a new key`,
    }
  const horizon = horizonOf(experiment, days, today)
  if (!horizon) {
    const planned = plannedUnits(experiment, all)
    const more = Math.max(0, planned - Math.min(...all.map((c) => c.visitors)))
    const whole = days.filter((d) => d.day < today).map((d) => dayNo(d.day))
    const last = whole.length ? Math.max(...whole) : dayNo(experiment.start) - 1
    const daysIn = last - dayNo(experiment.start) + 1
    // Last week's traffic: the whole days up to the last one seen.
    const recent = days.filter((d) => dayNo(d.day) > last - 7 && d.day < today)
    const perDay =
      sum(recent, experiment.arms.length).reduce((n, c) => Math.min(n, c.visitors), Infinity) /
      Math.min(7, Math.max(1, daysIn))
    const forUnits = more === 0 ? 0 : perDay > 0 ? Math.ceil(more / perDay) : Infinity
    const daysLeft = Math.max(MIN_DAYS - daysIn, forUnits)
    const when = Number.isFinite(daysLeft)
      ? `, about ${daysLeft} more day${daysLeft === 1 ? '' : 's'} at last week's traffic`
      : ''
    return {
      kind: 'keep running',
      more,
      text: `keep running (${Number.isFinite(more) ? more : 'more'} more visitors per arm for a ${signed(worth)} uplift${when})`,
      change: 'none yet: leave the experiment running',
    }
  }
  const [control, ...challengers] = horizon.counts
  const z = zOfChallengers(challengers.length)
  const uplifts = challengers.map((arm) => relativeUplift(control!, arm, z))
  const better = uplifts
    .map((u, i) => ({ u, i: i + 1 }))
    .filter(({ u }) => u !== null && u.low > 0)
    .sort((a, b) => b.u!.estimate - a.u!.estimate)
  const base = { horizon: horizon.day }
  if (better.length > 0) {
    const { u, i } = better[0]!
    const winner = ARM_NAMES[i]!
    const small = u!.estimate < worth ? `, by less than the ${signed(worth)} worth keeping` : ''
    return {
      ...base,
      kind: 'winner',
      winner,
      text: `${winner} wins (${signed(u!.estimate)})${small}`,
      change: `set ${experiment.varies} to ${experiment.arms[i]} and remove the experiment`,
    }
  }
  if (uplifts.every((u) => u !== null && u.high < 0))
    return { ...base, kind: 'winner', winner: 'A', text: 'A wins', change: keepAt(experiment) }
  return {
    ...base,
    kind: 'no difference',
    text: 'no difference worth keeping',
    change: keepAt(experiment),
  }
}
