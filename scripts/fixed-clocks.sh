#!/usr/bin/env bash
# The HTTP files whose outcome depends on the date, run on embedded PGlite under Debian's faketime at fixed clocks,
# one `vitest run --project http` per clock (.ci/run runs them all). libfaketime gives the whole process tree the
# instant (vitest, its workers, the app's clock and PGlite's now(), which runs inside them); the clock then runs on
# from it, so timers, waits and timeouts behave as usual. A PostgreSQL server keeps its own clock: PGlite only.
#
#   scripts/fixed-clocks.sh                          every clock below; exits non-zero if any clock failed
#   scripts/fixed-clocks.sh '2027-03-14 07:30:00'    the given clocks (UTC) instead
#   scripts/fixed-clocks.sh --files                  the file list, one a line
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
[ "$#" -gt 0 ] && CLOCKS=("$@")

if ! command -v faketime >/dev/null; then
  echo "faketime is missing: apt-get install faketime (Debian's libfaketime)" >&2
  exit 2
fi

failed=()
for at in "${CLOCKS[@]}"; do
  echo "== date-sensitive HTTP files at $at UTC (${#FILES[@]} files, PGlite)"
  started=$SECONDS
  # TZ=UTC: faketime reads the instant in the local zone. The app never uses the process's zone (a store's is its own).
  env -u TEST_DATABASE_URL -u TEST_REDIS_URL TZ=UTC faketime "$at" npx vitest run --project http "${FILES[@]}"
  rc=$?
  echo "== $at UTC: exit $rc after $((SECONDS - started)) s"
  [ "$rc" -eq 0 ] || failed+=("$at")
done

if [ "${#failed[@]}" -gt 0 ]; then
  echo "== failed at: ${failed[*]}"
  exit 1
fi
