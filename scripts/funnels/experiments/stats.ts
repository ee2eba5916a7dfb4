/**
 * The statistics of the experiments' report (docs/funnels-and-experiments.md), per arm: the
 * conversion rate with its 95% interval (Wilson), the relative uplift over the control with its
 * interval (the log of the ratio, Katz), the chance to be best (Beta(conversions + 1, misses + 1) per
 * arm, integrated numerically; @stdlib's beta distribution), what GrowthBook would show beside it
 * (its chance to beat the control, a normal approximation on the lift), the split's check and the
 * sample an uplift needs. The verdict that uses them is verdict.ts.
 */
import betaCdf from '@stdlib/stats-base-dists-beta-cdf'
import betaPdf from '@stdlib/stats-base-dists-beta-pdf'
import jStat from 'jstat'
import { shares } from '../../../src/domain/experiments'

/** Two-sided 95%. */
const Z = jStat.normal.inv(0.975, 0, 1)
const POWER = 0.8
/** The false-winner rate of the verdict, both ways together. */
export const ALPHA = 0.05

export interface ArmCounts {
  visitors: number
  conversions: number
}

/** One day's new units per arm (exposed that day) and their conversions, arm A first. */
export interface DayCounts {
  day: string
  arms: ArmCounts[]
}

export const rateOf = ({ visitors, conversions }: ArmCounts) =>
  visitors ? conversions / visitors : 0

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
export function zOfChallengers(challengers: number): number {
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
