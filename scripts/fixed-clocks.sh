#!/usr/bin/env bash
# The HTTP files whose outcome depends on the date, run under Debian's faketime at fixed clocks, one
# `vitest run --project http` per clock (.ci/run runs them all). libfaketime moves the whole process tree by one
# offset (vitest, its workers, the app's clock), and the clock runs on from it, so timers, waits and timeouts behave
# as usual. The database's own now() (column defaults, a refund's time) must read the same instant. The first clock
# runs on embedded PGlite, the database `npm start` uses, whose now() runs inside the workers: so CI runs HTTP files on
# it too, not only the browser suite. The others each get a throwaway PostgreSQL server, started under faketime with
# the same offset, when this machine has PostgreSQL's binaries (PGlite otherwise): the same files cost about half the
# CPU there. A shared PostgreSQL server keeps its own clock, and the files fail against it (the drawer's day of a
# refund, for one).
#
#   scripts/fixed-clocks.sh                          every clock below; exits non-zero if any clock failed
#   scripts/fixed-clocks.sh '2027-03-14 07:30:00'    the given clocks (UTC) instead, on PostgreSQL where it can
#   scripts/fixed-clocks.sh --files                  the file list, one a line
#   FIXED_CLOCKS_DB=pglite scripts/fixed-clocks.sh   every clock on PGlite, even where PostgreSQL is installed
#
# The demo and the tests take their days in the store's zone from the app's clock (common/clock.ts), so a file on
# this list passes at any instant; the clocks are instants at which one of them once did not.
set -uo pipefail
cd "$(dirname "$0")/.."

CLOCKS=(
  # Sunday 31 January, 11:45 PM in New York (the demo's zone): a month's last day, and already Monday 1 February
  # in UTC (a store's evening after midnight UTC, where a day taken in UTC is tomorrow).
  '2027-02-01 04:45:00'
  '2027-03-14 07:30:00' # the spring-forward Sunday, 3:30 AM EDT: a 23-hour day, just after the hour that is not
  '2027-11-07 06:30:00' # the fall-back Sunday, the second 1:30 AM (EST): a 25-hour day
)

# The clocks that run on PGlite (see above).
ON_PGLITE=('2027-02-01 04:45:00')

FILES=(
  tests/http/appointmentBooking.test.ts
  tests/http/appointments.test.ts
  tests/http/bookingBlocks.test.ts
  tests/http/cashDrawer.test.ts
  tests/http/clockRecordCalls.test.ts
  tests/http/clockRecords.test.ts
  tests/http/dailyReport.test.ts
  tests/http/dashboard.test.ts
  tests/http/dunning.test.ts
  tests/http/employeePayroll.test.ts
  tests/http/offlineClock.test.ts
  tests/http/offlineQueue.test.ts
  tests/http/onlineBooking.test.ts
  tests/http/ownerBilling.test.ts
  tests/http/payrolls.test.ts
  tests/http/promotions.test.ts
  tests/http/reportDays.test.ts
  tests/http/reports.test.ts
  tests/http/stats.test.ts
  tests/http/tipManagements.test.ts
  tests/http/turnManagements.test.ts
  tests/http/userInvoices.test.ts
)

if [ "${1:-}" = "--files" ]; then
  printf '%s\n' "${FILES[@]}"
  exit 0
fi
[ "$#" -gt 0 ] && CLOCKS=("$@") && ON_PGLITE=()

if ! command -v faketime >/dev/null; then
  echo "faketime is missing: apt-get install faketime (Debian's libfaketime)" >&2
  exit 2
fi

# PostgreSQL's server binaries (Debian keeps them under /usr/lib/postgresql/<major>/bin), unless told to use PGlite.
pg_bin=""
if [ "${FIXED_CLOCKS_DB:-postgres}" != pglite ]; then
  pg_bin="$(dirname "$(ls -1d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1)" 2>/dev/null)"
  [ -x "$pg_bin/initdb" ] || pg_bin="$(dirname "$(command -v initdb 2>/dev/null || echo /none/initdb)")"
  [ -x "$pg_bin/initdb" ] || pg_bin=""
fi
# libfaketime itself, for the server (start_server says why).
faketime_lib="$(ls -1 /usr/lib/*/faketime/libfaketime.so.1 /usr/lib/faketime/libfaketime.so.1 2>/dev/null | head -1)"
[ -n "$faketime_lib" ] || pg_bin=""
# PostgreSQL refuses to run as root: there it runs as the postgres user, in a folder that user owns.
as_db_user=()
if [ -n "$pg_bin" ] && [ "$(id -u)" -eq 0 ]; then
  if id postgres >/dev/null 2>&1 && command -v runuser >/dev/null; then
    as_db_user=(runuser -u postgres --)
  else
    pg_bin=""
  fi
fi

server_dir=""
stop_server() {
  if [ -n "$server_dir" ]; then
    "${as_db_user[@]}" "$pg_bin/pg_ctl" -D "$server_dir/data" -m immediate stop >/dev/null 2>&1
    rm -rf "$server_dir"
    server_dir=""
  fi
}
trap stop_server EXIT
trap "exit 143" INT TERM

# A free loopback port for a clock's server.
free_port() {
  local port
  for port in $(seq 54330 54399); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  return 1
}

# A fresh server at `+<offset>s` (a data folder made for this clock, so no clock sees another's rows), its URL in
# server_url. Run in this shell, not in $(...), so that stop_server knows its folder. Durability is off: the folder
# is thrown away after the clock.
server_url=""
start_server() {
  local offset=$1 port
  port="$(free_port)" || return 1
  server_dir="$(mktemp -d "${TMPDIR:-/tmp}/chairside-clock-XXXXXX")"
  [ "${#as_db_user[@]}" -eq 0 ] || chown postgres "$server_dir"
  "${as_db_user[@]}" "$pg_bin/initdb" -D "$server_dir/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 \
    --no-sync >"$server_dir/initdb.log" 2>&1 || { cat "$server_dir/initdb.log" >&2; return 1; }
  # libfaketime by its environment, not the faketime wrapper: the wrapper waits for every process it started to
  # exit, and the server outlives pg_ctl.
  "${as_db_user[@]}" env LD_PRELOAD="$faketime_lib" FAKETIME="+${offset}s" "$pg_bin/pg_ctl" -D "$server_dir/data" -l "$server_dir/server.log" -w \
    -o "-p $port -k $server_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$server_dir/server.log" >&2; return 1; }
  # The server must read the clock's instant, or every file would run against the wrong now().
  local reads
  reads="$("$pg_bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -Atc 'SELECT extract(epoch FROM now())::bigint')"
  if [ -z "$reads" ] || [ $((reads - $(date -u +%s) - offset)) -gt 5 ] || [ $((reads - $(date -u +%s) - offset)) -lt -5 ]; then
    echo "the server at +${offset}s reads $(date -u -d "@${reads:-0}")" >&2
    return 1
  fi
  server_url="postgres://postgres@127.0.0.1:$port/postgres"
}

failed=()
for at in "${CLOCKS[@]}"; do
  started=$SECONDS
  # One offset for every process of this clock, the database server's included, so they all read the same instant.
  offset=$(($(date -u -d "$at" +%s) - $(date -u +%s)))
  # TZ=UTC: the app never uses the process's zone (a store's is its own); the log's times read as the clock's.
  on_pglite=""
  for p in "${ON_PGLITE[@]}"; do [ "$p" = "$at" ] && on_pglite=1; done
  if [ -n "$pg_bin" ] && [ -z "$on_pglite" ] && start_server "$offset"; then
    echo "== date-sensitive HTTP files at $at UTC (${#FILES[@]} files, PostgreSQL at the same clock)"
    env -u TEST_REDIS_URL TZ=UTC TEST_DATABASE_URL="$server_url" faketime -f "+${offset}s" \
      npx vitest run --project http "${FILES[@]}"
    rc=$?
    stop_server
  else
    if [ -n "$pg_bin" ] && [ -z "$on_pglite" ]; then
      stop_server
      echo "== no PostgreSQL server could start at $at UTC: PGlite instead"
    fi
    echo "== date-sensitive HTTP files at $at UTC (${#FILES[@]} files, PGlite)"
    env -u TEST_DATABASE_URL -u TEST_REDIS_URL TZ=UTC faketime -f "+${offset}s" \
      npx vitest run --project http "${FILES[@]}"
    rc=$?
  fi
  echo "== $at UTC: exit $rc after $((SECONDS - started)) s"
  [ "$rc" -eq 0 ] || failed+=("$at")
done

if [ "${#failed[@]}" -gt 0 ]; then
  echo "== failed at: ${failed[*]}"
  exit 1
fi
