/**
 * The verdict of `npm run funnels` (scripts/funnels/experiments/verdict.ts) on seeded simulations, read as a
 * marketer reads it: every day, stopping at the first verdict.
 *
 * - No true difference: the false winners stay within the stated 5% (2.5% each way), the same for
 *   the control and the challenger.
 * - A true +20% at 10%: found within the planned sample (the default +10% worth) in at least 80% of
 *   runs, and never the wrong arm.
 * - Visitors with three tabs each, and converters who come back in more tabs (their popup then
 *   suppressed): the uplift per tab is the true one, and the split stays fair; counting every tab
 *   (the suppressed ones too) would dilute it.
 *
 * Every unit is drawn (its arm, whether it converts): thousands of experiments in a second or two.
 */
import { describe, expect, it } from 'vitest'
import {
  ALPHA,
  relativeUplift,
  splitPValue,
  visitorsNeeded,
  type ArmCounts,
  type DayCounts,
} from '../../scripts/funnels/experiments/stats'
import { verdictOf, type Verdict } from '../../scripts/funnels/experiments/verdict'
import { DEFAULT_WORTH, type Experiment } from '../../src/domain/experiments'
import { seeded } from './seeded'

const experiment: Experiment = {
  key: 'welcome-delay-8s',
  varies: 'HOME_WELCOME_POPUP_DELAY_MS',
  arms: [3000, 8000],
  weights: [1, 1],
  metric: 'Welcome popup (home): saved',
  start: '2026-12-01',
}

const dayOf = (d: number) =>
  new Date(Date.parse(`${experiment.start}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10)

/** Binomial(n, p) draws, exact, by inverting its CDF (tabled once per n and p). */
function binomialOf(n: number, p: number): (random: () => number) => number {
  const cdf: number[] = []
  let pmf = (1 - p) ** n
  let total = 0
  for (let k = 0; k <= n; k += 1) {
    total += pmf
    cdf.push(total)
    pmf *= ((n - k) / (k + 1)) * (p / (1 - p))
  }
  return (random) => {
    const u = random() * total
    let [low, high] = [0, n]
    while (low < high) {
      const mid = (low + high) >> 1
      if (cdf[mid]! < u) low = mid + 1
      else high = mid
    }
    return low
  }
}

/**
 * One experiment read every day until its first verdict (or `maxDays`): the verdict and the day.
 * Each day brings `perDay` units an arm.
 */
function runDaily(
  e: Experiment,
  seed: number,
  rates: readonly number[],
  perDay: number,
  maxDays: number,
): { verdict: Verdict; days: number } {
  const random = seeded(seed)
  const draws = rates.map((rate) => binomialOf(perDay, rate))
  const days: DayCounts[] = []
  let verdict: Verdict = { kind: 'keep running', text: '', change: '' }
  for (let d = 0; d < maxDays; d += 1) {
    const arms: ArmCounts[] = draws.map((draw) => ({
      visitors: perDay,
      conversions: draw(random),
    }))
    days.push({ day: dayOf(d), arms })
    // The look the morning after: yesterday is a whole day.
    verdict = verdictOf(e, days, dayOf(d + 1))
    if (verdict.kind !== 'keep running') return { verdict, days: d + 1 }
  }
  return { verdict, days: maxDays }
}

describe('the verdict, read every day', () => {
  it(`with no true difference: false winners within ${ALPHA * 100}%, half each way`, () => {
    // A +20% worth keeps each run short (about 3 800 an arm, 8 days at 500 a day).
    const e = { ...experiment, worth: 0.2 }
    const runs = 4000
    const results = Array.from({ length: runs }, (_, seed) =>
      runDaily(e, seed + 1, [0.1, 0.1], 500, 60),
    )
    const won = (arm: string) => results.filter((r) => r.verdict.winner === arm).length / runs
    const undecided = results.filter((r) => r.verdict.kind === 'keep running').length
    console.log(
      `no true difference, ${runs} runs read daily: A won ${(won('A') * 100).toFixed(2)}%, ` +
        `B won ${(won('B') * 100).toFixed(2)}%, undecided ${undecided}, ` +
        `mean ${(results.reduce((n, r) => n + r.days, 0) / runs).toFixed(1)} days`,
    )
    // The stated rate, with room for the simulation's own error (2.5% of 4 000 runs: sd 0.25%).
    expect(won('A')).toBeLessThan(ALPHA / 2 + 0.006)
    expect(won('B')).toBeLessThan(ALPHA / 2 + 0.006)
    expect(won('A') + won('B')).toBeLessThan(ALPHA + 0.008)
    // Symmetric: neither arm is favoured.
    expect(Math.abs(won('A') - won('B'))).toBeLessThan(0.012)
    expect(undecided).toBe(0)
  })

  it('with a true +20% at 10%: B within the planned sample in at least 80% of runs, never A', () => {
    const planned = visitorsNeeded(0.1, DEFAULT_WORTH, 2)
    const runs = 400
    const results = Array.from({ length: runs }, (_, seed) =>
      runDaily(experiment, 10_000 + seed, [0.1, 0.12], 1500, 40),
    )
    // Within the plan: decided by the day the plan (and the week) is reached, with its margin of a day.
    const byPlan = Math.max(7, Math.ceil(planned / 1500) + 1)
    const found = results.filter((r) => r.verdict.winner === 'B' && r.days <= byPlan).length
    console.log(
      `+20% at 10%, planned ${planned} an arm (${byPlan} days at 1 500 a day): B found in ${found} of ${runs}`,
    )
    expect(found / runs).toBeGreaterThanOrEqual(0.8)
    expect(results.some((r) => r.verdict.winner === 'A')).toBe(false)
  })
})

describe('the unit: a tab from its exposure', () => {
  /**
   * Visitors who each open three tabs (and a converter comes back in `returns` more). A tab whose
   * visitor has already signed up has the popup suppressed. `units`: every tab gets its own arm and
   * counts from its exposure, so a suppressed tab is no unit (as the recorder and the database
   * count). `perVisitor`: the way it was, one arm per visitor and every tab counted from the page
   * load.
   */
  function tabsOf(seed: number, visitors: number, rates: readonly number[], returns: number) {
    const random = seeded(seed)
    const units: ArmCounts[] = [0, 1].map(() => ({ visitors: 0, conversions: 0 }))
    const perVisitor: ArmCounts[] = [0, 1].map(() => ({ visitors: 0, conversions: 0 }))
    for (let v = 0; v < visitors; v += 1) {
      for (const way of ['units', 'perVisitor'] as const) {
        const counts = way === 'units' ? units : perVisitor
        const visitorArm = random() < 0.5 ? 0 : 1
        let signedUp = false
        let left = 3
        while (left > 0) {
          left -= 1
          const arm = way === 'units' ? (random() < 0.5 ? 0 : 1) : visitorArm
          if (signedUp) {
            if (way === 'perVisitor') counts[arm]!.visitors += 1
            continue
          }
          counts[arm]!.visitors += 1
          if (random() < rates[arm]!) {
            signedUp = true
            counts[arm]!.conversions += 1
            left += returns
          }
        }
      }
    }
    return { units, perVisitor }
  }

  it('three tabs a visitor and returning converters leave the uplift and the split as they are', () => {
    const { units, perVisitor } = tabsOf(7, 150_000, [0.1, 0.12], 2)
    const uplift = relativeUplift(units[0]!, units[1]!)!
    const diluted = relativeUplift(perVisitor[0]!, perVisitor[1]!)!
    console.log(
      `3 tabs a visitor, converters back in 2 more: +${(uplift.estimate * 100).toFixed(1)}% per exposed tab ` +
        `(${units[0]!.visitors + units[1]!.visitors} units), +${(diluted.estimate * 100).toFixed(1)}% with an arm a visitor and every tab counted`,
    )
    expect(uplift.low).toBeLessThan(0.2)
    expect(uplift.high).toBeGreaterThan(0.2)
    expect(Math.abs(uplift.estimate - 0.2)).toBeLessThan(0.02)
    expect(
      splitPValue(
        units.map((u) => u.visitors),
        [1, 1],
      ),
    ).toBeGreaterThan(0.001)
    // The way it was: the better arm's later, suppressed tabs dilute its uplift.
    expect(diluted.estimate).toBeLessThan(0.185)
    expect(
      splitPValue(
        perVisitor.map((u) => u.visitors),
        [1, 1],
      ),
    ).toBeLessThan(0.05)
  })
})
