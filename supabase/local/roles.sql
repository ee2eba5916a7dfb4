-- Roles that hosted Supabase already has; created here for the local backend and for a plain
-- PostgreSQL (npm run test:db:pg). Idempotent: safe to run on every start. Never run on hosted Supabase.
--
-- The password of `authenticator` (the login role PostgREST connects as) is taken from the
-- setting app.authenticator_password when it is set, e.g.
--   PGOPTIONS='-c app.authenticator_password=secret' psql -f supabase/local/roles.sql
-- or `set app.authenticator_password = '...'` in the same session before this script.

do $$
declare
  -- The API roles are made now for the first time: a fresh database, as a new hosted project is.
  fresh boolean := not exists (select 1 from pg_roles where rolname = 'anon');
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if fresh then
    -- A new hosted project's default privileges: whatever this role later creates in `public` is
    -- open to the API roles until a migration revokes it. Reproduced once, on a fresh database, so the
    -- migrations are tested against what they meet on Supabase (tests/db/hardening.test.ts).
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  end if;
end
$$;

alter role service_role bypassrls;
alter role authenticator login noinherit;

grant anon, authenticated, service_role to authenticator;

do $$
declare
  pw text := nullif(current_setting('app.authenticator_password', true), '');
begin
  if pw is not null then
    execute format('alter role authenticator with password %L', pw);
  end if;
end
$$;
