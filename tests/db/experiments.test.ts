/**
 * Experiments in the database (supabase/migrations/20261128300000_experiments.sql) and the verdict
 * of `npm run funnels` (scripts/funnels/experiments.ts) on seeded simulations, read through the
 * report's own query (`EXPERIMENT_QUERY` on the `experiment_report` view):
 *
 * - the recorder's rows with their arms land as anon, and the report counts them per arm as the
 *   simulation tallied them;
 * - a true 20% relative uplift at a 10% base rate: no verdict before the planned sample, never the
 *   worse arm, and the better arm once the sample is large;
 * - no true difference, 200 seeds, the marketer reading the report at three sizes and stopping at
 *   the first verdict: a winner in at most 5% of them, and most settle on "no difference";
 * - a 55/45 split of a 50/50 experiment is flagged as broken, before anything else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type postgres from 'postgres'
import {
  EXPERIMENT_QUERY,
  countsOf,
  experimentsReport,
  experimentsHtml,
  formatExperiments,
  verdictOf,
  visitorsNeeded,
  type ExperimentRow,
  type Verdict,
} from '../../scripts/funnels/experiments'
import * as timings from '../../machines/timings'
import { ARM_NAMES, type Experiment } from '../../src/domain/experiments'
import { anon, shipForFunnels, sqlClient } from './helpers'
import {
  SIMULATED_TIMINGS,
  recordCounts,
  recordRaw,
  tally,
  visitorsOf,
  welcomeExperiment,
} from './experiment-sim'

let sql: postgres.Sql

beforeAll(async () => {
  sql = sqlClient()
  // The simulated build, as its migration would have listed it.
  await shipForFunnels(
    sql,
    [SIMULATED_TIMINGS],
    [
      { key: 'sim-raw', arms: 2 },
      { key: 'other-experiment', arms: 2 },
    ],
  )
})
afterAll(async () => {
  await sql`delete from public.funnel_events where timings = ${SIMULATED_TIMINGS}`
  await sql`delete from app_private.experiment_step_counts where experiment like 'sim-%'`
  await sql.end({ timeout: 5 })
})

/** The report's rows, as `npm run funnels` reads them. */
const reportRows = async () => (await sql.unsafe(EXPERIMENT_QUERY)) as unknown as ExperimentRow[]

describe('arms in funnel_events', () => {
  it('takes the arms as anon and counts each tab under its arm', async () => {
    const experiment = welcomeExperiment('sim-raw')
    const visitors = visitorsOf(experiment, { seed: 7, rates: [0.2, 0.3] }).next(3000)
    await recordRaw(sql, experiment.key, visitors)
    // And one visitor through PostgREST as the site sends it: both of its steps, arm B.
    const tab = '00000000-0000-4000-8000-00000000b0b0'
    const step = {
      page: '/',
      tab,
      at: new Date().toISOString(),
      timings: SIMULATED_TIMINGS,
      arms: ['sim-raw:B', 'other-experiment:A'],
    }
    const answer = await anon.insert('funnel_events', [
      { ...step, chart: 'timedPopup', state: 'waiting', variant: 'homeWelcome' },
      { ...step, chart: 'subscribe', state: 'ready.success', variant: 'welcome_popup' },
    ])
    expect(answer.status).toBe(201)
    const expected = tally(experiment, visitors)
    expected[1]!.visitors += 1
    expected[1]!.conversions += 1
    expect(countsOf(experiment, await reportRows())).toEqual(expected)
    expect(expected.every((c) => c.visitors > 1000 && c.conversions > 200)).toBe(true)
  })
})

/** The verdict at each cumulative size, from counts written for each look under its own key. */
async function verdictsAtLooks(
  runs: ReadonlyArray<{ experiment: Experiment; seed: number; rates: number[] }>,
  looks: readonly number[],
  split?: readonly number[],
): Promise<Verdict[][]> {
  const written: Array<{ key: string; counts: ReturnType<typeof tally> }> = []
  const keyed: Array<Array<Experiment>> = []
  for (const { experiment, seed, rates } of runs) {
    const visitors = visitorsOf(experiment, { seed, rates, ...(split ? { split } : {}) }).next(
      Math.max(...looks),
    )
    keyed.push(
      looks.map((size) => {
        const look = { ...experiment, key: `${experiment.key}-${size}` }
        written.push({ key: look.key, counts: tally(experiment, visitors.slice(0, size)) })
        return look
      }),
    )
  }
  for (let from = 0; from < written.length; from += 500)
    await recordCounts(sql, written.slice(from, from + 500))
  const rows = await reportRows()
  return keyed.map((looksOfRun) => looksOfRun.map((look) => verdictOf(look, countsOf(look, rows))))
}

describe('the verdict on seeded simulations', () => {
  it('with a true 20% relative uplift at 10%: not before the planned sample, never A, then B', async () => {
    // A marketer after this uplift says so: 2 points is worth keeping.
    const runs = [1, 2, 3, 4, 5].map((seed) => ({
      experiment: welcomeExperiment(`sim-uplift-${seed}`, { worthPoints: 2 }),
      seed,
      rates: [0.1, 0.12],
    }))
    const looks = [1000, 4000, 8000, 16_000, 32_000, 48_000]
    const verdicts = await verdictsAtLooks(runs, looks)
    const planned = visitorsNeeded(0.1, 0.02, 2)
    console.log(
      `20% uplift at 10%, planned ${planned} per arm; verdicts per look (${looks.join(', ')} visitors):\n` +
        verdicts.map((v) => `  ${v.map((x) => x.text).join(' | ')}`).join('\n'),
    )
    for (const perLook of verdicts) {
      perLook.forEach((verdict, i) => {
        // Well short of the planned sample (each arm has about half the visitors): no call yet.
        if (looks[i]! / 2 < planned * 0.9) expect(verdict.kind).toBe('keep running')
        expect(verdict.winner).not.toBe('A')
        expect(verdict.kind).not.toBe('no difference')
        expect(verdict.kind).not.toBe('broken')
      })
      expect(perLook.at(-1)).toMatchObject({ kind: 'winner', winner: 'B', text: 'B wins' })
    }
  })

  // 200 simulated experiments of up to 6 400 visitors, read three times: more than the default limit.
  it(
    'with no true difference, over 200 seeds, calls a winner in at most 5% of them',
    { timeout: 180_000 },
    async () => {
      const runs = Array.from({ length: 200 }, (_, seed) => ({
        experiment: welcomeExperiment(`sim-null-${seed}`),
        seed: 1000 + seed,
        rates: [0.1, 0.1],
      }))
      // Read at three sizes (the planned sample at 10% is 686 per arm); the first verdict stands.
      const looks = [1600, 3200, 6400]
      const verdicts = await verdictsAtLooks(runs, looks)
      const final = verdicts.map(
        (perLook) => perLook.find((v) => v.kind !== 'keep running') ?? perLook.at(-1)!,
      )
      const count = (kind: Verdict['kind']) => final.filter((v) => v.kind === kind).length
      console.log(
        `no true difference, 200 seeds: ${count('winner')} winners, ${count('no difference')} no difference, ` +
          `${count('keep running')} still running, ${count('broken')} broken splits`,
      )
      expect(count('winner')).toBeLessThanOrEqual(10)
      // It does decide: not a report that never calls anything.
      expect(count('no difference')).toBeGreaterThanOrEqual(150)
      // A fair split is flagged about once in a thousand reads: three reads of 200 seeds.
      expect(verdicts.flat().filter((v) => v.kind === 'broken').length).toBeLessThanOrEqual(3)
    },
  )

  it('flags a 55/45 split on a 50/50 experiment as broken, before anything else', async () => {
    const runs = [1, 2, 3].map((seed) => ({
      experiment: welcomeExperiment(`sim-broken-${seed}`),
      seed: 500 + seed,
      // A clear winner too: the broken split must still come first.
      rates: [0.1, 0.15],
    }))
    const verdicts = await verdictsAtLooks(runs, [4000, 10_000], [0.55, 0.45])
    for (const v of verdicts.flat())
      expect(v).toMatchObject({ kind: 'broken', text: 'the split is broken, do not trust this' })

    // The text report warns before its table, and the HTML report says so at the top.
    const experiment = { ...runs[0]!.experiment, key: 'sim-broken-1-4000' }
    const report = experimentsReport([experiment], await reportRows(), {
      defaults: timings,
      now: Date.now(),
    })
    const text = formatExperiments(report)
    expect(text.indexOf('WARNING sim-broken-1-4000: the split is broken')).toBeGreaterThan(0)
    expect(text.indexOf('WARNING')).toBeLessThan(text.indexOf('visitors'))
    expect(text).toContain('verdict: the split is broken, do not trust this')
    expect(text).toMatch(/split: 50\/50 expected, 5\d\.\d\/4\d\.\d seen \(p < 0\.001\)/)
    const html = experimentsHtml(report)
    expect(html.indexOf('class="warning"')).toBeLessThan(html.indexOf('<table>'))
  })
})

describe('the report of one experiment', () => {
  it('shows each arm, its rate and interval, the uplift, the chance to be best, and the verdict', async () => {
    const experiment = welcomeExperiment('sim-shown', { start: '2026-01-05' })
    await recordCounts(sql, [
      {
        key: experiment.key,
        counts: [
          { visitors: 1000, conversions: 100 },
          { visitors: 1000, conversions: 120 },
        ],
      },
    ])
    const later = welcomeExperiment('sim-later', { start: '2999-01-01' })
    const report = experimentsReport([experiment, later], await reportRows(), {
      defaults: timings,
      now: Date.now(),
    })
    expect(report.upcoming).toEqual([later])
    expect(report.ended).toContain('sim-raw')
    const text = formatExperiments(report)
    const block = text.split('\n\n').find((b) => b.startsWith('sim-shown:'))!
    expect(block.split('\n')).toEqual([
      'sim-shown: HOME_WELCOME_POPUP_DELAY_MS, since 2026-01-05; conversion: Welcome popup (home): saved',
      expect.stringMatching(
        /^ {2}arm +value +visitors +conversions +rate \(95% interval\) +uplift vs A \(95% interval\) +chance best$/,
      ),
      expect.stringMatching(/^ {2}A +3000 +1000 +100 +10\.0% \(8\.3%-12\.0%\) +control +7\.7%$/),
      expect.stringMatching(
        /^ {2}B +8000 +1000 +120 +12\.0% \(10\.1%-14\.2%\) +\+20\.0% \(-6\.6% to \+54\.2%\) +92\.3%$/,
      ),
      '  split: 50/50 expected, 50.0/50.0 seen (p = 1.000)',
      expect.stringMatching(
        /^ {2}verdict: keep running \(\d+ more visitors per arm for a 5-point uplift\)$/,
      ),
    ])
    expect(text).toContain('sim-later: starts 2999-01-01')
    expect(ARM_NAMES.slice(0, 2)).toEqual(['A', 'B'])
  })
})
