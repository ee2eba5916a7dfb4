-- Lead capture tables written by the public site with the anon key.
--
-- Security model (docs: ARCHITECTURE.md, "Data"):
--   * anon may only INSERT, only the columns the site writes (column-level grants),
--     under an RLS policy whose WITH CHECK predicate re-states the row rules;
--   * anon gets no SELECT, UPDATE or DELETE, so the public key cannot read leads back;
--   * the three subscription tables have a unique e-mail, so a repeat answers 23505 (HTTP 409);
--   * e-mails are stored trimmed and lower-cased: the database refuses anything else.
-- Roles (anon, authenticated, service_role) exist on hosted Supabase; locally they are
-- created by supabase/local/roles.sql. This migration never creates roles.

create schema if not exists app_private;
comment on schema app_private is 'Row rules shared by table CHECK constraints and RLS policies; not exposed by PostgREST.';

-- E-mail: trimmed, lower case, at most 100 characters, local@domain.tld (tld of 2+ letters).
create or replace function app_private.is_valid_email(value text)
returns boolean
language sql
immutable
parallel safe
as $$
  select value is not null
     and value = lower(btrim(value))
     and char_length(value) <= 100
     and value ~ '^[^@\s<>]+@[^@\s<>]+\.[a-z]{2,}$'
$$;

-- Source tag: 1-64 characters of a-z, 0-9, '_' and '-'.
create or replace function app_private.is_valid_source(value text)
returns boolean
language sql
immutable
parallel safe
as $$
  select value is not null and value ~ '^[a-z0-9_-]{1,64}$'
$$;

-- Free text: not blank, at most max_length characters.
create or replace function app_private.is_short_text(value text, max_length integer)
returns boolean
language sql
immutable
parallel safe
as $$
  select value is not null
     and btrim(value) <> ''
     and char_length(value) <= max_length
$$;

-- A jsonb array of at most 50 small non-negative integers (answer indices, or 0/1 marks).
create or replace function app_private.is_answer_list(value jsonb, max_index integer)
returns boolean
language sql
immutable
parallel safe
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
  source text not null constraint newsletter_subscribers_source_check check (app_private.is_valid_source(source))
);
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (email);

create table public.weekly_live_lessons (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  email text not null constraint weekly_live_lessons_email_check check (app_private.is_valid_email(email)),
  source text not null constraint weekly_live_lessons_source_check check (app_private.is_valid_source(source))
);
create unique index weekly_live_lessons_email_key on public.weekly_live_lessons (email);

create table public.free_tactics_cheat_sheet (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  email text not null constraint free_tactics_cheat_sheet_email_check check (app_private.is_valid_email(email)),
  source text not null constraint free_tactics_cheat_sheet_source_check check (app_private.is_valid_source(source))
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
  constraint quiz_submissions_score_check check (score between 0 and total_questions)
);

create table public.chess_level_quiz (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null constraint chess_level_quiz_name_check check (app_private.is_short_text(name, 100)),
  email text not null constraint chess_level_quiz_email_check check (app_private.is_valid_email(email)),
  answers jsonb not null constraint chess_level_quiz_answers_check check (app_private.is_answer_list(answers, 9)),
  result text not null constraint chess_level_quiz_result_check check (app_private.is_short_text(result, 100))
);

create table public.chess_style_quiz (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  email text not null constraint chess_style_quiz_email_check check (app_private.is_valid_email(email)),
  answers jsonb not null constraint chess_style_quiz_answers_check check (app_private.is_answer_list(answers, 9)),
  result text not null constraint chess_style_quiz_result_check check (app_private.is_short_text(result, 100)),
  style_title text not null constraint chess_style_quiz_style_title_check check (app_private.is_short_text(style_title, 100))
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
  generated_plan jsonb not null constraint study_plans_generated_plan_check check (app_private.is_study_plan(generated_plan))
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
  recommended_opening text not null constraint opening_recommender_recommended_opening_check check (app_private.is_short_text(recommended_opening, 100))
);

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
    and app_private.is_answer_list(answers, 1)
  );

create policy anon_insert_valid on public.chess_level_quiz
  for insert to anon
  with check (
    app_private.is_short_text(name, 100)
    and app_private.is_valid_email(email)
    and app_private.is_answer_list(answers, 9)
    and app_private.is_short_text(result, 100)
  );

create policy anon_insert_valid on public.chess_style_quiz
  for insert to anon
  with check (
    app_private.is_valid_email(email)
    and app_private.is_answer_list(answers, 9)
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
