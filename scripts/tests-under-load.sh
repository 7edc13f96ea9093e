#!/usr/bin/env bash
# The test suite under load: `npm test` RUNS times in a row (default 5) while busy loops keep every core saturated,
# stopping at the first failure. Each loop is its own session (so the kernel's autogroup scheduling does not fold it
# into the tests' share) and dies on its own after LIMIT seconds (default 3 hours) even if this script is killed.
#
# Usage: bash scripts/tests-under-load.sh [RUNS] [LOOPS_PER_CORE] [TEST FILE...]   (no test files: the whole suite)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
per_core="${2:-1}"
shift $(( $# < 2 ? $# : 2 ))
limit="${LIMIT:-10800}"
loops=$(( $(nproc) * per_core ))
pids=()
for _ in $(seq "$loops"); do
  setsid timeout -s KILL "$limit" sh -c 'while :; do :; done' </dev/null >/dev/null 2>&1 &
  pids+=("$!")
done
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
echo "tests-under-load: $loops busy loops on $(nproc) cores; npm test $* $runs times"
for run in $(seq "$runs"); do
  start=$(date +%s)
  if npm test -- "$@" >"/tmp/tests-under-load.$run.log" 2>&1; then
    echo "run $run: passed in $(( $(date +%s) - start )) s ($(grep -E '^Tests:' "/tmp/tests-under-load.$run.log"))"
  else
    echo "run $run: FAILED after $(( $(date +%s) - start )) s; see /tmp/tests-under-load.$run.log" >&2
    grep -E '●|^Tests:' "/tmp/tests-under-load.$run.log" | head -40 >&2
    exit 1
  fi
done
echo "tests-under-load: $runs runs passed"
