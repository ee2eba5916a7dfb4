#!/usr/bin/env bash
# npm run test:db:pg — the database tests against a real PostgreSQL 15 (Debian's), with the migrations
# applied by the Supabase CLI exactly as they would be pushed to a hosted project:
#   1. install Debian's postgresql and postgresql-15-cron if missing (root only; non-interactive);
#   2. a throwaway cluster in a temp dir: trust auth, 127.0.0.1 only, a free port, pg_cron loaded;
#   3. supabase/local/roles.sql with psql, stand-ins for what only a hosted project has (pg_net's
#      net.http_post, recording its calls, and Vault's decrypted_secrets: tests/db/hosted-stand-ins.sql),
#      then `supabase db push` of supabase/migrations (which creates pg_cron and schedules the jobs);
#   4. the db tests with DATABASE_URL set and SKIP_MIGRATIONS=1;
#   5. always: stop the cluster and delete it. Exit code = the tests'.
# Needs no stdin and no Docker.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export DEBIAN_FRONTEND=noninteractive

log() { printf '[test:db:pg] %s\n' "$*" >&2; }

find_pg_bin() {
  if [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/postgres" ]; then echo "$PG_BIN"; return 0; fi
  local dir
  for dir in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/postgres" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

if ! PG_BIN="$(find_pg_bin)"; then
  if [ "$(id -u)" -ne 0 ]; then
    log "PostgreSQL is not installed and this is not root: run 'sudo apt-get install -y postgresql' or set PG_BIN"
    exit 2
  fi
  log "installing Debian's postgresql (apt-get)"
  apt-get update </dev/null
  apt-get install -y --no-install-recommends postgresql </dev/null
  PG_BIN="$(find_pg_bin)"
fi
log "using $("$PG_BIN/postgres" --version)"

# pg_cron, as a hosted project has it: the migrations schedule the sender, retention and dead-job
# jobs with it (Debian's package for the server's major version).
PG_MAJOR="$("$PG_BIN/postgres" -V | grep -oE '[0-9]+' | head -1)"
if [ ! -f "$("$PG_BIN/pg_config" --sharedir)/extension/pg_cron.control" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    log "pg_cron is not installed and this is not root: run 'sudo apt-get install -y postgresql-$PG_MAJOR-cron'"
    exit 2
  fi
  log "installing Debian's postgresql-$PG_MAJOR-cron (apt-get)"
  apt-get update </dev/null
  apt-get install -y --no-install-recommends "postgresql-$PG_MAJOR-cron" </dev/null
fi

# PostgreSQL refuses to run as root: as root, run the cluster as the `postgres` system user.
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || { log "no 'postgres' system user (install the postgresql package)"; exit 2; }
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

TMP="$(mktemp -d /tmp/test-db-pg.XXXXXX)"
DATA="$TMP/data"
PGLOG="$TMP/postgres.log"
[ "$(id -u)" -eq 0 ] && chown postgres: "$TMP"
chmod 700 "$TMP"

cleanup() {
  local code=$?
  if [ -f "$DATA/postmaster.pid" ]; then
    (cd "$TMP" && as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m fast -w -t 30 stop >/dev/null 2>&1) ||
      (cd "$TMP" && as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate stop >/dev/null 2>&1) || true
  fi
  rm -rf "$TMP"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

log "creating a throwaway cluster in $DATA on 127.0.0.1:$PORT"
(cd "$TMP" && as_pg "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$TMP/initdb.log" 2>&1) ||
  { cat "$TMP/initdb.log" >&2; exit 1; }
cat >"$DATA/pg_hba.conf" <<'EOF'
# TYPE  DATABASE  USER  ADDRESS       METHOD
local   all       all                 trust
host    all       all   127.0.0.1/32  trust
EOF
cat >>"$DATA/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$TMP'
fsync = off
synchronous_commit = off
full_page_writes = off
shared_preload_libraries = 'pg_cron'
cron.database_name = 'postgres'
EOF
(cd "$TMP" && as_pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$PGLOG" -w -t 60 start >/dev/null) ||
  { cat "$PGLOG" >&2; exit 1; }

DB_URL="postgresql://postgres@127.0.0.1:$PORT/postgres?sslmode=disable"

log "applying supabase/local/roles.sql"
"$PG_BIN/psql" "$DB_URL" -X -q -v ON_ERROR_STOP=1 -f supabase/local/roles.sql </dev/null

log "creating the stand-ins for pg_net and Vault (tests/db/hosted-stand-ins.sql)"
"$PG_BIN/psql" "$DB_URL" -X -q -v ON_ERROR_STOP=1 -f tests/db/hosted-stand-ins.sql </dev/null

log "pushing supabase/migrations with the Supabase CLI"
# CLI v3: a database URL is given as --remote=<url> (v2 spelled it --db-url). --yes: no prompt.
npx --no-install supabase db push --remote="$DB_URL" --yes </dev/null

log "running the db tests against PostgreSQL"
set +e
DATABASE_URL="$DB_URL" SKIP_MIGRATIONS=1 npx --no-install vitest run --config vitest.db.config.ts "$@" </dev/null
status=$?
set -e
exit "$status"
