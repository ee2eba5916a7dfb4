-- The sender's schedule on a hosted Supabase project (README "Mail"). Not a migration: pg_cron and
-- pg_net exist only on the hosted project, and the local dev server runs the same call in a loop
-- (supabase/local/mail.ts, startSenderLoop). Run once in the SQL editor after
-- `supabase functions deploy`, with the project's ref and its service role key kept in Vault:
--
--   select vault.create_secret('<service role key>', 'send_mails_service_key');

create extension if not exists pg_cron;
create extension if not exists pg_net;

-- Every 10 seconds (pg_cron 1.5+ takes a seconds interval; use '* * * * *' on an older one).
select cron.schedule(
  'send-mails',
  '10 seconds',
  $$
  select net.http_post(
    url := 'https://<project-ref>.supabase.co/functions/v1/send-mails',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'send_mails_service_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 55000
  );
  $$
);

-- Retention (README "Privacy"): every night, what is older than its period goes
-- (app_private.apply_retention, the periods in app_private.retention_settings). The dev and preview
-- servers run the same function every hour (supabase/local/retention.ts).
select cron.schedule('retention', '17 3 * * *', $$ select app_private.apply_retention() $$);

-- Dead mail jobs (their retries lasted a day): a warning in the database log every hour while any
-- is left, for a log alert on "dead mail jobs" (README "Mail"); `npm run mails -- --revive` once the
-- cause is fixed.
select cron.schedule(
  'dead-mail-jobs',
  '5 * * * *',
  $$
  do $body$
  declare
    dead integer := (select count(*) from app_private.mail_jobs where status = 'dead');
  begin
    if dead > 0 then
      raise warning '% dead mail jobs: run npm run mails -- --status dead', dead;
    end if;
  end
  $body$;
  $$
);
