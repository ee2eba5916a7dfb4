/**
 * The experiments' part of `npm run funnels` (docs/funnels-and-experiments.md): per experiment of
 * machines/timings.ts, the units and conversions per arm and day from the `experiment_report` view,
 * a verdict a marketer can act on, and the change it asks for.
 *
 * The unit is the browser tab (nothing outlives a tab: src/services/experiments.ts), counted from
 * its exposure, the step where the varied timing takes effect; a conversion is such a tab reaching
 * the metric's step after its exposure. Days are the exposures' (UTC); days before the start are
 * left out.
 *
 * Per arm: its counts, rate, uplift and chances (stats.ts); per experiment, the verdict (verdict.ts).
 * The text and HTML blocks are text.ts and html.ts.
 */
import {
  ARM_NAMES,
  DEFAULT_WORTH,
  experimentProblems,
  isRunning,
  shares,
  type Experiment,
} from '../../../src/domain/experiments'
import { FUNNELS } from '../definitions'
import { pct, signed } from './percent'
import { metricOf, type Baseline, type ExperimentRow } from './queries'
import {
  chanceToBeBest,
  growthBookChanceToBeat,
  rateInterval,
  rateOf,
  relativeUplift,
  splitPValue,
  visitorsNeeded,
  type ArmCounts,
  type DayCounts,
  type Uplift,
} from './stats'
import { MIN_DAYS, plannedUnits, sum, verdictOf, type Verdict } from './verdict'

/** Every step an experiment may count as its conversion, as its `metric` names it: 'funnel: step'. */
export const METRICS: readonly string[] = FUNNELS.flatMap((funnel) =>
  funnel.steps.map((step) => `${funnel.name}: ${step.label}`),
)

/**
 * Per day from the start on, each arm's units (tabs exposed that day) and conversions (those that
 * reached the metric's step after their exposure), arm A first, from the report's rows.
 */
export function daysOf(experiment: Experiment, rows: readonly ExperimentRow[]): DayCounts[] {
  const [funnel, step] = metricOf(experiment)
  const own = rows.filter((r) => r.experiment === experiment.key && r.day >= experiment.start)
  const days = [...new Set(own.map((r) => r.day))].sort()
  return days.map((day) => ({
    day,
    arms: experiment.arms.map((_, i) => {
      const mine = own.filter((r) => r.day === day && r.arm === ARM_NAMES[i])
      const visitors = mine.filter((r) => r.kind === 'exposed').reduce((n, r) => n + r.units, 0)
      const reached = mine
        .filter((r) => r.kind === 'step' && r.funnel === funnel && r.step === step)
        .reduce((n, r) => n + r.units, 0)
      return { visitors, conversions: Math.min(reached, visitors) }
    }),
  }))
}

/** Each arm's units and conversions over every day from the start, arm A first. */
export const countsOf = (experiment: Experiment, rows: readonly ExperimentRow[]): ArmCounts[] =>
  sum(daysOf(experiment, rows), experiment.arms.length)

/** Per arm, the units whose steps of the metric's funnel do not add up (a step without the one before). */
function gapsOf(experiment: Experiment, rows: readonly ExperimentRow[]): number[] {
  const [funnel] = metricOf(experiment)
  return experiment.arms.map((_, i) =>
    rows
      .filter(
        (r) =>
          r.experiment === experiment.key &&
          r.day >= experiment.start &&
          r.arm === ARM_NAMES[i] &&
          r.kind === 'gap' &&
          r.funnel === funnel,
      )
      .reduce((n, r) => n + r.units, 0),
  )
}
export interface ArmResult extends ArmCounts {
  name: string
  /** The arm's value of the constant the experiment varies. */
  value: number
  rate: number
  interval: [number, number]
  /** Over the control; null for the control itself. */
  uplift: Uplift | null
  chanceBest: number
  /** GrowthBook's chance to beat the control; null for the control itself. */
  growthBook: number | null
  /** Units whose steps do not add up. */
  gaps: number
}

export interface ExperimentResult {
  experiment: Experiment
  arms: ArmResult[]
  splitP: number
  planned: number
  verdict: Verdict
  /** Per day, the cumulative units per arm (fewest) and the uplift of B over A with its interval. */
  series: Array<{ day: string; units: number; uplift: Uplift | null }>
  /** What is wrong with its definition (a metric that names no funnel step, say). */
  problems: string[]
}

/** Everything the report shows for one experiment, as of `today`. */
export function experimentResult(
  experiment: Experiment,
  rows: readonly ExperimentRow[],
  defaults: Record<string, unknown>,
  today: string,
): ExperimentResult {
  const days = daysOf(experiment, rows)
  const verdict = verdictOf(experiment, days, today)
  // At the horizon the table shows what decided; before it, everything so far.
  const upTo = verdict.horizon ?? '9999-12-31'
  const counts = sum(
    days.filter((d) => d.day <= upTo),
    experiment.arms.length,
  )
  const chances = chanceToBeBest(counts)
  const gaps = gapsOf(experiment, rows)
  const problems = experimentProblems(experiment, defaults)
  if (!METRICS.includes(experiment.metric))
    problems.push(`metric '${experiment.metric}' is no step of scripts/funnels/definitions.ts`)
  const series = days.map((_, i) => {
    const c = sum(days.slice(0, i + 1), experiment.arms.length)
    return {
      day: days[i]!.day,
      units: Math.min(...c.map((x) => x.visitors)),
      uplift: relativeUplift(c[0]!, c[1]!),
    }
  })
  return {
    experiment,
    problems,
    splitP: splitPValue(
      counts.map((c) => c.visitors),
      experiment.weights,
    ),
    planned: plannedUnits(experiment, counts),
    verdict,
    series,
    arms: counts.map((c, i) => ({
      ...c,
      name: ARM_NAMES[i]!,
      value: experiment.arms[i]!,
      rate: rateOf(c),
      interval: rateInterval(c),
      uplift: i === 0 ? null : relativeUplift(counts[0]!, c),
      chanceBest: chances[i]!,
      growthBook: i === 0 ? null : growthBookChanceToBeat(counts[0]!, c),
      gaps: gaps[i]!,
    })),
  }
}

/** An ended experiment as `npm run funnels -- --archive <key>` keeps it (docs/generated/experiments-archive.json). */
export interface ArchivedExperiment {
  experiment: Experiment
  ended: string
  arms: ArmResult[]
  verdict: Verdict
}

export interface ExperimentsReport {
  running: ExperimentResult[]
  /** Declared, starting later, with the plan at last week's traffic. */
  upcoming: Array<{ experiment: Experiment; plan: string }>
  /** Archived when they ended. */
  archived: ArchivedExperiment[]
  /** Seen in the data, neither declared nor archived. */
  ended: string[]
}

/** 'about N visitors an arm, about D days at last week's traffic' for an experiment not started. */
function planLine(experiment: Experiment, baseline: Baseline | null): string {
  const worth = experiment.worth ?? DEFAULT_WORTH
  if (!baseline || baseline.rate <= 0)
    return `no traffic last week to plan from (${signed(worth)} worth keeping)`
  const n = visitorsNeeded(baseline.rate, worth, experiment.arms.length)
  const perArm = baseline.perDay * Math.min(...shares(experiment.weights))
  const days = perArm > 0 ? Math.max(MIN_DAYS, Math.ceil(n / perArm)) : Infinity
  return (
    `plan: about ${n} visitors an arm for a ${signed(worth)} uplift over ${pct(baseline.rate)}` +
    (Number.isFinite(days) ? `, about ${days} days at last week's traffic` : '')
  )
}

export function experimentsReport(
  declared: readonly Experiment[],
  rows: readonly ExperimentRow[],
  context: {
    defaults: Record<string, unknown>
    now: number
    archive?: readonly ArchivedExperiment[]
    baselines?: Readonly<Record<string, Baseline | null>>
  },
): ExperimentsReport {
  const today = new Date(context.now).toISOString().slice(0, 10)
  const archive = context.archive ?? []
  const known = new Set([...declared, ...archive.map((a) => a.experiment)].map((e) => e.key))
  return {
    running: declared
      .filter((e) => isRunning(e, context.now))
      .map((e) => experimentResult(e, rows, context.defaults, today)),
    upcoming: declared
      .filter((e) => !isRunning(e, context.now))
      .map((e) => ({ experiment: e, plan: planLine(e, context.baselines?.[e.key] ?? null) })),
    archived: archive.filter((a) => !declared.some((e) => e.key === a.experiment.key)),
    ended: [...new Set(rows.map((row) => row.experiment))].filter((key) => !known.has(key)).sort(),
  }
}
