/**
 * The experiment report's statistics (scripts/funnels/experiments.ts) against published values and
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
import jStat from 'jstat'
import { describe, expect, it } from 'vitest'
import {
  METRICS,
  chanceToBeBest,
  rateInterval,
  relativeUplift,
  splitPValue,
  verdictOf,
  visitorsNeeded,
} from '../../scripts/funnels/experiments'
import type { Experiment } from '../../src/domain/experiments'

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

describe('the visitors an arm needs', () => {
  // Fleiss' formula without continuity correction, by hand for 10% vs 15%, 95% and 80%:
  // (1.95996 * sqrt(2 * 0.125 * 0.875) + 0.84162 * sqrt(0.1 * 0.9 + 0.15 * 0.85))^2 / 0.05^2 = 685.6
  it('is 686 per arm for a 5-point uplift over 10%', () => {
    expect(visitorsNeeded(0.1, 0.05, 2)).toBe(686)
  })

  it('grows for a smaller uplift and with more arms', () => {
    expect(visitorsNeeded(0.1, 0.02, 2)).toBeGreaterThan(3 * visitorsNeeded(0.1, 0.05, 2))
    expect(visitorsNeeded(0.1, 0.05, 3)).toBeGreaterThan(visitorsNeeded(0.1, 0.05, 2))
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

  it('measures a step that exists (the example of timings.ts and the docs)', () => {
    expect(METRICS).toContain(experiment.metric)
  })

  it('keeps running until each arm has the visitors a 5-point uplift needs', () => {
    const verdict = verdictOf(experiment, [counts(10, 100), counts(30, 100)])
    expect(verdict.kind).toBe('keep running')
    expect(verdict.text).toMatch(
      /^keep running \(\d+ more visitors per arm for a 5-point uplift\)$/,
    )
    // With the control at (10 + 1) / (100 + 2): what the formula asks, less the 100 there.
    expect(verdict.more).toBe(visitorsNeeded(11 / 102, 0.05, 2) - 100)
  })

  it('names the better arm once the sample is large and the difference clear', () => {
    expect(verdictOf(experiment, [counts(1000, 10_000), counts(1200, 10_000)])).toMatchObject({
      kind: 'winner',
      winner: 'B',
      text: 'B wins',
    })
    expect(verdictOf(experiment, [counts(1200, 10_000), counts(1000, 10_000)]).text).toBe('A wins')
  })

  it('finds no difference worth keeping when every interval stays under 5 points', () => {
    expect(verdictOf(experiment, [counts(1000, 10_000), counts(1010, 10_000)]).text).toBe(
      'no difference worth keeping',
    )
  })

  it('keeps running past the planned sample while neither is settled, and says how long', () => {
    const verdict = verdictOf(experiment, [counts(70, 700), counts(95, 700)])
    expect(verdict.kind).toBe('keep running')
    expect(verdict.more).toBeGreaterThan(0)
  })

  it('warns of a broken split before anything else, even a clear winner', () => {
    expect(verdictOf(experiment, [counts(1100, 11_000), counts(1800, 9000)])).toMatchObject({
      kind: 'broken',
      text: 'the split is broken, do not trust this',
    })
  })

  it('reads a worth of its own', () => {
    const verdict = verdictOf({ ...experiment, worthPoints: 2 }, [counts(10, 100), counts(12, 100)])
    expect(verdict.text).toMatch(/for a 2-point uplift\)$/)
  })
})
