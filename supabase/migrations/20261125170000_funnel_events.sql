-- Funnel analytics: "chart X entered state Y" rows sent by the site's recorder
-- (src/services/funnel-recorder.ts) as the anon role, and the report over them.
--
--   * one row per step a visitor's tab took: chart id, leaf state, variant (the popup or the form's
--     source), page path, a random per-tab id, the time and the timings version of the build; no
--     e-mail, name, answer text or IP;
--   * anon may only INSERT, only those columns, only known chart/state pairs (generated from
--     machines/ below), bounded shapes; at most app_private.funnel_batch_max() rows per request;
--   * no SELECT, UPDATE or DELETE for anon or authenticated; service_role reads;
--   * public.funnel_report: visitors per funnel step and timings version, with the drop-off, the
--     same numbers `npm run funnels` prints (for the Supabase dashboard).
--
-- Tested in tests/db/funnel-events.test.ts on PGlite and PostgreSQL 15.

create table app_private.funnel_steps (
  funnel_no integer not null,
  funnel text not null,
  kind text not null check (kind in ('flow', 'overlay')),
  step_no integer not null,
  label text not null,
  chart text not null,
  states text[] not null,
  variant text,
  page text,
  primary key (funnel_no, step_no)
);
comment on table app_private.funnel_steps is 'The funnels of scripts/funnels/definitions.ts (generated block below).';
revoke all on table app_private.funnel_steps from public, anon, authenticated;
grant select on table app_private.funnel_steps to service_role;

-- Placeholder bodies; the generated block below replaces them with the charts' states and the cap.
create or replace function app_private.funnel_states()
returns table (chart text, state text)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select null::text, null::text where false
$$;

create or replace function app_private.is_funnel_state(chart text, state text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select exists (
    select 1 from app_private.funnel_states() as known
    where known.chart = is_funnel_state.chart and known.state = is_funnel_state.state
  )
$$;

-- A variant is an identifier from the code: a popup id or a form's source tag.
create or replace function app_private.is_funnel_variant(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null or value ~ '^[A-Za-z0-9_-]{1,64}$'
$$;

-- A route's path (lower case, digits, '/', '-'; at most 100 characters) or '(other)'.
create or replace function app_private.is_funnel_page(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null and (value = '(other)' or value ~ '^/[a-z0-9/-]{0,99}$')
$$;

create table public.funnel_events (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  chart text not null,
  state text not null,
  variant text,
  page text not null,
  tab uuid not null,
  at timestamptz not null,
  timings text not null,
  constraint funnel_events_state_check check (app_private.is_funnel_state(chart, state)),
  constraint funnel_events_variant_check check (app_private.is_funnel_variant(variant)),
  constraint funnel_events_page_check check (app_private.is_funnel_page(page)),
  constraint funnel_events_timings_check check (timings ~ '^[0-9a-f]{8}$')
);
create index funnel_events_chart_state_idx on public.funnel_events (chart, state, timings);

revoke all on table public.funnel_events from anon, authenticated;
grant insert (chart, state, variant, page, tab, at, timings) on table public.funnel_events to anon;
grant select on table public.funnel_events to service_role;

alter table public.funnel_events enable row level security;
create policy anon_insert_valid on public.funnel_events
  for insert to anon
  with check (
    app_private.is_funnel_state(chart, state)
    and app_private.is_funnel_variant(variant)
    and app_private.is_funnel_page(page)
    and timings ~ '^[0-9a-f]{8}$'
  );

-- One batch per request, capped: a larger insert by anon or authenticated is refused whole (400).
create or replace function app_private.cap_funnel_batch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (select count(*) from new_rows) > app_private.funnel_batch_max() then
    raise exception 'at most % funnel events per request', app_private.funnel_batch_max()
      using errcode = '22023';
  end if;
  return null;
end
$$;
revoke all on function app_private.cap_funnel_batch() from public, anon, authenticated;

create trigger cap_funnel_batch after insert on public.funnel_events
  referencing new table as new_rows for each statement
  execute function app_private.cap_funnel_batch();

-- The report: per funnel, step and timings version, the visitors (distinct tabs) that reached the
-- step and the drop-off from the step before, in %. Same numbers as `npm run funnels`.
create view public.funnel_report with (security_invoker = true) as
with versions as (
  select distinct timings from public.funnel_events
),
reached as (
  select s.funnel_no, s.step_no, e.timings, count(distinct e.tab) as visitors
  from app_private.funnel_steps as s
  join public.funnel_events as e
    on e.chart = s.chart
   and e.state = any (s.states)
   and (s.variant is null or e.variant = s.variant)
   and (s.page is null or e.page = s.page)
  group by s.funnel_no, s.step_no, e.timings
),
counted as (
  select s.funnel_no, s.funnel, s.kind, s.step_no, s.label, v.timings,
         coalesce(r.visitors, 0)::integer as visitors
  from app_private.funnel_steps as s
  cross join versions as v
  left join reached as r
    on r.funnel_no = s.funnel_no and r.step_no = s.step_no and r.timings = v.timings
)
select funnel_no, funnel, kind, step_no, label as step, timings, visitors,
       case
         when step_no = 1 then null
         when lag(visitors) over w = 0 then null
         else round(100.0 * (lag(visitors) over w - visitors) / lag(visitors) over w, 1)
       end as drop_off_pct
from counted
window w as (partition by funnel_no, timings order by step_no);

revoke all on table public.funnel_report from anon, authenticated;
grant select on table public.funnel_report to service_role;

-- BEGIN GENERATED by scripts/funnels/sql.ts: do not edit by hand
create or replace function app_private.funnel_states()
returns table (chart text, state text)
language sql
immutable
parallel safe
set search_path = ''
as $$
  values
    ('accordion', 'collapsed'),
    ('accordion', 'expanded'),
    ('articlesModal', 'prerendered'),
    ('articlesModal', 'checking'),
    ('articlesModal', 'deferred'),
    ('articlesModal', 'queued'),
    ('articlesModal', 'open'),
    ('articlesModal', 'closed'),
    ('carousel', 'still'),
    ('carousel', 'rotating'),
    ('contactForm', 'editing'),
    ('contactForm', 'sending'),
    ('contactForm', 'failed'),
    ('contactForm', 'sent'),
    ('exitIntent', 'dwelling'),
    ('exitIntent', 'armed'),
    ('exitIntent', 'asking'),
    ('exitIntent', 'open'),
    ('exitIntent', 'done'),
    ('improvedLevelQuiz', 'quiz.unanswered'),
    ('improvedLevelQuiz', 'quiz.answered'),
    ('improvedLevelQuiz', 'email.idle'),
    ('improvedLevelQuiz', 'email.failed'),
    ('improvedLevelQuiz', 'submitting'),
    ('improvedLevelQuiz', 'result'),
    ('improvedLevelQuiz', 'inconsistent'),
    ('knowledgeQuiz', 'quiz.answering'),
    ('knowledgeQuiz', 'quiz.feedback'),
    ('knowledgeQuiz', 'email.idle'),
    ('knowledgeQuiz', 'email.failed'),
    ('knowledgeQuiz', 'submitting'),
    ('knowledgeQuiz', 'result'),
    ('lessonTypeModal', 'closed'),
    ('lessonTypeModal', 'open'),
    ('levelQuiz', 'quiz.answering'),
    ('levelQuiz', 'quiz.locked'),
    ('levelQuiz', 'email.idle'),
    ('levelQuiz', 'email.failed'),
    ('levelQuiz', 'submitting'),
    ('levelQuiz', 'result'),
    ('mailLink', 'waiting'),
    ('mailLink', 'following'),
    ('mailLink', 'done'),
    ('mailLink', 'expired'),
    ('mailLink', 'invalid'),
    ('mailLink', 'failed'),
    ('mobileBookingBar', 'viewport.wide'),
    ('mobileBookingBar', 'viewport.narrow'),
    ('mobileBookingBar', 'hero.inView'),
    ('mobileBookingBar', 'hero.passed'),
    ('moveStepper', 'start'),
    ('moveStepper', 'middle'),
    ('moveStepper', 'end'),
    ('moveStepper', 'empty'),
    ('navMenu', 'closed'),
    ('navMenu', 'open'),
    ('overlayCoordinator', 'free'),
    ('overlayCoordinator', 'showing.automatic'),
    ('overlayCoordinator', 'showing.visitor'),
    ('promoCard', 'hidden'),
    ('promoCard', 'shown'),
    ('promoCard', 'dismissed'),
    ('schedulingWidget', 'waiting'),
    ('schedulingWidget', 'loading'),
    ('schedulingWidget', 'ready'),
    ('schedulingWidget', 'failed'),
    ('share', 'idle'),
    ('share', 'copying'),
    ('styleQuiz', 'quiz'),
    ('styleQuiz', 'email'),
    ('styleQuiz', 'submitting'),
    ('styleQuiz', 'result.saved'),
    ('styleQuiz', 'result.kept'),
    ('subscribe', 'ready.idle'),
    ('subscribe', 'ready.success'),
    ('subscribe', 'ready.alreadySubscribed'),
    ('subscribe', 'ready.failed'),
    ('subscribe', 'submitting'),
    ('timedPopup', 'waiting'),
    ('timedPopup', 'checking'),
    ('timedPopup', 'queued'),
    ('timedPopup', 'open'),
    ('timedPopup', 'thanks'),
    ('timedPopup', 'closed'),
    ('toolForm', 'form'),
    ('toolForm', 'submitting'),
    ('toolForm', 'result'),
    ('trainingHub', 'collapsed'),
    ('trainingHub', 'loadingMore'),
    ('trainingHub', 'expanded')
$$;

create or replace function app_private.funnel_batch_max()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 50
$$;

delete from app_private.funnel_steps;
insert into app_private.funnel_steps (funnel_no, funnel, kind, step_no, label, chart, states, variant, page) values
  (1, 'Knowledge quiz', 'flow', 1, 'answering', 'knowledgeQuiz', array['quiz.answering'], null, null),
  (1, 'Knowledge quiz', 'flow', 2, 'details step', 'knowledgeQuiz', array['email.idle'], null, null),
  (1, 'Knowledge quiz', 'flow', 3, 'submitted', 'knowledgeQuiz', array['submitting'], null, null),
  (1, 'Knowledge quiz', 'flow', 4, 'results', 'knowledgeQuiz', array['result'], null, null),
  (2, 'Level quiz', 'flow', 1, 'answering', 'levelQuiz', array['quiz.answering'], null, null),
  (2, 'Level quiz', 'flow', 2, 'e-mail step', 'levelQuiz', array['email.idle'], null, null),
  (2, 'Level quiz', 'flow', 3, 'submitted', 'levelQuiz', array['submitting'], null, null),
  (2, 'Level quiz', 'flow', 4, 'result', 'levelQuiz', array['result'], null, null),
  (3, 'Improved level quiz', 'flow', 1, 'answering', 'improvedLevelQuiz', array['quiz.unanswered'], null, null),
  (3, 'Improved level quiz', 'flow', 2, 'e-mail step', 'improvedLevelQuiz', array['email.idle'], null, null),
  (3, 'Improved level quiz', 'flow', 3, 'submitted', 'improvedLevelQuiz', array['submitting'], null, null),
  (3, 'Improved level quiz', 'flow', 4, 'result', 'improvedLevelQuiz', array['result'], null, null),
  (4, 'Style quiz', 'flow', 1, 'answering', 'styleQuiz', array['quiz'], null, null),
  (4, 'Style quiz', 'flow', 2, 'e-mail step', 'styleQuiz', array['email'], null, null),
  (4, 'Style quiz', 'flow', 3, 'submitted', 'styleQuiz', array['submitting'], null, null),
  (4, 'Style quiz', 'flow', 4, 'result', 'styleQuiz', array['result.saved', 'result.kept'], null, null),
  (5, 'Study plan', 'flow', 1, 'form', 'toolForm', array['form'], null, '/study-plan'),
  (5, 'Study plan', 'flow', 2, 'submitted', 'toolForm', array['submitting'], null, '/study-plan'),
  (5, 'Study plan', 'flow', 3, 'result', 'toolForm', array['result'], null, '/study-plan'),
  (6, 'Opening recommender', 'flow', 1, 'form', 'toolForm', array['form'], null, '/opening-recommender'),
  (6, 'Opening recommender', 'flow', 2, 'submitted', 'toolForm', array['submitting'], null, '/opening-recommender'),
  (6, 'Opening recommender', 'flow', 3, 'result', 'toolForm', array['result'], null, '/opening-recommender'),
  (7, 'Contact form', 'flow', 1, 'form', 'contactForm', array['editing'], null, null),
  (7, 'Contact form', 'flow', 2, 'sending', 'contactForm', array['sending'], null, null),
  (7, 'Contact form', 'flow', 3, 'sent', 'contactForm', array['sent'], null, null),
  (8, 'Welcome popup (home)', 'overlay', 1, 'page loaded', 'timedPopup', array['waiting'], 'homeWelcome', null),
  (8, 'Welcome popup (home)', 'overlay', 2, 'shown', 'timedPopup', array['open'], 'homeWelcome', null),
  (8, 'Welcome popup (home)', 'overlay', 3, 'submitted', 'subscribe', array['submitting'], 'welcome_popup', null),
  (8, 'Welcome popup (home)', 'overlay', 4, 'saved', 'subscribe', array['ready.success'], 'welcome_popup', null),
  (9, 'Weekly lessons popup (/learn)', 'overlay', 1, 'page loaded', 'timedPopup', array['waiting'], 'learn', null),
  (9, 'Weekly lessons popup (/learn)', 'overlay', 2, 'shown', 'timedPopup', array['open'], 'learn', null),
  (9, 'Weekly lessons popup (/learn)', 'overlay', 3, 'submitted', 'subscribe', array['submitting'], 'weekly_live_lessons', null),
  (9, 'Weekly lessons popup (/learn)', 'overlay', 4, 'saved', 'subscribe', array['ready.success'], 'weekly_live_lessons', null),
  (10, 'Weekly lessons popup (/train)', 'overlay', 1, 'page loaded', 'timedPopup', array['waiting'], 'trainingHub', null),
  (10, 'Weekly lessons popup (/train)', 'overlay', 2, 'shown', 'timedPopup', array['open'], 'trainingHub', null),
  (10, 'Weekly lessons popup (/train)', 'overlay', 3, 'submitted', 'subscribe', array['submitting'], 'training_hub_popup', null),
  (10, 'Weekly lessons popup (/train)', 'overlay', 4, 'saved', 'subscribe', array['ready.success'], 'training_hub_popup', null),
  (11, 'Weekly lessons modal (/articles)', 'overlay', 1, 'page loaded', 'articlesModal', array['prerendered'], null, null),
  (11, 'Weekly lessons modal (/articles)', 'overlay', 2, 'shown', 'articlesModal', array['open'], null, null),
  (11, 'Weekly lessons modal (/articles)', 'overlay', 3, 'submitted', 'subscribe', array['submitting'], 'weekly_live_lessons_articles', null),
  (11, 'Weekly lessons modal (/articles)', 'overlay', 4, 'saved', 'subscribe', array['ready.success'], 'weekly_live_lessons_articles', null),
  (12, 'Exit intent', 'overlay', 1, 'page loaded', 'exitIntent', array['dwelling'], null, null),
  (12, 'Exit intent', 'overlay', 2, 'armed', 'exitIntent', array['armed'], null, null),
  (12, 'Exit intent', 'overlay', 3, 'shown', 'exitIntent', array['open'], null, null),
  (13, 'Promo card', 'overlay', 1, 'page loaded', 'promoCard', array['hidden', 'shown', 'dismissed'], null, null),
  (13, 'Promo card', 'overlay', 2, 'shown', 'promoCard', array['shown'], null, null),
  (13, 'Promo card', 'overlay', 3, 'dismissed', 'promoCard', array['dismissed'], null, null);
-- END GENERATED
