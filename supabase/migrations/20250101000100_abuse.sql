-- Abuse resistance of the lead path: nobody can flood the lists.
--
-- 1. A proof of work on every lead. The site asks the `lead-challenge` Edge Function for an ALTCHA
--    challenge (v1: SHA-256, the secret number drawn from 0..proof_max_number, an expiry in the salt,
--    an HMAC-SHA-256 signature), solves it in the background while the visitor types (altcha-lib) and
--    sends the solution with the insert in the `x-lead-proof` header (base64 JSON, ALTCHA's payload).
--    `guard_lead` below checks it *in the database*, before the row is stored, with pgcrypto: the
--    insert keeps going straight to PostgREST as anon (one request per lead, the spec's calls
--    unchanged), and no second door with the service role exists to get wrong. The signing key is made
--    here by the database itself (no secret in the repository) and read only by definer functions.
--    Missing, malformed, wrong, expired or reused: HTTP 403 with SQLSTATE PT403 and the reason as the
--    message ('lead proof missing' ...); nothing stored. A used proof is remembered until it expires.
-- 2. Limits that hold on a hosted project, all in app_private.lead_settings below (one place): per
--    client address (the gateway's x-forwarded-for, read from PostgREST's request.headers), per e-mail
--    across all eight tables (normalised: lower case, no +tag, no dots for Gmail), and a budget per
--    table per minute and per day that trips long before the database can fill. Over a limit: HTTP 429
--    (SQLSTATE PT429); the site keeps the lead in its outbox and sends it later. Each count runs under
--    an advisory lock of its key, so concurrent requests cannot overshoot it.
-- 3. Closed option sets: every field a form fills from a fixed list, and the derived fields (the plan
--    title, the opening, the style and its title, the level), accept only the site's values
--    (app_private.lead_options; tests/db/lead-options.ts computes the same sets from the content and
--    tests/db/abuse.test.ts compares them).
--
-- The service role (imports, the operator) is not limited. tests/db/abuse.test.ts covers every rule
-- on PGlite and PostgreSQL 15, with truly concurrent requests.

-- Functions here are grouped by what they do, not by what they call: a body that calls a function
-- defined further down is checked when it first runs (every one runs in tests/db), not at creation.
set check_function_bodies = off;

create schema if not exists extensions;

create extension if not exists pgcrypto with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- The constants, in one place. Change a value with an UPDATE on the hosted project (no migration
-- needed); the tests read them from here too.

create table app_private.lead_settings (
  name text primary key,
  value integer not null check (value > 0),
  note text not null
);

alter table app_private.lead_settings enable row level security;

insert into app_private.lead_settings (name, value, note) values
  ('proof_max_number', 40000,
   'Proof of work: the secret number lies in 0..this; a solver tries half of them on average (about 0.1 s in a phone''s browser, spent while the visitor types).'),
  ('proof_ttl_seconds', 1800,
   'A challenge expires this long after it was issued.'),
  ('email_per_hour', 10,
   'Leads per normalised e-mail address in any hour, all tables together.'),
  ('no_address_per_10_minutes', 10,
   'Leads in any 10 minutes from all requests that carry no client address together (one strict bucket).'),
  ('challenges_per_10_minutes', 60,
   'Proof-of-work challenges per client in any 10 minutes.'),
  ('no_address_challenges_per_10_minutes', 20,
   'Challenges in any 10 minutes for all requests without a client address together.'),
  ('confirmation_link_days', 7,
   'A confirmation link works this long; an unconfirmed list row older than this gives way to a new sign-up.'),
  ('contact_per_mailbox_per_day', 5,
   'Contact messages per sender mailbox in any 24 hours.'),
  ('funnel_per_client_per_hour', 600,
   'Funnel events per client in any hour.'),
  ('table_per_minute', 1000,
   'Leads per table in any minute from everyone together: a last resort behind the per-client limits.'),
  ('table_per_day', 5000,
   'Leads per table in any 24 hours from everyone together: a last resort sized from the database''s room (~1.5 KB a lead).'),
  ('client_v6_56_factor', 4,
   'An IPv6 /56 (a home or small office) may send this many times a client''s allowance.'),
  ('client_v6_48_factor', 16,
   'An IPv6 /48 (a site or a provider''s block) may send this many times a client''s allowance.'),
  ('client_v4_24_factor', 8,
   'An IPv4 /24 may send this many times a client''s allowance.'),
  ('shared_reserved_percent', 20,
   'Of every shared budget, this share is kept for clients with no hits today at their coarsest tier.'),
  ('challenges_per_day_full_price', 6000,
   'Past this many challenges in 24 hours from everyone together, every challenge costs the most and is counted only globally (no new counter rows: supabase/local/storage-budget.ts).'),
  ('leads_per_day', 100,
   'Leads in any 24 hours into all eight lead tables together, from everyone: the storage budget (supabase/local/storage-budget.ts), with its reserved share for clients new today.'),
  ('contact_per_day', 15,
   'Contact messages in any 24 hours from everyone together (the business inbox), kept a year (supabase/local/storage-budget.ts).'),
  ('proof_max_factor', 64,
   'The proof costs at most this many times its base (proof_max_number): seconds of work on a phone.'),
  ('proof_step_per_minute', 300,
   'Challenges a minute, from everyone together, at which the proof doubles in cost (and again at every further multiple of this).'),
  ('funnel_tabs_per_client_per_day', 200,
   'New tabs (distinct visitors'' pages) a client may start recording in any 24 hours.'),
  ('mail_recipients_per_client_per_day', 5,
   'Distinct mailboxes one client may have mailed in any 24 hours (a family on one home network: 5).'),
  ('mails_per_domain_per_day', 40,
   'Mails to one domain in any 24 hours, except the big public mail services (a catch-all domain is many mailboxes); more wait for the next day.'),
  ('unanswered_confirmation_days', 30,
   'A mailbox gets no new confirmation while one sent to it in this many days is unanswered.'),
  ('erase_per_client_per_hour', 10,
   'Erase requests per client in any hour.'),
  ('erase_per_link_per_hour', 5,
   'Requests with one erase link in any hour.'),
  ('erase_link_replay_minutes', 60,
   'An erase link used once answers "erased" again for this long, then it is void.'),
  ('mails_per_mailbox_per_day', 6,
   'Mails to one mailbox in any 24 hours, confirmations apart, as the sender counts them (supabase/functions/_shared/mail-limits.ts); the insert uses it to tell the visitor.'),
  ('client_share_percent', 25,
   'A client''s daily allowance, at any tier, is at most this share of the non-reserved part of the shared daily budget it draws on.'),
  ('address_per_10_minutes', 15,
   'Leads per client in any 10 minutes (times the tier''s factor for a /24, /56 or /48).'),
  ('address_per_day', 20,
   'Leads per client in any 24 hours, at every tier, and never more than client_share_percent of the non-reserved leads_per_day.'),
  ('no_address_per_day', 20,
   'Leads in any 24 hours from all requests without a client address together (capped like a client''s).'),
  ('funnel_per_client_per_day', 600,
   'Funnel events per client in any 24 hours, at every tier, and never more than client_share_percent of the non-reserved funnel_per_day.'),
  ('funnel_per_day', 3000,
   'Funnel events in any 24 hours from everyone together (kept 21 days: supabase/local/storage-budget.ts).'),
  ('contact_per_client_per_day', 3,
   'Contact messages per client in any 24 hours (a quarter of contact_per_day less its reserved share).');

create or replace function app_private.lead_setting(setting text)
returns integer
language sql
stable
set search_path = ''
as $$
  select s.value from app_private.lead_settings s where s.name = setting
$$;

-- The key that signs challenges: 32 random bytes, made by each database when it runs this migration.
create table app_private.lead_proof_key (
  id boolean primary key default true check (id),
  key text not null default encode(extensions.gen_random_bytes(32), 'hex')
);

alter table app_private.lead_proof_key enable row level security;

insert into app_private.lead_proof_key default values;

-- Solutions already used, until their challenge expires.
create table app_private.used_lead_proofs (
  challenge text primary key,
  expires_at timestamptz not null
);

alter table app_private.used_lead_proofs enable row level security;

create index used_lead_proofs_expires_at_idx on app_private.used_lead_proofs (expires_at);

create or replace function app_private.issue_lead_challenge()
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  no_address boolean := app_private.client_inet() is null;
  allowed integer := case when no_address
    then app_private.lead_setting('no_address_challenges_per_10_minutes')
    else app_private.lead_setting('challenges_per_10_minutes') end;
  network text := app_private.client_network();
  fresh boolean;
  tier record;
  max_number integer;
  expires bigint := floor(extract(epoch from now()))::bigint + app_private.lead_setting('proof_ttl_seconds');
  salt text;
  secret integer;
  challenge text;
begin
  -- A network new today: no challenge counted at its coarsest tier in the last day.
  fresh := app_private.hits_in('challenge-seen:' || network, interval '1 day') = 0;
  if app_private.hits_in('challenges-day', interval '1 day')
     >= app_private.lead_setting('challenges_per_day_full_price') then
    -- Past the day's ceiling every challenge costs the most and is counted only globally, so a
    -- crowd of new addresses adds no counter rows (the price is the brake; the leads keep their
    -- per-client limits).
    max_number := app_private.lead_setting('proof_max_number') * app_private.lead_setting('proof_max_factor');
  else
    for tier in select * from app_private.client_tiers() loop
      if not app_private.has_room('challenge-client:' || tier.bucket, interval '10 minutes',
          allowed::bigint * tier.factor) then
        raise exception 'too many challenges from this address; please try again later' using errcode = 'PT429';
      end if;
    end loop;
    for tier in select * from app_private.client_tiers() loop
      perform app_private.add_hits('challenge-client:' || tier.bucket, interval '10 minutes');
    end loop;
    perform app_private.add_hits('challenge-seen:' || network, interval '1 day');
    max_number := case when fresh then app_private.lead_setting('proof_max_number')
      else app_private.proof_max_number_now() end;
  end if;
  -- Counted after the price is set: the first challenges of a minute cost the base.
  perform app_private.add_hits('challenges', interval '1 minute');
  perform app_private.add_hits('challenges-day', interval '1 day');
  salt := encode(extensions.gen_random_bytes(12), 'hex') || '?expires=' || expires
    || '&client=' || app_private.challenge_client_tag() || '&';
  -- A uniform draw from 0..max_number out of 4 random bytes (the bias is below 1e-3).
  secret := (('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % (max_number + 1))::integer;
  challenge := encode(extensions.digest(salt || secret::text, 'sha256'), 'hex');
  return jsonb_build_object(
    'algorithm', 'SHA-256',
    'challenge', challenge,
    'maxnumber', max_number,
    'salt', salt,
    'signature', encode(
      extensions.hmac(challenge, (select k.key from app_private.lead_proof_key k), 'sha256'), 'hex')
  );
end
$$;

-- Checking a proof: null when it is good (and now used), else the reason it is refused. A proof
-- of a challenge another client fetched is refused like a wrong one.
create or replace function app_private.lead_proof_refusal(header text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  payload jsonb;
  salt text;
  challenge text;
  expires bigint;
  stored integer;
begin
  if header is null or header = '' then
    return 'lead proof missing';
  end if;
  begin
    payload := convert_from(decode(header, 'base64'), 'UTF8')::jsonb;
  exception when others then
    return 'lead proof malformed';
  end;
  if jsonb_typeof(payload) <> 'object'
     or payload ->> 'algorithm' is distinct from 'SHA-256'
     or jsonb_typeof(payload -> 'number') <> 'number'
     or jsonb_typeof(payload -> 'salt') <> 'string'
     or jsonb_typeof(payload -> 'challenge') <> 'string'
     or jsonb_typeof(payload -> 'signature') <> 'string'
     or char_length(payload ->> 'salt') > 200 then
    return 'lead proof malformed';
  end if;
  salt := payload ->> 'salt';
  challenge := payload ->> 'challenge';
  expires := substring(salt from '[?&]expires=([0-9]{1,12})(&|$)')::bigint;
  if expires is null then
    return 'lead proof malformed';
  end if;
  if encode(extensions.hmac(challenge, (select k.key from app_private.lead_proof_key k), 'sha256'), 'hex')
       <> payload ->> 'signature'
     or encode(extensions.digest(salt || (payload ->> 'number'), 'sha256'), 'hex') <> challenge then
    return 'lead proof invalid';
  end if;
  if substring(salt from '[?&]client=([0-9a-f]{16})(&|$)') is distinct from app_private.challenge_client_tag() then
    return 'lead proof from another client';
  end if;
  if expires < extract(epoch from now()) then
    return 'lead proof expired';
  end if;
  insert into app_private.used_lead_proofs (challenge, expires_at)
  values (challenge, to_timestamp(expires))
  on conflict do nothing;
  get diagnostics stored = row_count;
  if stored = 0 then
    return 'lead proof reused';
  end if;
  return null;
end
$$;

create or replace function app_private.lead_key(value text)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(extensions.hmac(value, (select k.key from app_private.lead_proof_key k), 'sha256'), 'hex')
$$;

-- ---------------------------------------------------------------------------------------------
-- The guard of every lead: the proof, the row's rules first, then the limits per client (in tiers),
-- per mailbox and shared, with the daily allowances capped by the client's share

create or replace function app_private.guard_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal text;
  proof text;
  who text := coalesce(current_setting('role', true), '');
  no_address boolean;
  network text;
  fresh boolean;
  tier record;
  v_email_key text;
  is_list boolean := tg_table_name in ('newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet');
  limits text[];
  periods interval[];
  allowances bigint[];
  i integer;
  gone bigint[];
  existing_id bigint;
  existing_confirmed timestamptz;
begin
  -- The request's role (PostgREST's SET ROLE): inside this SECURITY DEFINER function current_user
  -- is the owner, so the role setting tells who asked.
  if who not in ('anon', 'authenticated') then
    return new;
  end if;

  -- One lead per request, refused at the second row: nothing about the first row (stored, or
  -- already on the list) can show in the answer of a bulk request.
  if nullif(current_setting('app.lead_proof', true), '') is not null then
    raise exception 'one lead per request'
      using errcode = '22023', hint = 'Send each lead in its own request.';
  end if;

  -- The row first: what the policy and the constraints would refuse is refused here, before
  -- anything about the person is read or counted, with the same answer for everyone.
  refusal := app_private.lead_row_refusal(tg_relid, new, who);
  if refusal is not null then
    raise exception '%', refusal using errcode = '23514';
  end if;

  proof := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-lead-proof';
  refusal := app_private.lead_proof_refusal(proof);
  if refusal is not null then
    raise exception '%', refusal using errcode = 'PT403',
      hint = 'Solve a challenge from the lead-challenge function and send it in x-lead-proof.';
  end if;
  perform set_config('app.lead_proof', proof, true);

  -- From here on every answer commits, so the proof stays spent.
  no_address := app_private.client_inet() is null;
  network := app_private.client_network();
  v_email_key := app_private.lead_key(app_private.normalized_email(new.email));

  -- Every limit, in one fixed order (the client's tiers coarsest first, the mailbox, the table):
  -- the client's own limits first, so a flood from elsewhere never uses them up, and the shared
  -- budget last, with its reserved share for clients with no leads today.
  fresh := app_private.hits_in('lead-seen:' || network, interval '1 day') = 0;
  for tier in select * from app_private.client_tiers() loop
    limits := limits || array['lead-client-10m:' || tier.bucket, 'lead-client-day:' || tier.bucket];
    periods := periods || array[interval '10 minutes', interval '1 day'];
    allowances := allowances || array[
      app_private.lead_setting(case when no_address then 'no_address_per_10_minutes' else 'address_per_10_minutes' end)::bigint * tier.factor,
      app_private.client_day_allowance(
        app_private.lead_setting(case when no_address then 'no_address_per_day' else 'address_per_day' end),
        tier.factor, least(app_private.lead_setting('leads_per_day'), app_private.lead_setting('table_per_day')))];
  end loop;
  limits := limits || array['lead-email:' || v_email_key,
    'lead-table-minute:' || tg_table_name, 'lead-table-day:' || tg_table_name, 'lead-all-day'];
  periods := periods || array[interval '1 hour', interval '1 minute', interval '1 day', interval '1 day'];
  allowances := allowances || array[
    app_private.lead_setting('email_per_hour')::bigint,
    app_private.shared_allowance(app_private.lead_setting('table_per_minute'), fresh),
    app_private.shared_allowance(app_private.lead_setting('table_per_day'), fresh),
    app_private.shared_allowance(app_private.lead_setting('leads_per_day'), fresh)];
  for i in 1 .. cardinality(limits) loop
    if not app_private.has_room(limits[i], periods[i], allowances[i]) then
      -- The same bare answer for every limit (no body, no reason): which one was reached does
      -- not show. The site keeps the lead and sends it later.
      perform set_config('response.status', '429', true);
      perform set_config('response.headers', '[{"Retry-After": "600"}]', true);
      return null;
    end if;
  end loop;
  for i in 1 .. cardinality(limits) loop
    perform app_private.add_hits(limits[i], periods[i]);
  end loop;
  perform app_private.add_hits('lead-seen:' || network, interval '1 day');
  delete from app_private.used_lead_proofs
   where challenge in (select u.challenge from app_private.used_lead_proofs u where u.expires_at < now() limit 20);

  if not is_list then
    return new;
  end if;

  -- A list row that was unsubscribed, or that waited for a confirmation longer than its link
  -- works, gives way to the new sign-up; what it still had waiting is not sent.
  execute format(
    'with gone as (delete from public.%I where email = $1 and (unsubscribed_at is not null '
    'or (confirmed_at is null and created_at < now() - make_interval(days => $2))) returning id) '
    'select array_agg(id) from gone', tg_table_name)
    into gone
    using new.email, app_private.lead_setting('confirmation_link_days');
  if gone is not null then
    update app_private.mail_jobs set status = 'suppressed', last_error = 'replaced by a new sign-up', claimed_until = null
    where source_table = tg_table_name and source_id = any (gone) and status in ('held', 'pending');
  end if;

  -- Already on the list: the spec's "Already Subscribed" (409), answered without an error so the
  -- proof stays spent. A sign-up still waiting for its confirmation gets the confirmation again.
  execute format('select id, confirmed_at from public.%I where email = $1', tg_table_name)
    into existing_id, existing_confirmed
    using new.email;
  if existing_id is not null then
    if existing_confirmed is null then
      insert into app_private.mail_jobs (kind, to_email, payload, source_table, source_id)
      values ('confirm', new.email, jsonb_build_object('list', tg_table_name), tg_table_name, existing_id);
    end if;
    perform set_config('response.status', '409', true);
    return null;
  end if;
  return new;
end
$$;

revoke all on function app_private.guard_lead() from public, anon, authenticated;

revoke all on function app_private.issue_lead_challenge() from public, anon, authenticated;

revoke all on function app_private.lead_proof_refusal(text) from public, anon, authenticated;

revoke all on function app_private.lead_key(text) from public, anon, authenticated;

revoke all on function app_private.lead_setting(text) from public, anon, authenticated;

-- The guard: every lead passes it first.
do $$
declare
  t text;
begin
  foreach t in array array[
    'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet',
    'quiz_submissions', 'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'
  ] loop
    -- Named to fire first among the BEFORE INSERT triggers (they fire in name order).
    execute format(
      'create trigger a_guard_lead before insert on public.%I '
      'for each row execute function app_private.guard_lead()',
      t
    );
  end loop;
end
$$;

-- The lead and mail path cannot be turned against a stranger, the business or its visitors.
--
-- 1. Every limit counts what it protects. A client is the network a request comes from, read from
--    one header the hosted gateway sets and a client cannot forge (its name is a setting,
--    app_private.client_settings); an IPv6 client is its /64; a request without that header falls
--    into one strict shared bucket instead of skipping the limit. A mailbox is the normalised
--    address (app_private.normalized_email), in the mail queue's limits as in the leads'.
-- 2. Per-client limits come first; the shared per-table budget is a last resort sized from the
--    database's room, and as challenges pour in the proof of work gets dearer (up to
--    proof_max_factor times) before any door closes. Challenges are limited per client too.
-- 3. A repeat sign-up on a list answers 409 ("Already Subscribed") without raising an error: the
--    transaction commits, so the proof it paid is spent, and one proof answers at most one question
--    about one address. A request of several rows is refused whole (400) at its second row, before
--    anything about the first could show. A pending sign-up whose link has expired gives way to the
--    new one; a repeat of a pending one asks for a new confirmation (the sender keeps it to one a
--    day per list and mailbox).
-- 4. Consent per list and per row: a confirmation confirms the one list row its link names, if that
--    row is still there and subscribed, and never clears an unsubscribe.
-- 5. A study plan or an opening is stored only when it is the catalogue's entry for the row's own
--    answers, so a mail that repeats it repeats our text.
-- 6. Contact messages: per client, per mailbox and a global daily cap. Funnel events: per client per
--    hour and day, a global daily cap, and a time the server bounds.

-- ---------------------------------------------------------------------------------------------
-- Settings

create table app_private.client_settings (
  name text primary key,
  value text not null,
  note text not null
);

alter table app_private.client_settings enable row level security;

revoke all on table app_private.client_settings from public, anon, authenticated;

insert into app_private.client_settings (name, value, note) values
  ('client_address_header', 'cf-connecting-ip',
   'The request header that carries the caller''s address, set by the gateway in front of the API and the Edge Functions and never taken from the caller (README "Abuse": what was verified, what is assumed, and the check to run on a staging project).');

create or replace function app_private.client_setting(setting text)
returns text
language sql
stable
set search_path = ''
as $$
  select s.value from app_private.client_settings s where s.name = setting
$$;

revoke all on function app_private.client_setting(text) from public, anon, authenticated;

-- The finest tier as text: an IPv4 address, or the /64 of an IPv6 one. Null without an address.
create or replace function app_private.client_key()
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when a is null then null
    when family(a) = 6 then host(network(set_masklen(a, 64))) || '/64'
    else host(a)
  end
  from (select app_private.client_inet() as a) as c
$$;

revoke all on function app_private.client_key() from public, anon, authenticated;

-- The finest tier's bucket (what contact messages count per client).
create or replace function app_private.client_bucket()
returns text
language sql
stable
set search_path = ''
as $$
  select app_private.lead_key(coalesce('client:' || app_private.client_key(), 'client:(no address)'))
$$;

revoke all on function app_private.client_bucket() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- What the limits count: one row per key and tenth of its period, keyed hashes only (no address,
-- no e-mail). A limit of N in any 10 minutes sums the key's buckets that overlap the last 10
-- minutes (at most 11 rows, by the primary key), so no count reads more, whatever the traffic, and
-- it never lets more than N through in any 10 minutes (it may count up to a tenth more time than
-- the period). Each key is counted under an advisory lock of its own, so concurrent requests
-- cannot overshoot; a refused request's transaction rolls back, so it uses none of the allowance.

create table app_private.rate_counters (
  counter text not null,
  window_start timestamptz not null,
  hits integer not null check (hits >= 0),
  primary key (counter, window_start)
);

alter table app_private.rate_counters enable row level security;

revoke all on table app_private.rate_counters from public, anon, authenticated;

create index rate_counters_window_start_idx on app_private.rate_counters (window_start);

-- The hits of `counter` in the last `period` (its buckets that overlap it).
create or replace function app_private.hits_in(counter text, period interval)
returns bigint
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(r.hits), 0) from app_private.rate_counters r
  where r.counter = hits_in.counter and r.window_start > now() - period - period / 10
$$;

revoke all on function app_private.hits_in(text, interval) from public, anon, authenticated;

create or replace function app_private.count_hit(counter text, period interval, allowed integer, amount integer default 1)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not app_private.has_room(counter, period, allowed, amount) then
    return false;
  end if;
  perform app_private.add_hits(counter, period, amount);
  return true;
end
$$;

revoke all on function app_private.count_hit(text, interval, integer, integer) from public, anon, authenticated;

-- A hit, or 429 with `message`.
create or replace function app_private.take_hit(counter text, period interval, allowed integer, message text, amount integer default 1)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not app_private.count_hit(counter, period, allowed, amount) then
    raise exception '%', message using errcode = 'PT429';
  end if;
end
$$;

revoke all on function app_private.take_hit(text, interval, integer, text, integer) from public, anon, authenticated;

-- The proof's cost right now: the base, doubled at every proof_step_per_minute challenges of the
-- last minute, and the most once the day's challenges pass challenges_per_day_full_price; at most
-- proof_max_factor times the base.
create or replace function app_private.proof_max_number_now()
returns integer
language sql
stable
set search_path = ''
as $$
  select (app_private.lead_setting('proof_max_number')::bigint * case
    when app_private.hits_in('challenges-day', interval '1 day')
         >= app_private.lead_setting('challenges_per_day_full_price')
      then app_private.lead_setting('proof_max_factor')::bigint
    else least(
      app_private.lead_setting('proof_max_factor')::bigint,
      power(2, least(30, floor(
        app_private.hits_in('challenges', interval '1 minute')::numeric
        / app_private.lead_setting('proof_step_per_minute'))))::bigint)
  end)::integer
$$;

revoke all on function app_private.proof_max_number_now() from public, anon, authenticated;

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

-- Dead jobs go back to the queue (npm run mails -- --revive): tried again from the start.
create or replace function app_private.revive_dead_mail_jobs()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  revived integer;
begin
  update app_private.mail_jobs
  set status = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = null
  where status = 'dead';
  get diagnostics revived = row_count;
  return revived;
end
$$;

revoke all on function app_private.revive_dead_mail_jobs() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The client, in tiers

-- The caller's address from the gateway's header (an IPv4 written as IPv6 is that IPv4), or null
-- when the header is missing or is not one address.
create or replace function app_private.client_inet()
returns inet
language plpgsql
stable
set search_path = ''
as $$
declare
  raw text;
  address inet;
begin
  raw := btrim(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb
    ->> lower(app_private.client_setting('client_address_header')));
  if raw is null or raw = '' or char_length(raw) > 64 or raw !~ '^[0-9A-Fa-f:.]+$' then
    return null;
  end if;
  begin
    address := raw::inet;
  exception when others then
    return null;
  end;
  if masklen(address) <> (case family(address) when 4 then 32 else 128 end) then
    return null;
  end if;
  if family(address) = 6 and address <<= '::ffff:0.0.0.0/96'::inet then
    address := '0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet);
  end if;
  return address;
end
$$;

revoke all on function app_private.client_inet() from public, anon, authenticated;

-- The request's client at every tier, coarsest first (the order every count locks them in): a
-- keyed hash of each network and the factor its allowance is multiplied by. One row, factor 1,
-- for the shared bucket of requests without an address.
create or replace function app_private.client_tiers()
returns table (bucket text, factor integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  a inet := app_private.client_inet();
begin
  if a is null then
    return query select app_private.lead_key('client:(no address)'), 1;
  elsif family(a) = 6 then
    return query values
      (app_private.lead_key('client:' || host(network(set_masklen(a, 48))) || '/48'),
       app_private.lead_setting('client_v6_48_factor')),
      (app_private.lead_key('client:' || host(network(set_masklen(a, 56))) || '/56'),
       app_private.lead_setting('client_v6_56_factor')),
      (app_private.lead_key('client:' || host(network(set_masklen(a, 64))) || '/64'), 1);
  else
    return query values
      (app_private.lead_key('client:' || host(network(set_masklen(a, 24))) || '/24'),
       app_private.lead_setting('client_v4_24_factor')),
      (app_private.lead_key('client:' || host(a)), 1);
  end if;
end
$$;

revoke all on function app_private.client_tiers() from public, anon, authenticated;

-- Where "a client with no hits today" is judged: wider than any limit's tier (an IPv4 /16, an
-- IPv6 /32, a provider's block), so the many /24s or /48s of one crowd are not each new today,
-- and a crowd cannot spend the share kept for first-time visitors one network at a time.
create or replace function app_private.client_network()
returns text
language sql
stable
set search_path = ''
as $$
  select app_private.lead_key(case
    when a is null then 'network:(no address)'
    when family(a) = 6 then 'network:' || host(network(set_masklen(a, 32))) || '/32'
    else 'network:' || host(network(set_masklen(a, 16))) || '/16'
  end)
  from (select app_private.client_inet() as a) as c
$$;

revoke all on function app_private.client_network() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Counting: check every limit first, then count them all (a refused request counts nothing)

-- Locks `counter` to the end of the transaction and says whether `amount` more hits fit in
-- `allowed` over the last `period`.
create or replace function app_private.has_room(counter text, period interval, allowed bigint, amount integer default 1)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('rate:' || counter, 0));
  return app_private.hits_in(counter, period) + amount <= allowed;
end
$$;

revoke all on function app_private.has_room(text, interval, bigint, integer) from public, anon, authenticated;

-- Adds `amount` hits to `counter`'s current bucket (a tenth of `period`), and deletes up to 20
-- buckets that no limit reads any more: the table holds what the last two days counted.
create or replace function app_private.add_hits(counter text, period interval, amount integer default 1)
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into app_private.rate_counters as c (counter, window_start, hits)
  values (counter, date_bin(period / 10, now(), timestamptz '2000-01-01 00:00:00+00'), amount)
  on conflict on constraint rate_counters_pkey do update set hits = c.hits + excluded.hits;
  delete from app_private.rate_counters r
   where (r.counter, r.window_start) in (
     select o.counter, o.window_start from app_private.rate_counters o
     where o.window_start < now() - interval '2 days' limit 20);
end
$$;

revoke all on function app_private.add_hits(text, interval, integer) from public, anon, authenticated;

-- A shared budget as a client sees it: all of it for a client with no hits today, the rest after
-- the reserved share for every other.
create or replace function app_private.shared_allowance(total integer, fresh boolean)
returns bigint
language sql
stable
set search_path = ''
as $$
  select case when fresh then total::bigint
    else total::bigint * (100 - app_private.lead_setting('shared_reserved_percent')) / 100 end
$$;

revoke all on function app_private.shared_allowance(integer, boolean) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Challenges: bound to the client, dearer as traffic rises

-- The tag a challenge carries of the client bucket that fetched it.
create or replace function app_private.challenge_client_tag()
returns text
language sql
stable
set search_path = ''
as $$
  select left(app_private.lead_key('challenge-for:' || app_private.client_bucket()), 16)
$$;

revoke all on function app_private.challenge_client_tag() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The row, judged on its own

-- Why PostgreSQL would refuse `new_row` for the table `rel` when the role `who` inserts it: no
-- insert policy for the role that passes (with every restrictive one), a NOT NULL column left
-- empty, or a CHECK constraint that is false. Null when none would. Read from the catalogue, so every
-- rule the table has is checked, also one added after this function.
create or replace function app_private.lead_row_refusal(rel regclass, new_row anyelement, who text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  rule record;
  ok boolean;
  passed boolean := false;
  any_policy boolean := false;
  relation text := (select c.relname from pg_catalog.pg_class c where c.oid = rel);
begin
  -- In PostgreSQL's own order: the policies, then NOT NULL, then the CHECK constraints.
  for rule in
    select p.polpermissive, pg_catalog.pg_get_expr(coalesce(p.polwithcheck, p.polqual), p.polrelid) as expr
    from pg_catalog.pg_policy p
    where p.polrelid = rel and p.polcmd in ('a', '*')
      and (p.polroles = '{0}' or exists (
        select 1 from pg_catalog.pg_roles r where r.oid = any (p.polroles) and r.rolname = who))
    order by p.polpermissive, p.polname
  loop
    if rule.expr is null then
      ok := true;
    else
      execute format('select coalesce((%s), false) from (select ($1).*) as %I', rule.expr, relation)
        into ok using new_row;
    end if;
    if rule.polpermissive then
      any_policy := true;
      passed := passed or ok;
    elsif not ok then
      return format('new row violates row-level security policy for table "%s"', relation);
    end if;
  end loop;
  if not (any_policy and passed) then
    return format('new row violates row-level security policy for table "%s"', relation);
  end if;
  for rule in
    select a.attname from pg_catalog.pg_attribute a
    where a.attrelid = rel and a.attnum > 0 and not a.attisdropped and a.attnotnull
      and a.attgenerated = '' and a.attidentity = ''
  loop
    if (to_jsonb(new_row) -> rule.attname::text) = 'null'::jsonb then
      return format('null value in column "%s" of relation "%s" violates not-null constraint', rule.attname, relation);
    end if;
  end loop;
  for rule in
    select c.conname, pg_catalog.pg_get_expr(c.conbin, c.conrelid) as expr
    from pg_catalog.pg_constraint c where c.conrelid = rel and c.contype = 'c'
    order by c.conname
  loop
    execute format('select (%s) is not false from (select ($1).*) as %I', rule.expr, relation)
      into ok using new_row;
    if not ok then
      return format('new row for relation "%s" violates check constraint "%s"', relation, rule.conname);
    end if;
  end loop;
  return null;
end
$$;

revoke all on function app_private.lead_row_refusal(regclass, anyelement, text) from public, anon, authenticated;

-- A client's allowance in a daily window at a tier: its own times the tier's factor, but never more
-- than its share of what the shared budget leaves to networks seen today.
create or replace function app_private.client_day_allowance(own bigint, factor integer, shared integer)
returns bigint
language sql
stable
set search_path = ''
as $$
  select least(own * factor,
    app_private.shared_allowance(shared, false) * app_private.lead_setting('client_share_percent') / 100)
$$;

revoke all on function app_private.client_day_allowance(bigint, integer, integer) from public, anon, authenticated;

reset check_function_bodies;
