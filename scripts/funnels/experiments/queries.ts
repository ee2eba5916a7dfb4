/** What the experiments' report reads from the database: its rows, and last week's traffic for a plan. */
import type { Experiment } from '../../../src/domain/experiments'
import { EXPOSURES } from '../../../src/domain/experiment-exposures'

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

/** The metric's funnel and step: 'Welcome popup (home): saved' -> ['Welcome popup (home)', 'saved']. */
export function metricOf(experiment: Experiment): [string, string] {
  const at = experiment.metric.lastIndexOf(': ')
  return [experiment.metric.slice(0, at), experiment.metric.slice(at + 2)]
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
