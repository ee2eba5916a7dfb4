-- Hardening of the lead tables: rows that are consistent, not only
-- well-formed; no invisible or locale-dependent text; one lead per request; a cap per e-mail per hour;
-- nothing reachable that the site does not use, even with hosted Supabase's default privileges; and the
-- Supabase security advisor's lints (RLS everywhere, no always-true policy, no anon-executable security
-- definer function, a fixed search_path on every function).
--
-- tests/db/hardening.test.ts checks each rule as the anon role through PostgREST, on PGlite and on
-- PostgreSQL 15 (npm run test:db:pg, with the default privileges of a hosted project reproduced).

-- ---------------------------------------------------------------------------------------------
-- Row rules. Every function gets an empty search_path (lint 0011): all it calls is in pg_catalog or
-- schema-qualified.

-- E-mail: at most 100 characters of printable ASCII (so no space, control, zero-width or other
-- invisible character can hide in it), already lower case as the "C" collation lower-cases (the same
-- answer under every database locale), local@domain.tld with a top-level part of 2+ letters.
create or replace function app_private.is_valid_email(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
     and char_length(value) <= 100
     and value ~ '^[!-~]+$'
     and value = lower(value collate "C")
     and value ~ '^[^@<>]+@[^@<>]+\.[a-z]{2,}$'
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

-- The other row rules keep their bodies; they only get the fixed search_path.
alter function app_private.is_valid_source(text) set search_path = '';
alter function app_private.is_answer_list(jsonb, integer) set search_path = '';
alter function app_private.is_study_plan(jsonb) set search_path = '';

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

alter table public.quiz_submissions
  add constraint quiz_submissions_consistent_check
  check (app_private.is_scored_quiz(answers, score, total_questions));

-- Every question of the level quizzes and the style quiz has four options: indices 0-3 (the improved
-- level quiz stores 0/1 marks, which also fit).
alter table public.chess_level_quiz drop constraint chess_level_quiz_answers_check;
alter table public.chess_level_quiz
  add constraint chess_level_quiz_answers_check check (app_private.is_answer_list(answers, 3));
alter table public.chess_style_quiz drop constraint chess_style_quiz_answers_check;
alter table public.chess_style_quiz
  add constraint chess_style_quiz_answers_check check (app_private.is_answer_list(answers, 3));

drop policy anon_insert_valid on public.quiz_submissions;
create policy anon_insert_valid on public.quiz_submissions
  for insert to anon
  with check (
    app_private.is_short_text(name, 100)
    and app_private.is_valid_email(email)
    and total_questions between 1 and 50
    and score between 0 and total_questions
    and app_private.is_scored_quiz(answers, score, total_questions)
  );

drop policy anon_insert_valid on public.chess_level_quiz;
create policy anon_insert_valid on public.chess_level_quiz
  for insert to anon
  with check (
    app_private.is_short_text(name, 100)
    and app_private.is_valid_email(email)
    and app_private.is_answer_list(answers, 3)
    and app_private.is_short_text(result, 100)
  );

drop policy anon_insert_valid on public.chess_style_quiz;
create policy anon_insert_valid on public.chess_style_quiz
  for insert to anon
  with check (
    app_private.is_valid_email(email)
    and app_private.is_answer_list(answers, 3)
    and app_private.is_short_text(result, 100)
    and app_private.is_short_text(style_title, 100)
  );

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

-- ---------------------------------------------------------------------------------------------
-- At most app_private.leads_per_email_per_hour() rows per e-mail per table per hour, on the tables
-- without a unique e-mail (the subscription lists already hold one row per e-mail). The count needs to
-- read the table, which anon cannot, so the trigger function is SECURITY DEFINER; nobody may call it
-- directly (a trigger fires whatever the caller's EXECUTE rights).

create or replace function app_private.leads_per_email_per_hour()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 10
$$;

create or replace function app_private.cap_leads_per_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  execute format(
    'select count(*) from %I.%I where email = $1 and created_at > now() - interval ''1 hour''',
    tg_table_schema,
    tg_table_name
  )
  into recent
  using new.email;
  if recent >= app_private.leads_per_email_per_hour() then
    -- PostgREST answers an SQLSTATE 'PTxyz' with HTTP status xyz: 429 Too Many Requests.
    raise exception 'too many submissions for this e-mail; please try again later'
      using errcode = 'PT429';
  end if;
  return new;
end
$$;

revoke all on function app_private.cap_leads_per_email() from public, anon, authenticated;
revoke all on function app_private.refuse_bulk_insert() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array[
    'quiz_submissions', 'chess_level_quiz', 'chess_style_quiz', 'study_plans', 'opening_recommender'
  ] loop
    execute format('create index %I on public.%I (email, created_at)', t || '_email_created_at_idx', t);
    execute format(
      'create trigger cap_leads_per_email before insert on public.%I '
      'for each row execute function app_private.cap_leads_per_email()',
      t
    );
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Nothing more than the site needs, even where hosted Supabase's default privileges granted it:
-- no sequence and no function of `public` for anon or authenticated, and no default privileges for
-- objects this role creates later. (The tables' privileges are set by the first migration: INSERT
-- of the site's columns for anon only.)

revoke all on all sequences in schema public from anon, authenticated;
revoke all on all functions in schema public from anon, authenticated, public;
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated, public;
