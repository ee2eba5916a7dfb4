#!/usr/bin/env bash
# npm test: every suite, stopping at the first phase that fails. Steps that do not depend on each other
# and mostly use one core each run side by side (this machine has two), each into its own log, printed
# whole when it ends, so the output of one step never interleaves with another's:
#   1. Debian's Chromium (and PostgreSQL for step 3) installed if missing
#   2. typecheck | lint | format:check              (tsc, ESLint + knip, Prettier: one core each)
#   3. test:unit                                     (Vitest: a worker on each core)
#   4. test:db | test:db:pg | build:local           (PGlite in the test process | a PostgreSQL server |
#                                                    the site's build: the PGlite side runs on one core
#                                                    most of the time, and the build fills the other)
#   5. test:dist                                     (alone: tests/cpu measures CPU time)
#   6. test:e2e                                      (Playwright, workers in playwright.config.ts)
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
LOGS="$(mktemp -d /tmp/npm-test.XXXXXX)"
trap 'rm -rf "$LOGS"' EXIT

# Runs the npm scripts given side by side; prints each one's output when it ends; fails if any failed.
side_by_side() {
  local -a pids=() names=()
  local name
  for name in "$@"; do
    npm run --silent "$name" >"$LOGS/$name.log" 2>&1 </dev/null &
    pids+=("$!")
    names+=("$name")
  done
  local failed=0 i start=$SECONDS
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      printf '\n=== npm run %s: passed\n' "${names[$i]}"
    else
      printf '\n=== npm run %s: FAILED\n' "${names[$i]}"
      failed=1
    fi
    cat "$LOGS/${names[$i]}.log"
  done
  printf '=== %s: %ss\n' "$*" "$((SECONDS - start))"
  return "$failed"
}

step() {
  local start=$SECONDS
  printf '\n=== npm run %s\n' "$1"
  npm run --silent "$1" </dev/null || return 1
  printf '=== %s: %ss\n' "$1" "$((SECONDS - start))"
}

bash scripts/ensure-chromium.sh </dev/null &&
  side_by_side typecheck lint format:check &&
  step test:unit &&
  side_by_side test:db test:db:pg build:local &&
  step test:dist &&
  step test:e2e
