-- The lead path tried by an attacker with a crowd of addresses and an invalid row.
--
-- 1. The row is judged before the person. guard_lead first checks everything the insert policy,
--    the NOT NULL columns and the CHECK constraints would (read from the catalogue, so a rule
--    added later is checked too), and refuses an invalid row with 400 (23514) before it reads the
--    proof, the limits or the list: nothing is spent, and a member and a stranger get the same
--    answer. A row that passes is then paid for: the proof is checked and spent, and from there on
--    every answer commits (a limit answers 429 through PostgREST's response.status, as "Already
--    Subscribed" answers 409), so the proof stays spent whatever the answer; a limit's 429 carries
--    no body and no reason, so an at-limit mailbox reads like an at-limit client.
-- 2. No door a crowd can close.
--    * Clients are counted in tiers: an IPv6 address as its /64, /56 and /48, an IPv4 address as
--      itself and its /24; each tier has its own allowance (the client's times the tier's factor),
--      so a block of addresses is one client at its coarser tier.
--    * A share of every shared budget (leads per table per minute and per day, all leads per day,
--      funnel events per day) is kept for clients whose wider network (an IPv4 /16, an IPv6 /32)
--      has no hits today: a first-time visitor gets in while a flood from known networks is
--      being refused.
--    * The proof gets dearer as challenges pour in (up to proof_max_factor, seconds of work on a
--      phone), also past a daily ceiling of challenges; a client with no challenge today pays the
--      base price.
--    * A challenge names the client bucket that fetched it (a keyed tag in its salt, covered by the
--      signature): a proof solved for one client is refused from another.
-- 3. Counters expire on their own: each count deletes up to 20 buckets no limit reads any more.
--
-- Tested in tests/db/attacks.test.ts and tests/db/abuse.test.ts (PGlite and PostgreSQL 15).

-- ---------------------------------------------------------------------------------------------
-- Settings

insert into app_private.lead_settings (name, value, note) values
  ('client_v6_56_factor', 4,
   'An IPv6 /56 (a home or small office) may send this many times a client''s allowance.'),
  ('client_v6_48_factor', 16,
   'An IPv6 /48 (a site or a provider''s block) may send this many times a client''s allowance.'),
  ('client_v4_24_factor', 8, 'An IPv4 /24 may send this many times a client''s allowance.'),
  ('shared_reserved_percent', 20,
   'Of every shared budget, this share is kept for clients with no hits today at their coarsest tier.'),
  ('challenges_per_day_full_price', 6000,
   'Past this many challenges in 24 hours from everyone together, every challenge costs the most and '
   'is counted only globally (no new counter rows: supabase/local/storage-budget.ts).'),
  ('leads_per_day', 100,
   'Leads in any 24 hours into all eight lead tables together, from everyone: the storage budget '
   '(supabase/local/storage-budget.ts), with its reserved share for clients new today.')
on conflict (name) do nothing;

-- The storage budget (supabase/local/storage-budget.ts, docs/leads-and-abuse.md): contact
-- messages kept a year, funnel events kept 30 days.
update app_private.lead_settings
set value = 15,
    note = 'Contact messages in any 24 hours from everyone together (the business inbox), kept a year (supabase/local/storage-budget.ts).'
where name = 'contact_per_day';
update app_private.lead_settings
set value = 3000,
    note = 'Funnel events in any 24 hours from everyone together (kept 30 days: supabase/local/storage-budget.ts).'
where name = 'funnel_per_day';
update app_private.retention_settings
set days = 30
where name = 'funnel_events';

-- Up to 64 times the base: ~1.3 million tries on average, a few seconds on a phone (the base is
-- about 0.1 s there), while the first challenges of a minute still cost the base.
update app_private.lead_settings
set value = 64,
    note = 'The proof costs at most this many times its base (proof_max_number): seconds of work on a phone.'
where name = 'proof_max_factor';
update app_private.lead_settings
set value = 300,
    note = 'Challenges a minute, from everyone together, at which the proof doubles in cost (and again at every further multiple of this).'
where name = 'proof_step_per_minute';

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
revoke all on function app_private.issue_lead_challenge() from public, anon, authenticated;

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
revoke all on function app_private.lead_proof_refusal(text) from public, anon, authenticated;

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

-- ---------------------------------------------------------------------------------------------
-- The guard of every lead: the row, then the proof, then the limits, then the list

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
      app_private.lead_setting(case when no_address then 'no_address_per_day' else 'address_per_day' end)::bigint * tier.factor];
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

-- ---------------------------------------------------------------------------------------------
-- Funnel events: per client at every tier, distinct tabs per client capped, and the shared daily
-- budget with its reserved share

insert into app_private.lead_settings (name, value, note) values
  ('funnel_tabs_per_client_per_day', 200,
   'New tabs (distinct visitors'' pages) a client may start recording in any 24 hours.')
on conflict (name) do nothing;

-- What tells a new tab from one already recorded (and what the roll-up groups by).
create index if not exists funnel_events_tab_idx on public.funnel_events (tab);

create or replace function app_private.cap_funnel_batch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch integer;
  new_tabs integer;
  network text;
  fresh boolean;
  tier record;
begin
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  select count(*) into batch from new_rows;
  if batch > app_private.funnel_batch_max() then
    raise exception 'at most % funnel events per request', app_private.funnel_batch_max()
      using errcode = '22023';
  end if;
  select count(distinct n.tab) into new_tabs from new_rows n
  where not exists (
    select 1 from public.funnel_events e
    where e.tab = n.tab and e.id not in (select r.id from new_rows r));
  network := app_private.client_network();
  fresh := app_private.hits_in('funnel-seen:' || network, interval '1 day') = 0;
  perform app_private.take_hit('funnel-client-hour:' || app_private.client_bucket(), interval '1 hour',
    app_private.lead_setting('funnel_per_client_per_hour'),
    'too many funnel events from this address; please try again later', batch);
  for tier in select * from app_private.client_tiers() loop
    perform app_private.take_hit('funnel-client-day:' || tier.bucket, interval '1 day',
      app_private.lead_setting('funnel_per_client_per_day') * tier.factor,
      'too many funnel events from this address today', batch);
    if new_tabs > 0 then
      perform app_private.take_hit('funnel-tabs:' || tier.bucket, interval '1 day',
        app_private.lead_setting('funnel_tabs_per_client_per_day') * tier.factor,
        'too many visitors from this address today', new_tabs);
    end if;
  end loop;
  perform app_private.take_hit('funnel-all', interval '1 day',
    app_private.shared_allowance(app_private.lead_setting('funnel_per_day'), fresh)::integer,
    'too many funnel events today', batch);
  perform app_private.add_hits('funnel-seen:' || network, interval '1 day', batch);
  return null;
end
$$;
revoke all on function app_private.cap_funnel_batch() from public, anon, authenticated;
