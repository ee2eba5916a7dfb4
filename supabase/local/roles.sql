-- Roles that hosted Supabase already has; created here for the local backend and for a plain
-- PostgreSQL (npm run test:db:pg). Idempotent: safe to run on every start. Never run on hosted Supabase.
--
-- The password of `authenticator` (the login role PostgREST connects as) is taken from the
-- setting app.authenticator_password when it is set, e.g.
--   PGOPTIONS='-c app.authenticator_password=secret' psql -f supabase/local/roles.sql
-- or `set app.authenticator_password = '...'` in the same session before this script.

do $$
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
