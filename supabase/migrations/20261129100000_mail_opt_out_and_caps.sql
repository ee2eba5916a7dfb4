-- Mail that protects its recipients.
--
-- 1. An opt-out lasts. An unsubscribe is a record of its own (app_private.mail_suppressions, per
--    list or for every mail), never a column of a row that a new sign-up can delete. A mailbox that
--    unsubscribed from everything, was erased, bounced or complained gets no mail at all,
--    confirmations included, until the operator lifts it at the person's own request
--    (app_private.lift_mail_opt_out, docs/backend-and-mail.md), also after retention has deleted
--    the address (its keyed hash stays); a list unsubscribe stops that list
--    until the person's own click on a new confirmation. Any mailbox gets at most one confirmation
--    it has not answered a month.
-- 2. The daily cap defers, it never drops, and never spends a confirmation (confirmations are
--    counted apart). A per-domain daily cap (catch-all domains), a cap on distinct recipient
--    mailboxes per client. The browser learns at insert time that a promised mail will not go
--    today: the insert answers 202 instead of 201.
-- 3. Result mails carry an offer only to a mailbox that confirmed a list (mail_jobs.promote).
-- 4. Bounces and complaints (the sender's permanent SMTP refusals, the provider's webhook) are
--    suppressions.
-- 5. Erasure reads indexes: every table that holds an address has a normalised `mailbox` column,
--    indexed; an erase link erases what existed when it was issued, once.

-- ---------------------------------------------------------------------------------------------
-- Settings (app_private.lead_settings, beside the lead limits)

insert into app_private.lead_settings (name, value, note) values
  ('mail_recipients_per_client_per_day', 5,
   'Distinct mailboxes one client may have mailed in any 24 hours (a family on one home network: 5).'),
  ('mails_per_domain_per_day', 40,
   'Mails to one domain in any 24 hours, except the big public mail services (a catch-all domain is many mailboxes); more wait for the next day.'),
  ('unanswered_confirmation_days', 30,
   'A mailbox gets no new confirmation while one sent to it in this many days is unanswered.'),
  ('erase_per_client_per_hour', 10, 'Erase requests per client in any hour.'),
  ('erase_per_link_per_hour', 5, 'Requests with one erase link in any hour.'),
  ('erase_link_replay_minutes', 60, 'An erase link used once answers "erased" again for this long, then it is void.');

-- ---------------------------------------------------------------------------------------------
-- Suppressions: per list or for every mail, with the reason

alter table app_private.mail_suppressions
  add column scope text not null default 'all'
    constraint mail_suppressions_scope_check check (scope in ('all', 'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet')),
  add column reason text not null default 'unsubscribed'
    constraint mail_suppressions_reason_check check (reason in ('unsubscribed', 'bounce', 'complaint'));
alter table app_private.mail_suppressions drop constraint mail_suppressions_pkey;
-- One record per mailbox and scope (every spelling of the mailbox is one).
delete from app_private.mail_suppressions s
using app_private.mail_suppressions o
where s.mailbox = o.mailbox and s.scope = o.scope and s.ctid < o.ctid;
alter table app_private.mail_suppressions add constraint mail_suppressions_pkey primary key (mailbox, scope);
drop index if exists app_private.mail_suppressions_mailbox_idx;

-- The list unsubscribes that were only a column until now become records.
insert into app_private.mail_suppressions (email, scope, created_at)
select distinct on (app_private.normalized_email(r.email), r.list) r.email, r.list, r.unsubscribed_at
from (
  select email, 'newsletter_subscribers' as list, unsubscribed_at from public.newsletter_subscribers where unsubscribed_at is not null
  union all
  select email, 'weekly_live_lessons', unsubscribed_at from public.weekly_live_lessons where unsubscribed_at is not null
  union all
  select email, 'free_tactics_cheat_sheet', unsubscribed_at from public.free_tactics_cheat_sheet where unsubscribed_at is not null
) r
on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- An indexed normalised mailbox on every table that holds an address

-- A generated column is computed with the inserting role's rights, as the catalogue CHECKs are
-- (study_plan_of): a pure function of its argument that reads nothing.
grant execute on function app_private.normalized_email(text) to anon, authenticated, service_role;

do $$
declare
  t text;
begin
  foreach t in array array[
    'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet', 'quiz_submissions',
    'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'
  ] loop
    execute format(
      'alter table public.%I add column mailbox text generated always as (app_private.normalized_email(email)) stored', t);
    execute format('create index %I on public.%I (mailbox, created_at)', t || '_mailbox_idx', t);
  end loop;
end
$$;
alter table app_private.contact_messages
  add column mailbox text generated always as (app_private.normalized_email(email)) stored;
create index contact_messages_mailbox_idx on app_private.contact_messages (mailbox, created_at);
-- A contact message's job goes to the business inbox; the sender's mailbox is in its payload.
alter table app_private.mail_jobs
  add column sender_mailbox text generated always as (
    case when kind = 'contact_message' then app_private.normalized_email(payload ->> 'email') end) stored,
  add column domain text generated always as (split_part(app_private.normalized_email(to_email), '@', 2)) stored,
  -- A result mail may carry the lesson offer: its mailbox confirmed a list (set by the claim).
  add column promote boolean not null default false;
create index mail_jobs_sender_mailbox_idx on app_private.mail_jobs (sender_mailbox) where sender_mailbox is not null;
create index mail_jobs_domain_claimed_at_idx on app_private.mail_jobs (domain, claimed_at);
create index mail_jobs_kind_mailbox_idx on app_private.mail_jobs (mailbox, kind, claimed_at);

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

-- A confirmation is answered when the person clicks it (confirm_list_row marks it).
alter table app_private.mail_jobs add column answered boolean not null default false;
do $$
declare
  t text;
begin
  foreach t in array array['newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet'] loop
    execute format(
      'update app_private.mail_jobs j set answered = true from public.%I r '
      'where j.kind = ''confirm'' and j.source_table = %L and j.source_id = r.id and r.confirmed_at is not null', t, t);
  end loop;
end
$$;

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
revoke all on function app_private.claim_mail_jobs(integer, integer, integer, integer) from public, anon, authenticated;

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
revoke all on function app_private.enqueue_lead_mail() from public, anon, authenticated;

insert into app_private.lead_settings (name, value, note) values
  ('mails_per_mailbox_per_day', 6,
   'Mails to one mailbox in any 24 hours, confirmations apart, as the sender counts them (supabase/functions/_shared/mail-limits.ts); the insert uses it to tell the visitor.');

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
revoke all on function app_private.unsubscribe_mail_address(text, text) from public, anon, authenticated;

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

-- The person's click on a confirmation link: confirms the row it names, clears that list's
-- unsubscribe record (the person asked for the list again), and lets a confirmation that waited
-- behind this one go at once. Null when the link is void.
create or replace function app_private.confirm_list_row(list text, row_id bigint, address text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  confirmed bigint;
  released integer;
  v_mailbox text := app_private.normalized_email(address);
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
  delete from app_private.mail_suppressions where mailbox = v_mailbox and scope = list;
  update app_private.mail_jobs set status = 'pending', next_attempt_at = now()
  where source_table = list and source_id = row_id and status = 'held';
  get diagnostics released = row_count;
  update app_private.mail_jobs set answered = true
  where source_table = list and source_id = row_id and kind = 'confirm';
  update app_private.mail_jobs set next_attempt_at = now(), last_error = null
  where mailbox = v_mailbox and kind = 'confirm' and status = 'pending' and next_attempt_at > now();
  return released;
end
$$;
revoke all on function app_private.confirm_list_row(text, bigint, text) from public, anon, authenticated;

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

drop function app_private.erase_mailbox(text);

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
revoke all on function app_private.erase_mailbox(text, timestamptz) from public, anon, authenticated;
grant execute on function app_private.erase_mailbox(text, timestamptz) to service_role;

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
