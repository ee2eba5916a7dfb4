-- The mails the site promises: a queue in app_private, filled by triggers in the same
-- transaction as the lead, emptied by the send-mails Edge Function (supabase/functions/send-mails).
--
--   * every lead insert that lands writes its job; an insert that is refused writes none (same
--     transaction). anon can neither read nor write the queue, the addresses or confirmed_at;
--   * the three lists are double opt-in: a list row starts unconfirmed (unless its address has already
--     confirmed), its welcome mail waits as 'held', and a 'confirm' job asks the address to confirm;
--     confirming releases the held mails. Unsubscribing marks the row, and a later insert of that
--     address starts unconfirmed again (a new confirmation is needed);
--   * jobs are claimed with FOR UPDATE SKIP LOCKED and a lease (claimed_until): two senders never send
--     one mail twice; a sender that dies between the SMTP send and the mark leaves a lease that runs
--     out, so that one mail may go out once more (at most one duplicate per crash);
--   * the limits (tries, backoff, mails per address per day, one confirmation per address per 24 h)
--     are parameters of the claim and fail functions, passed by the sender from
--     supabase/functions/_shared/mail-limits.ts (one file).

-- ---------------------------------------------------------------------------------------------
-- Tables

create table app_private.mail_jobs (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  kind text not null constraint mail_jobs_kind_check check (kind in (
    'confirm', 'newsletter_welcome', 'weekly_class', 'cheat_sheet',
    'knowledge_quiz_result', 'level_quiz_result', 'style_quiz_result',
    'study_plan', 'opening', 'contact_message'
  )),
  to_email text not null,
  -- The lead row (or the contact message) as stored: the sender renders the mail from it.
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'pending' constraint mail_jobs_status_check check (status in (
    'held', 'pending', 'sending', 'sent', 'dead', 'suppressed'
  )),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  claimed_until timestamptz,
  -- Names the claim that holds the job: only that sender may mark it sent or failed.
  claim_token uuid,
  sent_at timestamptz,
  last_error text,
  source_table text,
  source_id bigint
);
comment on table app_private.mail_jobs is
  'Mail queue: held (waits for double opt-in), pending (due at next_attempt_at), sending (claimed until claimed_until), sent, dead (tries used up, last_error), suppressed (unsubscribed, over a limit, nothing to confirm).';
create index mail_jobs_due_idx on app_private.mail_jobs (next_attempt_at, id) where status in ('pending', 'sending');
create index mail_jobs_to_email_idx on app_private.mail_jobs (to_email, claimed_at);

-- An address that clicked its confirmation link.
create table app_private.mail_addresses (
  email text primary key,
  confirmed_at timestamptz
);

-- Addresses that unsubscribed from every mail (the link in a result or tool mail).
create table app_private.mail_suppressions (
  email text primary key,
  created_at timestamptz not null default now()
);

-- Messages of the contact form (stored by the contact Edge Function, mailed to the business inbox).
create table app_private.contact_messages (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null constraint contact_messages_name_check check (app_private.is_short_text(name, 100)),
  email text not null constraint contact_messages_email_check check (app_private.is_valid_email(email)),
  subject text not null constraint contact_messages_subject_check check (app_private.is_short_text(subject, 200)),
  message text not null constraint contact_messages_message_check check (
    char_length(message) between 1 and 5000 and btrim(message) <> ''
  )
);
create index contact_messages_email_created_at_idx on app_private.contact_messages (email, created_at);

alter table app_private.mail_jobs enable row level security;
alter table app_private.mail_addresses enable row level security;
alter table app_private.mail_suppressions enable row level security;
alter table app_private.contact_messages enable row level security;
revoke all on table app_private.mail_jobs, app_private.mail_addresses, app_private.mail_suppressions,
  app_private.contact_messages from public, anon, authenticated;

-- Double opt-in state of a list row. Not granted to anon: the site cannot set or read it.
alter table public.newsletter_subscribers add column confirmed_at timestamptz, add column unsubscribed_at timestamptz;
alter table public.weekly_live_lessons add column confirmed_at timestamptz, add column unsubscribed_at timestamptz;
alter table public.free_tactics_cheat_sheet add column confirmed_at timestamptz, add column unsubscribed_at timestamptz;

-- ---------------------------------------------------------------------------------------------
-- Triggers: the job is written with the lead, in its transaction. SECURITY DEFINER because anon may
-- not touch app_private's tables; nobody may call these directly (a trigger fires whatever the
-- caller's EXECUTE rights).

-- Before a list insert: an earlier row of the same address that unsubscribed gives way (the unique
-- e-mail would refuse the new one), and the new row is confirmed only if its address already
-- confirmed and did not unsubscribe from this list.
create or replace function app_private.prepare_list_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  resubscribed integer;
begin
  execute format('delete from %I.%I where email = $1 and unsubscribed_at is not null', tg_table_schema, tg_table_name)
    using new.email;
  get diagnostics resubscribed = row_count;
  new.unsubscribed_at := null;
  if resubscribed > 0 or exists (select 1 from app_private.mail_suppressions s where s.email = new.email) then
    new.confirmed_at := null;
  else
    new.confirmed_at := (select a.confirmed_at from app_private.mail_addresses a where a.email = new.email);
  end if;
  return new;
end
$$;

create or replace function app_private.enqueue_lead_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job_kind text := case tg_table_name
    when 'newsletter_subscribers' then 'newsletter_welcome'
    when 'weekly_live_lessons' then 'weekly_class'
    when 'free_tactics_cheat_sheet' then 'cheat_sheet'
    when 'quiz_submissions' then 'knowledge_quiz_result'
    when 'chess_level_quiz' then 'level_quiz_result'
    when 'chess_style_quiz' then 'style_quiz_result'
    when 'study_plans' then 'study_plan'
    when 'opening_recommender' then 'opening'
  end;
  row_json jsonb := to_jsonb(new) - 'client_id';
  -- A list row that is not confirmed (only list rows have confirmed_at; PL/pgSQL may evaluate both
  -- sides of an AND, so the column is read from the JSON).
  needs_confirmation boolean := tg_table_name in ('newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet')
    and (to_jsonb(new) ->> 'confirmed_at') is null;
begin
  if job_kind is null then
    raise exception 'no mail for table %', tg_table_name;
  end if;
  if needs_confirmation then
    insert into app_private.mail_jobs (kind, to_email, payload, status, source_table, source_id)
    values (job_kind, new.email, row_json, 'held', tg_table_name, new.id);
    -- The sender sends at most one confirmation per address per 24 h and none when nothing waits.
    insert into app_private.mail_jobs (kind, to_email, payload, source_table, source_id)
    values ('confirm', new.email, jsonb_build_object('list', tg_table_name), tg_table_name, new.id);
  else
    insert into app_private.mail_jobs (kind, to_email, payload, source_table, source_id)
    values (job_kind, new.email, row_json, tg_table_name, new.id);
  end if;
  return null;
end
$$;

revoke all on function app_private.prepare_list_row() from public, anon, authenticated;
revoke all on function app_private.enqueue_lead_mail() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet'] loop
    execute format(
      'create trigger prepare_list_row before insert on public.%I '
      'for each row execute function app_private.prepare_list_row()',
      t
    );
  end loop;
  foreach t in array array[
    'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet',
    'quiz_submissions', 'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'
  ] loop
    execute format(
      'create trigger enqueue_lead_mail after insert on public.%I '
      'for each row execute function app_private.enqueue_lead_mail()',
      t
    );
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The sender's side. Called by the send-mails, confirm, unsubscribe and contact Edge Functions over
-- the project's database connection (SUPABASE_DB_URL); not executable by anon or authenticated, and
-- app_private is not exposed by PostgREST.

-- Claims up to batch_size due jobs for lease_seconds. A job is due when pending and next_attempt_at
-- has come, or when a claim's lease ran out (its sender died). Each job is checked under a lock on its
-- address, so concurrent senders count each other's claims: over a limit, it is suppressed instead.
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
begin
  for job in
    select * from app_private.mail_jobs j
    where (j.status = 'pending' and j.next_attempt_at <= now())
       or (j.status = 'sending' and j.claimed_until < now())
    order by j.next_attempt_at, j.id
    limit batch_size
    for update skip locked
  loop
    perform pg_advisory_xact_lock(hashtextextended('mail:' || job.to_email, 0));
    reason := null;
    if job.kind = 'confirm' then
      if not exists (
        select 1 from app_private.mail_jobs h where h.to_email = job.to_email and h.status = 'held'
      ) then
        reason := 'nothing to confirm';
      elsif exists (
        select 1 from app_private.mail_jobs c
        where c.to_email = job.to_email and c.kind = 'confirm' and c.id <> job.id
          and c.status in ('sending', 'sent')
          and c.claimed_at > now() - make_interval(hours => confirmation_window_hours)
      ) then
        reason := 'a confirmation was sent in the last ' || confirmation_window_hours || ' h';
      end if;
    elsif job.kind <> 'contact_message'
      and exists (select 1 from app_private.mail_suppressions s where s.email = job.to_email) then
      reason := 'unsubscribed';
    end if;
    if reason is null and job.kind <> 'contact_message' and (
      select count(*) from app_private.mail_jobs c
      where c.to_email = job.to_email and c.id <> job.id and c.kind <> 'contact_message'
        and c.status in ('sending', 'sent')
        and c.claimed_at > now() - interval '24 hours'
    ) >= max_mails_per_address_per_day then
      reason := 'daily limit of ' || max_mails_per_address_per_day || ' mails per address';
    end if;

    if reason is not null then
      update app_private.mail_jobs set status = 'suppressed', last_error = reason, claimed_until = null
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

-- The SMTP server took the mail: sent (only by the claim that holds it).
create or replace function app_private.mark_mail_sent(job_id bigint, claim uuid)
returns boolean
language sql
set search_path = ''
as $$
  with done as (
    update app_private.mail_jobs set status = 'sent', sent_at = now(), claimed_until = null, last_error = null
    where id = job_id and status = 'sending' and claim_token = claim
    returning 1
  )
  select exists (select 1 from done)
$$;

-- The send failed: retry after backoff_seconds, or park as dead with the error after max_attempts.
create or replace function app_private.mark_mail_failed(
  job_id bigint,
  claim uuid,
  error text,
  max_attempts integer,
  backoff_seconds integer
)
returns text
language sql
set search_path = ''
as $$
  update app_private.mail_jobs
  set status = case when attempts >= max_attempts then 'dead' else 'pending' end,
      next_attempt_at = now() + make_interval(secs => backoff_seconds),
      claimed_until = null,
      last_error = left(error, 1000)
  where id = job_id and status = 'sending' and claim_token = claim
  returning status
$$;

-- The confirmation link was opened: the address and its list rows are confirmed, held mails released.
-- Idempotent. Returns the number of mails released.
create or replace function app_private.confirm_mail_address(address text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  released integer;
begin
  insert into app_private.mail_addresses (email, confirmed_at) values (address, now())
  on conflict (email) do update set confirmed_at = now();
  delete from app_private.mail_suppressions where email = address;
  update public.newsletter_subscribers set confirmed_at = now()
  where email = address and confirmed_at is null and unsubscribed_at is null;
  update public.weekly_live_lessons set confirmed_at = now()
  where email = address and confirmed_at is null and unsubscribed_at is null;
  update public.free_tactics_cheat_sheet set confirmed_at = now()
  where email = address and confirmed_at is null and unsubscribed_at is null;
  update app_private.mail_jobs set status = 'pending', next_attempt_at = now()
  where to_email = address and status = 'held';
  get diagnostics released = row_count;
  return released;
end
$$;

-- Unsubscribe from one list ('newsletter_subscribers', 'weekly_live_lessons',
-- 'free_tactics_cheat_sheet') or from every mail ('all'). Idempotent; nothing waiting is sent.
create or replace function app_private.unsubscribe_mail_address(address text, list text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if list not in ('all', 'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet') then
    raise exception 'unknown list %', list using errcode = '22023';
  end if;
  if list = 'all' then
    insert into app_private.mail_suppressions (email) values (address) on conflict (email) do nothing;
  end if;
  if list in ('all', 'newsletter_subscribers') then
    update public.newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now()) where email = address;
  end if;
  if list in ('all', 'weekly_live_lessons') then
    update public.weekly_live_lessons set unsubscribed_at = coalesce(unsubscribed_at, now()) where email = address;
  end if;
  if list in ('all', 'free_tactics_cheat_sheet') then
    update public.free_tactics_cheat_sheet set unsubscribed_at = coalesce(unsubscribed_at, now()) where email = address;
  end if;
  update app_private.mail_jobs set status = 'suppressed', last_error = 'unsubscribed'
  where to_email = address and status in ('held', 'pending')
    and kind <> 'contact_message'
    and (list = 'all' or source_table = list);
end
$$;

-- A contact message: stored with its mail to the business inbox, at most per_day per sender address.
create or replace function app_private.store_contact_message(
  sender_name text,
  sender_email text,
  sender_subject text,
  body text,
  business_inbox text,
  per_day integer
)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  message app_private.contact_messages;
begin
  perform pg_advisory_xact_lock(hashtextextended('contact:' || sender_email, 0));
  if (
    select count(*) from app_private.contact_messages m
    where m.email = sender_email and m.created_at > now() - interval '24 hours'
  ) >= per_day then
    raise exception 'too many messages from this address; please try again tomorrow' using errcode = 'PT429';
  end if;
  insert into app_private.contact_messages (name, email, subject, message)
  values (sender_name, sender_email, sender_subject, body)
  returning * into message;
  insert into app_private.mail_jobs (kind, to_email, payload, source_table, source_id)
  values ('contact_message', business_inbox, to_jsonb(message), 'contact_messages', message.id);
  return message.id;
end
$$;

revoke all on function app_private.claim_mail_jobs(integer, integer, integer, integer) from public, anon, authenticated;
revoke all on function app_private.mark_mail_sent(bigint, uuid) from public, anon, authenticated;
revoke all on function app_private.mark_mail_failed(bigint, uuid, text, integer, integer) from public, anon, authenticated;
revoke all on function app_private.confirm_mail_address(text) from public, anon, authenticated;
revoke all on function app_private.unsubscribe_mail_address(text, text) from public, anon, authenticated;
revoke all on function app_private.store_contact_message(text, text, text, text, text, integer) from public, anon, authenticated;
