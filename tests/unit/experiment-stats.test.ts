/**
 * The experiment report's statistics (scripts/funnels/experiments/stats.ts) against published values and
 * a second implementation: Wilson's interval against Newcombe (1998, Table I); the relative
 * uplift's interval against SciPy's `relative_risk` (Katz's log method); the chance to be best
 * against SciPy's adaptive quadrature and against Evan Miller's closed form for two arms (written
 * out below); the split's p-value against SciPy's chi-squared test. Then the verdict's rules on
 * fixed counts.
 *
 * Newcombe RG. Two-sided confidence intervals for the single proportion: comparison of seven
 * methods. Stat Med 1998;17:857-872. The SciPy values were computed with SciPy 1.17
 * (`scipy.stats.contingency.relative_risk(...).confidence_interval()`, `scipy.integrate.quad` over
 * `scipy.stats.beta`, `scipy.stats.chisquare`). */
import betaCdf from '@stdlib/stats-base-dists-beta-cdf'
import jStat from 'jstat'
import { describe, expect, it } from 'vitest'
import { METRICS } from '../../scripts/funnels/experiments/results'
import {
  chanceToBeBest,
  growthBookChanceToBeat,
  type DayCounts,
  rateInterval,
  relativeUplift,
  splitPValue,
  visitorsNeeded,
} from '../../scripts/funnels/experiments/stats'
import { verdictOf } from '../../scripts/funnels/experiments/verdict'
import { DEFAULT_WORTH, type Experiment } from '../../src/domain/experiments'

const counts = (conversions: number, visitors: number) => ({ conversions, visitors })

describe('the rate interval (Wilson)', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i: %f to %f (Newcombe 1998)', (x, n, low, high) => {
    const [l, h] = rateInterval(counts(x, n))
    expect(l).toBeCloseTo(low, 4)
    expect(h).toBeCloseTo(high, 4)
  })
})

describe('the relative uplift and its interval (log ratio)', () => {
  it.each([
    [100, 1000, 120, 1000, 0.2, -0.065894, 0.541581],
    [56, 70, 48, 80, -0.25, -0.394398, -0.071173],
    [200, 2000, 230, 2000, 0.15, -0.03855, 0.375527],
    [81, 263, 15, 148, -0.670921, -0.802941, -0.450453],
  ])('A %i/%i, B %i/%i: %f (%f to %f), as SciPy', (xa, na, xb, nb, estimate, low, high) => {
    const uplift = relativeUplift(counts(xa, na), counts(xb, nb))!
    expect(uplift.estimate).toBeCloseTo(estimate, 5)
    expect(uplift.low).toBeCloseTo(low, 5)
    expect(uplift.high).toBeCloseTo(high, 5)
  })

  it('has none while the control has no conversion', () => {
    expect(relativeUplift(counts(0, 100), counts(5, 100))).toBeNull()
    expect(relativeUplift(counts(5, 100), counts(0, 100))!.estimate).toBe(-1)
  })
})

/**
 * Evan Miller's closed form for two arms (https://www.evanmiller.org/bayesian-ab-testing.html):
 * P(p_B > p_A) = Σ_{i=0}^{α_B-1} B(α_A+i, β_A+β_B) / ((β_B+i) B(1+i, β_B) B(α_A, β_A)).
 */
function chanceBBeatsA(a: { conversions: number; visitors: number }, b: typeof a): number {
  const lbeta = (x: number, y: number) => jStat.gammaln(x) + jStat.gammaln(y) - jStat.gammaln(x + y)
  const [alphaA, betaA] = [a.conversions + 1, a.visitors - a.conversions + 1]
  const [alphaB, betaB] = [b.conversions + 1, b.visitors - b.conversions + 1]
  let total = 0
  for (let i = 0; i < alphaB; i += 1)
    total += Math.exp(
      lbeta(alphaA + i, betaA + betaB) -
        Math.log(betaB + i) -
        lbeta(1 + i, betaB) -
        lbeta(alphaA, betaA),
    )
  return total
}

describe('the chance to be best (beta-binomial)', () => {
  it.each([
    [
      [counts(100, 1000), counts(120, 1000)],
      [0.076817, 0.923183],
    ],
    [
      [counts(10, 100), counts(15, 100)],
      [0.146716, 0.853284],
    ],
    [
      [counts(3, 50), counts(9, 52)],
      [0.04232, 0.95768],
    ],
    [
      [counts(200, 2000), counts(230, 2000), counts(215, 2000)],
      [0.037654, 0.748839, 0.213507],
    ],
  ])('%j: %j, as SciPy', (arms, expected) => {
    chanceToBeBest(arms).forEach((chance, i) => expect(chance).toBeCloseTo(expected[i]!, 5))
  })

  it.each([
    [counts(100, 1000), counts(120, 1000)],
    [counts(3, 50), counts(9, 52)],
    [counts(2000, 20000), counts(2060, 20000)],
    [counts(0, 30), counts(0, 30)],
  ])('A %j, B %j: as the closed form for two arms', (a, b) => {
    expect(chanceToBeBest([a, b])[1]).toBeCloseTo(chanceBBeatsA(a, b), 6)
  })
})

describe('the split check (chi-squared)', () => {
  it.each([
    [[1100, 900], [1, 1], 7.744216e-6],
    [[550, 450], [1, 1], 1.565402e-3],
    [[1010, 1030, 960], [1, 1, 1], 0.27253179],
    [[520, 250, 230], [2, 1, 1], 0.30119421],
  ])('%j on weights %j: p = %f, as SciPy', (visitors, weights, p) => {
    expect(splitPValue(visitors, weights) / p).toBeCloseTo(1, 5)
  })
})

describe("GrowthBook's chance to beat the control (normal approximation on the lift)", () => {
  it('says 84.8% for 3/50 against 9/52, where the chance to be best says 95.8%', () => {
    expect(growthBookChanceToBeat(counts(3, 50), counts(9, 52))).toBeCloseTo(0.848, 3)
    expect(chanceToBeBest([counts(3, 50), counts(9, 52)])[1]).toBeCloseTo(0.958, 3)
  })

  it('is a half for equal rates and has none without a control conversion', () => {
    expect(growthBookChanceToBeat(counts(100, 1000), counts(100, 1000))).toBeCloseTo(0.5, 9)
    expect(growthBookChanceToBeat(counts(0, 100), counts(3, 100))).toBeNull()
  })
})

describe('the beta distribution (@stdlib) at a million visitors an arm', () => {
  it("converges where jStat's incomplete beta stops after 100 iterations", () => {
    // Beta(a, a) is symmetric about 1/2, so its CDF there is exactly 1/2 at any volume.
    expect(betaCdf(0.5, 500_001, 500_001)).toBeCloseTo(0.5, 10)
    const jStatOff = Math.abs(jStat.beta.cdf(0.5, 500_001, 500_001) - 0.5)
    // A 10% rate on a million visitors: the largest gap between the two over ±6 standard deviations.
    const [a, b] = [100_001, 900_001]
    const mean = a / (a + b)
    const sd = Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)))
    let gap = 0
    for (let k = -60; k <= 60; k += 1) {
      const x = mean + (k * sd) / 10
      gap = Math.max(gap, Math.abs(betaCdf(x, a, b) - jStat.beta.cdf(x, a, b)))
    }
    console.log(
      `beta cdf, a million an arm: jStat off by ${jStatOff.toExponential(2)} at 50%, ` +
        `up to ${gap.toExponential(2)} from @stdlib at 10%`,
    )
    expect(jStatOff).toBeGreaterThan(1e-3)
    // The chance to be best at that volume still adds up, and matches the normal limit.
    const chances = chanceToBeBest([counts(100_000, 1_000_000), counts(100_500, 1_000_000)])
    expect(chances[0]! + chances[1]!).toBeCloseTo(1, 9)
    const z = 500 / 1_000_000 / Math.sqrt((2 * 0.10025 * 0.89975) / 1_000_000)
    expect(chances[1]).toBeCloseTo(jStat.normal.cdf(z, 0, 1), 3)
  })
})

describe('the visitors an arm needs', () => {
  // Fleiss' formula without continuity correction, by hand for 10% vs 15%, 95% and 80%:
  // (1.95996 * sqrt(2 * 0.125 * 0.875) + 0.84162 * sqrt(0.1 * 0.9 + 0.15 * 0.85))^2 / 0.05^2 = 685.6
  it('is 686 per arm for a +50% uplift over 10%', () => {
    expect(visitorsNeeded(0.1, 0.5, 2)).toBe(686)
  })

  it('is about 14 750 per arm for the default +10% over 10%', () => {
    expect(visitorsNeeded(0.1, DEFAULT_WORTH, 2)).toBeGreaterThan(14_000)
    expect(visitorsNeeded(0.1, DEFAULT_WORTH, 2)).toBeLessThan(15_500)
  })

  it('grows for a smaller uplift and with more arms', () => {
    expect(visitorsNeeded(0.1, 0.2, 2)).toBeGreaterThan(3 * visitorsNeeded(0.1, 0.5, 2))
    expect(visitorsNeeded(0.1, 0.5, 3)).toBeGreaterThan(visitorsNeeded(0.1, 0.5, 2))
  })
})

describe('the verdict', () => {
  const experiment: Experiment = {
    key: 'welcome-delay-8s',
    varies: 'HOME_WELCOME_POPUP_DELAY_MS',
    arms: [3000, 8000],
    weights: [1, 1],
    metric: 'Welcome popup (home): saved',
    start: '2026-12-01',
  }
  /** Counts spread evenly over `days` days from the start. */
  const spread = (arms: ReturnType<typeof counts>[], days: number): DayCounts[] =>
    Array.from({ length: days }, (_, d) => ({
      day: new Date(Date.parse('2026-12-01T00:00:00Z') + d * 86_400_000).toISOString().slice(0, 10),
      arms: arms.map((c) => ({
        visitors: Math.floor(c.visitors / days) + (d < c.visitors % days ? 1 : 0),
        conversions: Math.floor(c.conversions / days) + (d < c.conversions % days ? 1 : 0),
      })),
    }))
  const later = '2027-02-01'

  it('measures a step that exists (the example of timings.ts and the docs)', () => {
    expect(METRICS).toContain(experiment.metric)
  })

  it('keeps running until each arm has the planned visitors, and says how many and how long', () => {
    const verdict = verdictOf(experiment, spread([counts(100, 1000), counts(130, 1000)], 7), later)
    expect(verdict.kind).toBe('keep running')
    expect(verdict.text).toMatch(
      /^keep running \(\d+ more visitors per arm for a \+10\.0% uplift, about \d+ more days at last week's traffic\)$/,
    )
    expect(verdict.change).toBe('none yet: leave the experiment running')
  })

  it('gives no verdict before a full week, however many visitors', () => {
    const days = spread([counts(10_000, 100_000), counts(13_000, 100_000)], 6)
    expect(verdictOf(experiment, days, later).kind).toBe('keep running')
    expect(verdictOf(experiment, days, later).text).toMatch(/about 1 more day/)
    expect(
      verdictOf(experiment, spread([counts(10_000, 100_000), counts(13_000, 100_000)], 7), later)
        .kind,
    ).toBe('winner')
  })

  it('names the better arm and the one change to make', () => {
    expect(
      verdictOf(experiment, spread([counts(2000, 20_000), counts(2400, 20_000)], 14), later),
    ).toMatchObject({
      kind: 'winner',
      winner: 'B',
      text: 'B wins (+20.0%)',
      change: 'set HOME_WELCOME_POPUP_DELAY_MS to 8000 and remove the experiment',
    })
    expect(
      verdictOf(experiment, spread([counts(2400, 20_000), counts(2000, 20_000)], 14), later),
    ).toMatchObject({
      text: 'A wins',
      change: 'keep HOME_WELCOME_POPUP_DELAY_MS at 3000 and remove the experiment',
    })
  })

  it('says so when the win is smaller than the worth', () => {
    const verdict = verdictOf(
      experiment,
      spread([counts(20_000, 200_000), counts(21_400, 200_000)], 14),
      later,
    )
    expect(verdict.text).toBe('B wins (+7.0%), by less than the +10.0% worth keeping')
  })

  it('finds no difference worth keeping when the interval holds 0', () => {
    expect(
      verdictOf(experiment, spread([counts(2000, 20_000), counts(2030, 20_000)], 14), later),
    ).toMatchObject({
      kind: 'no difference',
      change: 'keep HOME_WELCOME_POPUP_DELAY_MS at 3000 and remove the experiment',
    })
  })

  it('decides on the counts up to the horizon, and later days change nothing', () => {
    const days = spread([counts(2000, 20_000), counts(2030, 20_000)], 14)
    const first = verdictOf(experiment, days, later)
    const more = [
      ...days,
      ...spread([counts(0, 5000), counts(1500, 5000)], 1).map((d) => ({ ...d, day: '2026-12-20' })),
    ]
    expect(verdictOf(experiment, more, later)).toEqual(first)
  })

  it('warns of a broken split before anything else, even a clear winner', () => {
    expect(
      verdictOf(experiment, spread([counts(1100, 11_000), counts(1800, 9000)], 14), later),
    ).toMatchObject({
      kind: 'broken',
      text: 'the split is broken, do not trust this',
    })
  })

  it('reads a worth of its own', () => {
    const verdict = verdictOf(
      { ...experiment, worth: 0.2 },
      spread([counts(10, 100), counts(12, 100)], 7),
      later,
    )
    expect(verdict.text).toMatch(/for a \+20\.0% uplift/)
  })
})
