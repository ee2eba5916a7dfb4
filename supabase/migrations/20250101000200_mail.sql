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

-- Functions here are grouped by what they do, not by what they call: a body that calls a function
-- defined further down is checked when it first runs (every one runs in tests/db), not at creation.
set check_function_bodies = off;

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
  source_id bigint,
  -- The queue counts mailboxes (app_private.normalized_email), as the leads' limits do.
  mailbox text generated always as (app_private.normalized_email(to_email)) stored,
  -- A contact message's job goes to the business inbox; the sender's mailbox is in its payload.
  sender_mailbox text generated always as (
    case when kind = 'contact_message' then app_private.normalized_email(payload ->> 'email') end) stored,
  domain text generated always as (split_part(app_private.normalized_email(to_email), '@', 2)) stored,
  -- A result mail may carry the lesson offer: its mailbox confirmed a list (set by the claim).
  promote boolean not null default false,
  -- A confirmation is answered when the person clicks it (confirm_list_row marks it).
  answered boolean not null default false
);

comment on table app_private.mail_jobs is
  'Mail queue: held (waits for double opt-in), pending (due at next_attempt_at), sending (claimed until claimed_until), sent, dead (tries used up, last_error), suppressed (unsubscribed, over a limit, nothing to confirm).';

create index mail_jobs_due_idx on app_private.mail_jobs (next_attempt_at, id) where status in ('pending', 'sending');

create index mail_jobs_to_email_idx on app_private.mail_jobs (to_email, claimed_at);

create index mail_jobs_mailbox_claimed_at_idx on app_private.mail_jobs (mailbox, claimed_at);

create index mail_jobs_source_idx on app_private.mail_jobs (source_table, source_id);

create index mail_jobs_sender_mailbox_idx on app_private.mail_jobs (sender_mailbox) where sender_mailbox is not null;

create index mail_jobs_domain_claimed_at_idx on app_private.mail_jobs (domain, claimed_at);

create index mail_jobs_kind_mailbox_idx on app_private.mail_jobs (mailbox, kind, claimed_at);

-- Mailboxes that asked for no more mail: from every mail ('all', the link in a result or tool mail)
-- or from one list, with the reason.
create table app_private.mail_suppressions (
  email text not null,
  created_at timestamptz not null default now(),
  mailbox text generated always as (app_private.normalized_email(email)) stored,
  scope text not null default 'all'
    constraint mail_suppressions_scope_check check (scope in ('all', 'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet')),
  reason text not null default 'unsubscribed'
    constraint mail_suppressions_reason_check check (reason in ('unsubscribed', 'bounce', 'complaint')),
  constraint mail_suppressions_pkey primary key (mailbox, scope)
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
  ),
  mailbox text generated always as (app_private.normalized_email(email)) stored
);

create index contact_messages_email_created_at_idx on app_private.contact_messages (email, created_at);

create index contact_messages_mailbox_idx on app_private.contact_messages (mailbox, created_at);

alter table app_private.mail_jobs enable row level security;

alter table app_private.mail_suppressions enable row level security;

alter table app_private.contact_messages enable row level security;

revoke all on table app_private.mail_jobs, app_private.mail_suppressions,
  app_private.contact_messages from public, anon, authenticated;

-- A list row from the site starts unconfirmed: only a click on its own link confirms it. The
-- service role (an import) may set it.
create or replace function app_private.prepare_list_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  execute format(
    'delete from %I.%I where email = $1 and (unsubscribed_at is not null '
    'or (confirmed_at is null and created_at < now() - make_interval(days => $2)))',
    tg_table_schema, tg_table_name)
    using new.email, app_private.lead_setting('confirmation_link_days');
  new.unsubscribed_at := null;
  if coalesce(current_setting('role', true), '') in ('anon', 'authenticated') then
    new.confirmed_at := null;
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
  row_json jsonb := to_jsonb(new) - 'client_id' - 'mailbox';
  needs_confirmation boolean := tg_table_name in ('newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet')
    and (to_jsonb(new) ->> 'confirmed_at') is null;
  -- What judge_lead_mail told the visitor (null for a row not from the site).
  withheld text := nullif(current_setting('app.mail_withheld', true), '');
begin
  if job_kind is null then
    raise exception 'no mail for table %', tg_table_name;
  end if;
  if withheld = 'recipient cap' then
    -- Nothing goes to a mailbox the client may not mail: the list row waits for a sign-up of
    -- its own, a result is not sent.
    if needs_confirmation then
      insert into app_private.mail_jobs (kind, to_email, payload, status, source_table, source_id)
      values (job_kind, new.email, row_json, 'held', tg_table_name, new.id);
    else
      insert into app_private.mail_jobs (kind, to_email, payload, status, last_error, source_table, source_id)
      values (job_kind, new.email, '{}'::jsonb, 'suppressed',
        'too many recipient mailboxes from this client today', tg_table_name, new.id);
    end if;
    return null;
  end if;
  -- The claim decides for good; the note says what the visitor was told.
  if needs_confirmation then
    insert into app_private.mail_jobs (kind, to_email, payload, status, source_table, source_id)
    values (job_kind, new.email, row_json, 'held', tg_table_name, new.id);
    insert into app_private.mail_jobs (kind, to_email, payload, last_error, source_table, source_id)
    values ('confirm', new.email, jsonb_build_object('list', tg_table_name), 'told no mail: ' || withheld, tg_table_name, new.id);
  else
    insert into app_private.mail_jobs (kind, to_email, payload, last_error, source_table, source_id)
    values (job_kind, new.email, row_json, 'told no mail: ' || withheld, tg_table_name, new.id);
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
-- The claim

-- Claims up to batch_size due jobs for lease_seconds, each under a lock on its mailbox. A job that
-- may never go is suppressed with the reason; one over a daily cap waits until the cap has room:
--   * any mail but a contact message: the mailbox was erased, bounced, complained or unsubscribed
--     from everything (at any time: an opt-out lasts);
--   * a confirmation: its list row is gone, confirmed or unsubscribed; one for the same list went
--     out within confirmation_window_hours (a list unsubscribe does not stop it: the person's click
--     on it is the way back to that list). While another
--     confirmation to the mailbox is unanswered (unanswered_confirmation_days), it waits (a click
--     on that one sends it at once) until its own link would have expired, then it is suppressed;
--   * a list mail: its row is gone or unsubscribed, or the mailbox unsubscribed from the list;
--   * every mail but confirmations and contact messages: max_mails_per_address_per_day to the
--     mailbox, or mails_per_domain_per_day to its domain, in 24 hours: it waits for the next day.
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
  wait_until timestamptz;
  row_confirmed timestamptz;
  row_unsubscribed timestamptz;
  row_found boolean;
  list_table text;
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
    wait_until := null;
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

    if job.kind <> 'contact_message' then
      reason := app_private.mailbox_opt_out(job.mailbox, null);
    end if;
    if reason is not null or job.kind = 'contact_message' then
      null;
    elsif job.kind = 'confirm' then
      if not row_found or row_confirmed is not null or row_unsubscribed is not null then
        reason := 'nothing to confirm';
      elsif exists (
        select 1 from app_private.mail_jobs c
        where c.mailbox = job.mailbox and c.kind = 'confirm' and c.id <> job.id
          and c.source_table = job.source_table
          and c.status in ('sending', 'sent')
          and c.claimed_at > now() - make_interval(hours => confirmation_window_hours)
      ) then
        reason := 'a confirmation for this list was sent in the last ' || confirmation_window_hours || ' h';
      elsif app_private.unanswered_confirmation(job.mailbox, job.id) then
        if job.created_at > now() - make_interval(days => app_private.lead_setting('confirmation_link_days')) then
          wait_until := job.created_at + make_interval(days => app_private.lead_setting('confirmation_link_days'));
        else
          reason := 'another confirmation to this mailbox is unanswered';
        end if;
      end if;
    elsif job.kind in ('newsletter_welcome', 'weekly_class', 'cheat_sheet') then
      if not row_found or row_unsubscribed is not null
        or app_private.mailbox_opt_out(job.mailbox, list_table) is not null then
        reason := 'unsubscribed';
      end if;
    end if;
    if reason is null and wait_until is null and job.kind not in ('confirm', 'contact_message') then
      wait_until := app_private.mail_deferred_until(job.mailbox, job.id, max_mails_per_address_per_day);
    end if;

    if reason is not null then
      update app_private.mail_jobs
      set status = 'suppressed', last_error = reason, claimed_until = null, payload = '{}'::jsonb
      where id = job.id;
      continue;
    end if;
    if wait_until is not null then
      update app_private.mail_jobs
      set status = 'pending', next_attempt_at = wait_until, claimed_until = null,
          last_error = case when job.kind = 'confirm' then 'waits for an unanswered confirmation'
            else 'over a daily cap: waits for the next day' end
      where id = job.id;
      continue;
    end if;
    update app_private.mail_jobs
    set status = 'sending', attempts = attempts + 1, claimed_at = now(),
        claimed_until = now() + make_interval(secs => lease_seconds),
        claim_token = gen_random_uuid(),
        promote = job.kind not in ('confirm', 'contact_message') and app_private.mailbox_is_member(job.mailbox)
    where id = job.id
    returning * into job;
    return next job;
  end loop;
end
$$;

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

-- ---------------------------------------------------------------------------------------------
-- Consent and opt-outs

-- Unsubscribe from one list or from every mail: a record of its own, which no sign-up removes.
create or replace function app_private.unsubscribe_mail_address(address text, list text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_mailbox text := app_private.normalized_email(address);
begin
  if list not in ('all', 'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet') then
    raise exception 'unknown list %', list using errcode = '22023';
  end if;
  insert into app_private.mail_suppressions (email, scope) values (address, list)
  on conflict (mailbox, scope) do nothing;
  if list in ('all', 'newsletter_subscribers') then
    update public.newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now()) where mailbox = v_mailbox;
  end if;
  if list in ('all', 'weekly_live_lessons') then
    update public.weekly_live_lessons set unsubscribed_at = coalesce(unsubscribed_at, now()) where mailbox = v_mailbox;
  end if;
  if list in ('all', 'free_tactics_cheat_sheet') then
    update public.free_tactics_cheat_sheet set unsubscribed_at = coalesce(unsubscribed_at, now()) where mailbox = v_mailbox;
  end if;
  update app_private.mail_jobs set status = 'suppressed', last_error = 'unsubscribed', claimed_until = null, payload = '{}'::jsonb
  where mailbox = v_mailbox and status in ('held', 'pending')
    and kind <> 'contact_message'
    and (list = 'all' or source_table = list);
end
$$;

create or replace function app_private.store_contact_message(
  sender_name text,
  sender_email text,
  sender_subject text,
  body text,
  business_inbox text
)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  message app_private.contact_messages;
  v_client_key text := app_private.client_bucket();
  v_email_key text := app_private.lead_key(app_private.normalized_email(sender_email));
begin
  perform app_private.take_hit('contact-client:' || v_client_key, interval '1 day',
    app_private.lead_setting('contact_per_client_per_day'),
    'too many messages from this address; please try again tomorrow');
  perform app_private.take_hit('contact-email:' || v_email_key, interval '1 day',
    app_private.lead_setting('contact_per_mailbox_per_day'),
    'too many messages from this e-mail; please try again tomorrow');
  perform app_private.take_hit('contact-all', interval '1 day',
    app_private.lead_setting('contact_per_day'), 'too many messages today; please try again tomorrow');
  insert into app_private.contact_messages (name, email, subject, message)
  values (sender_name, sender_email, sender_subject, body)
  returning * into message;
  insert into app_private.mail_jobs (kind, to_email, payload, source_table, source_id)
  values ('contact_message', business_inbox, to_jsonb(message), 'contact_messages', message.id);
  return message.id;
end
$$;

revoke all on function app_private.store_contact_message(text, text, text, text, text) from public, anon, authenticated;

revoke all on function app_private.claim_mail_jobs(integer, integer, integer, integer) from public, anon, authenticated;

revoke all on function app_private.mark_mail_sent(bigint, uuid) from public, anon, authenticated;

revoke all on function app_private.mark_mail_failed(bigint, uuid, text, integer, integer) from public, anon, authenticated;

revoke all on function app_private.unsubscribe_mail_address(text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Who may be mailed

-- The big public mail services: one mailbox per person, no catch-all, so the per-mailbox cap is
-- enough; every other domain also has a daily cap of its own.
create or replace function app_private.is_public_mail_domain(domain text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select domain = any (array[
    'gmail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com',
    'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de',
    'gmx.net', 'web.de', 'mail.com', 'yandex.ru', 'mail.ru', 'qq.com', '163.com', 'orange.fr',
    'free.fr', 'laposte.net', 'btinternet.com', 'comcast.net', 'verizon.net', 'att.net'
  ])
$$;

revoke all on function app_private.is_public_mail_domain(text) from public, anon, authenticated;

-- Why no mail at all may go to the mailbox (for `list`, or for any mail when null): erased,
-- bounced, complained or unsubscribed. Null when it may be mailed.
create or replace function app_private.mailbox_opt_out(v_mailbox text, list text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select 'erased' from app_private.erased_mailboxes e where e.mailbox_key = app_private.mailbox_key(v_mailbox)),
    (select s.reason
       from app_private.mail_suppressions s
      where s.mailbox = v_mailbox and (s.scope = 'all' or s.scope = list)
      order by s.scope = 'all' desc limit 1))
$$;

revoke all on function app_private.mailbox_opt_out(text, text) from public, anon, authenticated;

-- A confirmation sent to the mailbox within unanswered_confirmation_days and never answered: the
-- mailbox gets no other until it answers or the month is over.
create or replace function app_private.unanswered_confirmation(v_mailbox text, except_job bigint)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from app_private.mail_jobs j
    where j.mailbox = v_mailbox and j.kind = 'confirm' and j.id <> except_job
      and j.status in ('sending', 'sent') and not j.answered
      and j.claimed_at > now() - make_interval(days => app_private.lead_setting('unanswered_confirmation_days')))
$$;

revoke all on function app_private.unanswered_confirmation(text, bigint) from public, anon, authenticated;

-- When a mail to the mailbox (not a confirmation) may go next under the daily caps: null now,
-- else the moment the oldest counted mail leaves the 24 hours.
create or replace function app_private.mail_deferred_until(v_mailbox text, except_job bigint, max_per_mailbox integer)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select greatest(
    (select min(c.claimed_at) + interval '24 hours' from (
       select j.claimed_at from app_private.mail_jobs j
       where j.mailbox = v_mailbox and j.id <> except_job and j.kind not in ('confirm', 'contact_message')
         and j.status in ('sending', 'sent') and j.claimed_at > now() - interval '24 hours'
       order by j.claimed_at desc
       limit max_per_mailbox) c
     having count(*) >= max_per_mailbox),
    (select min(c.claimed_at) + interval '24 hours' from (
       select j.claimed_at from app_private.mail_jobs j
       where j.domain = split_part(v_mailbox, '@', 2) and j.id <> except_job and j.kind <> 'contact_message'
         and not app_private.is_public_mail_domain(split_part(v_mailbox, '@', 2))
         and j.status in ('sending', 'sent') and j.claimed_at > now() - interval '24 hours'
       order by j.claimed_at desc
       limit app_private.lead_setting('mails_per_domain_per_day')) c
     having count(*) >= app_private.lead_setting('mails_per_domain_per_day'))
  )
$$;

revoke all on function app_private.mail_deferred_until(text, bigint, integer) from public, anon, authenticated;

-- The mailbox confirmed a list it is still on: a result mail may carry the lesson offer.
create or replace function app_private.mailbox_is_member(v_mailbox text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select app_private.mailbox_opt_out(v_mailbox, null) is null and (
    exists (select 1 from public.newsletter_subscribers r where r.mailbox = v_mailbox and r.confirmed_at is not null and r.unsubscribed_at is null)
    or exists (select 1 from public.weekly_live_lessons r where r.mailbox = v_mailbox and r.confirmed_at is not null and r.unsubscribed_at is null)
    or exists (select 1 from public.free_tactics_cheat_sheet r where r.mailbox = v_mailbox and r.confirmed_at is not null and r.unsubscribed_at is null))
$$;

revoke all on function app_private.mailbox_is_member(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- At insert time: the job, and whether the browser may say "we have emailed"

-- The client's distinct recipient mailboxes: true when `v_mailbox` is one it already mailed today
-- or there is room for one more (then counted). Keyed hashes only.
create or replace function app_private.take_mail_recipient(v_mailbox text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  bucket text := app_private.client_bucket();
  pair text := 'mail-recipient:' || bucket || ':' || app_private.mailbox_key(v_mailbox);
begin
  if app_private.hits_in(pair, interval '1 day') > 0 then
    return true;
  end if;
  if not app_private.count_hit('mail-recipients:' || bucket, interval '1 day',
      app_private.lead_setting('mail_recipients_per_client_per_day')) then
    return false;
  end if;
  perform app_private.count_hit(pair, interval '1 day', 1);
  return true;
end
$$;

revoke all on function app_private.take_mail_recipient(text) from public, anon, authenticated;

-- Before a lead from the site is stored (after the guard): will the mail its page promises go
-- today? When not (an opt-out, an unanswered confirmation, the daily caps, the client's recipient
-- cap) the insert answers 202 instead of 201, and the page says so. A BEFORE trigger: PostgREST
-- reads response.status in the insert's own statement, before AFTER triggers run. The decision
-- is left for enqueue_lead_mail in app.mail_withheld (one lead per request).
create or replace function app_private.judge_lead_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  is_list boolean := tg_table_name in ('newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet');
  v_mailbox text;
  withheld text;
begin
  perform set_config('app.mail_withheld', '', true);
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') or new.email is null then
    return new;
  end if;
  v_mailbox := app_private.normalized_email(new.email);
  withheld := app_private.mailbox_opt_out(v_mailbox, null);
  if withheld is null and is_list then
    if app_private.unanswered_confirmation(v_mailbox, 0) then
      withheld := 'another confirmation to this mailbox is unanswered';
    end if;
  elsif withheld is null and (
    (select count(*) from app_private.mail_jobs j
     where j.mailbox = v_mailbox and j.kind not in ('confirm', 'contact_message')
       and ((j.status in ('sending', 'sent') and j.claimed_at > now() - interval '24 hours') or j.status = 'pending'))
      >= app_private.lead_setting('mails_per_mailbox_per_day')
    or app_private.mail_deferred_until(v_mailbox, 0, app_private.lead_setting('mails_per_mailbox_per_day')) is not null
  ) then
    withheld := 'over a daily cap';
  end if;
  if withheld is null and not app_private.take_mail_recipient(v_mailbox) then
    withheld := 'recipient cap';
  end if;
  if withheld is not null then
    perform set_config('app.mail_withheld', withheld, true);
    perform set_config('response.status', '202', true);
  end if;
  return new;
end
$$;

revoke all on function app_private.judge_lead_mail() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array[
    'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet',
    'quiz_submissions', 'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'
  ] loop
    execute format(
      'create trigger judge_lead_mail before insert on public.%I '
      'for each row execute function app_private.judge_lead_mail()', t);
  end loop;
end
$$;

-- A bounce or a complaint (the sender's permanent SMTP refusal, the provider's webhook): no more
-- mail to the mailbox, and nothing waiting goes.
create or replace function app_private.record_mail_event(address text, event text, detail text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if event not in ('bounce', 'complaint') then
    raise exception 'unknown mail event %', event using errcode = '22023';
  end if;
  if address is null or position('@' in address) = 0 then
    raise exception 'not an e-mail address' using errcode = '22023';
  end if;
  insert into app_private.mail_suppressions as s (email, scope, reason) values (lower(btrim(address)), 'all', event)
  on conflict (mailbox, scope) do update set reason = excluded.reason
    where s.reason = 'unsubscribed' or excluded.reason = 'complaint';
  update app_private.mail_jobs
  set status = 'suppressed', last_error = left(event || ': ' || coalesce(detail, ''), 1000), claimed_until = null,
      payload = '{}'::jsonb
  where mailbox = app_private.normalized_email(address) and status in ('held', 'pending') and kind <> 'contact_message';
end
$$;

revoke all on function app_private.record_mail_event(text, text, text) from public, anon, authenticated;

-- The SMTP server refused the recipient for good (5xx): the job is suppressed and the mailbox too.
create or replace function app_private.mark_mail_bounced(job_id bigint, claim uuid, error text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  address text;
begin
  update app_private.mail_jobs
  set status = 'suppressed', claimed_until = null, last_error = left('bounce: ' || error, 1000), payload = '{}'::jsonb
  where id = job_id and status = 'sending' and claim_token = claim
  returning to_email into address;
  if address is null then
    return false;
  end if;
  -- The business inbox refusing a contact message is the operator's to fix, not a recipient's opt-out.
  if not exists (select 1 from app_private.mail_jobs j where j.id = job_id and j.kind = 'contact_message') then
    perform app_private.record_mail_event(address, 'bounce', error);
  end if;
  return true;
end
$$;

revoke all on function app_private.mark_mail_bounced(bigint, uuid, text) from public, anon, authenticated;

-- The operator's way back for a mailbox that opted out of everything or was erased, done only at
-- the person's own request (docs/backend-and-mail.md): the next sign-up asks for a confirmation
-- again. A complaint is lifted too, only by the person's own request.
create or replace function app_private.lift_mail_opt_out(address text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  n integer;
  m integer;
begin
  delete from app_private.mail_suppressions where mailbox = app_private.normalized_email(address);
  get diagnostics n = row_count;
  delete from app_private.erased_mailboxes where mailbox_key = app_private.mailbox_key(address);
  get diagnostics m = row_count;
  return n + m;
end
$$;

revoke all on function app_private.lift_mail_opt_out(text) from public, anon, authenticated;

grant execute on function app_private.lift_mail_opt_out(text) to service_role;

-- Erase links used: a keyed hash of the link and when it was first used.
create table app_private.used_erase_links (
  link_key text primary key,
  used_at timestamptz not null default now()
);

alter table app_private.used_erase_links enable row level security;

revoke all on table app_private.used_erase_links from public, anon, authenticated;

create index used_erase_links_used_at_idx on app_private.used_erase_links (used_at);

-- The erase-data function's one call: limited per client and per link, the link used once (a
-- repeat within erase_link_replay_minutes answers 'erased' again and erases nothing more; later
-- it is 'used'). Returns 'erased' or 'used'; 429 (PT429) over a limit.
create or replace function app_private.erase_by_link(address text, issued_at timestamptz, link text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_link_key text := app_private.lead_key('erase-link:' || link);
  first_used timestamptz;
begin
  perform app_private.take_hit('erase-client:' || app_private.client_bucket(), interval '1 hour',
    app_private.lead_setting('erase_per_client_per_hour'), 'too many erase requests; please try again later');
  perform app_private.take_hit('erase-link:' || v_link_key, interval '1 hour',
    app_private.lead_setting('erase_per_link_per_hour'), 'too many requests with this link; please try again later');
  delete from app_private.used_erase_links where used_at < now() - interval '120 days';
  select u.used_at into first_used from app_private.used_erase_links u where u.link_key = v_link_key;
  if first_used is not null then
    return case when first_used > now() - make_interval(mins => app_private.lead_setting('erase_link_replay_minutes'))
      then 'erased' else 'used' end;
  end if;
  insert into app_private.used_erase_links (link_key) values (v_link_key);
  -- The link says its time in whole seconds: what was made within that second existed.
  perform app_private.erase_mailbox(address, issued_at + interval '1 second');
  return 'erased';
end
$$;

revoke all on function app_private.erase_by_link(text, timestamptz, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- An opt-out from everything outlives its record: when the record goes (retention deletes the
-- address after its period, an erasure deletes it), the mailbox's keyed hash stays, never the
-- address, and no mail goes to it until the operator lifts it at the person's request.
create or replace function app_private.keep_opt_out_hash()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.scope = 'all' then
    insert into app_private.erased_mailboxes (mailbox_key) values (app_private.mailbox_key(old.mailbox))
    on conflict (mailbox_key) do nothing;
  end if;
  return null;
end
$$;

revoke all on function app_private.keep_opt_out_hash() from public, anon, authenticated;

create trigger keep_opt_out_hash after delete on app_private.mail_suppressions
  for each row execute function app_private.keep_opt_out_hash();

reset check_function_bodies;
