-- An idempotency key for the lead tables that have no natural unique key, so a lead the browser
-- sends again (the outbox in src/services/outbox.ts re-sends a save that failed or timed out, and
-- a timed-out request may still have landed) is stored exactly once.
--
--   * client_id is a uuid the browser generates once per lead and sends with every attempt;
--   * a unique index makes a repeat answer 23505 (HTTP 409), which the site counts as delivered;
--   * nullable, so a row sent without one is still accepted (NULLs never collide);
--   * anon may INSERT it, still no SELECT: the key reveals nothing and cannot be read back.
-- The three subscription tables need none: their unique e-mail already makes a repeat a 409.

alter table public.quiz_submissions add column client_id uuid;
alter table public.chess_level_quiz add column client_id uuid;
alter table public.chess_style_quiz add column client_id uuid;
alter table public.study_plans add column client_id uuid;
alter table public.opening_recommender add column client_id uuid;

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
