/**
 * Simulated experiments for tests/db/experiments.test.ts: tabs with seeded ids, each given an arm by
 * the site's own assignment (src/domain/experiments.ts, unless a test forces the split) and
 * converting with their arm's true rate. They reach the database as the recorder's rows (the
 * welcome popup's countdown, its exposure, then shown, submitted and saved for a conversion), or,
 * for large simulations, as the per-arm counts the retention rolls raw rows up into
 * (app_private.experiment_unit_counts): on PGlite a raw row costs about a millisecond to check, and
 * the report sums both kinds the same way (tests/db/retention.test.ts).
 */
import type postgres from 'postgres'
import { POPUPS } from '../../src/content/overlays'
import { ARM_NAMES, armOf, recordedArm, type Experiment } from '../../src/domain/experiments'
import type { ArmCounts } from '../../scripts/funnels/experiments/stats'
import { seeded, seededUuid } from '../unit/seeded'

/** The timings version the simulated rows carry: no real build's (the tests delete them after). */
export const SIMULATED_TIMINGS = '5e5e5e5e'

export function welcomeExperiment(key: string, patch: Partial<Experiment> = {}): Experiment {
  return {
    key,
    varies: 'HOME_WELCOME_POPUP_DELAY_MS',
    arms: [3000, 8000],
    weights: [1, 1],
    metric: 'Welcome popup (home): saved',
    start: '2026-01-01',
    ...patch,
  }
}

export interface Visitor {
  tab: string
  arm: number
  converted: boolean
}

/** One simulated experiment's visitors, drawn in the same order however many are taken. */
export function visitorsOf(
  experiment: Experiment,
  options: { seed: number; rates: readonly number[]; split?: readonly number[] },
) {
  const random = seeded(options.seed)
  return {
    /** The next `count` visitors: their tab, arm and whether they converted. */
    next(count: number): Visitor[] {
      return Array.from({ length: count }, () => {
        const tab = seededUuid(random)
        const draw = random()
        let arm = armOf(experiment, tab)
        if (options.split) {
          // A forced split (a broken one): the arm by this draw, not by the visitor's hash.
          let from = 0
          arm = options.split.findIndex((share) => draw < (from += share))
        }
        return { tab, arm, converted: random() < options.rates[arm]! }
      })
    },
  }
}

/** Each arm's visitors and conversions among `visitors`, arm A first. */
export function tally(experiment: Experiment, visitors: readonly Visitor[]): ArmCounts[] {
  return experiment.arms.map((_, arm) => {
    const own = visitors.filter((v) => v.arm === arm)
    return { visitors: own.length, conversions: own.filter((v) => v.converted).length }
  })
}

/** A simulated step: the recorder's row, `second` seconds after the tab's exposure. */
export interface SimStep {
  tab: string
  arm: string
  chart: string
  state: string
  variant: string
  second: number
}

/** The recorder's rows of a tab of the welcome popup's experiment: exposed, then a conversion's steps. */
export function welcomeSteps(tab: string, arm: string, converted: boolean): SimStep[] {
  const source = POPUPS.homeWelcome.source
  const step = (chart: string, state: string, variant: string, second: number) => ({
    tab,
    arm,
    chart,
    state,
    variant,
    second,
  })
  return [
    step('timedPopup', 'waiting', 'homeWelcome', 0),
    ...(converted
      ? [
          step('timedPopup', 'open', 'homeWelcome', 1),
          step('subscribe', 'submitting', source, 2),
          step('subscribe', 'ready.success', source, 3),
        ]
      : []),
  ]
}

/** Writes steps into funnel_events as the recorder would, the exposures at `at` (now unless said). */
export async function recordSteps(sql: postgres.Sql, steps: readonly SimStep[], at = new Date()) {
  for (let from = 0; from < steps.length; from += 20_000) {
    await sql`
      insert into public.funnel_events (chart, state, variant, page, tab, at, timings, arms)
      select chart, state, variant, '/', tab::uuid,
             ${at.toISOString()}::timestamptz + second * interval '1 second',
             ${SIMULATED_TIMINGS}, case when arm = '' then '{}'::text[] else array[arm] end
      from json_to_recordset(${JSON.stringify(steps.slice(from, from + 20_000))}::text::json)
        as t(chart text, state text, variant text, tab text, arm text, second integer)`
  }
}

/** Writes the visitors' steps into funnel_events as the recorder would. */
export async function recordRaw(
  sql: postgres.Sql,
  key: string,
  visitors: readonly Visitor[],
  at = new Date(),
) {
  await recordSteps(
    sql,
    visitors.flatMap(({ tab, arm, converted }) =>
      welcomeSteps(tab, recordedArm(key, arm), converted),
    ),
    at,
  )
}

/** Writes per-arm counts of the welcome popup's funnel as the retention leaves them, per day. */
export async function recordCounts(
  sql: postgres.Sql,
  experiments: ReadonlyArray<{ key: string; day: string; counts: readonly ArmCounts[] }>,
) {
  const [first] = await sql<Array<{ funnel_no: number }>>`
    select funnel_no from app_private.funnel_steps where funnel = 'Welcome popup (home)' and step_no = 1`
  const [saved] = await sql<Array<{ step_no: number }>>`
    select step_no from app_private.funnel_steps
    where funnel = 'Welcome popup (home)' and label = 'saved'`
  const rows = experiments.flatMap(({ key, day, counts }) =>
    counts.flatMap((c, arm) => [
      {
        key,
        day,
        arm: ARM_NAMES[arm],
        kind: 'exposed',
        funnel_no: 0,
        step_no: 0,
        units: c.visitors,
      },
      {
        key,
        day,
        arm: ARM_NAMES[arm],
        kind: 'step',
        funnel_no: first!.funnel_no,
        step_no: saved!.step_no,
        units: c.conversions,
      },
    ]),
  )
  await sql`
    insert into app_private.experiment_unit_counts
      (experiment, arm, day, kind, funnel_no, step_no, units)
    select key, arm, day::date, kind, funnel_no, step_no, units
    from json_to_recordset(${JSON.stringify(rows)}::text::json)
      as t(key text, day text, arm text, kind text, funnel_no integer, step_no integer, units integer)`
}
