-- What only a hosted Supabase project has, stood in for on the throwaway PostgreSQL of
-- `npm run test:db:pg` (scripts/test-db-pg.sh runs this before it pushes the migrations; never a
-- migration): pg_net's net.http_post, which here records its arguments instead of calling anything,
-- and Vault's secrets, with the same names and columns the scheduled sender reads.

create schema net;
create table net.calls (
  id bigint generated always as identity primary key,
  url text,
  body jsonb,
  params jsonb,
  headers jsonb,
  timeout_milliseconds integer,
  called_at timestamptz not null default now()
);
create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language sql
as $$
  insert into net.calls (url, body, params, headers, timeout_milliseconds)
  values (url, body, params, headers, timeout_milliseconds)
  returning id
$$;

create schema vault;
create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  secret text not null
);
create view vault.decrypted_secrets as
  select id, name, secret, secret as decrypted_secret from vault.secrets;
create function vault.create_secret(new_secret text, new_name text)
returns uuid
language sql
as $$
  insert into vault.secrets (name, secret) values (new_name, new_secret) returning id
$$;
