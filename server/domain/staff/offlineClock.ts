import type { Db } from '../../../database/client';
import { uniqueViolation } from '../../../database/errors';
import { getLastClockRecord } from '../../../database/queries/clockRecords';
import {
  findOfflineSubmission,
  insertOfflineSubmission,
  type OfflineSubmissionRow,
} from '../../../database/queries/offlineSubmissions';
import { formatStoreDateTime, storeToday } from '../../../common/storeTime';
import { offlineTimeProblem } from '../../../common/offline';
import { DomainError } from '../errors';
import { refuseFinalisedDays } from '../payroll/payrollLocks';
import { clockIn, clockOut, type Amounts } from './clockRecords';

/**
 * A clock in or out the station queued while the network was down (issue
 * 21), sent when it came back with the moment it was tapped. The person was
 * confirmed with their credentials at the sync (the caller does that), so
 * here it is the same clock action as at the counter, at that moment, once
 * per station key. One that does not fit the shifts already on record (in
 * while clocked in, out before the shift began, in before the last shift
 * ended) is kept for a manager, who corrects the shift under Clock In/Out.
 */

export interface OfflineClockRequest {
  key: string;
  kind: 'clock_in' | 'clock_out';
  employeeId: number;
  /** For the manager's list: who it was, as confirmed. */
  employeeName: string;
  recordedAt: Date;
  amounts: Amounts;
}

export type OfflineClockAnswer = {
  status: 'accepted' | 'to_resolve' | 'resolved';
  id: number;
  reason: string | null;
  name: string | null;
};

const answerFor = (row: OfflineSubmissionRow, name: string | null = null): OfflineClockAnswer => ({
  status: row.status,
  id: row.id,
  reason: row.reason,
  name,
});

export async function acceptOfflineClock(
  db: Db,
  store: { id: number; timezone: string },
  req: OfflineClockRequest,
  now = new Date(),
): Promise<OfflineClockAnswer> {
  const seen = await findOfflineSubmission(db, store.id, req.key);
  if (seen) return answerFor(seen);
  const late = offlineTimeProblem(req.recordedAt, now);
  if (late) throw new DomainError(late, 'recorded_at');
  const payload = {
    kind: req.kind,
    employee_id: req.employeeId,
    employee_name: req.employeeName,
    recorded_at: req.recordedAt.toISOString(),
    tip_amount: req.amounts.tipCents,
    bonus_tip: req.amounts.bonusCents,
    cash_out: req.amounts.cashOutCents,
  };
  const row = { kind: req.kind, key: req.key, payload, recordedAt: req.recordedAt };
  try {
    return await db.transaction(async (tx) => {
      // A shift in a payroll already finalised would change its frozen pay: it waits for a manager.
      await refuseFinalisedDays(tx, store.id, [storeToday(store.timezone, req.recordedAt)], null);
      const problem = await overlap(tx, store, req);
      if (problem) throw new DomainError(problem);
      // The person was confirmed at this sync: the confirmation is for this employee, at the moment being recorded.
      const confirmation = { id: req.employeeId, at: req.recordedAt.getTime() };
      const done =
        req.kind === 'clock_in'
          ? await clockIn(tx, store.id, req.employeeId, confirmation, req.recordedAt)
          : await clockOut(tx, store.id, req.employeeId, confirmation, req.amounts, req.recordedAt);
      return answerFor(
        await insertOfflineSubmission(tx, store.id, { ...row, status: 'accepted' }),
        done.name,
      );
    });
  } catch (err) {
    // The same key sent twice at once: the first one's row is the answer.
    if (uniqueViolation(err) === 'offline_submissions_store_id_key_unique')
      return answerFor((await findOfflineSubmission(db, store.id, req.key))!);
    if (err instanceof DomainError && err.status !== 404)
      return answerFor(
        await insertOfflineSubmission(db, store.id, {
          ...row,
          status: 'to_resolve',
          reason: err.message,
        }),
      );
    throw err;
  }
}

/** Why the event does not fit the employee's shifts on record, or null. */
async function overlap(
  db: Db,
  store: { id: number; timezone: string },
  req: OfflineClockRequest,
): Promise<string | null> {
  const last = await getLastClockRecord(db, store.id, req.employeeId);
  const at = (d: Date) => formatStoreDateTime(d, store.timezone);
  if (req.kind === 'clock_in') {
    if (last && last.clockOut === null) return `Already clocked in since ${at(last.clockIn)}.`;
    if (last?.clockOut && last.clockOut > req.recordedAt)
      return `A shift on record ends at ${at(last.clockOut)}, after this clock-in.`;
    return null;
  }
  if (!last || last.clockOut !== null) return 'Not clocked in at the time of this clock-out.';
  if (last.clockIn > req.recordedAt)
    return `The shift began at ${at(last.clockIn)}, after this clock-out.`;
  return null;
}
