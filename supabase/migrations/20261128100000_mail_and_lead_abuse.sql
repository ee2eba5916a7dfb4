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
   'The request header that carries the caller''s address, set by the gateway in front of the API '
   'and the Edge Functions and never taken from the caller (README "Abuse": what was verified, what '
   'is assumed, and the check to run on a staging project).');

create or replace function app_private.client_setting(setting text)
returns text
language sql
stable
set search_path = ''
as $$
  select s.value from app_private.client_settings s where s.name = setting
$$;
revoke all on function app_private.client_setting(text) from public, anon, authenticated;

insert into app_private.lead_settings (name, value, note) values
  ('no_address_per_10_minutes', 10,
   'Leads in any 10 minutes from all requests that carry no client address together (one strict bucket).'),
  ('no_address_per_day', 40, 'Leads in any 24 hours from all requests without a client address together.'),
  ('challenges_per_10_minutes', 60, 'Proof-of-work challenges per client in any 10 minutes.'),
  ('no_address_challenges_per_10_minutes', 20,
   'Challenges in any 10 minutes for all requests without a client address together.'),
  ('proof_step_per_minute', 600,
   'Challenges a minute, from everyone together, at which the proof doubles in cost (and again at twice as many).'),
  ('proof_max_factor', 4, 'The proof costs at most this many times its base (proof_max_number).'),
  ('confirmation_link_days', 7,
   'A confirmation link works this long; an unconfirmed list row older than this gives way to a new sign-up.'),
  ('contact_per_client_per_day', 5, 'Contact messages per client in any 24 hours.'),
  ('contact_per_mailbox_per_day', 5, 'Contact messages per sender mailbox in any 24 hours.'),
  ('contact_per_day', 100, 'Contact messages in any 24 hours from everyone together (the business inbox).'),
  ('funnel_per_client_per_hour', 600, 'Funnel events per client in any hour.'),
  ('funnel_per_client_per_day', 3000, 'Funnel events per client in any 24 hours.'),
  ('funnel_per_day', 200000, 'Funnel events in any 24 hours from everyone together (about 40 MB).');

-- The shared per-table budget becomes the last resort: a lead with its mail job and log entry takes
-- about 1.5 KB, so 5 000 a day per table (8 tables) is at most ~60 MB a day, a week of a flood that
-- beats every other limit before the free plan's 500 MB are half used. A minute's share is wide
-- enough that the clients' own limits always bind first.
update app_private.lead_settings
set value = 1000,
    note = 'Leads per table in any minute from everyone together: a last resort behind the per-client limits.'
where name = 'table_per_minute';
update app_private.lead_settings
set value = 5000,
    note = 'Leads per table in any 24 hours from everyone together: a last resort sized from the database''s room (~1.5 KB a lead).'
where name = 'table_per_day';

-- ---------------------------------------------------------------------------------------------
-- The client

-- The network a request comes from, as text: an IPv4 address, or the /64 of an IPv6 one (one home
-- or phone gets a whole /64). Null when the gateway's header is missing or is not one address.
-- PostgREST puts the request's headers in request.headers; the Edge Functions set the same setting
-- from their request before they call the database.
create or replace function app_private.client_key()
returns text
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
  if family(address) = 6 and address <<= '::ffff:0.0.0.0/96'::inet then
    -- An IPv4 address written as IPv6 is that IPv4 address.
    address := '0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet);
  end if;
  if family(address) = 6 then
    return host(network(set_masklen(address, 64))) || '/64';
  end if;
  return host(address);
end
$$;
revoke all on function app_private.client_key() from public, anon, authenticated;

-- The request's client as the limits count it: a keyed hash of its network, or of the one shared
-- bucket of requests without an address.
create or replace function app_private.client_bucket()
returns text
language sql
stable
set search_path = ''
as $$
  select app_private.lead_key(coalesce('client:' || app_private.client_key(), 'client:(no address)'))
$$;
revoke all on function app_private.client_bucket() from public, anon, authenticated;

drop function app_private.client_address();

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

-- Adds `amount` hits to `counter`; false (and nothing added) when that would take its hits in the
-- last `period` past `allowed`.
create or replace function app_private.count_hit(counter text, period interval, allowed integer, amount integer default 1)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('rate:' || counter, 0));
  if app_private.hits_in(counter, period) + amount > allowed then
    return false;
  end if;
  insert into app_private.rate_counters as c (counter, window_start, hits)
  values (counter, date_bin(period / 10, now(), timestamptz '2000-01-01 00:00:00+00'), amount)
  on conflict on constraint rate_counters_pkey do update set hits = c.hits + excluded.hits;
  -- Housekeeping, a little at a time: buckets no limit reads any more.
  delete from app_private.rate_counters r
   where (r.counter, r.window_start) in (
     select o.counter, o.window_start from app_private.rate_counters o
     where o.window_start < now() - interval '2 days' limit 10);
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

-- The per-lead log the limits counted before: every count now reads one counter.
drop table app_private.lead_log;

-- ---------------------------------------------------------------------------------------------
-- Challenges: per client, dearer as traffic rises

-- The proof's cost right now: the base, doubled at every proof_step_per_minute challenges issued
-- in the last minute, at most proof_max_factor times the base.
create or replace function app_private.proof_max_number_now()
returns integer
language sql
stable
set search_path = ''
as $$
  select (app_private.lead_setting('proof_max_number')::bigint * least(
    app_private.lead_setting('proof_max_factor')::bigint,
    power(2, floor(
      app_private.hits_in('challenges', interval '1 minute')::numeric
      / app_private.lead_setting('proof_step_per_minute')))::bigint
  ))::integer
$$;
revoke all on function app_private.proof_max_number_now() from public, anon, authenticated;

create or replace function app_private.issue_lead_challenge()
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  client text := app_private.client_key();
  bucket text := app_private.client_bucket();
  allowed integer := case when client is null
    then app_private.lead_setting('no_address_challenges_per_10_minutes')
    else app_private.lead_setting('challenges_per_10_minutes') end;
  max_number integer;
  expires bigint := floor(extract(epoch from now()))::bigint + app_private.lead_setting('proof_ttl_seconds');
  salt text := encode(extensions.gen_random_bytes(12), 'hex') || '?expires=' || expires || '&';
  secret integer;
  challenge text;
begin
  perform app_private.take_hit('challenge-client:' || bucket, interval '10 minutes', allowed,
    'too many challenges from this address; please try again later');
  max_number := app_private.proof_max_number_now();
  -- Counted after the price is set: the first challenges of a minute cost the base.
  perform app_private.count_hit('challenges', interval '1 minute', 2147483647);
  -- A uniform draw from 0..max_number out of 4 random bytes (the bias is below 1e-4).
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

-- ---------------------------------------------------------------------------------------------
-- The guard of every lead, in its new order

create or replace function app_private.guard_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal text;
  proof text;
  client text := app_private.client_key();
  v_client_key text := app_private.client_bucket();
  v_email_key text := app_private.lead_key(app_private.normalized_email(new.email));
  is_list boolean := tg_table_name in ('newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet');
  gone bigint[];
  existing_id bigint;
  existing_confirmed timestamptz;
begin
  -- The request's role (PostgREST's SET ROLE): inside this SECURITY DEFINER function current_user
  -- is the owner, so the role setting tells who asked.
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  -- One lead per request, refused at the second row: nothing about the first row (stored, or
  -- already on the list) can show in the answer of a bulk request.
  if nullif(current_setting('app.lead_proof', true), '') is not null then
    raise exception 'one lead per request'
      using errcode = '22023', hint = 'Send each lead in its own request.';
  end if;
  proof := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-lead-proof';
  refusal := app_private.lead_proof_refusal(proof);
  if refusal is not null then
    raise exception '%', refusal using errcode = 'PT403',
      hint = 'Solve a challenge from the lead-challenge function and send it in x-lead-proof.';
  end if;
  perform set_config('app.lead_proof', proof, true);

  -- A row without an e-mail is the policies' and constraints' to refuse (401/400, as before).
  if new.email is null then
    return new;
  end if;

  -- The client's own limits first: a flood from elsewhere never uses them up. Then the mailbox's,
  -- and last the shared budget of the table.
  perform app_private.take_hit('lead-client-10m:' || v_client_key, interval '10 minutes',
    app_private.lead_setting(case when client is null then 'no_address_per_10_minutes' else 'address_per_10_minutes' end),
    'too many leads from this address; please try again later');
  perform app_private.take_hit('lead-client-day:' || v_client_key, interval '1 day',
    app_private.lead_setting(case when client is null then 'no_address_per_day' else 'address_per_day' end),
    'too many leads from this address today; please try again later');
  perform app_private.take_hit('lead-email:' || v_email_key, interval '1 hour',
    app_private.lead_setting('email_per_hour'),
    'too many submissions for this e-mail; please try again later');
  perform app_private.take_hit('lead-table-minute:' || tg_table_name, interval '1 minute',
    app_private.lead_setting('table_per_minute'), 'too many leads right now; please try again later');
  perform app_private.take_hit('lead-table-day:' || tg_table_name, interval '1 day',
    app_private.lead_setting('table_per_day'), 'too many leads today; please try again later');
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

-- The bulk refusal moved into the guard (at the second row); the statement trigger stays for a
-- role the guard lets through.

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
revoke all on function app_private.prepare_list_row() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Closed sets for what a mail repeats: the catalogues' entries for the row's own answers.
-- tests/db/lead-options.ts builds the same from src/content and tests/db compares them.

create or replace function app_private.study_plan_of(experience text, hours_per_week text)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p.plan from (values
    ('Beginner', '1-2', '{"title":"Foundation Builder","schedule":"2 days/week, 1 hour per session","focus":"Learn how every piece moves, the basic checkmates and the three opening principles.","activities":["Piece movement and capture drills (20 min)","Basic checkmates: king and queen, king and rook (15 min)","Opening principles: centre, development, king safety (15 min)","Play one slow game and look at it afterwards (10 min)"]}'::jsonb),
    ('Beginner', '3-5', '{"title":"Rapid Learner","schedule":"3 days/week, 1-2 hours per session","focus":"Build a solid base quickly: simple tactics, sound openings and your first endgames.","activities":["Daily tactics puzzles: forks, pins and skewers (20 min)","Learn one opening for White and one defence for Black (20 min)","King and pawn endgames: opposition and the square rule (20 min)","Play two games and find your biggest mistake in each (30 min)"]}'::jsonb),
    ('Beginner', '6+', '{"title":"Chess Enthusiast","schedule":"4-5 days/week, 1-2 hours per session","focus":"Turn your enthusiasm into steady progress with a balanced routine of tactics, openings and games.","activities":["Tactics training with a rising difficulty (30 min)","Opening study with model games of your repertoire (20 min)","Essential endgames: rook endings and basic pawn races (20 min)","Play rapid games and review them with an engine afterwards (30 min)"]}'::jsonb),
    ('Intermediate', '1-2', '{"title":"Tactical Improver","schedule":"2 days/week, 1.5 hours per session","focus":"Stop losing pieces and start winning them: sharpen your tactical vision and calculation.","activities":["Tactical pattern sets: double attacks and discovered attacks (30 min)","Calculation practice: solve without moving the pieces (20 min)","Blunder check routine before every move (10 min)","Play one longer game and annotate the critical moments (30 min)"]}'::jsonb),
    ('Intermediate', '3-5', '{"title":"Strategic Developer","schedule":"3-4 days/week, 1-2 hours per session","focus":"Understand plans: pawn structures, good and bad pieces, and when to trade.","activities":["Pawn structure study: isolated, doubled and passed pawns (25 min)","Classic master games played through move by move (25 min)","Middlegame planning exercises (20 min)","Tactics warm-up and one rapid game with review (30 min)"]}'::jsonb),
    ('Intermediate', '6+', '{"title":"Competitive Player","schedule":"5-6 days/week, 2 hours per session","focus":"Prepare for competition: a reliable repertoire, deep calculation and practical endgames.","activities":["Opening repertoire building with key lines and plans (30 min)","Hard calculation puzzles with a timer (30 min)","Practical rook and minor-piece endgames (30 min)","Tournament-length games and a thorough review (30 min)"]}'::jsonb),
    ('Advanced', '1-2', '{"title":"Refinement Focus","schedule":"2 days/week, 2 hours per session","focus":"Make the most of limited time: fix your recurring mistakes and keep your repertoire sharp.","activities":["Analyse your recent losses and list the recurring errors (40 min)","Opening repertoire update for your main lines (30 min)","Complex tactics and combinations (30 min)","Endgame technique: converting an advantage (20 min)"]}'::jsonb),
    ('Advanced', '3-5', '{"title":"Tournament Mastery","schedule":"4 days/week, 2-3 hours per session","focus":"Peak for tournaments: preparation, time management and nerves of steel.","activities":["Deep opening preparation against likely opponents (45 min)","Calculation of long forcing lines (40 min)","Theoretical and practical endgames (35 min)","Training games at tournament time control with review (40 min)"]}'::jsonb),
    ('Advanced', '6+', '{"title":"Elite Excellence","schedule":"6-7 days/week, 3+ hours per session","focus":"Train like a master: a professional routine across every phase of the game.","activities":["Opening novelties and deep theoretical work (60 min)","Advanced calculation and visualisation training (45 min)","Master-level endgame studies (45 min)","Serious games and analysis with a coach (60 min)"]}'::jsonb)
  ) as p (experience, hours, plan)
  where p.experience = study_plan_of.experience and p.hours = study_plan_of.hours_per_week
$$;
revoke all on function app_private.study_plan_of(text, text) from public;
grant execute on function app_private.study_plan_of(text, text) to anon, authenticated, service_role;

create or replace function app_private.opening_choices_of(rating_level text, opening_style text, study_time text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select c.openings from (values
    ('beginner', 'aggressive', 'quick', array['King''s Gambit', 'Danish Gambit', 'Wing Gambit']),
    ('beginner', 'aggressive', 'slow', array['Italian Game', 'Scotch Game', 'Vienna Game']),
    ('beginner', 'positional', 'quick', array['London System', 'King''s Indian Attack', 'Colle System']),
    ('beginner', 'positional', 'slow', array['Ruy Lopez', 'Queen''s Gambit', 'English Opening']),
    ('intermediate', 'aggressive', 'quick', array['Sicilian Dragon', 'King''s Indian Defense', 'Najdorf Sicilian']),
    ('intermediate', 'aggressive', 'slow', array['Ruy Lopez Marshall', 'Queen''s Gambit Accepted', 'Nimzo-Indian']),
    ('intermediate', 'positional', 'quick', array['Caro-Kann', 'French', 'Catalan']),
    ('intermediate', 'positional', 'slow', array['Queen''s Indian', 'Slav', 'Grünfeld']),
    ('advanced', 'aggressive', 'quick', array['Sicilian Accelerated Dragon', 'King''s Indian Sämisch', 'Benko Gambit']),
    ('advanced', 'aggressive', 'slow', array['Sicilian Najdorf', 'Semi-Slav', 'Benoni']),
    ('advanced', 'positional', 'quick', array['Petrov', 'Berlin', 'Symmetrical English']),
    ('advanced', 'positional', 'slow', array['Queen''s Gambit Declined', 'Nimzo-Indian Classical', 'Catalan Closed'])
  ) as c (rating_level, opening_style, study_time, openings)
  where c.rating_level = opening_choices_of.rating_level
    and c.opening_style = opening_choices_of.opening_style
    and c.study_time = opening_choices_of.study_time
$$;
revoke all on function app_private.opening_choices_of(text, text, text) from public;
grant execute on function app_private.opening_choices_of(text, text, text) to anon, authenticated, service_role;

alter table public.study_plans
  add constraint study_plans_plan_is_catalogue_check check (
    generated_plan = app_private.study_plan_of(experience, hours_per_week)
  ) not valid;

alter table public.opening_recommender
  add constraint opening_recommender_opening_is_catalogue_check check (
    recommended_opening = any (app_private.opening_choices_of(rating_level, opening_style, study_time))
  ) not valid;

-- ---------------------------------------------------------------------------------------------
-- The mail queue counts mailboxes

alter table app_private.mail_jobs
  add column mailbox text generated always as (app_private.normalized_email(to_email)) stored;
create index mail_jobs_mailbox_claimed_at_idx on app_private.mail_jobs (mailbox, claimed_at);
create index mail_jobs_source_idx on app_private.mail_jobs (source_table, source_id);

alter table app_private.mail_suppressions
  add column mailbox text generated always as (app_private.normalized_email(email)) stored;
create index mail_suppressions_mailbox_idx on app_private.mail_suppressions (mailbox, created_at);

-- Claims up to batch_size due jobs for lease_seconds. Each job is checked under a lock on its
-- mailbox, so concurrent senders count each other's claims; a job that may not go out is
-- suppressed with the reason:
--   * a confirmation: its list row is gone, confirmed or unsubscribed; or one for the same list
--     and mailbox went out within confirmation_window_hours; or the mailbox unsubscribed from
--     everything after this sign-up;
--   * a list mail: its row is gone or unsubscribed, or the mailbox unsubscribed from everything
--     after the row was confirmed;
--   * a result mail: the mailbox unsubscribed from everything;
--   * any of them: the mailbox had max_mails_per_address_per_day mails in 24 hours.
-- Contact messages go to the business inbox and count in none of these.
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
    list_table := case when job.source_table in ('newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet')
      then job.source_table end;
    row_found := false;
    if list_table is not null and job.kind <> 'contact_message' then
      execute format('select true, confirmed_at, unsubscribed_at from public.%I where id = $1 and email = $2', list_table)
        into row_found, row_confirmed, row_unsubscribed
        using job.source_id, job.to_email;
      row_found := coalesce(row_found, false);
    end if;

    if job.kind = 'confirm' then
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
      elsif exists (
        select 1 from app_private.mail_suppressions s
        where s.mailbox = job.mailbox and s.created_at > job.created_at
      ) then
        reason := 'unsubscribed';
      end if;
    elsif job.kind in ('newsletter_welcome', 'weekly_class', 'cheat_sheet') then
      if not row_found or row_unsubscribed is not null then
        reason := 'unsubscribed';
      elsif exists (
        select 1 from app_private.mail_suppressions s
        where s.mailbox = job.mailbox and s.created_at > coalesce(row_confirmed, job.created_at)
      ) then
        reason := 'unsubscribed';
      end if;
    elsif job.kind <> 'contact_message'
      and exists (select 1 from app_private.mail_suppressions s where s.mailbox = job.mailbox) then
      reason := 'unsubscribed';
    end if;
    if reason is null and job.kind <> 'contact_message' and (
      select count(*) from app_private.mail_jobs c
      where c.mailbox = job.mailbox and c.id <> job.id and c.kind <> 'contact_message'
        and c.status in ('sending', 'sent')
        and c.claimed_at > now() - interval '24 hours'
    ) >= max_mails_per_address_per_day then
      reason := 'daily limit of ' || max_mails_per_address_per_day || ' mails per mailbox';
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
revoke all on function app_private.claim_mail_jobs(integer, integer, integer, integer) from public, anon, authenticated;

-- A click on a confirmation link: confirms the one list row it names, if that row still belongs to
-- the address and is subscribed, and releases that row's held mail. Null when the link is void (the
-- row unsubscribed, was replaced by a new sign-up, or is gone); else the number of mails released.
-- Never touches another list or an unsubscribe record.
create or replace function app_private.confirm_list_row(list text, row_id bigint, address text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  confirmed bigint;
  released integer;
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
  update app_private.mail_jobs set status = 'pending', next_attempt_at = now()
  where source_table = list and source_id = row_id and status = 'held';
  get diagnostics released = row_count;
  return released;
end
$$;
revoke all on function app_private.confirm_list_row(text, bigint, text) from public, anon, authenticated;

drop function app_private.confirm_mail_address(text);

-- Unsubscribe from one list or from every mail; nothing waiting for that mailbox (or list) is sent.
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
    insert into app_private.mail_suppressions (email) values (address)
    on conflict (email) do update set created_at = now();
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
  update app_private.mail_jobs set status = 'suppressed', last_error = 'unsubscribed', claimed_until = null
  where mailbox = app_private.normalized_email(address) and status in ('held', 'pending')
    and kind <> 'contact_message'
    and (list = 'all' or source_table = list);
end
$$;
revoke all on function app_private.unsubscribe_mail_address(text, text) from public, anon, authenticated;

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
-- Contact messages: per client, per mailbox, and the business inbox's own daily cap

drop function app_private.store_contact_message(text, text, text, text, text, integer);

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

-- ---------------------------------------------------------------------------------------------
-- Funnel events: per client and per day, at a time the server bounds

-- An event's time is the browser's, within the last hour and never ahead of the server's clock.
create or replace function app_private.bound_funnel_time()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), '') in ('anon', 'authenticated') then
    new.at := least(greatest(new.at, now() - interval '1 hour'), now());
    new.received_at := now();
  end if;
  return new;
end
$$;
revoke all on function app_private.bound_funnel_time() from public, anon, authenticated;
create trigger bound_funnel_time before insert on public.funnel_events
  for each row execute function app_private.bound_funnel_time();

create or replace function app_private.cap_funnel_batch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch integer;
  bucket text;
begin
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  select count(*) into batch from new_rows;
  if batch > app_private.funnel_batch_max() then
    raise exception 'at most % funnel events per request', app_private.funnel_batch_max()
      using errcode = '22023';
  end if;
  bucket := app_private.client_bucket();
  perform app_private.take_hit('funnel-client-hour:' || bucket, interval '1 hour',
    app_private.lead_setting('funnel_per_client_per_hour'),
    'too many funnel events from this address; please try again later', batch);
  perform app_private.take_hit('funnel-client-day:' || bucket, interval '1 day',
    app_private.lead_setting('funnel_per_client_per_day'),
    'too many funnel events from this address today', batch);
  perform app_private.take_hit('funnel-all', interval '1 day',
    app_private.lead_setting('funnel_per_day'), 'too many funnel events today', batch);
  return null;
end
$$;
revoke all on function app_private.cap_funnel_batch() from public, anon, authenticated;
