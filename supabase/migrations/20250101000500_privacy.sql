-- Personal data has a lifetime and a way out.
--
-- 1. Retention: how long each kind of data is kept, in one table (app_private.retention_settings,
--    the same numbers as src/content/retention.ts, which the privacy page shows), enforced by
--    app_private.apply_retention(at), run on a schedule: pg_cron on a hosted project
--    (scheduled at the end of this file), the dev and preview servers' loop here. A mail's content is
--    cleared as soon as it is sent or will not be; raw funnel events are rolled up into per-step
--    counts (whole tabs at a time), so the funnel report gives the same numbers after.
-- 2. Erasure: app_private.erase_mailbox(address), for the service role only (`npm run forget`, the
--    erase-data Edge Function behind the signed link in every mail), deletes every row that holds
--    the mailbox, in every table, and keeps only a keyed hash of it: no mail goes to it again until
--    it signs up to a list and confirms anew. app_private.export_mailbox(address) is what a
--    subject-access request gets: everything stored about it, as JSON.

-- Functions here are grouped by what they do, not by what they call: a body that calls a function
-- defined further down is checked when it first runs (every one runs in tests/db), not at creation.
set check_function_bodies = off;

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
  ('unconfirmed_list_rows', 30, 'A list sign-up never confirmed, from when it was made.'),
  ('mail_records', 90, 'A mail''s record (to whom, what kind, when, what happened); its content is cleared once it is sent or will not be.'),
  ('contact_messages', 365, 'Messages sent through the contact form.'),
  ('rate_counters', 2, 'Abuse counters: keyed hashes of a network address or a mailbox, with hit counts.'),
  ('failed_mail_content', 7, 'A mail that could not be delivered: its text, from its last try (then cleared; the record stays as the others).'),
  ('list_rows_after_unsubscribe', 730, 'A list sign-up after its unsubscribe (the unsubscribe from every mail is kept apart, until the person confirms a sign-up again).'),
  ('funnel_events', 21, 'Raw funnel events (no e-mail, no name); per-step counts of the tabs are kept after them.');

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

  delete from app_private.contact_messages
  where created_at < at - make_interval(days => app_private.retention_days('contact_messages'));
  get diagnostics n = row_count;
  report := report || jsonb_build_object('contact_messages', n);

  -- A mail's text is needed only until it is sent or will not be; a held one only as long as the
  -- sign-up it waits for; a dead one for a week of repair; its record for the period.
  update app_private.mail_jobs set payload = '{}'::jsonb
  where status in ('sent', 'suppressed') and payload <> '{}'::jsonb;
  delete from app_private.mail_jobs
  where status = 'held'
    and created_at < at - make_interval(days => app_private.retention_days('unconfirmed_list_rows'));
  get diagnostics n = row_count;
  report := report || jsonb_build_object('held_mails', n);
  update app_private.mail_jobs set payload = '{}'::jsonb
  where status = 'dead' and payload <> '{}'::jsonb
    and coalesce(claimed_at, created_at) < at - make_interval(days => app_private.retention_days('failed_mail_content'));
  get diagnostics n = row_count;
  report := report || jsonb_build_object('failed_mail_content', n);
  delete from app_private.mail_jobs
  where created_at < at - make_interval(days => app_private.retention_days('mail_records'))
    and status <> 'sending';
  get diagnostics n = row_count;
  report := report || jsonb_build_object('mail_records', n);

  delete from app_private.rate_counters
  where window_start < at - make_interval(days => app_private.retention_days('rate_counters'));
  get diagnostics n = row_count;
  report := report || jsonb_build_object('rate_counters', n);

  delete from app_private.used_lead_proofs where expires_at < at;
  get diagnostics n = row_count;
  report := report || jsonb_build_object('used_lead_proofs', n);

  report := report || jsonb_build_object('funnel_events', app_private.roll_up_funnel_events(
    at - make_interval(days => app_private.retention_days('funnel_events'))));
  return report;
end
$$;

revoke all on function app_private.apply_retention(timestamptz) from public, anon, authenticated;

grant execute on function app_private.apply_retention(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Export and erasure by index

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
      'select coalesce(jsonb_agg(to_jsonb(r) - ''mailbox'' order by r.id), ''[]''::jsonb) from public.%I r '
      'where r.mailbox = $1', t)
      into found using v_mailbox;
    result := result || jsonb_build_object(t, found);
  end loop;
  select coalesce(jsonb_agg(to_jsonb(m) - 'mailbox' order by m.id), '[]'::jsonb) into found
  from app_private.contact_messages m where m.mailbox = v_mailbox;
  result := result || jsonb_build_object('contact_messages', found);
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', j.id, 'created_at', j.created_at, 'kind', j.kind, 'to_email', j.to_email,
      'status', j.status, 'sent_at', j.sent_at, 'payload', j.payload) order by j.id), '[]'::jsonb)
    into found
  from app_private.mail_jobs j
  where j.mailbox = v_mailbox or j.sender_mailbox = v_mailbox;
  result := result || jsonb_build_object('mail_jobs', found);
  select coalesce(jsonb_agg(jsonb_build_object('email', s.email, 'created_at', s.created_at,
      'scope', s.scope, 'reason', s.reason)), '[]'::jsonb) into found
  from app_private.mail_suppressions s where s.mailbox = v_mailbox;
  result := result || jsonb_build_object('unsubscribed_from_everything', found);
  return jsonb_build_object('mailbox', v_mailbox, 'exported_at', now(), 'data', result);
end
$$;

revoke all on function app_private.export_mailbox(text) from public, anon, authenticated;

grant execute on function app_private.export_mailbox(text) to service_role;

-- Deletes every row that holds the mailbox (every spelling of it) and was made up to `issued_at`
-- (an erase link erases what existed when it was issued; `npm run forget` erases up to now), by
-- the mailbox indexes, and remembers only its keyed hash: no mail goes to it again. Returns the
-- rows deleted per table.
create or replace function app_private.erase_mailbox(address text, issued_at timestamptz default now())
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
    execute format('delete from public.%I where mailbox = $1 and created_at <= $2', t) using v_mailbox, issued_at;
    get diagnostics n = row_count;
    report := report || jsonb_build_object(t, n);
  end loop;
  delete from app_private.mail_jobs j
  where (j.mailbox = v_mailbox or j.sender_mailbox = v_mailbox) and j.created_at <= issued_at;
  get diagnostics n = row_count;
  report := report || jsonb_build_object('mail_jobs', n);
  delete from app_private.contact_messages m where m.mailbox = v_mailbox and m.created_at <= issued_at;
  get diagnostics n = row_count;
  report := report || jsonb_build_object('contact_messages', n);
  -- The opt-out itself is kept as the keyed hash below (an erased mailbox gets no mail at all).
  delete from app_private.mail_suppressions s where s.mailbox = v_mailbox;
  get diagnostics n = row_count;
  report := report || jsonb_build_object('mail_suppressions', n);
  insert into app_private.erased_mailboxes (mailbox_key) values (app_private.mailbox_key(v_mailbox))
  on conflict (mailbox_key) do update set erased_at = now();
  return report;
end
$$;

grant execute on function app_private.erase_mailbox(text, timestamptz) to service_role;

revoke all on function app_private.erase_mailbox(text, timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Schedules

-- The jobs this project runs on pg_cron, by name: what `npm run go-live -- --db` and the tests
-- compare cron.job with. The sender's command reads Vault when it runs, so a key set or rotated
-- later needs nothing else.
create or replace function app_private.scheduled_jobs(cron_version text default '1.6')
returns table (name text, schedule text, command text)
language sql
immutable
set search_path = ''
as $fn$
  values
    ('send-mails',
     -- Seconds intervals came with pg_cron 1.5.
     case when string_to_array(split_part(cron_version, '-', 1), '.')::int[] >= array[1, 5]
       then '10 seconds' else '* * * * *' end,
     $cmd$select net.http_post(
  url := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'project_url') || '/functions/v1/send-mails',
  headers := jsonb_build_object(
    'Content-Type', 'application/json',
    'Authorization', 'Bearer ' || (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'service_role_key')
  ),
  body := '{}'::jsonb,
  timeout_milliseconds := 55000
)$cmd$),
    ('retention', '17 3 * * *', 'select app_private.apply_retention()'),
    -- Dead mail jobs (their retries lasted a day): a warning in the database log every hour while
    -- any is left, for a log alert on "dead mail jobs"; `npm run mails -- --revive` once fixed.
    ('dead-mail-jobs', '5 * * * *', $cmd$do $body$
declare
  dead integer := (select count(*) from app_private.mail_jobs where status = 'dead');
begin
  if dead > 0 then
    raise warning '% dead mail jobs: run npm run mails -- --status dead', dead;
  end if;
end
$body$$cmd$)
$fn$;

revoke all on function app_private.scheduled_jobs(text) from public, anon, authenticated;

grant execute on function app_private.scheduled_jobs(text) to service_role;

-- Creates pg_cron (and pg_net for the sender) where the server offers them, then schedules every
-- job. Where pg_cron cannot be created (not installed, or not in shared_preload_libraries) it says
-- so and schedules nothing: the local servers run the same calls in loops.
do $do$
declare
  job record;
  cron_version text;
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
      raise notice 'pg_cron is not available: no schedules (the local servers run the jobs in loops)';
      return;
    end if;
    begin
      create extension if not exists pg_cron;
    exception when others then
      raise notice 'pg_cron could not be created (%): no schedules', sqlerrm;
      return;
    end;
  end if;
  if not exists (select 1 from pg_extension where extname = 'pg_net')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  select extversion into cron_version from pg_extension where extname = 'pg_cron';
  for job in select * from app_private.scheduled_jobs(cron_version) loop
    perform cron.schedule(job.name, job.schedule, job.command);
  end loop;
end
$do$;

reset check_function_bodies;
