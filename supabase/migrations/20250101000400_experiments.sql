-- Experiments on the timings (docs/funnels-and-experiments.md "Experiments"): every funnel step
-- carries the visitor's arm in each experiment running (public.funnel_events.arms, in the funnels
-- baseline), so every funnel can be read per arm.
--
-- The unit is the browser tab (its random id, `funnel_events.tab`: nothing outlives a tab). A tab is
-- an experiment's unit from its exposure: its first step carrying the experiment's arm that is one
-- of the steps where a varied timing takes effect (app_private.experiment_exposure_steps, the copy
-- of EXPOSURES in src/domain/experiments.ts; the recorder adds an arm from that step on). A step
-- counts for the unit only when it came at or after the exposure (by the steps' times), so a
-- "saved" row without an exposure before it counts for nothing. Per unit and funnel, steps that do
-- not run one after the other (saved without submitted, say) are counted as a gap, which the
-- report shows as a warning per arm. Counts are per day of exposure (UTC), so the report can leave
-- out the days before an experiment's start and draw the days.
--
--   * app_private.experiment_units(cutoff): those counts for the tabs whose last step is older than
--     cutoff ('infinity': every tab);
--   * app_private.experiment_unit_counts: what the retention rolls up (whole tabs), the same counts;
--   * public.experiment_report: raw and rolled up together, read by `npm run funnels`, which
--     computes the verdict (scripts/funnels/experiments/verdict.ts);
--   * the stop switch: public.experiment_stops, one row per stopped experiment, which anon may
--     read (the key only) and the site reads at start-up: a stopped experiment sends every new page
--     load to the control. Stop one without a deploy:
--       insert into public.experiment_stops (experiment) values ('welcome-delay-8s');
--
-- Tested in tests/db/experiments.test.ts and tests/db/retention.test.ts (PGlite and PostgreSQL 15).

-- Functions here are grouped by what they do, not by what they call: a body that calls a function
-- defined further down is checked when it first runs (every one runs in tests/db), not at creation.
set check_function_bodies = off;

create table app_private.experiment_exposure_steps (
  chart text not null,
  states text[] not null,
  variant text
);

alter table app_private.experiment_exposure_steps enable row level security;

revoke all on table app_private.experiment_exposure_steps from public, anon, authenticated;

grant select on table app_private.experiment_exposure_steps to service_role;

insert into app_private.experiment_exposure_steps (chart, states, variant) values
  ('timedPopup', '{loading,waiting}', 'homeWelcome'),
  ('timedPopup', '{loading,waiting}', 'learn'),
  ('timedPopup', '{loading,waiting}', 'trainingHub'),
  ('timedPopup', '{thanks}', null),
  ('exitIntent', '{dwelling}', null),
  ('promoCard', '{hidden}', null),
  ('trainingHub', '{loadingMore}', null),
  ('levelQuiz', '{quiz.locked}', null);

create function app_private.experiment_units(cutoff timestamptz)
returns table (
  experiment text,
  arm text,
  day date,
  kind text,
  funnel_no integer,
  step_no integer,
  units bigint
)
language sql
stable
set search_path = ''
as $$
  with tabs as (
    select e.tab from public.funnel_events e group by e.tab having max(e.at) < cutoff
  ),
  armed as (
    select e.tab, e.chart, e.state, e.variant, e.page, e.at,
           split_part(a.arm, ':', 1) as experiment, split_part(a.arm, ':', 2) as arm
    from public.funnel_events e
    cross join lateral unnest(e.arms) as a(arm)
    where e.tab in (select t.tab from tabs t)
  ),
  exposed as (
    select x.experiment, x.arm, x.tab, min(x.at) as at
    from armed x
    join app_private.experiment_exposure_steps s
      on s.chart = x.chart and x.state = any (s.states)
     and (s.variant is null or x.variant = s.variant)
    group by x.experiment, x.arm, x.tab
  ),
  reached as (
    select u.experiment, u.arm, u.tab, (u.at at time zone 'UTC')::date as day,
           s.funnel_no, s.step_no
    from exposed u
    join armed x on x.experiment = u.experiment and x.arm = u.arm and x.tab = u.tab
     and x.at >= u.at
    join app_private.funnel_steps s
      on s.chart = x.chart and x.state = any (s.states)
     and (s.variant is null or x.variant = s.variant)
     and (s.page is null or x.page = s.page)
    group by 1, 2, 3, 4, 5, 6
  )
  select u.experiment, u.arm, (u.at at time zone 'UTC')::date, 'exposed', 0, 0, count(*)
  from exposed u group by 1, 2, 3
  union all
  select r.experiment, r.arm, r.day, 'step', r.funnel_no, r.step_no, count(*)
  from reached r group by 1, 2, 3, 5, 6
  union all
  select g.experiment, g.arm, g.day, 'gap', g.funnel_no, 0, count(*)
  from (
    select r.experiment, r.arm, r.tab, r.day, r.funnel_no
    from reached r
    group by 1, 2, 3, 4, 5
    having count(*) <> max(r.step_no) - min(r.step_no) + 1
  ) as g
  group by 1, 2, 3, 5
$$;

revoke all on function app_private.experiment_units(timestamptz) from public, anon, authenticated;

grant execute on function app_private.experiment_units(timestamptz) to service_role;

create table app_private.experiment_unit_counts (
  experiment text not null,
  arm text not null,
  day date not null,
  kind text not null check (kind in ('exposed', 'step', 'gap')),
  funnel_no integer not null,
  step_no integer not null,
  units integer not null check (units >= 0),
  primary key (experiment, arm, day, kind, funnel_no, step_no)
);

alter table app_private.experiment_unit_counts enable row level security;

revoke all on table app_private.experiment_unit_counts from public, anon, authenticated;

grant select on table app_private.experiment_unit_counts to service_role;

create view public.experiment_report with (security_invoker = true) as
with counts as (
  select b.experiment, b.arm, b.day, b.kind, b.funnel_no, b.step_no, sum(b.units) as units
  from (
    select u.experiment, u.arm, u.day, u.kind, u.funnel_no, u.step_no, u.units
    from app_private.experiment_units('infinity') as u
    union all
    select c.experiment, c.arm, c.day, c.kind, c.funnel_no, c.step_no, c.units
    from app_private.experiment_unit_counts as c
  ) as b
  group by 1, 2, 3, 4, 5, 6
)
select c.experiment, c.arm, c.day, c.kind, c.funnel_no, f.funnel, c.step_no, s.label as step,
       c.units::integer as units
from counts as c
left join (select distinct fs.funnel_no, fs.funnel from app_private.funnel_steps fs) as f
  on f.funnel_no = c.funnel_no
left join app_private.funnel_steps as s on s.funnel_no = c.funnel_no and s.step_no = c.step_no;

revoke all on table public.experiment_report from anon, authenticated;

grant select on table public.experiment_report to service_role;

-- ---------------------------------------------------------------------------------------------
-- The stop switch

-- One row per stopped experiment, from `stopped_at` on (now unless given: a stop may be set for a
-- later moment). Anyone may read which keys are stopped (the site does, at start-up:
-- GET /rest/v1/experiment_stops?select=experiment); only service_role writes.
create table public.experiment_stops (
  experiment text primary key check (experiment ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'),
  stopped_at timestamptz not null default now()
);

alter table public.experiment_stops enable row level security;

revoke all on table public.experiment_stops from public, anon, authenticated;

grant select (experiment) on table public.experiment_stops to anon;

grant select, insert, update, delete on table public.experiment_stops to service_role;

create policy anon_reads_stops_in_force on public.experiment_stops for select to anon
  using (stopped_at <= now());

reset check_function_bodies;
