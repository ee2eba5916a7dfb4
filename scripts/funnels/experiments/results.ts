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
 * Per arm: the conversion rate with its 95% interval (Wilson), the relative uplift over the control
 * with its interval (the log of the ratio, Katz), the chance to be best (Beta(conversions + 1,
 * misses + 1) per arm, integrated numerically; @stdlib's beta distribution), and what GrowthBook
 * would show beside it: its chance to beat the control, a normal approximation on the lift.
 *
 * The verdict is one test at a fixed horizon, so reading the report every day changes nothing:
 *   1. the split is broken, do not trust this (units per arm against the weights, p < 0.001);
 *   2. keep running until every arm has the planned units (the sample that finds the uplift worth
 *      keeping, +10% of the control's rate unless the experiment says, at 80% power) and a full week
 *      has passed: the horizon is the first day both hold, and only the counts up to it decide;
 *   3. at the horizon, an arm wins when its uplift interval (95%, split between the challengers)
 *      leaves out 0: a challenger above, the control when every challenger is below; a win smaller
 *      than the worth says so; else no difference worth keeping. The false-winner rate is 5% (2.5%
 *      each way, either arm alike), measured in tests/unit/experiment-sim.test.ts.
 */
import betaCdf from '@stdlib/stats-base-dists-beta-cdf'
import betaPdf from '@stdlib/stats-base-dists-beta-pdf'
import jStat from 'jstat'
import {
  ARM_NAMES,
  DEFAULT_WORTH,
  experimentProblems,
  isRunning,
  shares,
  type Experiment,
} from '../../src/domain/experiments'
import { EXPOSURES } from '../../src/domain/experiment-exposures'
import { FUNNELS } from './definitions'

/** Every step an experiment may count as its conversion, as its `metric` names it: 'funnel: step'. */
export const METRICS: readonly string[] = FUNNELS.flatMap((funnel) =>
  funnel.steps.map((step) => `${funnel.name}: ${step.label}`),
)

/**
 * The report's rows: per experiment, arm and day of exposure, the units exposed ('exposed'), those
 * that reached each funnel step after it ('step'), and those whose steps of a funnel do not add up
 * ('gap': a step reached without the one before it).
 */
export const EXPERIMENT_QUERY = `
  select experiment, arm, day::text as day, kind, coalesce(funnel, '') as funnel,
         step_no, coalesce(step, '') as step, units::int as units
  from public.experiment_report
  order by experiment, arm, day, kind, funnel_no, step_no`

export interface ExperimentRow {
  experiment: string
  arm: string
  day: string
  kind: 'exposed' | 'step' | 'gap'
  funnel: string
  step_no: number
  step: string
  units: number
}

/** Two-sided 95%. */
const Z = jStat.normal.inv(0.975, 0, 1)
const POWER = 0.8
/** The false-winner rate of the verdict, both ways together. */
export const ALPHA = 0.05
/** Below this p-value the split is broken (the sample-ratio-mismatch check). */
const SPLIT_ALARM_P = 0.001
/** No verdict before a full week: sign-ups vary by weekday. */
const MIN_DAYS = 7

export interface ArmCounts {
  visitors: number
  conversions: number
}

/** One day's new units per arm (exposed that day) and their conversions, arm A first. */
export interface DayCounts {
  day: string
  arms: ArmCounts[]
}

const rateOf = ({ visitors, conversions }: ArmCounts) => (visitors ? conversions / visitors : 0)

/** Wilson's score interval for a conversion rate, 95%. */
export function rateInterval(counts: ArmCounts): [number, number] {
  const n = counts.visitors
  if (n === 0) return [0, 1]
  const p = rateOf(counts)
  const z2 = Z * Z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n)
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}

export interface Uplift {
  estimate: number
  low: number
  high: number
}

/**
 * The relative uplift of `arm` over `control` ((rate / control's rate) - 1) and its interval (95%
 * unless `z` says), from the log of the ratio (Katz); half a conversion is added to both when either
 * has none. None while the control has no visitors or conversions: no ratio can be taken.
 */
export function relativeUplift(control: ArmCounts, arm: ArmCounts, z = Z): Uplift | null {
  if (control.visitors === 0 || arm.visitors === 0 || control.conversions === 0) return null
  const zero = arm.conversions === 0
  const [xa, na] = zero
    ? [control.conversions + 0.5, control.visitors + 1]
    : [control.conversions, control.visitors]
  const [xb, nb] = zero
    ? [arm.conversions + 0.5, arm.visitors + 1]
    : [arm.conversions, arm.visitors]
  const log = Math.log(xb / nb / (xa / na))
  const se = Math.sqrt(1 / xb - 1 / nb + 1 / xa - 1 / na)
  return {
    estimate: rateOf(arm) / rateOf(control) - 1,
    low: Math.exp(log - z * se) - 1,
    high: Math.exp(log + z * se) - 1,
  }
}
/** Simpson's rule over [from, to] in `steps` (even) slices. */
function integrate(f: (x: number) => number, from: number, to: number, steps = 800): number {
  const h = (to - from) / steps
  let sum = f(from) + f(to)
  for (let i = 1; i < steps; i += 1) sum += (i % 2 ? 4 : 2) * f(from + i * h)
  return (sum * h) / 3
}

/**
 * The chance that each arm's true rate is the highest: each rate's belief after the data is
 * Beta(conversions + 1, misses + 1) (from a flat prior), and arm i is the best with the chance
 * ∫ f_i(x) ∏_{j≠i} F_j(x) dx, integrated over twelve standard deviations either side of its mean.
 */
export function chanceToBeBest(arms: readonly ArmCounts[]): number[] {
  const beliefs = arms.map(({ visitors, conversions }) => ({
    a: conversions + 1,
    b: visitors - conversions + 1,
  }))
  const chances = beliefs.map(({ a, b }, i) => {
    const mean = a / (a + b)
    const sd = Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)))
    const f = (x: number) =>
      beliefs.reduce(
        (product, other, j) => (j === i ? product : product * betaCdf(x, other.a, other.b)),
        betaPdf(x, a, b),
      )
    return integrate(f, Math.max(0, mean - 12 * sd), Math.min(1, mean + 12 * sd))
  })
  const total = chances.reduce((sum, c) => sum + c, 0)
  return chances.map((c) => c / total)
}

/**
 * GrowthBook's chance to beat the control (its Bayesian engine, flat prior): the relative lift's
 * mean and variance by the delta method, read as a normal distribution. For 3/50 against 9/52 it
 * says 84.8% where the chance to be best above says 95.8%: the lift's normal approximation is wide
 * at small counts. None while the control has no conversion.
 */
export function growthBookChanceToBeat(control: ArmCounts, arm: ArmCounts): number | null {
  const [pa, pb] = [rateOf(control), rateOf(arm)]
  if (control.visitors === 0 || arm.visitors === 0 || pa === 0) return null
  const va = (pa * (1 - pa)) / control.visitors
  const vb = (pb * (1 - pb)) / arm.visitors
  const lift = pb / pa - 1
  const sd = Math.sqrt((va * pb * pb) / pa ** 4 + vb / (pa * pa))
  if (sd === 0) return lift > 0 ? 1 : lift < 0 ? 0 : 0.5
  return jStat.normal.cdf(lift / sd, 0, 1)
}

/** The p-value of the visitors per arm against the weights (chi-squared goodness of fit). */
export function splitPValue(visitors: readonly number[], weights: readonly number[]): number {
  const total = visitors.reduce((sum, n) => sum + n, 0)
  if (total === 0) return 1
  const statistic = shares(weights).reduce((sum, share, i) => {
    const expected = total * share
    return sum + (visitors[i]! - expected) ** 2 / expected
  }, 0)
  return 1 - jStat.chisquare.cdf(statistic, weights.length - 1)
}

const Z_POWER = jStat.normal.inv(POWER, 0, 1)
const zByChallengers = new Map<number, number>()

/** The two-sided test's z at ALPHA, split between `challengers` comparisons. */
function zOfChallengers(challengers: number): number {
  let z = zByChallengers.get(challengers)
  if (z === undefined) {
    z = jStat.normal.inv(1 - ALPHA / (2 * challengers), 0, 1)
    zByChallengers.set(challengers, z)
  }
  return z
}

/**
 * The units each arm needs to find a relative uplift `worth` (0.1: +10%) over a control converting
 * at `base`: the two-proportion test at 95% (split between the challengers), two-sided, 80% power.
 */
export function visitorsNeeded(base: number, worth: number, arms: number): number {
  if (!(base > 0)) return Infinity
  const zAlpha = zOfChallengers(arms - 1)
  const zBeta = Z_POWER
  const p1 = base
  const p2 = Math.min(base * (1 + worth), 0.999)
  const mean = (p1 + p2) / 2
  const root =
    zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))
  return Math.ceil((root * root) / ((p2 - p1) * (p2 - p1)))
}

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

const pct = (share: number, digits = 1) => `${(share * 100).toFixed(digits)}%`
const signed = (share: number) => `${share >= 0 ? '+' : ''}${pct(share)}`
const dayNo = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000)

const sum = (days: readonly DayCounts[], arms: number): ArmCounts[] =>
  Array.from({ length: arms }, (_, i) => ({
    visitors: days.reduce((n, d) => n + (d.arms[i]?.visitors ?? 0), 0),
    conversions: days.reduce((n, d) => n + (d.arms[i]?.conversions ?? 0), 0),
  }))

/** The planned units per arm at the pooled rate of `counts` (the same for every arm: symmetric). */
function plannedUnits(experiment: Experiment, counts: readonly ArmCounts[]): number {
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

/** The metric's funnel and step: 'Welcome popup (home): saved' -> ['Welcome popup (home)', 'saved']. */
function metricOf(experiment: Experiment): [string, string] {
  const at = experiment.metric.lastIndexOf(': ')
  return [experiment.metric.slice(0, at), experiment.metric.slice(at + 2)]
}

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

interface ArmResult extends ArmCounts {
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

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/**
 * Last week's tabs exposed to an experiment's varied timing (with or without any arm) and the
 * share of them that reached its metric's step after it: what the plan of an experiment not yet
 * started is made from.
 */
export function baselineQuery(experiment: Experiment): string {
  const exposure = EXPOSURES[experiment.varies]
  const [funnel, step] = metricOf(experiment)
  return `
  with x as (
    select e.tab, min(e.at) as at from public.funnel_events e
    where e.chart = ${literal(exposure.chart)}
      and e.state = any (array[${exposure.states.map(literal).join(', ')}]::text[])
      ${exposure.variant ? `and e.variant = ${literal(exposure.variant)}` : ''}
      and e.at > now() - interval '7 days'
    group by e.tab
  )
  select count(*)::int as tabs,
         count(*) filter (where exists (
           select 1 from public.funnel_events e
           join app_private.funnel_steps s
             on s.chart = e.chart and e.state = any (s.states)
            and (s.variant is null or e.variant = s.variant) and (s.page is null or e.page = s.page)
           where e.tab = x.tab and e.at >= x.at
             and s.funnel = ${literal(funnel)} and s.label = ${literal(step)}))::int as converted
  from x`
}

/** Last week's traffic at the varied timing, before an experiment: units a day and their rate. */
export interface Baseline {
  perDay: number
  rate: number
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

/** The cells of an arm's row, as the text and HTML tables show them. */
function armCells(arm: ArmResult): string[] {
  const [low, high] = arm.interval
  return [
    arm.name,
    String(arm.value),
    String(arm.visitors),
    String(arm.conversions),
    `${pct(arm.rate)} (${pct(low)}-${pct(high)})`,
    arm.name === ARM_NAMES[0]
      ? 'control'
      : arm.uplift
        ? `${signed(arm.uplift.estimate)} (${signed(arm.uplift.low)} to ${signed(arm.uplift.high)})`
        : 'n/a',
    pct(arm.chanceBest),
    arm.growthBook === null ? '' : pct(arm.growthBook),
  ]
}

const ARM_HEADINGS = [
  'arm',
  'value',
  'visitors',
  'conversions',
  'rate (95% interval)',
  'uplift vs A (95% interval)',
  'chance best',
  'GrowthBook: beats A',
]

/** The split as expected and as seen: '50/50 expected, 55.0/45.0 seen (p < 0.001)'. */
function splitLine(result: ExperimentResult): string {
  const total = result.arms.reduce((n, arm) => n + arm.visitors, 0)
  const expected = shares(result.experiment.weights)
    .map((s) => String(Math.round(s * 100)))
    .join('/')
  const seen = result.arms
    .map((arm) => (total ? ((arm.visitors / total) * 100).toFixed(1) : '0'))
    .join('/')
  const p = result.splitP < SPLIT_ALARM_P ? 'p < 0.001' : `p = ${result.splitP.toFixed(3)}`
  return `${expected} expected, ${seen} seen (${p})`
}

/** The per-visitor consistency check: saved implies submitted implies shown implies exposed. */
function stepsLine(arms: readonly ArmResult[]): string {
  const bad = arms.filter((a) => a.gaps > 0)
  return bad.length === 0
    ? 'every tab’s steps add up'
    : `WARNING steps do not add up in ${bad.map((a) => `${a.name} (${a.gaps} tabs)`).join(', ')}`
}

function table(head: string[], body: string[][]): string[] {
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((row) => row[c]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd()
  return [line(head), ...body.map(line)]
}

const UNIT =
  'unit: browser tabs, from their first exposure to the varied timing ("visitors" are tabs)'

/** The cumulative uplift of B by day, as a line of text bars (the HTML report draws it). */
function textChart(result: ExperimentResult): string[] {
  const points = result.series.filter((p) => p.uplift !== null).slice(-14)
  if (points.length === 0) return []
  return [
    `  B over A by day (cumulative, planned ${result.planned} an arm):`,
    ...points.map(
      (p) =>
        `    ${p.day}  ${String(p.units).padStart(7)} an arm  ${signed(p.uplift!.estimate).padStart(7)} (${signed(p.uplift!.low)} to ${signed(p.uplift!.high)})`,
    ),
  ]
}

/** The text block `npm run funnels` prints after the funnels. */
export function formatExperiments(report: ExperimentsReport): string {
  const lines = ['Experiments (machines/timings.ts)', `  ${UNIT}`]
  if (report.running.length === 0) lines.push('  none running')
  for (const result of report.running) {
    const { experiment, verdict } = result
    lines.push('')
    if (verdict.kind === 'broken')
      lines.push(
        `WARNING ${experiment.key}: the split is broken, do not trust this: ${splitLine(result)}`,
      )
    lines.push(
      `${experiment.key}: ${experiment.varies}, since ${experiment.start}; conversion: ${experiment.metric}`,
    )
    for (const problem of result.problems) lines.push(`  problem: ${problem}`)
    lines.push(...table(ARM_HEADINGS, result.arms.map(armCells)).map((l) => `  ${l}`))
    lines.push(
      `  split: ${splitLine(result)}`,
      `  steps: ${stepsLine(result.arms)}`,
      `  planned: ${result.planned} visitors an arm and ${MIN_DAYS} days${verdict.horizon ? `, reached on ${verdict.horizon}` : ''}`,
      ...textChart(result),
      `  verdict: ${verdict.text}`,
      `  change: ${verdict.change}`,
    )
  }
  for (const { experiment, plan } of report.upcoming)
    lines.push('', `${experiment.key}: starts ${experiment.start}; ${plan}`)
  for (const a of report.archived) {
    lines.push(
      '',
      `${a.experiment.key} (ended ${a.ended}): ${a.experiment.varies}, from ${a.experiment.start}; conversion: ${a.experiment.metric}`,
      ...table(ARM_HEADINGS, a.arms.map(armCells)).map((l) => `  ${l}`),
      `  verdict: ${a.verdict.text}`,
      `  change: ${a.verdict.change}`,
    )
  }
  if (report.ended.length)
    lines.push('', `Ended, not archived (no longer in timings.ts): ${report.ended.join(', ')}`)
  return lines.join('\n')
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const ARM_COLORS = ['#555', '#1f6feb', '#d97706', '#059669']

/** Each arm's rate as a dot with its 95% interval as a bar. */
function ratesSvg(experiment: Experiment, arms: readonly ArmResult[]): string {
  const width = 420
  const row = 26
  const left = 60
  const top = Math.max(0.01, ...arms.map((a) => a.interval[1])) * 1.1
  const x = (v: number) => left + ((width - left - 20) * v) / top
  const parts = arms.map((a, i) => {
    const y = 14 + i * row
    return (
      `<text x="0" y="${y + 4}">${escape(`${a.name} ${a.value}`)}</text>` +
      `<line x1="${x(a.interval[0]).toFixed(1)}" x2="${x(a.interval[1]).toFixed(1)}" y1="${y}" y2="${y}" stroke="${ARM_COLORS[i]}" stroke-width="3"/>` +
      `<circle cx="${x(a.rate).toFixed(1)}" cy="${y}" r="4" fill="${ARM_COLORS[i]}"><title>${escape(`${a.name}: ${pct(a.rate)} (${pct(a.interval[0])}-${pct(a.interval[1])})`)}</title></circle>`
    )
  })
  const height = arms.length * row + 16
  const axis = `<text x="${left}" y="${height - 2}">0%</text><text x="${width - 50}" y="${height - 2}">${pct(top)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escape(experiment.key)}: conversion rate per arm with 95% intervals" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-size="12">${parts.join('')}${axis}</svg>`
}

/** The cumulative uplift of B over A by day with its interval, against the planned sample. */
function upliftSvg(result: ExperimentResult): string {
  const points = result.series.filter((p) => p.uplift !== null)
  const width = 560
  const height = 180
  const pad = 36
  const maxUnits = Math.max(result.planned, ...points.map((p) => p.units), 1) * 1.05
  const bound = Math.max(
    0.2,
    (result.experiment.worth ?? DEFAULT_WORTH) * 1.5,
    ...points.map((p) => Math.min(2, Math.max(Math.abs(p.uplift!.low), Math.abs(p.uplift!.high)))),
  )
  const x = (units: number) => pad + ((width - 2 * pad) * units) / maxUnits
  const y = (v: number) =>
    height / 2 - ((height / 2 - 14) * Math.max(-bound, Math.min(bound, v))) / bound
  const band = points.length
    ? `<path d="M${points.map((p) => `${x(p.units).toFixed(1)},${y(p.uplift!.high).toFixed(1)}`).join('L')}L${[
        ...points,
      ]
        .reverse()
        .map((p) => `${x(p.units).toFixed(1)},${y(p.uplift!.low).toFixed(1)}`)
        .join('L')}Z" fill="#1f6feb" fill-opacity="0.15"/>` +
      `<polyline fill="none" stroke="#1f6feb" stroke-width="2" points="${points.map((p) => `${x(p.units).toFixed(1)},${y(p.uplift!.estimate).toFixed(1)}`).join(' ')}"/>`
    : ''
  const worth = result.experiment.worth ?? DEFAULT_WORTH
  const planned = Number.isFinite(result.planned)
    ? `<line x1="${x(result.planned).toFixed(1)}" x2="${x(result.planned).toFixed(1)}" y1="8" y2="${height - 8}" stroke="#b91c1c" stroke-dasharray="4 3"/><text x="${(x(result.planned) - 4).toFixed(1)}" y="12" text-anchor="end">planned ${result.planned}</text>`
    : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escape(result.experiment.key)}: cumulative uplift of B over A by day, against the planned sample" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-size="11">` +
    `<line x1="${pad}" x2="${width - pad}" y1="${y(0)}" y2="${y(0)}" stroke="#999"/><text x="0" y="${y(0) + 4}">0%</text>` +
    `<line x1="${pad}" x2="${width - pad}" y1="${y(worth).toFixed(1)}" y2="${y(worth).toFixed(1)}" stroke="#059669" stroke-dasharray="2 3"/><text x="0" y="${(y(worth) + 4).toFixed(1)}">${signed(worth)}</text>` +
    `${band}${planned}<text x="${width - pad}" y="${height - 2}" text-anchor="end">visitors an arm</text></svg>`
  )
}

function armsTable(arms: readonly ArmResult[]): string {
  const head = ARM_HEADINGS.map((h) => `<th>${escape(h)}</th>`).join('')
  const body = arms
    .map(
      (arm) =>
        `<tr>${armCells(arm)
          .map((c) => `<td>${escape(c)}</td>`)
          .join('')}</tr>`,
    )
    .join('')
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
}

/** The experiments' sections of the HTML report. */
export function experimentsHtml(report: ExperimentsReport): string {
  const sections = report.running.map((result) => {
    const { experiment, verdict } = result
    const warning =
      verdict.kind === 'broken'
        ? `<p class="warning"><strong>The split is broken, do not trust this.</strong> ${escape(splitLine(result))}</p>`
        : ''
    const problems = result.problems.map((p) => `<li>${escape(p)}</li>`).join('')
    return `<section class="experiment"><h3>${escape(experiment.key)}</h3>
${warning}<p><code>${escape(experiment.varies)}</code>, since ${escape(experiment.start)}; conversion: ${escape(experiment.metric)}</p>
${problems ? `<ul class="problems">${problems}</ul>` : ''}${ratesSvg(experiment, result.arms)}
${result.arms.length > 1 ? upliftSvg(result) : ''}
${armsTable(result.arms)}
<p>Split: ${escape(splitLine(result))}. Steps: ${escape(stepsLine(result.arms))}.</p>
<p class="verdict">Verdict: <strong>${escape(verdict.text)}</strong>. Change: <strong>${escape(verdict.change)}</strong></p></section>`
  })
  const upcoming = report.upcoming
    .map(
      ({ experiment, plan }) =>
        `<li><code>${escape(experiment.key)}</code> starts ${escape(experiment.start)}; ${escape(plan)}</li>`,
    )
    .join('')
  const archived = report.archived.map(
    (
      a,
    ) => `<section class="experiment ended"><h3>${escape(a.experiment.key)} <small>ended ${escape(a.ended)}</small></h3>
<p><code>${escape(a.experiment.varies)}</code>, from ${escape(a.experiment.start)}; conversion: ${escape(a.experiment.metric)}</p>
${ratesSvg(a.experiment, a.arms)}
${armsTable(a.arms)}
<p class="verdict">Verdict: <strong>${escape(a.verdict.text)}</strong>. Change: <strong>${escape(a.verdict.change)}</strong></p></section>`,
  )
  return `<h2>Experiments</h2>
<p>${escape(UNIT)}.</p>
${report.running.length === 0 ? '<p>None running.</p>' : sections.join('\n')}
${upcoming ? `<ul>${upcoming}</ul>` : ''}${archived.length ? `<h2>Ended experiments</h2>\n${archived.join('\n')}` : ''}${report.ended.length ? `<p>Ended, not archived (no longer in timings.ts): ${escape(report.ended.join(', '))}</p>` : ''}`
}
