/**
 * The experiments' part of `npm run funnels` (docs/funnels-and-experiments.md): per running experiment of
 * machines/timings.ts, the visitors and conversions per arm from the `experiment_report` view, and
 * a verdict a marketer can act on.
 *
 * Per arm: the conversion rate with its 95% interval (Wilson's score interval), the relative uplift
 * over the control with its 95% interval (the log of the ratio, Katz's), and the chance that the arm
 * is the best (Bayesian, each arm's rate Beta(conversions + 1, misses + 1), integrated numerically:
 * as GrowthBook and PostHog report it). The distributions are jStat's.
 *
 * The verdict, in this order:
 *   1. the split is broken, do not trust this: the visitors per arm are not what the weights say
 *      (chi-squared, p < 0.001): something other than chance decides who sees what, and every other
 *      number is suspect;
 *   2. keep running (N more visitors per arm for a 5-point uplift): until every arm has the visitors
 *      a test needs to find an uplift of the experiment's `worthPoints` (5 percentage points unless
 *      it says), at 95% confidence and 80% power; no winner is called before;
 *   3. <arm> wins: its chance of being the best is 99% or more (stricter than the 95% those tools
 *      default to: a marketer reads the report more than once, and each look is a chance for a fluke);
 *   4. no difference worth keeping: every arm's uplift interval (the one the report shows) stays
 *      below the uplift worth keeping (5 points over a control at 10% is +50%);
 *   5. else keep running, with the visitors per arm that would settle it if the rates held.
 */
import jStat from 'jstat'
import {
  ARM_NAMES,
  DEFAULT_WORTH_POINTS,
  experimentProblems,
  isRunning,
  shares,
  type Experiment,
} from '../../src/domain/experiments'
import { FUNNELS } from './definitions'

/** Every step an experiment may count as its conversion, as its `metric` names it: 'funnel: step'. */
export const METRICS: readonly string[] = FUNNELS.flatMap((funnel) =>
  funnel.steps.map((step) => `${funnel.name}: ${step.label}`),
)

/** The report's rows: per experiment, arm and funnel step, the visitors (tabs) that reached it. */
export const EXPERIMENT_QUERY = `
  select experiment, arm, funnel, step_no, step, visitors::int as visitors
  from public.experiment_report
  order by experiment, arm, funnel_no, step_no`

export interface ExperimentRow {
  experiment: string
  arm: string
  funnel: string
  step_no: number
  step: string
  visitors: number
}

/** Two-sided 95%. */
const Z = jStat.normal.inv(0.975, 0, 1)
const POWER = 0.8
/** A winner's chance of being the best, at least. */
const WIN_CHANCE = 0.99
/** Below this p-value the split is broken (the sample-ratio-mismatch check). */
const SPLIT_ALARM_P = 0.001

export interface ArmCounts {
  visitors: number
  conversions: number
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
 * The relative uplift of `arm` over `control` ((rate / control's rate) - 1) and its 95% interval,
 * from the log of the ratio (Katz); half a conversion is added to both when either has none. None
 * while the control has no visitors or conversions: no ratio can be taken.
 */
export function relativeUplift(control: ArmCounts, arm: ArmCounts): Uplift | null {
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
    low: Math.exp(log - Z * se) - 1,
    high: Math.exp(log + Z * se) - 1,
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
        (product, other, j) => (j === i ? product : product * jStat.beta.cdf(x, other.a, other.b)),
        jStat.beta.pdf(x, a, b),
      )
    return integrate(f, Math.max(0, mean - 12 * sd), Math.min(1, mean + 12 * sd))
  })
  const total = chances.reduce((sum, c) => sum + c, 0)
  return chances.map((c) => c / total)
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

/**
 * The visitors each arm needs to find an uplift of `worth` (a share: 0.05 for 5 points) over a
 * control converting at `base`: the two-proportion test at 95% confidence (split between the arms
 * compared with the control) and 80% power.
 */
export function visitorsNeeded(base: number, worth: number, arms: number): number {
  const zAlpha = jStat.normal.inv(1 - 0.05 / (2 * (arms - 1)), 0, 1)
  const zBeta = jStat.normal.inv(POWER, 0, 1)
  const p1 = base
  const p2 = Math.min(base + worth, 0.999)
  const mean = (p1 + p2) / 2
  const root =
    zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))
  return Math.ceil((root * root) / ((p2 - p1) * (p2 - p1)))
}

type VerdictKind = 'broken' | 'keep running' | 'winner' | 'no difference'

export interface Verdict {
  kind: VerdictKind
  text: string
  /** The winning arm's name (a winner only). */
  winner?: string
  /** Visitors per arm still wanted (keep running only). */
  more?: number
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
}

interface ExperimentResult {
  experiment: Experiment
  arms: ArmResult[]
  splitP: number
  verdict: Verdict
  /** What is wrong with its definition (a metric that names no funnel step, say). */
  problems: string[]
}

const keepRunning = (more: number, worthPoints: number): Verdict => ({
  kind: 'keep running',
  more,
  text: `keep running (${more} more visitors per arm for a ${worthPoints}-point uplift)`,
})

/** Caps a wait that would never end (identical rates): the report says "keep running" all the same. */
const MOST_VISITORS = 10_000_000

/** The verdict for an experiment's counts, arm A (the control) first. See the file's comment. */
export function verdictOf(experiment: Experiment, counts: readonly ArmCounts[]): Verdict {
  const worthPoints = experiment.worthPoints ?? DEFAULT_WORTH_POINTS
  const worth = worthPoints / 100
  if (
    splitPValue(
      counts.map((c) => c.visitors),
      experiment.weights,
    ) < SPLIT_ALARM_P
  )
    return { kind: 'broken', text: 'the split is broken, do not trust this' }
  const control = counts[0]!
  const belief = (c: ArmCounts) => (c.conversions + 1) / (c.visitors + 2)
  const fewest = Math.min(...counts.map((c) => c.visitors))
  const planned = visitorsNeeded(belief(control), worth, counts.length)
  if (fewest < planned) return keepRunning(planned - fewest, worthPoints)
  const chances = chanceToBeBest(counts)
  const best = chances.indexOf(Math.max(...chances))
  if (chances[best]! >= WIN_CHANCE) {
    const winner = ARM_NAMES[best]!
    return { kind: 'winner', winner, text: `${winner} wins` }
  }
  const challengers = counts.slice(1)
  // The uplift worth keeping, relative to the control's rate as the report shows uplifts.
  const worthOverControl = worth / rateOf(control)
  if (
    challengers.every((arm) => {
      const uplift = relativeUplift(control, arm)
      return uplift !== null && uplift.high < worthOverControl
    })
  )
    return { kind: 'no difference', text: 'no difference worth keeping' }
  // Undecided: the visitors per arm at which, if the rates held, each arm would be settled (a
  // winner at WIN_CHANCE, or its uplift interval below the uplift worth keeping).
  const zWin = jStat.normal.inv(WIN_CHANCE, 0, 1)
  const needed = Math.max(
    ...challengers.map((arm) => {
      const [pa, pb] = [belief(control), belief(arm)]
      const d = rateOf(arm) - rateOf(control)
      const toWin = d === 0 ? Infinity : (zWin * zWin * (pa * (1 - pa) + pb * (1 - pb))) / (d * d)
      // The log of the ratio: its variance per visitor, and how far its estimate is from the worth's.
      const gap = Math.log(1 + worth / pa) - Math.log(pb / pa)
      const toDismiss = gap > 0 ? (Z * Z * ((1 - pa) / pa + (1 - pb) / pb)) / (gap * gap) : Infinity
      return Math.min(toWin, toDismiss)
    }),
  )
  return keepRunning(Math.max(1, Math.ceil(Math.min(needed, MOST_VISITORS)) - fewest), worthPoints)
}

/** The metric's funnel and step: 'Welcome popup (home): saved' -> ['Welcome popup (home)', 'saved']. */
function metricOf(experiment: Experiment): [string, string] {
  const at = experiment.metric.lastIndexOf(': ')
  return [experiment.metric.slice(0, at), experiment.metric.slice(at + 2)]
}

/**
 * Each arm's visitors (the tabs that reached the first step of the metric's funnel) and
 * conversions (those that reached the metric's step), arm A first, from the report's rows.
 */
export function countsOf(experiment: Experiment, rows: readonly ExperimentRow[]): ArmCounts[] {
  const [funnel, step] = metricOf(experiment)
  return experiment.arms.map((_, i) => {
    const own = rows.filter(
      (row) =>
        row.experiment === experiment.key && row.arm === ARM_NAMES[i] && row.funnel === funnel,
    )
    const visitors = own.find((row) => row.step_no === 1)?.visitors ?? 0
    const reached = own.find((row) => row.step === step)?.visitors ?? 0
    // A conversion is a visitor who went on to the step: never more than the visitors.
    return { visitors, conversions: Math.min(reached, visitors) }
  })
}

/** Everything the report shows for one experiment. */
function experimentResult(
  experiment: Experiment,
  rows: readonly ExperimentRow[],
  defaults: Record<string, unknown>,
): ExperimentResult {
  const counts = countsOf(experiment, rows)
  const chances = chanceToBeBest(counts)
  const problems = experimentProblems(experiment, defaults)
  if (!METRICS.includes(experiment.metric))
    problems.push(`metric '${experiment.metric}' is no step of scripts/funnels/definitions.ts`)
  return {
    experiment,
    problems,
    splitP: splitPValue(
      counts.map((c) => c.visitors),
      experiment.weights,
    ),
    verdict: verdictOf(experiment, counts),
    arms: counts.map((c, i) => ({
      ...c,
      name: ARM_NAMES[i]!,
      value: experiment.arms[i]!,
      rate: rateOf(c),
      interval: rateInterval(c),
      uplift: i === 0 ? null : relativeUplift(counts[0]!, c),
      chanceBest: chances[i]!,
    })),
  }
}

export interface ExperimentsReport {
  running: ExperimentResult[]
  /** Declared, starting later. */
  upcoming: Experiment[]
  /** Seen in the data, declared no more (stopped). */
  ended: string[]
}

export function experimentsReport(
  declared: readonly Experiment[],
  rows: readonly ExperimentRow[],
  context: { defaults: Record<string, unknown>; now: number },
): ExperimentsReport {
  const keys = new Set(declared.map((e) => e.key))
  return {
    running: declared
      .filter((e) => isRunning(e, context.now))
      .map((e) => experimentResult(e, rows, context.defaults)),
    upcoming: declared.filter((e) => !isRunning(e, context.now)),
    ended: [...new Set(rows.map((row) => row.experiment))].filter((key) => !keys.has(key)).sort(),
  }
}

const pct = (share: number, digits = 1) => `${(share * 100).toFixed(digits)}%`
const signed = (share: number) => `${share >= 0 ? '+' : ''}${pct(share)}`

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
]

/** The split as expected and as seen: '50/50 expected, 55.0/45.0 seen (p < 0.001)'. */
function splitLine(result: ExperimentResult): string {
  const total = result.arms.reduce((sum, arm) => sum + arm.visitors, 0)
  const expected = shares(result.experiment.weights)
    .map((s) => String(Math.round(s * 100)))
    .join('/')
  const seen = result.arms
    .map((arm) => (total ? ((arm.visitors / total) * 100).toFixed(1) : '0'))
    .join('/')
  const p = result.splitP < SPLIT_ALARM_P ? 'p < 0.001' : `p = ${result.splitP.toFixed(3)}`
  return `${expected} expected, ${seen} seen (${p})`
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

/** The text block `npm run funnels` prints after the funnels. */
export function formatExperiments(report: ExperimentsReport): string {
  const lines = ['Experiments (machines/timings.ts)']
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
    lines.push(`  split: ${splitLine(result)}`, `  verdict: ${verdict.text}`)
  }
  for (const e of report.upcoming) lines.push('', `${e.key}: starts ${e.start}`)
  if (report.ended.length)
    lines.push('', `Ended (no longer in timings.ts): ${report.ended.join(', ')}`)
  return lines.join('\n')
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The experiments' sections of the HTML report. */
export function experimentsHtml(report: ExperimentsReport): string {
  const sections = report.running.map((result) => {
    const { experiment, verdict } = result
    const warning =
      verdict.kind === 'broken'
        ? `<p class="warning"><strong>The split is broken, do not trust this.</strong> ${escape(splitLine(result))}</p>`
        : ''
    const head = ARM_HEADINGS.map((h) => `<th>${escape(h)}</th>`).join('')
    const body = result.arms
      .map(
        (arm) =>
          `<tr>${armCells(arm)
            .map((c) => `<td>${escape(c)}</td>`)
            .join('')}</tr>`,
      )
      .join('')
    const problems = result.problems.map((p) => `<li>${escape(p)}</li>`).join('')
    return `<section class="experiment"><h3>${escape(experiment.key)}</h3>
${warning}<p><code>${escape(experiment.varies)}</code>, since ${escape(experiment.start)}; conversion: ${escape(experiment.metric)}</p>
${problems ? `<ul class="problems">${problems}</ul>` : ''}<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>
<p>Split: ${escape(splitLine(result))}</p>
<p class="verdict">Verdict: <strong>${escape(verdict.text)}</strong></p></section>`
  })
  const upcoming = report.upcoming
    .map((e) => `<li><code>${escape(e.key)}</code> starts ${escape(e.start)}</li>`)
    .join('')
  return `<h2>Experiments</h2>
${report.running.length === 0 ? '<p>None running.</p>' : sections.join('\n')}
${upcoming ? `<ul>${upcoming}</ul>` : ''}${report.ended.length ? `<p>Ended (no longer in timings.ts): ${escape(report.ended.join(', '))}</p>` : ''}`
}
