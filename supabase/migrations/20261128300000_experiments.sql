-- Experiments on the timings (README "Experiments"): every funnel step carries the visitor's arm in
-- each experiment running, so every funnel can be read per arm.
--
--   * public.funnel_events.arms: 'key:B' per experiment (src/domain/experiments.ts `recordedArm`);
--     anon may insert it, checked as a closed shape: at most four, each an experiment key (lower
--     case, digits and '-', at most 40 characters) and an arm A to D, one per key; '{}' when the
--     visitor takes part in none (and from a page built before this column);
--   * app_private.experiment_step_counts: per experiment, arm and funnel step, the tabs that
--     reached it, for the tabs app_private.roll_up_funnel_events has rolled up (whole tabs, as the
--     per-step counts), so the report gives the same numbers after the raw events are gone;
--   * public.experiment_report: per experiment, arm and funnel step, the visitors (tabs), raw and
--     rolled up; `npm run funnels` reads it and computes the verdict (scripts/funnels/experiments.ts).
--
-- Tested in tests/db/experiments.test.ts and tests/db/retention.test.ts (PGlite and PostgreSQL 15).

-- A tab's arms: a one-dimensional text array, at most 4, each 'key:A'..'key:D', one per key. Most
-- rows carry none or one: those are settled without a subquery (a row's checks are what an insert
-- of a batch costs).
create or replace function app_private.is_funnel_arms(value text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when value is null then false
    when cardinality(value) = 0 then true
    when cardinality(value) > 4 or array_ndims(value) <> 1 then false
    when cardinality(value) = 1 then
      coalesce(value[array_lower(value, 1)] ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?:[A-D]$', false)
    else
      not exists (
        select 1 from unnest(value) as a(arm)
        where a.arm is null or a.arm !~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?:[A-D]$'
      )
      and (select count(distinct split_part(a.arm, ':', 1)) from unnest(value) as a(arm))
        = cardinality(value)
  end
$$;

alter table public.funnel_events
  add column arms text[] not null default '{}',
  add constraint funnel_events_arms_check check (app_private.is_funnel_arms(arms));

grant insert (arms) on table public.funnel_events to anon;

alter policy anon_insert_valid on public.funnel_events
  with check (
    app_private.is_funnel_state(chart, state)
    and app_private.is_funnel_variant(variant)
    and app_private.is_funnel_page(page)
    and timings ~ '^[0-9a-f]{8}$'
    and app_private.is_funnel_arms(arms)
  );

-- ---------------------------------------------------------------------------------------------
-- Rolled up per arm: whole tabs at a time, with the per-step counts

create table app_private.experiment_step_counts (
  experiment text not null,
  arm text not null,
  funnel_no integer not null,
  step_no integer not null,
  visitors integer not null check (visitors >= 0),
  primary key (experiment, arm, funnel_no, step_no)
);
alter table app_private.experiment_step_counts enable row level security;
revoke all on table app_private.experiment_step_counts from public, anon, authenticated;
grant select on table app_private.experiment_step_counts to service_role;

-- As in 20261128200000_retention_and_erasure.sql, and the tabs' arms counted per funnel step too.
create or replace function app_private.roll_up_funnel_events(cutoff timestamptz)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  gone integer;
begin
  create temporary table old_tabs on commit drop as
    select e.tab from public.funnel_events e group by e.tab having max(e.at) < cutoff;
  insert into app_private.funnel_step_counts as c (funnel_no, step_no, timings, visitors)
  select s.funnel_no, s.step_no, e.timings, count(distinct e.tab)::integer
  from app_private.funnel_steps as s
  join public.funnel_events as e
    on e.chart = s.chart
   and e.state = any (s.states)
   and (s.variant is null or e.variant = s.variant)
   and (s.page is null or e.page = s.page)
  where e.tab in (select o.tab from old_tabs o)
  group by s.funnel_no, s.step_no, e.timings
  on conflict (funnel_no, step_no, timings) do update set visitors = c.visitors + excluded.visitors;
  insert into app_private.experiment_step_counts as c (experiment, arm, funnel_no, step_no, visitors)
  select split_part(a.arm, ':', 1), split_part(a.arm, ':', 2), s.funnel_no, s.step_no,
         count(distinct e.tab)::integer
  from app_private.funnel_steps as s
  join public.funnel_events as e
    on e.chart = s.chart
   and e.state = any (s.states)
   and (s.variant is null or e.variant = s.variant)
   and (s.page is null or e.page = s.page)
  cross join lateral unnest(e.arms) as a(arm)
  where e.tab in (select o.tab from old_tabs o)
  group by 1, 2, s.funnel_no, s.step_no
  on conflict (experiment, arm, funnel_no, step_no) do update
    set visitors = c.visitors + excluded.visitors;
  insert into app_private.funnel_version_counts as v (timings, first_seen, tabs)
  select e.timings, min(e.at), count(distinct e.tab)::integer
  from public.funnel_events e
  where e.tab in (select o.tab from old_tabs o)
  group by e.timings
  on conflict (timings) do update
    set first_seen = least(v.first_seen, excluded.first_seen), tabs = v.tabs + excluded.tabs;
  delete from public.funnel_events e where e.tab in (select o.tab from old_tabs o);
  get diagnostics gone = row_count;
  drop table old_tabs;
  return gone;
end
$$;
revoke all on function app_private.roll_up_funnel_events(timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The report: per experiment, arm and funnel step, the visitors (tabs) that reached the step

create view public.experiment_report with (security_invoker = true) as
with raw_reached as (
  select split_part(a.arm, ':', 1) as experiment, split_part(a.arm, ':', 2) as arm,
         s.funnel_no, s.step_no, count(distinct e.tab) as visitors
  from app_private.funnel_steps as s
  join public.funnel_events as e
    on e.chart = s.chart
   and e.state = any (s.states)
   and (s.variant is null or e.variant = s.variant)
   and (s.page is null or e.page = s.page)
  cross join lateral unnest(e.arms) as a(arm)
  group by 1, 2, s.funnel_no, s.step_no
),
reached as (
  select experiment, arm, funnel_no, step_no, sum(visitors) as visitors
  from (
    select experiment, arm, funnel_no, step_no, visitors from raw_reached
    union all
    select experiment, arm, funnel_no, step_no, visitors from app_private.experiment_step_counts
  ) as both_kinds
  group by experiment, arm, funnel_no, step_no
)
select r.experiment, r.arm, s.funnel_no, s.funnel, s.step_no, s.label as step,
       r.visitors::integer as visitors
from reached as r
join app_private.funnel_steps as s on s.funnel_no = r.funnel_no and s.step_no = r.step_no;

revoke all on table public.experiment_report from anon, authenticated;
grant select on table public.experiment_report to service_role;
