#!/usr/bin/env bash
# Builds a throwaway PostgreSQL 15 (with pg_cron) from supabase/local/roles.sql, the hosted stand-ins and
# the migrations in a directory, and prints tests/db/schema-snapshot.sql's description of the result.
# Two builds compare with diff, e.g. the migrations before and after they were rewritten:
#   bash tests/db/schema-snapshot.sh supabase/migrations > after.txt
#   git worktree add /tmp/old <commit> && bash tests/db/schema-snapshot.sh /tmp/old/supabase/migrations > before.txt
# Run from the project's root, as root (the cluster runs as the postgres user) or as a user that may run initdb.
set -euo pipefail
dir="${1:-supabase/migrations}"
B=$(ls -d /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin 2>/dev/null | head -1)
T=$(mktemp -d /tmp/schema-snapshot.XXXXXX)
if [ "$(id -u)" -eq 0 ]; then chown postgres: "$T"; as_pg() { runuser -u postgres -- "$@"; }; else as_pg() { "$@"; }; fi
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
(cd "$T" && as_pg "$B/initdb" -D "$T/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null)
(cd "$T" && as_pg "$B/pg_ctl" -D "$T/data" -o "-c listen_addresses=127.0.0.1 -p $port -k $T -c shared_preload_libraries=pg_cron -c cron.database_name=postgres" -l "$T/pg.log" -w start >/dev/null)
trap '(cd "$T" && as_pg "$B/pg_ctl" -D "$T/data" -m immediate stop >/dev/null 2>&1); rm -rf "$T"' EXIT
P=("$B/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -X -q -v ON_ERROR_STOP=1)
"${P[@]}" -f supabase/local/roles.sql >/dev/null
"${P[@]}" -f tests/db/hosted-stand-ins.sql >/dev/null
for f in "$dir"/*.sql; do "${P[@]}" -f "$f" >/dev/null 2>"$T/err" || { cat "$T/err" >&2; echo "failed: $f" >&2; exit 2; }; done
"${P[@]}" -A -t -f tests/db/schema-snapshot.sql
