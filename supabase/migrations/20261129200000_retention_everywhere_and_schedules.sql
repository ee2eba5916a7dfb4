-- Every table that holds anything about a person has a lifetime, and the schedules that enforce
-- them (and send the mail) are created here, so `supabase db push` sets them up on any project that
-- has pg_cron: nothing to edit or run by hand.
--
-- 1. Retention covers, besides the rows of 20261128200000_retention_and_erasure.sql:
--    * app_private.rate_counters: keyed hashes of a client's network address or of a mailbox, with
--      hit counts, kept `rate_counters` days (no limit reads a bucket older than a day);
--    * app_private.used_lead_proofs: a spent challenge (random, nothing about anyone), until it
--      expires;
--    * a held mail job (a list welcome waiting for its confirmation): deleted with its unconfirmed
--      sign-up, `unconfirmed_list_rows` days after it was made;
--    * a dead mail job (its tries used up): its text is cleared `failed_mail_content` days after its
--      last try (kept that long so `npm run mails -- --revive` can send it once the fault is fixed);
--      its record goes with the other records after `mail_records` days.
--    An unsubscribe from every mail (app_private.mail_suppressions) is no longer deleted after a
--    period: it is what keeps the address from being written to again until the person signs up and
--    confirms anew. The rolled-up funnel counts hold no visitor (per step, timings version and arm,
--    all-time totals with no day) and are kept.
-- 2. Schedules (pg_cron, when the database has it; PGlite has not, and the dev and preview servers
--    run the same calls in loops): the sender every 10 seconds (every minute on pg_cron before 1.5)
--    through pg_net's net.http_post, with the project's URL and service role key read from Vault at
--    each run (secrets `project_url` and `service_role_key`, as Supabase's "Scheduling Edge
--    Functions" guide does); retention every night; a warning every hour while dead mail jobs wait.
--    cron.schedule replaces a job of the same name, so running this again changes nothing.

-- ---------------------------------------------------------------------------------------------
-- Settings

insert into app_private.retention_settings (name, days, note) values
  ('rate_counters', 2, 'Abuse counters: keyed hashes of a network address or a mailbox, with hit counts.'),
  ('failed_mail_content', 7, 'A mail that could not be delivered: its text, from its last try (then cleared; the record stays as the others).');

update app_private.retention_settings
set note = 'A list sign-up after its unsubscribe (the unsubscribe from every mail is kept apart, until the person confirms a sign-up again).'
where name = 'list_rows_after_unsubscribe';

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
