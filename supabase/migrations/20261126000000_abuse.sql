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
   'Proof of work: the secret number lies in 0..this; a solver tries half of them on average '
   '(about 0.1 s in a phone''s browser, spent while the visitor types).'),
  ('proof_ttl_seconds', 1800, 'A challenge expires this long after it was issued.'),
  ('address_per_10_minutes', 30, 'Leads per client address in any 10 minutes (a school or office shares one).'),
  ('address_per_day', 150, 'Leads per client address in any 24 hours.'),
  ('email_per_hour', 10, 'Leads per normalised e-mail address in any hour, all tables together.'),
  ('table_per_minute', 60, 'Leads per table in any minute, from everyone together.'),
  ('table_per_day', 3000, 'Leads per table in any 24 hours: at most ~3 MB a day per table.');

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

-- What the limits count: one row per stored lead, without the address or the e-mail themselves
-- (keyed HMACs of them), kept for a day.
create table app_private.lead_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  lead_table text not null,
  address_key text,
  email_key text not null
);
alter table app_private.lead_log enable row level security;
create index lead_log_table_at_idx on app_private.lead_log (lead_table, at);
create index lead_log_address_at_idx on app_private.lead_log (address_key, at);
create index lead_log_email_at_idx on app_private.lead_log (email_key, at);
create index lead_log_at_idx on app_private.lead_log (at);

-- ---------------------------------------------------------------------------------------------
-- Issuing a challenge (called by the lead-challenge Edge Function over its database connection).

create or replace function app_private.issue_lead_challenge()
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  max_number integer := app_private.lead_setting('proof_max_number');
  expires bigint := floor(extract(epoch from now()))::bigint + app_private.lead_setting('proof_ttl_seconds');
  salt text := encode(extensions.gen_random_bytes(12), 'hex') || '?expires=' || expires || '&';
  -- A uniform draw from 0..max_number out of 4 random bytes (the bias is below 1e-5).
  secret integer := (('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % (max_number + 1))::integer;
  challenge text := encode(extensions.digest(salt || secret::text, 'sha256'), 'hex');
begin
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

-- ---------------------------------------------------------------------------------------------
-- Checking a proof: null when it is good (and now used), else the reason it is refused.

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

-- ---------------------------------------------------------------------------------------------
-- The limits' keys.

-- The client's address as the hosted gateway passes it on: the first entry of x-forwarded-for
-- (locally the dev and preview servers' proxy overwrites it with the connection's address, never
-- appending to what the client sent). Null when there is none.
create or replace function app_private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for', ',', 1)), '')
$$;

-- One mailbox, one key: lower case, no +tag (the mailbox is the same for every provider that
-- delivers plus-addressed mail, which is nearly all), no dots in a Gmail local part.
create or replace function app_private.normalized_email(email text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with parts as (
    select split_part(lower(email), '@', 1) as local_part, split_part(lower(email), '@', 2) as domain
  ), cleaned as (
    select split_part(local_part, '+', 1) as local_part,
           case when domain = 'googlemail.com' then 'gmail.com' else domain end as domain
    from parts
  )
  select case when domain = 'gmail.com' then replace(local_part, '.', '') else local_part end
         || '@' || domain
  from cleaned
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
-- The guard: before each lead row an anon (or authenticated) request stores.

create or replace function app_private.guard_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal text;
  proof text;
  address text := app_private.client_address();
  v_address_key text;
  v_email_key text := app_private.lead_key(app_private.normalized_email(new.email));
  recent integer;
begin
  -- The request's role (PostgREST's SET ROLE): inside this SECURITY DEFINER function current_user
  -- is the owner, so the role setting tells who asked.
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  proof := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-lead-proof';
  -- One proof per request: the further rows of a bulk request are refused whole at the end of the
  -- statement (refuse_bulk_insert, 22023), not as a reused proof.
  if proof is null or proof is distinct from nullif(current_setting('app.lead_proof', true), '') then
    refusal := app_private.lead_proof_refusal(proof);
    if refusal is not null then
      raise exception '%', refusal using errcode = 'PT403',
        hint = 'Solve a challenge from the lead-challenge function and send it in x-lead-proof.';
    end if;
    perform set_config('app.lead_proof', proof, true);
  end if;

  -- A row without an e-mail is the policies' and constraints' to refuse (401/400, as before).
  if new.email is null then
    return new;
  end if;

  -- Locks in one fixed order (table, address, e-mail), held to the end of the transaction.
  perform pg_advisory_xact_lock(hashtextextended('lead-table:' || tg_table_name, 0));
  select count(*) into recent from app_private.lead_log l
   where l.lead_table = tg_table_name and l.at > now() - interval '1 minute';
  if recent >= app_private.lead_setting('table_per_minute') then
    raise exception 'too many leads right now; please try again later' using errcode = 'PT429';
  end if;
  select count(*) into recent from app_private.lead_log l
   where l.lead_table = tg_table_name and l.at > now() - interval '1 day';
  if recent >= app_private.lead_setting('table_per_day') then
    raise exception 'too many leads today; please try again later' using errcode = 'PT429';
  end if;

  if address is not null then
    v_address_key := app_private.lead_key(address);
    perform pg_advisory_xact_lock(hashtextextended('lead-address:' || v_address_key, 0));
    select count(*) into recent from app_private.lead_log l
     where l.address_key = v_address_key and l.at > now() - interval '10 minutes';
    if recent >= app_private.lead_setting('address_per_10_minutes') then
      raise exception 'too many leads from this address; please try again later' using errcode = 'PT429';
    end if;
    select count(*) into recent from app_private.lead_log l
     where l.address_key = v_address_key and l.at > now() - interval '1 day';
    if recent >= app_private.lead_setting('address_per_day') then
      raise exception 'too many leads from this address today; please try again later' using errcode = 'PT429';
    end if;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('lead-email:' || v_email_key, 0));
  select count(*) into recent from app_private.lead_log l
   where l.email_key = v_email_key and l.at > now() - interval '1 hour';
  if recent >= app_private.lead_setting('email_per_hour') then
    raise exception 'too many submissions for this e-mail; please try again later' using errcode = 'PT429';
  end if;

  insert into app_private.lead_log (lead_table, address_key, email_key)
  values (tg_table_name, v_address_key, v_email_key);
  -- Housekeeping, a little at a time: what no limit counts any more.
  delete from app_private.lead_log
   where id in (select l.id from app_private.lead_log l where l.at < now() - interval '1 day' limit 20);
  delete from app_private.used_lead_proofs
   where challenge in (select u.challenge from app_private.used_lead_proofs u where u.expires_at < now() limit 20);
  return new;
end
$$;

revoke all on function app_private.guard_lead() from public, anon, authenticated;
revoke all on function app_private.issue_lead_challenge() from public, anon, authenticated;
revoke all on function app_private.lead_proof_refusal(text) from public, anon, authenticated;
revoke all on function app_private.lead_key(text) from public, anon, authenticated;
revoke all on function app_private.lead_setting(text) from public, anon, authenticated;
revoke all on function app_private.client_address() from public, anon, authenticated;
revoke all on function app_private.normalized_email(text) from public, anon, authenticated;

-- The per-table e-mail cap of 20261123000000_hardening.sql is replaced by the guard's limits.
do $$
declare
  t text;
begin
  foreach t in array array[
    'quiz_submissions', 'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'
  ] loop
    execute format('drop trigger cap_leads_per_email on public.%I', t);
  end loop;
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
drop function app_private.cap_leads_per_email();
drop function app_private.leads_per_email_per_hour();

-- ---------------------------------------------------------------------------------------------
-- Closed option sets. NOT VALID: rows stored before this migration are not re-checked; every new
-- row is.

create or replace function app_private.lead_options(field text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case field
    when 'study_plans.experience' then array['Advanced', 'Beginner', 'Intermediate']
    when 'study_plans.hours_per_week' then array['1-2', '3-5', '6+']
    when 'study_plans.goal' then array['Improve tactics', 'Learn basics', 'Professional play', 'Win tournaments']
    when 'study_plans.age_group' then array['Adult (18+)', 'Child (under 12)', 'Teen (13-17)']
    when 'study_plans.plan_title' then array['Chess Enthusiast', 'Competitive Player', 'Elite Excellence', 'Foundation Builder', 'Rapid Learner', 'Refinement Focus', 'Strategic Developer', 'Tactical Improver', 'Tournament Mastery']
    when 'opening_recommender.rating_level' then array['advanced', 'beginner', 'intermediate']
    when 'opening_recommender.study_time' then array['quick', 'slow']
    when 'opening_recommender.opening_style' then array['aggressive', 'positional']
    when 'opening_recommender.play_format' then array['blitz', 'classical', 'rapid']
    when 'opening_recommender.opponent_strategy' then array['aggressive', 'mixed', 'solid']
    when 'opening_recommender.recommended_opening' then array['Benko Gambit', 'Benoni', 'Berlin', 'Caro-Kann', 'Catalan', 'Catalan Closed', 'Colle System', 'Danish Gambit', 'English Opening', 'French', 'Grünfeld', 'Italian Game', 'King''s Gambit', 'King''s Indian Attack', 'King''s Indian Defense', 'King''s Indian Sämisch', 'London System', 'Najdorf Sicilian', 'Nimzo-Indian', 'Nimzo-Indian Classical', 'Petrov', 'Queen''s Gambit', 'Queen''s Gambit Accepted', 'Queen''s Gambit Declined', 'Queen''s Indian', 'Ruy Lopez', 'Ruy Lopez Marshall', 'Scotch Game', 'Semi-Slav', 'Sicilian Accelerated Dragon', 'Sicilian Dragon', 'Sicilian Najdorf', 'Slav', 'Symmetrical English', 'Vienna Game', 'Wing Gambit']
    when 'chess_level_quiz.result' then array['Advanced (1800-2000)', 'Beginner (800-1200)', 'Beginner+ (1200-1400)', 'Expert (2000+)', 'Intermediate (1400-1800)', 'Novice (Under 800)']
    when 'chess_style_quiz.result' then array['endgameArtist', 'gambiteer', 'grinder', 'strategist', 'tactician', 'universal']
    when 'chess_style_quiz.style_title' then array['The Endgame Artist', 'The Gambiteer', 'The Grinder', 'The Strategist', 'The Tactician', 'The Universal Player']
  end
$$;
-- Row rules run with the inserting role's rights: like the other row rules, anon may execute it.
revoke all on function app_private.lead_options(text) from public;
grant execute on function app_private.lead_options(text) to anon, authenticated, service_role;

-- The style's title is its style's.
create or replace function app_private.style_title_of(style text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (app_private.lead_options('chess_style_quiz.style_title'))[
    array_position(app_private.lead_options('chess_style_quiz.result'), style)]
$$;
revoke all on function app_private.style_title_of(text) from public;
grant execute on function app_private.style_title_of(text) to anon, authenticated, service_role;

alter table public.study_plans
  add constraint study_plans_options_check check (
    experience = any (app_private.lead_options('study_plans.experience'))
    and hours_per_week = any (app_private.lead_options('study_plans.hours_per_week'))
    and goal = any (app_private.lead_options('study_plans.goal'))
    and age_group = any (app_private.lead_options('study_plans.age_group'))
    and generated_plan ->> 'title' = any (app_private.lead_options('study_plans.plan_title'))
  ) not valid;

alter table public.opening_recommender
  add constraint opening_recommender_options_check check (
    rating_level = any (app_private.lead_options('opening_recommender.rating_level'))
    and study_time = any (app_private.lead_options('opening_recommender.study_time'))
    and opening_style = any (app_private.lead_options('opening_recommender.opening_style'))
    and play_format = any (app_private.lead_options('opening_recommender.play_format'))
    and opponent_strategy = any (app_private.lead_options('opening_recommender.opponent_strategy'))
    and recommended_opening = any (app_private.lead_options('opening_recommender.recommended_opening'))
  ) not valid;

alter table public.chess_level_quiz
  add constraint chess_level_quiz_level_check check (
    result = any (app_private.lead_options('chess_level_quiz.result'))
  ) not valid;

alter table public.chess_style_quiz
  add constraint chess_style_quiz_style_check check (
    result = any (app_private.lead_options('chess_style_quiz.result'))
    and style_title = app_private.style_title_of(result)
  ) not valid;
