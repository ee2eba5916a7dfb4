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
