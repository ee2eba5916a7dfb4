-- Personal data has a lifetime and a way out.
--
-- 1. Retention: how long each kind of data is kept, in one table (app_private.retention_settings,
--    the same numbers as src/content/retention.ts, which the privacy page shows), enforced by
--    app_private.apply_retention(at), run on a schedule: pg_cron on a hosted project
--    (supabase/hosted/cron.sql), the dev and preview servers' loop here. A mail's content is
--    cleared as soon as it is sent or will not be; raw funnel events are rolled up into per-step
--    counts (whole tabs at a time), so the funnel report gives the same numbers after.
-- 2. Erasure: app_private.erase_mailbox(address), for the service role only (`npm run forget`, the
--    erase-data Edge Function behind the signed link in every mail), deletes every row that holds
--    the mailbox, in every table, and keeps only a keyed hash of it: no mail goes to it again until
--    it signs up to a list and confirms anew. app_private.export_mailbox(address) is what a
--    subject-access request gets: everything stored about it, as JSON.

-- ---------------------------------------------------------------------------------------------
-- Settings

create table app_private.retention_settings (
  name text primary key,
  days integer not null check (days > 0),
  note text not null
);
alter table app_private.retention_settings enable row level security;
revoke all on table app_private.retention_settings from public, anon, authenticated;

insert into app_private.retention_settings (name, days, note) values
  ('quiz_and_tool_rows', 365, 'Quiz answers and tool results, from when they were sent.'),
  ('list_rows_after_unsubscribe', 730, 'A list sign-up after its unsubscribe (the unsubscribe is remembered that long).'),
  ('unconfirmed_list_rows', 30, 'A list sign-up never confirmed, from when it was made.'),
  ('mail_records', 90, 'A mail''s record (to whom, what kind, when, what happened); its content is cleared once it is sent or will not be.'),
  ('contact_messages', 365, 'Messages sent through the contact form.'),
  ('funnel_events', 90, 'Raw funnel events (no e-mail, no name); per-step counts of the tabs are kept after them.');

create or replace function app_private.retention_days(setting text)
returns integer
language sql
stable
set search_path = ''
as $$
  select r.days from app_private.retention_settings r where r.name = setting
$$;
revoke all on function app_private.retention_days(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Erased mailboxes: a keyed hash each, never the address

create table app_private.erased_mailboxes (
  mailbox_key text primary key,
  erased_at timestamptz not null default now()
);
alter table app_private.erased_mailboxes enable row level security;
revoke all on table app_private.erased_mailboxes from public, anon, authenticated;

create or replace function app_private.mailbox_key(address text)
returns text
language sql
stable
set search_path = ''
as $$
  select app_private.lead_key('mailbox:' || app_private.normalized_email(address))
$$;
revoke all on function app_private.mailbox_key(text) from public, anon, authenticated;

-- The per-address confirmation record of the first mail queue; consent is per list row now.
drop table app_private.mail_addresses;

-- ---------------------------------------------------------------------------------------------
-- The mail queue: content cleared once it is no longer needed; erased mailboxes get nothing

-- Sent: the content is not needed any more (the record of to whom, what and when stays).
create or replace function app_private.mark_mail_sent(job_id bigint, claim uuid)
returns boolean
language sql
set search_path = ''
as $$
  with done as (
    update app_private.mail_jobs
    set status = 'sent', sent_at = now(), claimed_until = null, last_error = null, payload = '{}'::jsonb
    where id = job_id and status = 'sending' and claim_token = claim
    returning 1
  )
  select exists (select 1 from done)
$$;
revoke all on function app_private.mark_mail_sent(bigint, uuid) from public, anon, authenticated;

-- As 20261128100000_mail_and_lead_abuse.sql, and: a job to an erased mailbox is suppressed, except a
-- confirmation of a sign-up made after the erasure (the one way back in); a suppressed job's
-- content is cleared.
create or replace function app_private.claim_mail_jobs(
  batch_size integer,
  lease_seconds integer,
  max_mails_per_address_per_day integer,
  confirmation_window_hours integer
)
returns setof app_private.mail_jobs
language plpgsql
set search_path = ''
as $$
declare
  job app_private.mail_jobs;
  reason text;
  row_confirmed timestamptz;
  row_unsubscribed timestamptz;
  row_found boolean;
  list_table text;
  erased timestamptz;
begin
  for job in
    select * from app_private.mail_jobs j
    where (j.status = 'pending' and j.next_attempt_at <= now())
       or (j.status = 'sending' and j.claimed_until < now())
    order by j.next_attempt_at, j.id
    limit batch_size
    for update skip locked
  loop
    perform pg_advisory_xact_lock(hashtextextended('mail:' || job.mailbox, 0));
    reason := null;
    list_table := case when job.source_table in ('newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet')
      then job.source_table end;
    row_found := false;
    row_confirmed := null;
    row_unsubscribed := null;
    if list_table is not null and job.kind <> 'contact_message' then
      execute format('select true, confirmed_at, unsubscribed_at from public.%I where id = $1 and email = $2', list_table)
        into row_found, row_confirmed, row_unsubscribed
        using job.source_id, job.to_email;
      row_found := coalesce(row_found, false);
    end if;
    erased := case when job.kind = 'contact_message' then null else (
      select e.erased_at from app_private.erased_mailboxes e
      where e.mailbox_key = app_private.mailbox_key(job.to_email)) end;

    if job.kind = 'confirm' then
      if not row_found or row_confirmed is not null or row_unsubscribed is not null then
        reason := 'nothing to confirm';
      elsif erased is not null and erased > job.created_at then
        reason := 'erased';
      elsif exists (
        select 1 from app_private.mail_jobs c
        where c.mailbox = job.mailbox and c.kind = 'confirm' and c.id <> job.id
          and c.source_table = job.source_table
          and c.status in ('sending', 'sent')
          and c.claimed_at > now() - make_interval(hours => confirmation_window_hours)
      ) then
        reason := 'a confirmation for this list was sent in the last ' || confirmation_window_hours || ' h';
      elsif exists (
        select 1 from app_private.mail_suppressions s
        where s.mailbox = job.mailbox and s.created_at > job.created_at
      ) then
        reason := 'unsubscribed';
      end if;
    elsif job.kind in ('newsletter_welcome', 'weekly_class', 'cheat_sheet') then
      if not row_found or row_unsubscribed is not null then
        reason := 'unsubscribed';
      elsif erased is not null and (row_confirmed is null or erased > row_confirmed) then
        reason := 'erased';
      elsif exists (
        select 1 from app_private.mail_suppressions s
        where s.mailbox = job.mailbox and s.created_at > coalesce(row_confirmed, job.created_at)
      ) then
        reason := 'unsubscribed';
      end if;
    elsif job.kind <> 'contact_message' then
      if erased is not null then
        reason := 'erased';
      elsif exists (select 1 from app_private.mail_suppressions s where s.mailbox = job.mailbox) then
        reason := 'unsubscribed';
      end if;
    end if;
    if reason is null and job.kind <> 'contact_message' and (
      select count(*) from app_private.mail_jobs c
      where c.mailbox = job.mailbox and c.id <> job.id and c.kind <> 'contact_message'
        and c.status in ('sending', 'sent')
        and c.claimed_at > now() - interval '24 hours'
    ) >= max_mails_per_address_per_day then
      reason := 'daily limit of ' || max_mails_per_address_per_day || ' mails per mailbox';
    end if;

    if reason is not null then
      update app_private.mail_jobs
      set status = 'suppressed', last_error = reason, claimed_until = null, payload = '{}'::jsonb
      where id = job.id;
      continue;
    end if;
    update app_private.mail_jobs
    set status = 'sending', attempts = attempts + 1, claimed_at = now(),
        claimed_until = now() + make_interval(secs => lease_seconds),
        claim_token = gen_random_uuid()
    where id = job.id
    returning * into job;
    return next job;
  end loop;
end
$$;
revoke all on function app_private.claim_mail_jobs(integer, integer, integer, integer) from public, anon, authenticated;

-- A click on a confirmation link after an erasure is the address asking for mail anew.
create or replace function app_private.confirm_list_row(list text, row_id bigint, address text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  confirmed bigint;
  released integer;
begin
  if list not in ('newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet') then
    raise exception 'unknown list %', list using errcode = '22023';
  end if;
  execute format(
    'update public.%I set confirmed_at = coalesce(confirmed_at, now()) '
    'where id = $1 and email = $2 and unsubscribed_at is null returning id', list)
    into confirmed
    using row_id, address;
  if confirmed is null then
    return null;
  end if;
  delete from app_private.erased_mailboxes where mailbox_key = app_private.mailbox_key(address);
  update app_private.mail_jobs set status = 'pending', next_attempt_at = now()
  where source_table = list and source_id = row_id and status = 'held';
  get diagnostics released = row_count;
  return released;
end
$$;
revoke all on function app_private.confirm_list_row(text, bigint, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Funnel events rolled up: whole tabs at a time, so a tab is counted either raw or rolled up

create table app_private.funnel_step_counts (
  funnel_no integer not null,
  step_no integer not null,
  timings text not null,
  visitors integer not null check (visitors >= 0),
  primary key (funnel_no, step_no, timings)
);
create table app_private.funnel_version_counts (
  timings text primary key,
  first_seen timestamptz not null,
  tabs integer not null check (tabs >= 0)
);
alter table app_private.funnel_step_counts enable row level security;
alter table app_private.funnel_version_counts enable row level security;
revoke all on table app_private.funnel_step_counts, app_private.funnel_version_counts from public, anon, authenticated;

-- The tabs whose last event is older than `cutoff`: counted into the per-step and per-version
-- counts, then deleted. Returns the events deleted.
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

-- The report, raw events and rolled-up counts together (the same columns as before).
create or replace view public.funnel_report with (security_invoker = true) as
with versions as (
  select distinct timings from public.funnel_events
  union
  select timings from app_private.funnel_version_counts
),
raw_reached as (
  select s.funnel_no, s.step_no, e.timings, count(distinct e.tab) as visitors
  from app_private.funnel_steps as s
  join public.funnel_events as e
    on e.chart = s.chart
   and e.state = any (s.states)
   and (s.variant is null or e.variant = s.variant)
   and (s.page is null or e.page = s.page)
  group by s.funnel_no, s.step_no, e.timings
),
reached as (
  select funnel_no, step_no, timings, sum(visitors) as visitors
  from (
    select funnel_no, step_no, timings, visitors from raw_reached
    union all
    select funnel_no, step_no, timings, visitors from app_private.funnel_step_counts
  ) as both_kinds
  group by funnel_no, step_no, timings
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
grant select on table app_private.funnel_step_counts, app_private.funnel_version_counts to service_role;

-- The timings versions seen, with when each was first seen and its tabs, raw and rolled up.
create or replace view public.funnel_versions with (security_invoker = true) as
select timings, min(first_seen) as first_seen, sum(tabs)::integer as tabs
from (
  select e.timings, min(e.at) as first_seen, count(distinct e.tab) as tabs
  from public.funnel_events e group by e.timings
  union all
  select v.timings, v.first_seen, v.tabs from app_private.funnel_version_counts v
) as both_kinds
group by timings;
revoke all on table public.funnel_versions from anon, authenticated;
grant select on table public.funnel_versions to service_role;

-- ---------------------------------------------------------------------------------------------
-- Retention

-- Deletes what is older than its period at `at` (now, or a fixed clock in the tests); returns
-- what it deleted per kind.
create or replace function app_private.apply_retention(at timestamptz default now())
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  report jsonb := '{}'::jsonb;
  t text;
  n integer;
  total integer;
begin
  total := 0;
  foreach t in array array['quiz_submissions', 'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'] loop
    execute format('delete from public.%I where created_at < $1 - make_interval(days => $2)', t)
      using at, app_private.retention_days('quiz_and_tool_rows');
    get diagnostics n = row_count;
    total := total + n;
  end loop;
  report := report || jsonb_build_object('quiz_and_tool_rows', total);

  total := 0;
  foreach t in array array['newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet'] loop
    execute format(
      'delete from public.%I where unsubscribed_at < $1 - make_interval(days => $2) '
      'or (confirmed_at is null and created_at < $1 - make_interval(days => $3))', t)
      using at, app_private.retention_days('list_rows_after_unsubscribe'), app_private.retention_days('unconfirmed_list_rows');
    get diagnostics n = row_count;
    total := total + n;
  end loop;
  report := report || jsonb_build_object('list_rows', total);

  delete from app_private.mail_suppressions
  where created_at < at - make_interval(days => app_private.retention_days('list_rows_after_unsubscribe'));
  get diagnostics n = row_count;
  report := report || jsonb_build_object('unsubscribes', n);

  delete from app_private.contact_messages
  where created_at < at - make_interval(days => app_private.retention_days('contact_messages'));
  get diagnostics n = row_count;
  report := report || jsonb_build_object('contact_messages', n);

  -- A mail's content is needed only until it is sent or will not be; its record for the period.
  update app_private.mail_jobs set payload = '{}'::jsonb
  where status in ('sent', 'suppressed') and payload <> '{}'::jsonb;
  delete from app_private.mail_jobs
  where created_at < at - make_interval(days => app_private.retention_days('mail_records'))
    and status <> 'sending';
  get diagnostics n = row_count;
  report := report || jsonb_build_object('mail_records', n);

  report := report || jsonb_build_object('funnel_events', app_private.roll_up_funnel_events(
    at - make_interval(days => app_private.retention_days('funnel_events'))));
  return report;
end
$$;
revoke all on function app_private.apply_retention(timestamptz) from public, anon, authenticated;
grant execute on function app_private.apply_retention(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- A subject-access export and erasure, by mailbox (as the limits normalise it)

create or replace function app_private.export_mailbox(address text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_mailbox text := app_private.normalized_email(address);
  result jsonb := '{}'::jsonb;
  t text;
  found jsonb;
begin
  foreach t in array array[
    'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet', 'quiz_submissions',
    'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'
  ] loop
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(r) order by r.id), ''[]''::jsonb) from public.%I r '
      'where app_private.normalized_email(r.email) = $1', t)
      into found using v_mailbox;
    result := result || jsonb_build_object(t, found);
  end loop;
  select coalesce(jsonb_agg(to_jsonb(m) order by m.id), '[]'::jsonb) into found
  from app_private.contact_messages m where app_private.normalized_email(m.email) = v_mailbox;
  result := result || jsonb_build_object('contact_messages', found);
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', j.id, 'created_at', j.created_at, 'kind', j.kind, 'to_email', j.to_email,
      'status', j.status, 'sent_at', j.sent_at, 'payload', j.payload) order by j.id), '[]'::jsonb)
    into found
  from app_private.mail_jobs j
  where j.mailbox = v_mailbox
     or (j.kind = 'contact_message' and app_private.normalized_email(j.payload ->> 'email') = v_mailbox);
  result := result || jsonb_build_object('mail_jobs', found);
  select coalesce(jsonb_agg(to_jsonb(s)), '[]'::jsonb) into found
  from app_private.mail_suppressions s where s.mailbox = v_mailbox;
  result := result || jsonb_build_object('unsubscribed_from_everything', found);
  return jsonb_build_object('mailbox', v_mailbox, 'exported_at', now(), 'data', result);
end
$$;
revoke all on function app_private.export_mailbox(text) from public, anon, authenticated;
grant execute on function app_private.export_mailbox(text) to service_role;

-- Deletes every row that holds the mailbox (every spelling of it), in every table, the mail queue
-- and the contact messages included, and remembers only its keyed hash. Returns the rows deleted
-- per table.
create or replace function app_private.erase_mailbox(address text)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_mailbox text := app_private.normalized_email(address);
  report jsonb := '{}'::jsonb;
  t text;
  n integer;
begin
  if address is null or position('@' in address) = 0 then
    raise exception 'not an e-mail address' using errcode = '22023';
  end if;
  foreach t in array array[
    'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet', 'quiz_submissions',
    'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'
  ] loop
    execute format('delete from public.%I where app_private.normalized_email(email) = $1', t) using v_mailbox;
    get diagnostics n = row_count;
    report := report || jsonb_build_object(t, n);
  end loop;
  delete from app_private.mail_jobs j
  where j.mailbox = v_mailbox
     or (j.kind = 'contact_message' and app_private.normalized_email(j.payload ->> 'email') = v_mailbox);
  get diagnostics n = row_count;
  report := report || jsonb_build_object('mail_jobs', n);
  delete from app_private.contact_messages m where app_private.normalized_email(m.email) = v_mailbox;
  get diagnostics n = row_count;
  report := report || jsonb_build_object('contact_messages', n);
  delete from app_private.mail_suppressions s where s.mailbox = v_mailbox;
  get diagnostics n = row_count;
  report := report || jsonb_build_object('mail_suppressions', n);
  insert into app_private.erased_mailboxes (mailbox_key) values (app_private.mailbox_key(v_mailbox))
  on conflict (mailbox_key) do update set erased_at = now();
  return report;
end
$$;
revoke all on function app_private.erase_mailbox(text) from public, anon, authenticated;
grant execute on function app_private.erase_mailbox(text) to service_role;
