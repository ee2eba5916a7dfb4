-- Children. A learner under 13 is entered by a parent: the address is the parent's, no child's name
-- is stored (the spec's fixed placeholder 'Quiz Taker' stands in the name column, which stays
-- required), and the row says so, so the result mail goes to the parent with no offer in it (the
-- mail job's payload is the row, for_child included).
--
-- quiz_submissions: the form's age question answers it; the site sends for_child with the row.
-- study_plans: the spec's age group already answers it, so the database derives it ('Child (under
-- 12)' counts as under 13: the page says "12 years old? Choose Child."); nobody can send it.
-- On both, a row for a child with any other name is refused (400, 23514), whatever sent it.

alter table public.quiz_submissions
  add column for_child boolean not null default false;
grant insert (for_child) on table public.quiz_submissions to anon;

alter table public.study_plans
  add column for_child boolean generated always as (age_group = 'Child (under 12)') stored;

-- A child's plan stored before this carried a name typed in the form: it goes.
update public.study_plans set name = 'Quiz Taker' where for_child and name <> 'Quiz Taker';

alter table public.quiz_submissions
  add constraint quiz_submissions_child_name_check check (not for_child or name = 'Quiz Taker');
alter table public.study_plans
  add constraint study_plans_child_name_check check (not for_child or name = 'Quiz Taker');
