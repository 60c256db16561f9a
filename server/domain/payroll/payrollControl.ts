import { storeDay } from '../../../common/intlFormats';
import type { Db } from '../../../database/client';
import {
  finalisedThrough,
  getOpenRunBefore,
  listPayrollRuns,
  type PayrollRunRow,
  type ScheduleValues,
} from '../../../database/queries/payrolls';
import { storeToday } from '../../../common/storeTime';
import {
  finalisingProblem,
  nextPayablePeriod,
  periodsToList,
  recentPeriods,
  type PayPeriod,
} from './payPeriods';
import { loadSchedule } from './payrollRuns';
import { say, type Said } from '../../../common/said';

/** Why a change to a finalised run's adjustments is refused: its snapshot is final (docs/domain.md §3.2, Immutability). */
export const RUN_FINALISED = say('flash.payrolls.thisPayrollIsFinalisedAnd');

/** How many recent periods Payroll Control lists (besides the next payable one, however old). */
export const RECENT_PERIODS = 8;

/** The periods to list and offer (periodsToList), the runs among them, and where finalised payroll stands. */
export async function offeredPeriods(
  db: Db,
  storeId: number,
  schedule: ScheduleValues,
  today: string,
) {
  const through = await finalisedThrough(db, storeId);
  const next = nextPayablePeriod(schedule, through);
  const recent = recentPeriods(schedule, today, RECENT_PERIODS);
  const oldest = recent[recent.length - 1]!.start;
  const runs = await listPayrollRuns(
    db,
    storeId,
    next && next.start < oldest ? next.start : oldest,
  );
  const all = periodsToList(
    schedule,
    today,
    RECENT_PERIODS,
    runs.map((r) => ({ start: r.periodStart, end: r.periodEnd })),
    next,
  );
  return { runs, through, next, all };
}

/** Each listed period with its run, if one was opened (a run's own dates win: a schedule change since does not move them). */
export const periodsWithRuns = (all: PayPeriod[], runs: PayrollRunRow[]) =>
  all.map((p) => {
    const run = runs.find((r) => r.periodStart === p.start) ?? null;
    return { period: run ? { start: run.periodStart, end: run.periodEnd } : p, run };
  });

/**
 * Why an open run cannot be finalised yet, or null: its period has not ended, an
 * earlier run is still open, or the schedule's order forbids it. Finalising in
 * order carries a shortfall into the next period and locks tips up to the last finalised day.
 */
export async function finaliseRefusal(
  db: Db,
  storeId: number,
  tz: string,
  run: PayrollRunRow,
): Promise<Said | null> {
  if (run.state !== 'open') return null;
  if (run.periodEnd >= storeToday(tz))
    return say('validation.payrolls.thisPeriodRunsUntilFinalise', {
      date: storeDay(run.periodEnd),
    });
  const earlier = await getOpenRunBefore(db, storeId, run.periodStart);
  if (earlier)
    return say('validation.payrolls.finaliseThePayrollForTo', {
      start: storeDay(earlier.periodStart),
      end: storeDay(earlier.periodEnd),
    });
  return finalisingProblem(await loadSchedule(db, storeId), await finalisedThrough(db, storeId), {
    start: run.periodStart,
    end: run.periodEnd,
  });
}
