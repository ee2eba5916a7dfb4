/**
 * Experiments in the database (supabase/migrations/20250101000400_experiments.sql) and the report of
 * `npm run funnels` (scripts/funnels/experiments/), read through the report's own query
 * (`EXPERIMENT_QUERY` on the
 * `experiment_report` view):
 *
 * - a tab is a unit from its exposure, and converts only by steps after it: the recorder's rows
 *   land as anon and the report counts them per arm as the simulation tallied them;
 * - forged rows (a "saved" with no exposure, or before it; arms and keys the site never shipped)
 *   leave the counts and the verdict as they were;
 * - an arm whose tabs' steps do not add up is flagged; days before the start are left out;
 * - a 55/45 split of a 50/50 experiment is flagged as broken, before anything else;
 * - the end of an experiment: declared, run, archived, its declaration removed, and the archived
 *   table and decision still in the report;
 * - the stop switch: anon reads the stopped keys, and cannot change them.
 *
 * The verdict's error rates and power are measured in tests/unit/experiment-sim.test.ts.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type postgres from 'postgres'
import { experimentsHtml } from '../../scripts/funnels/experiments/html'
import { EXPERIMENT_QUERY, type ExperimentRow } from '../../scripts/funnels/experiments/queries'
import { countsOf, daysOf, experimentsReport } from '../../scripts/funnels/experiments/results'
import { formatExperiments } from '../../scripts/funnels/experiments/text'
import { verdictOf } from '../../scripts/funnels/experiments/verdict'
import { archiveExperiment, readArchive } from '../../scripts/funnels/cli'
import * as timings from '../../machines/timings'
import { POPUPS } from '../../src/content/overlays'
import { EXPOSURES } from '../../src/domain/experiment-exposures'
import { anon, shipForFunnels, sqlClient } from './helpers'
import {
  SIMULATED_TIMINGS,
  recordCounts,
  recordRaw,
  recordSteps,
  tally,
  visitorsOf,
  welcomeExperiment,
  welcomeSteps,
} from './experiment-sim'

let sql: postgres.Sql

beforeAll(async () => {
  sql = sqlClient()
  // The simulated build, as its migration would have listed it.
  await shipForFunnels(
    sql,
    [SIMULATED_TIMINGS],
    [
      ...['sim-raw', 'sim-gaps', 'sim-broken', 'sim-end', 'sim-later', 'other-experiment'].map(
        (key) => ({ key, arms: 2 }),
      ),
    ],
  )
})
afterAll(async () => {
  await sql`delete from public.funnel_events where timings = ${SIMULATED_TIMINGS}`
  await sql`delete from app_private.experiment_unit_counts where experiment like 'sim-%'`
  await sql`delete from public.experiment_stops where experiment like 'sim-%'`
  await sql.end({ timeout: 5 })
})

/** The report's rows, as `npm run funnels` reads them. */
const reportRows = async () => (await sql.unsafe(EXPERIMENT_QUERY)) as unknown as ExperimentRow[]

const today = () => new Date().toISOString().slice(0, 10)
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000)

describe('units from their exposure', () => {
  const experiment = welcomeExperiment('sim-raw')
  const visitors = visitorsOf(experiment, { seed: 7, rates: [0.2, 0.3] }).next(3000)

  it('takes the arms as anon and counts each tab under its arm, from its exposure', async () => {
    await recordRaw(sql, experiment.key, visitors)
    // And one tab through PostgREST as the site sends it: its exposure, shown, submitted, saved; arm B.
    const tab = randomUUID()
    const at = Date.now()
    const rows = welcomeSteps(tab, '', true).map((s) => ({
      chart: s.chart,
      state: s.state,
      variant: s.variant,
      page: '/',
      tab,
      at: new Date(at + s.second * 1000).toISOString(),
      timings: SIMULATED_TIMINGS,
      arms: ['sim-raw:B', 'other-experiment:A'],
    }))
    expect((await anon.insert('funnel_events', rows)).status).toBe(201)
    const expected = tally(experiment, visitors)
    expected[1]!.visitors += 1
    expected[1]!.conversions += 1
    expect(countsOf(experiment, await reportRows())).toEqual(expected)
    expect(expected.every((c) => c.visitors > 1000 && c.conversions > 200)).toBe(true)
  })

  it('leaves the counts and the verdict as they were under forged rows', async () => {
    const before = await reportRows()
    const counts = countsOf(experiment, before)
    const verdict = verdictOf(experiment, daysOf(experiment, before), today())
    const source = POPUPS.homeWelcome.source
    const saved = (tab: string, arm: string, second: number) => ({
      tab,
      arm,
      chart: 'subscribe',
      state: 'ready.success',
      variant: source,
      second,
    })
    // 72 "saved" rows of arm B from tabs with no exposure; a saved a minute before the exposure of
    // 40 tabs that did not convert; whole conversions under an arm (C) and a key never shipped.
    const nonConverters = visitors.filter((v) => !v.converted && v.arm === 1).slice(0, 40)
    await recordSteps(sql, [
      ...Array.from({ length: 72 }, () => saved(randomUUID(), 'sim-raw:B', 0)),
      ...nonConverters.map((v) => saved(v.tab, 'sim-raw:B', -60)),
      ...Array.from({ length: 30 }, () => welcomeSteps(randomUUID(), 'sim-raw:C', true)).flat(),
      ...Array.from({ length: 30 }, () =>
        welcomeSteps(randomUUID(), 'never-shipped:B', true),
      ).flat(),
    ])
    const after = await reportRows()
    expect(countsOf(experiment, after)).toEqual(counts)
    expect(verdictOf(experiment, daysOf(experiment, after), today())).toEqual(verdict)
  })

  it('flags an arm whose tabs’ steps do not add up, and leaves out the days before the start', async () => {
    const experiment = welcomeExperiment('sim-gaps', { start: today() })
    const early = visitorsOf(experiment, { seed: 9, rates: [0.5, 0.5] }).next(40)
    await recordRaw(sql, experiment.key, early, daysAgo(2))
    const fair = visitorsOf(experiment, { seed: 10, rates: [0.2, 0.2] }).next(60)
    await recordRaw(sql, experiment.key, fair)
    // A tab of B exposed, then saved with nothing between.
    const odd = randomUUID()
    await recordSteps(sql, [
      {
        tab: odd,
        arm: 'sim-gaps:B',
        chart: 'timedPopup',
        state: 'waiting',
        variant: 'homeWelcome',
        second: 0,
      },
      {
        tab: odd,
        arm: 'sim-gaps:B',
        chart: 'subscribe',
        state: 'ready.success',
        variant: POPUPS.homeWelcome.source,
        second: 5,
      },
    ])
    const rows = await reportRows()
    const expected = tally(experiment, fair)
    expected[1]!.visitors += 1
    expected[1]!.conversions += 1
    expect(countsOf(experiment, rows)).toEqual(expected)
    const text = formatExperiments(
      experimentsReport([experiment], rows, { defaults: timings, now: Date.now() }),
    )
    expect(text).toContain('  steps: WARNING steps do not add up in B (1 tabs)')
  })

  it('holds the exposure steps the site records (src/domain/experiments.ts EXPOSURES)', async () => {
    const rows = await sql<Array<{ chart: string; states: string[]; variant: string | null }>>`
      select chart, to_json(states) as states, variant from app_private.experiment_exposure_steps`
    const expected = Object.values(EXPOSURES).map((e) => ({
      chart: e.chart,
      states: [...e.states],
      variant: e.variant ?? null,
    }))
    expect(rows.map((r) => ({ ...r }))).toEqual(expect.arrayContaining(expected))
    expect(rows).toHaveLength(expected.length)
  })
})

/** Counts spread over `days` days ending yesterday, per arm. */
function spread(key: string, arms: Array<[number, number]>, days: number) {
  return Array.from({ length: days }, (_, d) => ({
    key,
    day: daysAgo(days - d)
      .toISOString()
      .slice(0, 10),
    counts: arms.map(([conversions, visitors]) => ({
      visitors: Math.round(visitors / days),
      conversions: Math.round(conversions / days),
    })),
  }))
}

describe('the report', () => {
  it('flags a 55/45 split on a 50/50 experiment as broken, before anything else', async () => {
    const experiment = welcomeExperiment('sim-broken', {
      start: daysAgo(20).toISOString().slice(0, 10),
    })
    await recordCounts(
      sql,
      spread(
        experiment.key,
        [
          [1100, 11_000],
          [1350, 9000],
        ],
        14,
      ),
    )
    const report = experimentsReport([experiment], await reportRows(), {
      defaults: timings,
      now: Date.now(),
    })
    expect(report.running[0]!.verdict).toMatchObject({
      kind: 'broken',
      text: 'the split is broken, do not trust this',
    })
    const text = formatExperiments(report)
    expect(text.indexOf('WARNING sim-broken: the split is broken')).toBeGreaterThan(0)
    expect(text.indexOf('WARNING')).toBeLessThan(text.indexOf('visitors  conversions'))
    expect(text).toMatch(/split: 50\/50 expected, 5\d\.\d\/4\d\.\d seen \(p < 0\.001\)/)
    const html = experimentsHtml(report)
    expect(html.indexOf('class="warning"')).toBeLessThan(html.indexOf('<table>'))
  })

  it('shows each arm, the plan, the chart, the verdict and the change; then, ended, from the archive', async () => {
    const start = daysAgo(20).toISOString().slice(0, 10)
    const experiment = welcomeExperiment('sim-end', { start })
    await recordCounts(
      sql,
      spread(
        experiment.key,
        [
          [1960, 19_600],
          [2352, 19_600],
        ],
        14,
      ),
    )
    const later = welcomeExperiment('sim-later', { start: '2999-01-01' })
    const running = experimentsReport([experiment, later], await reportRows(), {
      defaults: timings,
      now: Date.now(),
    })
    const text = formatExperiments(running)
    const block = text.split('\n\n').find((b) => b.startsWith('sim-end:'))!
    const lines = block.split('\n')
    expect(lines[0]).toBe(
      `sim-end: HOME_WELCOME_POPUP_DELAY_MS, since ${start}; conversion: Welcome popup (home): saved`,
    )
    expect(lines[1]).toMatch(
      /^ {2}arm +value +visitors +conversions +rate \(95% interval\) +uplift vs A \(95% interval\) +chance best +GrowthBook: beats A$/,
    )
    // The counts up to the horizon: what decided.
    expect(lines[2]).toMatch(/^ {2}A +3000 +\d+ +\d+ +10\.0% \(9\.\d%-10\.\d%\) +control +0\.0%$/)
    expect(lines[3]).toMatch(
      /^ {2}B +8000 +\d+ +\d+ +12\.0% \(11\.\d%-12\.\d%\) +\+20\.0% \(\+1\d\.\d% to \+2\d\.\d%\) +100\.0% +100\.0%$/,
    )
    expect(block).toMatch(/planned: \d+ visitors an arm and 7 days, reached on \d{4}-\d\d-\d\d/)
    expect(block).toContain('  verdict: B wins (+20.0%)')
    expect(block).toContain(
      '  change: set HOME_WELCOME_POPUP_DELAY_MS to 8000 and remove the experiment',
    )
    expect(text).toContain('sim-later: starts 2999-01-01; ')
    const html = experimentsHtml(running)
    expect(html).toContain('aria-label="sim-end: conversion rate per arm with 95% intervals"')
    expect(html).toContain(
      'aria-label="sim-end: cumulative uplift of B over A by day, against the planned sample"',
    )
    expect(html).toMatch(/planned \d+<\/text>/)

    // Ended: archived, then its declaration removed.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'archive-')), 'experiments-archive.json')
    archiveExperiment(file, experiment, await reportRows(), timings, Date.now())
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(1)
    const ended = experimentsReport([], await reportRows(), {
      defaults: timings,
      now: Date.now(),
      archive: readArchive(file),
    })
    expect(ended.running).toEqual([])
    const endedText = formatExperiments(ended)
    const endedBlock = endedText.split('\n\n').find((b) => b.startsWith('sim-end (ended '))!
    expect(endedBlock.split('\n')[0]).toBe(
      `sim-end (ended ${today()}): HOME_WELCOME_POPUP_DELAY_MS, from ${start}; conversion: Welcome popup (home): saved`,
    )
    expect(endedBlock).toMatch(/\n {2}B +8000 +\d+ +\d+ +12\.0% /)
    expect(endedBlock).toContain('  verdict: B wins (+20.0%)')
    expect(endedBlock).toContain('  change: set HOME_WELCOME_POPUP_DELAY_MS to 8000')
    expect(endedText).not.toMatch(/Ended, not archived.*sim-end/)
    expect(experimentsHtml(ended)).toContain('<h2>Ended experiments</h2>')
  })
})

describe('the stop switch', () => {
  it('lists the stopped keys to anon, who may not stop or restart one', async () => {
    const stops = async () =>
      (
        (await anon.select('experiment_stops', 'select=experiment')).body as Array<{
          experiment: string
        }>
      ).map((row) => row.experiment)
    expect(await stops()).not.toContain('sim-stop')
    await sql`insert into public.experiment_stops (experiment) values ('sim-stop')`
    expect(await stops()).toContain('sim-stop')
    expect((await anon.insert('experiment_stops', { experiment: 'sim-other' })).status).toBe(401)
    expect((await anon.delete('experiment_stops', 'experiment=eq.sim-stop')).status).toBe(401)
    expect((await anon.select('experiment_stops', 'select=stopped_at')).status).toBe(401)
    expect(await stops()).toContain('sim-stop')
  })
})
