-- The level quizzes' row says which questions were asked: `question_ids`, the bank's ids in the order
-- the questions were asked, one per answer. The result mail derives the topics the page showed (a
-- strength at 75% or more, an area to work on below 50%) from them and the answers; without them
-- it could only repeat the level.
--
-- A closed set: distinct ids of the bank (src/content/level-quiz.ts), as many as the quiz draws and
-- as the row has answers. tests/db/lead-options.ts computes the same set and count from the content
-- and tests/db/level-question-ids.test.ts checks that they agree (run `npx tsx
-- tests/db/lead-options.ts` for the SQL to paste). NOT VALID: rows stored before this migration
-- carry none and stay; every new row must carry them (a row without them is refused, 400).

alter table public.chess_level_quiz add column question_ids jsonb;
grant insert (question_ids) on table public.chess_level_quiz to anon;

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

alter table public.chess_level_quiz
  add constraint chess_level_quiz_questions_check check (
    app_private.is_level_question_list(question_ids, answers)
  ) not valid;
