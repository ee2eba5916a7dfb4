-- Lead capture tables written by the public site with the anon key.
--
-- Security model (docs: ARCHITECTURE.md, "Data"):
--   * anon may only INSERT, only the columns the site writes (column-level grants),
--     under an RLS policy whose WITH CHECK predicate re-states the row rules;
--   * anon gets no SELECT, UPDATE or DELETE, so the public key cannot read leads back;
--   * the three subscription tables have a unique e-mail, so a repeat answers 23505 (HTTP 409);
--   * e-mails are stored trimmed and lower-cased: the database refuses anything else.
-- Roles (anon, authenticated, service_role) exist on hosted Supabase; locally they are
-- created by supabase/local/roles.sql. No migration creates roles.

-- Functions here are grouped by what they do, not by what they call: a body that calls a function
-- defined further down is checked when it first runs (every one runs in tests/db), not at creation.
set check_function_bodies = off;

create schema if not exists app_private;

comment on schema app_private is 'Row rules shared by table CHECK constraints and RLS policies; not exposed by PostgREST.';

-- One e-mail grammar for the browser, the Edge Functions and the database: the one in
-- src/domain/email.ts (isValidEmail), which the site and the functions both call.
--
-- A practical subset of RFC 5321 in which every address is one mailbox (a mail library reads
-- `a:name@x.com`, `zz,name@x.com`, `"q"@x.com` or `a;b@x.com` as a group, a list or a display name, so
-- one mailbox could be written many ways, each counted apart by the mail limits, or a row could name
-- several recipients):
--   * local part: dot-atoms of letters, digits and ._%+- (no leading, trailing or doubled dot);
--   * domain: labels of letters, digits and hyphens, 1-63 characters, neither starting nor ending with
--     a hyphen, separated by dots; the last one (the top-level part) 2-63 letters;
--   * lower case as the "C" collation lower-cases (the same answer under every database locale), at
--     most 100 characters; ASCII only, so no space, control or invisible character can hide in it.
-- The pattern is character for character the browser's. The policies run it as the anon role.
--
-- tests/db/email-grammar.test.ts shows that the browser and the database accept exactly the same
-- strings, on PGlite and on PostgreSQL 15.
create or replace function app_private.is_valid_email(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
     and char_length(value) <= 100
     and value = lower(value collate "C")
     and (value collate "C") ~ '^[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$'
$$;

-- Source tag: 1-64 characters of a-z, 0-9, '_' and '-'.
create or replace function app_private.is_valid_source(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null and value ~ '^[a-z0-9_-]{1,64}$'
$$;

-- Free text: at most max_length characters, no control characters (tab and newline included: every
-- field is one line), and something visible: text made only of spaces of any kind (no-break, em,
-- ideographic...) and zero-width or other format characters is blank.
create or replace function app_private.is_short_text(value text, max_length integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
     and char_length(value) <= max_length
     and value !~ '[\u0001-\u001f\u007f-\u009f]'
     and regexp_replace(
           value,
           '[ \u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u206a-\u206f\u3000\u3164\ufeff\uffa0]',
           '',
           'g'
         ) <> ''
$$;

-- A jsonb array of at most 50 small non-negative integers (answer indices, or 0/1 marks).
create or replace function app_private.is_answer_list(value jsonb, max_index integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
     and jsonb_typeof(value) = 'array'
     and jsonb_array_length(value) between 1 and 50
     and pg_column_size(value) <= 8192
     and not jsonb_path_exists(
           value,
           '$[*] ? (@.type() != "number" || @ < 0 || @ > $max || @.floor() != @)',
           jsonb_build_object('max', max_index)
         )
$$;

-- The generated study plan: exactly {title, schedule, focus, activities[4]}, strings only.
create or replace function app_private.is_study_plan(value jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
     and jsonb_typeof(value) = 'object'
     and pg_column_size(value) <= 8192
     and value ?& array['title', 'schedule', 'focus', 'activities']
     and (value - array['title', 'schedule', 'focus', 'activities']) = '{}'::jsonb
     and jsonb_typeof(value -> 'title') = 'string'
     and jsonb_typeof(value -> 'schedule') = 'string'
     and jsonb_typeof(value -> 'focus') = 'string'
     and char_length(value ->> 'title') between 1 and 200
     and char_length(value ->> 'schedule') between 1 and 200
     and char_length(value ->> 'focus') between 1 and 500
     and jsonb_typeof(value -> 'activities') = 'array'
     and jsonb_array_length(value -> 'activities') = 4
     and not jsonb_path_exists(value, '$.activities[*] ? (@.type() != "string")')
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

-- A generated column (every table's `mailbox`) is computed with the inserting role's rights, as the
-- CHECKs are: a pure function of its argument that reads nothing.
revoke all on function app_private.normalized_email(text) from public, anon, authenticated;

grant execute on function app_private.normalized_email(text) to anon, authenticated, service_role;

-- The knowledge quiz's row adds up: one 0/1 mark per question, and the score is the number of 1s.
create or replace function app_private.is_scored_quiz(answers jsonb, score integer, total_questions integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select app_private.is_answer_list(answers, 1)
     and jsonb_array_length(answers) = total_questions
     and score = (select count(*) from jsonb_array_elements(answers) as mark where mark = '1'::jsonb)
$$;

-- The level quizzes' question ids: the bank of src/content/level-quiz.ts (tests/db/lead-options.ts).
create or replace function app_private.level_question_ids()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array['calculation-knight-corner', 'calculation-mate-in-two', 'decision-ahead', 'decision-candidates', 'endgame-opposition', 'endgame-rook-mate', 'opening-gambit', 'opening-italian', 'strategy-bishop-pair', 'strategy-outpost', 'tactics-scholars-mate', 'tactics-skewer']
$$;

-- How many questions one visit draws (both level quizzes).
create or replace function app_private.level_quiz_question_count()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 10
$$;

-- True when `ids` lists distinct known question ids, as many as the quiz draws and as `answers`
-- has items; false (never null, which a CHECK would let pass) otherwise.
create or replace function app_private.is_level_question_list(ids jsonb, answers jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    case
      when jsonb_typeof(ids) = 'array' and jsonb_typeof(answers) = 'array' then
        jsonb_array_length(ids) = app_private.level_quiz_question_count()
        and jsonb_array_length(answers) = jsonb_array_length(ids)
        and not exists (
          select 1 from jsonb_array_elements(ids) as item
          where jsonb_typeof(item) <> 'string'
             or not ((item #>> '{}') = any (app_private.level_question_ids()))
        )
        and (select count(distinct item) from jsonb_array_elements(ids) as item)
            = jsonb_array_length(ids)
      else false
    end,
    false)
$$;

-- Row rules run with the inserting role's rights: like the other row rules, anon may execute them.
revoke all on function app_private.level_question_ids() from public;

revoke all on function app_private.level_quiz_question_count() from public;

revoke all on function app_private.is_level_question_list(jsonb, jsonb) from public;

grant execute on function app_private.level_question_ids() to anon, authenticated, service_role;

grant execute on function app_private.level_quiz_question_count() to anon, authenticated, service_role;

grant execute on function app_private.is_level_question_list(jsonb, jsonb) to anon, authenticated, service_role;

-- Closed option sets: the values the site offers (tests/db/lead-options.ts builds the same from
-- src/content and tests/db compares them).
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

-- Table CHECKs and RLS policies evaluate these as the inserting role.
revoke all on schema app_private from public;

revoke all on all functions in schema app_private from public;

grant usage on schema app_private to anon, authenticated, service_role;

grant execute on all functions in schema app_private to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Subscriptions: newsletter, weekly live class, tactics cheat sheet.

create table public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  email text not null constraint newsletter_subscribers_email_check check (app_private.is_valid_email(email)),
  source text not null constraint newsletter_subscribers_source_check check (app_private.is_valid_source(source)),
  -- Double opt-in state of a list row. Not granted to anon: the site cannot set or read it.
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  mailbox text generated always as (app_private.normalized_email(email)) stored
);

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (email);

create table public.weekly_live_lessons (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  email text not null constraint weekly_live_lessons_email_check check (app_private.is_valid_email(email)),
  source text not null constraint weekly_live_lessons_source_check check (app_private.is_valid_source(source)),
  -- Double opt-in state of a list row. Not granted to anon: the site cannot set or read it.
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  mailbox text generated always as (app_private.normalized_email(email)) stored
);

create unique index weekly_live_lessons_email_key on public.weekly_live_lessons (email);

create table public.free_tactics_cheat_sheet (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  email text not null constraint free_tactics_cheat_sheet_email_check check (app_private.is_valid_email(email)),
  source text not null constraint free_tactics_cheat_sheet_source_check check (app_private.is_valid_source(source)),
  -- Double opt-in state of a list row. Not granted to anon: the site cannot set or read it.
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  mailbox text generated always as (app_private.normalized_email(email)) stored
);

create unique index free_tactics_cheat_sheet_email_key on public.free_tactics_cheat_sheet (email);

-- ---------------------------------------------------------------------------------------------
-- Quizzes and tools.

create table public.quiz_submissions (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null constraint quiz_submissions_name_check check (app_private.is_short_text(name, 100)),
  email text not null constraint quiz_submissions_email_check check (app_private.is_valid_email(email)),
  score integer not null,
  total_questions integer not null constraint quiz_submissions_total_questions_check check (total_questions between 1 and 50),
  answers jsonb not null constraint quiz_submissions_answers_check check (app_private.is_answer_list(answers, 1)),
  -- The lead's idempotency key (below).
  client_id uuid,
  -- Entered by a parent for a learner under 13 (below).
  for_child boolean not null default false,
  mailbox text generated always as (app_private.normalized_email(email)) stored,
  constraint quiz_submissions_score_check check (score between 0 and total_questions),
  constraint quiz_submissions_consistent_check check (app_private.is_scored_quiz(answers, score, total_questions)),
  constraint quiz_submissions_child_name_check check (not for_child or name = 'Quiz Taker')
);

create table public.chess_level_quiz (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null constraint chess_level_quiz_name_check check (app_private.is_short_text(name, 100)),
  email text not null constraint chess_level_quiz_email_check check (app_private.is_valid_email(email)),
  -- Every question of the level quizzes has four options: indices 0-3 (the improved level quiz
  -- stores 0/1 marks, which also fit).
  answers jsonb not null constraint chess_level_quiz_answers_check check (app_private.is_answer_list(answers, 3)),
  result text not null constraint chess_level_quiz_result_check check (app_private.is_short_text(result, 100)),
  -- The lead's idempotency key (below).
  client_id uuid,
  -- The bank's ids in the order asked (below).
  question_ids jsonb constraint chess_level_quiz_questions_check check (app_private.is_level_question_list(question_ids, answers)),
  mailbox text generated always as (app_private.normalized_email(email)) stored,
  constraint chess_level_quiz_level_check check (
    result = any (app_private.lead_options('chess_level_quiz.result'))
  )
);

create table public.chess_style_quiz (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  email text not null constraint chess_style_quiz_email_check check (app_private.is_valid_email(email)),
  answers jsonb not null constraint chess_style_quiz_answers_check check (app_private.is_answer_list(answers, 3)),
  result text not null constraint chess_style_quiz_result_check check (app_private.is_short_text(result, 100)),
  style_title text not null constraint chess_style_quiz_style_title_check check (app_private.is_short_text(style_title, 100)),
  -- The lead's idempotency key (below).
  client_id uuid,
  mailbox text generated always as (app_private.normalized_email(email)) stored,
  -- The style's title is its style's.
  constraint chess_style_quiz_style_check check (
    result = any (app_private.lead_options('chess_style_quiz.result'))
    and style_title = app_private.style_title_of(result)
  )
);

create table public.study_plans (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null constraint study_plans_name_check check (app_private.is_short_text(name, 100)),
  email text not null constraint study_plans_email_check check (app_private.is_valid_email(email)),
  experience text not null constraint study_plans_experience_check check (app_private.is_short_text(experience, 100)),
  hours_per_week text not null constraint study_plans_hours_per_week_check check (app_private.is_short_text(hours_per_week, 100)),
  goal text not null constraint study_plans_goal_check check (app_private.is_short_text(goal, 200)),
  age_group text not null constraint study_plans_age_group_check check (app_private.is_short_text(age_group, 100)),
  generated_plan jsonb not null constraint study_plans_generated_plan_check check (app_private.is_study_plan(generated_plan)),
  -- The lead's idempotency key (below).
  client_id uuid,
  -- The age group answers it: 'Child (under 12)' counts as under 13 (below); nobody can send it.
  for_child boolean generated always as (age_group = 'Child (under 12)') stored,
  mailbox text generated always as (app_private.normalized_email(email)) stored,
  constraint study_plans_child_name_check check (not for_child or name = 'Quiz Taker'),
  constraint study_plans_options_check check (
    experience = any (app_private.lead_options('study_plans.experience'))
    and hours_per_week = any (app_private.lead_options('study_plans.hours_per_week'))
    and goal = any (app_private.lead_options('study_plans.goal'))
    and age_group = any (app_private.lead_options('study_plans.age_group'))
    and generated_plan ->> 'title' = any (app_private.lead_options('study_plans.plan_title'))
  ),
  -- The plan is the catalogue's entry for the row's own answers, so a mail that repeats it repeats our text.
  constraint study_plans_plan_is_catalogue_check check (
    generated_plan = app_private.study_plan_of(experience, hours_per_week)
  )
);

create table public.opening_recommender (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  email text not null constraint opening_recommender_email_check check (app_private.is_valid_email(email)),
  rating_level text not null constraint opening_recommender_rating_level_check check (app_private.is_short_text(rating_level, 100)),
  study_time text not null constraint opening_recommender_study_time_check check (app_private.is_short_text(study_time, 100)),
  opening_style text not null constraint opening_recommender_opening_style_check check (app_private.is_short_text(opening_style, 100)),
  play_format text not null constraint opening_recommender_play_format_check check (app_private.is_short_text(play_format, 100)),
  opponent_strategy text not null constraint opening_recommender_opponent_strategy_check check (app_private.is_short_text(opponent_strategy, 100)),
  recommended_opening text not null constraint opening_recommender_recommended_opening_check check (app_private.is_short_text(recommended_opening, 100)),
  -- The lead's idempotency key (below).
  client_id uuid,
  mailbox text generated always as (app_private.normalized_email(email)) stored,
  constraint opening_recommender_options_check check (
    rating_level = any (app_private.lead_options('opening_recommender.rating_level'))
    and study_time = any (app_private.lead_options('opening_recommender.study_time'))
    and opening_style = any (app_private.lead_options('opening_recommender.opening_style'))
    and play_format = any (app_private.lead_options('opening_recommender.play_format'))
    and opponent_strategy = any (app_private.lead_options('opening_recommender.opponent_strategy'))
    and recommended_opening = any (app_private.lead_options('opening_recommender.recommended_opening'))
  ),
  -- The opening is one of the catalogue's for the row's own answers.
  constraint opening_recommender_opening_is_catalogue_check check (
    recommended_opening = any (app_private.opening_choices_of(rating_level, opening_style, study_time))
  )
);

-- Every lead's mailbox (app_private.normalized_email), for the per-mailbox limits.
create index newsletter_subscribers_mailbox_idx on public.newsletter_subscribers (mailbox, created_at);

create index weekly_live_lessons_mailbox_idx on public.weekly_live_lessons (mailbox, created_at);

create index free_tactics_cheat_sheet_mailbox_idx on public.free_tactics_cheat_sheet (mailbox, created_at);

create index quiz_submissions_mailbox_idx on public.quiz_submissions (mailbox, created_at);

create index chess_level_quiz_mailbox_idx on public.chess_level_quiz (mailbox, created_at);

create index chess_style_quiz_mailbox_idx on public.chess_style_quiz (mailbox, created_at);

create index study_plans_mailbox_idx on public.study_plans (mailbox, created_at);

create index opening_recommender_mailbox_idx on public.opening_recommender (mailbox, created_at);

-- ---------------------------------------------------------------------------------------------
-- Privileges: nothing for anyone, then INSERT of the site's columns for anon, SELECT for service_role.

revoke all on table
  public.newsletter_subscribers, public.weekly_live_lessons, public.free_tactics_cheat_sheet,
  public.quiz_submissions, public.chess_level_quiz, public.chess_style_quiz,
  public.study_plans, public.opening_recommender
from anon, authenticated, public;

grant insert (email, source) on table public.newsletter_subscribers to anon;

grant insert (email, source) on table public.weekly_live_lessons to anon;

grant insert (email, source) on table public.free_tactics_cheat_sheet to anon;

grant insert (name, email, score, total_questions, answers) on table public.quiz_submissions to anon;

grant insert (name, email, answers, result) on table public.chess_level_quiz to anon;

grant insert (email, answers, result, style_title) on table public.chess_style_quiz to anon;

grant insert (name, email, experience, hours_per_week, goal, age_group, generated_plan) on table public.study_plans to anon;

grant insert (email, rating_level, study_time, opening_style, play_format, opponent_strategy, recommended_opening)
  on table public.opening_recommender to anon;

grant select on table
  public.newsletter_subscribers, public.weekly_live_lessons, public.free_tactics_cheat_sheet,
  public.quiz_submissions, public.chess_level_quiz, public.chess_style_quiz,
  public.study_plans, public.opening_recommender
to service_role;

-- ---------------------------------------------------------------------------------------------
-- Row level security: one INSERT policy for anon per table, with the same rules as the CHECKs
-- (RLS is evaluated first, so a bad row from anon fails here with 42501).

alter table public.newsletter_subscribers enable row level security;

alter table public.weekly_live_lessons enable row level security;

alter table public.free_tactics_cheat_sheet enable row level security;

alter table public.quiz_submissions enable row level security;

alter table public.chess_level_quiz enable row level security;

alter table public.chess_style_quiz enable row level security;

alter table public.study_plans enable row level security;

alter table public.opening_recommender enable row level security;

create policy anon_insert_valid on public.newsletter_subscribers
  for insert to anon
  with check (app_private.is_valid_email(email) and app_private.is_valid_source(source));

create policy anon_insert_valid on public.weekly_live_lessons
  for insert to anon
  with check (app_private.is_valid_email(email) and app_private.is_valid_source(source));

create policy anon_insert_valid on public.free_tactics_cheat_sheet
  for insert to anon
  with check (app_private.is_valid_email(email) and app_private.is_valid_source(source));

create policy anon_insert_valid on public.quiz_submissions
  for insert to anon
  with check (
    app_private.is_short_text(name, 100)
    and app_private.is_valid_email(email)
    and total_questions between 1 and 50
    and score between 0 and total_questions
    and app_private.is_scored_quiz(answers, score, total_questions)
  );

create policy anon_insert_valid on public.chess_level_quiz
  for insert to anon
  with check (
    app_private.is_short_text(name, 100)
    and app_private.is_valid_email(email)
    and app_private.is_answer_list(answers, 3)
    and app_private.is_short_text(result, 100)
  );

create policy anon_insert_valid on public.chess_style_quiz
  for insert to anon
  with check (
    app_private.is_valid_email(email)
    and app_private.is_answer_list(answers, 3)
    and app_private.is_short_text(result, 100)
    and app_private.is_short_text(style_title, 100)
  );

create policy anon_insert_valid on public.study_plans
  for insert to anon
  with check (
    app_private.is_short_text(name, 100)
    and app_private.is_valid_email(email)
    and app_private.is_short_text(experience, 100)
    and app_private.is_short_text(hours_per_week, 100)
    and app_private.is_short_text(goal, 200)
    and app_private.is_short_text(age_group, 100)
    and app_private.is_study_plan(generated_plan)
  );

create policy anon_insert_valid on public.opening_recommender
  for insert to anon
  with check (
    app_private.is_valid_email(email)
    and app_private.is_short_text(rating_level, 100)
    and app_private.is_short_text(study_time, 100)
    and app_private.is_short_text(opening_style, 100)
    and app_private.is_short_text(play_format, 100)
    and app_private.is_short_text(opponent_strategy, 100)
    and app_private.is_short_text(recommended_opening, 100)
  );

-- An idempotency key for the lead tables that have no natural unique key, so a lead the browser
-- sends again (the outbox in src/services/outbox.ts re-sends a save that failed or timed out, and
-- a timed-out request may still have landed) is stored exactly once.
--
--   * client_id is a uuid the browser generates once per lead and sends with every attempt;
--   * a unique index makes a repeat answer 23505 (HTTP 409), which the site counts as delivered;
--   * nullable, so a row sent without one is still accepted (NULLs never collide);
--   * anon may INSERT it, still no SELECT: the key reveals nothing and cannot be read back.
-- The three subscription tables need none: their unique e-mail already makes a repeat a 409.

create unique index quiz_submissions_client_id_key on public.quiz_submissions (client_id);

create unique index chess_level_quiz_client_id_key on public.chess_level_quiz (client_id);

create unique index chess_style_quiz_client_id_key on public.chess_style_quiz (client_id);

create unique index study_plans_client_id_key on public.study_plans (client_id);

create unique index opening_recommender_client_id_key on public.opening_recommender (client_id);

grant insert (client_id) on table public.quiz_submissions to anon;

grant insert (client_id) on table public.chess_level_quiz to anon;

grant insert (client_id) on table public.chess_style_quiz to anon;

grant insert (client_id) on table public.study_plans to anon;

grant insert (client_id) on table public.opening_recommender to anon;

-- ---------------------------------------------------------------------------------------------
-- One lead per request: the site never sends two, so an insert of several rows in one statement by
-- anon or authenticated (a bulk POST) is refused whole. The service role may still import in bulk.

create or replace function app_private.refuse_bulk_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from new_rows) > 1 then
    -- 22023 (invalid_parameter_value): PostgREST answers 400.
    raise exception 'one lead per request'
      using errcode = '22023', hint = 'Send each lead in its own request.';
  end if;
  return null;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array[
    'newsletter_subscribers', 'weekly_live_lessons', 'free_tactics_cheat_sheet',
    'quiz_submissions', 'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'
  ] loop
    execute format(
      'create trigger refuse_bulk_insert after insert on public.%I '
      'referencing new table as new_rows for each statement '
      'execute function app_private.refuse_bulk_insert()',
      t
    );
  end loop;
end
$$;

revoke all on function app_private.refuse_bulk_insert() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array[
    'quiz_submissions', 'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'
  ] loop
    execute format('create index %I on public.%I (email, created_at)', t || '_email_created_at_idx', t);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Nothing more than the site needs, even where hosted Supabase's default privileges granted it:
-- no sequence and no function of `public` for anon or authenticated, and no default privileges for
-- objects this role creates later. (The tables' privileges are set above: INSERT of the site's
-- columns for anon only.)

revoke all on all sequences in schema public from anon, authenticated;

revoke all on all functions in schema public from anon, authenticated, public;

alter default privileges in schema public revoke all on tables from anon, authenticated;

alter default privileges in schema public revoke all on sequences from anon, authenticated;

alter default privileges in schema public revoke all on functions from anon, authenticated, public;

-- Children. A learner under 13 is entered by a parent: the address is the parent's, no child's name
-- is stored (the spec's fixed placeholder 'Quiz Taker' stands in the name column, which stays
-- required), and the row says so, so the result mail goes to the parent with no offer in it (the
-- mail job's payload is the row, for_child included).
--
-- quiz_submissions: the form's age question answers it; the site sends for_child with the row.
-- study_plans: the spec's age group already answers it, so the database derives it ('Child (under
-- 12)' counts as under 13: the page says "12 years old? Choose Child."); nobody can send it.
-- On both, a row for a child with any other name is refused (400, 23514), whatever sent it.

grant insert (for_child) on table public.quiz_submissions to anon;

-- The level quizzes' row says which questions were asked: `question_ids`, the bank's ids in the order
-- the questions were asked, one per answer. The result mail derives the topics the page showed (a
-- strength at 75% or more, an area to work on below 50%) from them and the answers; without them
-- it could only repeat the level.
--
-- A closed set: distinct ids of the bank (src/content/level-quiz.ts), as many as the quiz draws and
-- as the row has answers. tests/db/lead-options.ts computes the same set and count from the content
-- and tests/db/level-question-ids.test.ts checks that they agree (run `npx tsx
-- tests/db/lead-options.ts` for the SQL to paste). Every new row must carry them (a row without
-- them is refused, 400).

grant insert (question_ids) on table public.chess_level_quiz to anon;

reset check_function_bodies;
