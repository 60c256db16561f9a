import type { Db } from '../../../database/client';
import { uniqueViolation } from '../../../database/errors';
import {
  closeClockRecord,
  createClockRecordAudit,
  getClockEmployee,
  getClockRecord,
  getLastClockRecord,
  getMaxShiftHours,
  openClockRecord,
} from '../../../database/queries/clockRecords';
import { finalisedThroughForWrite } from '../../../database/queries/payrolls';
import {
  createOfflineSubmission,
  findOfflineSubmission,
  insertOfflineSubmission,
  lockOfflineSubmission,
  resolveOfflineSubmission,
  type OfflineSubmissionRow,
} from '../../../database/queries/offlineSubmissions';
import type { OfflineResolution, OfflineStatus } from '../../../database/schema';
import { storeToday } from '../../../common/storeTime';
import { offlineTimeProblem } from '../../../common/offline';
import type { Actor } from '../access/permissions';
import { DomainError } from '../errors';
import { clock } from '../../../common/clock';
import { notifyStore } from '../../realtime/storeEvents';
import { ALREADY_RESOLVED } from '../tickets/offlineTickets';
import { changedBy, clockRecordSnapshot } from './clockRecordCorrections';
import {
  alreadyClockedIn,
  EMPLOYEE_MISSING,
  NOT_CLOCKED_IN,
  refusingSecondOpenRecord,
  type Amounts,
} from './clockRecords';
import { offlineClockVerdict, type OfflineClockReason } from './offlineClockRule';
import { say, type Said } from '../../../common/said';

/**
 * A clock in or out the station queued while the network was down,
 * sent when it came back with the moment it was tapped. The person was
 * confirmed with their credentials at the sync (the caller does that); the
 * moment is the station's word. offlineClockRule.ts says whether it is taken
 * at once or waits on Offline Tickets for a manager, who accepts it as
 * recorded or rejects it. Each key is taken once, and every offline clock
 * record gets an audit entry with where it came from and who let it in.
 */

export interface OfflineClockRequest {
  key: string;
  kind: 'clock_in' | 'clock_out';
  employeeId: number;
  /** For the manager's list: who it was, as confirmed. */
  employeeName: string;
  recordedAt: Date;
  amounts: Amounts;
  /** The station the device is set to (its name then), or null. */
  station: { name: string } | null;
  /** The account signed in on the device that sent it. */
  sentBy: string;
}

export type OfflineClockAnswer = {
  status: OfflineStatus;
  id: number;
  reason: string | null;
  reasonCode: string | null;
  name: string | null;
};

const answerFor = (row: OfflineSubmissionRow, name: string | null = null): OfflineClockAnswer => ({
  status: row.status,
  id: row.id,
  reason: row.reason,
  reasonCode: row.reasonCode,
  name,
});

/** One event as the rule and the clock write need it: from the request, or read back from a stored row. */
interface ClockEvent {
  kind: 'clock_in' | 'clock_out';
  employeeId: number;
  recordedAt: Date;
  amounts: Amounts;
}

/** The rule's verdict on the event against the employee's records now, the store's limit and its finalised payroll. */
async function judge(
  tx: Db,
  store: { id: number; timezone: string },
  event: ClockEvent,
  receivedAt: Date,
  byManager: boolean,
) {
  const last = await getLastClockRecord(tx, store.id, event.employeeId);
  const days = [event.recordedAt, ...(last && last.clockOut === null ? [last.clockIn] : [])].map(
    (d) => storeToday(store.timezone, d),
  );
  const verdict = offlineClockVerdict(
    {
      kind: event.kind,
      recordedAt: event.recordedAt,
      receivedAt,
      last,
      maxShiftHours: await getMaxShiftHours(tx, store.id),
      finalisedThrough: await finalisedThroughForWrite(tx, store.id, days),
      timezone: store.timezone,
    },
    { byManager },
  );
  return { last, verdict };
}

/**
 * The clock write itself, at the recorded moment, and the record as its audit
 * entry keeps it before and after. A second open record is refused by the
 * database's index; a clock-out locks the open record first, so two syncs
 * never close it twice.
 */
async function applyClockEvent(
  tx: Db,
  storeId: number,
  employee: { id: number; name: string },
  event: ClockEvent,
  last: { id: number } | null,
) {
  if (event.kind === 'clock_in') {
    const record = await refusingSecondOpenRecord(
      () => openClockRecord(tx, storeId, employee.id, event.recordedAt),
      () => new DomainError(alreadyClockedIn(employee.name)),
    );
    await notifyStore(tx, storeId, 'ClockChanged', { employee_id: employee.id });
    return {
      recordId: record.id,
      before: null,
      after: clockRecordSnapshot(employee, {
        clockIn: event.recordedAt,
        clockOut: null,
        tipCents: 0,
        bonusCents: 0,
        cashOutCents: 0,
      }),
    };
  }
  const open = last ? await getClockRecord(tx, storeId, last.id, { lock: true }) : null;
  if (!open || open.clockOut !== null) throw new DomainError(NOT_CLOCKED_IN);
  const closed = await closeClockRecord(tx, storeId, employee.id, event.recordedAt, event.amounts);
  if (!closed) throw new DomainError(NOT_CLOCKED_IN);
  await notifyStore(tx, storeId, 'ClockChanged', { employee_id: employee.id });
  return {
    recordId: closed.id,
    before: clockRecordSnapshot(employee, open),
    after: clockRecordSnapshot(employee, {
      clockIn: open.clockIn,
      clockOut: event.recordedAt,
      ...event.amounts,
    }),
  };
}

/** A refusal by the clock write (a repeat or another station got there first): the rule's code for it. */
const raceCode = (kind: ClockEvent['kind']): OfflineClockReason =>
  kind === 'clock_in' ? 'overlap' : 'no_clock_in';

export async function acceptOfflineClock(
  db: Db,
  store: { id: number; timezone: string },
  req: OfflineClockRequest,
  now = clock.now(),
): Promise<OfflineClockAnswer> {
  const seen = await findOfflineSubmission(db, store.id, req.key);
  if (seen) return answerFor(seen);
  const late = offlineTimeProblem(req.recordedAt, now);
  if (late) throw new DomainError(late, 'recorded_at');
  const payload = offlinePayload(req);
  const row = { kind: req.kind, key: req.key, recordedAt: req.recordedAt };
  try {
    return await db.transaction((tx) => judgeAndApply(tx, store, req, payload, now));
  } catch (err) {
    // The same key sent twice at once: the first one's row is the answer.
    if (uniqueViolation(err) === 'offline_submissions_store_id_key_unique')
      return answerFor((await findOfflineSubmission(db, store.id, req.key))!);
    if (err instanceof DomainError && err.status !== 404)
      return answerFor(
        await insertOfflineSubmission(db, store.id, {
          ...row,
          payload,
          status: 'to_resolve',
          reason: err.message,
          reasonCode: raceCode(req.kind),
        }),
      );
    throw err;
  }
}

/** The event as its submission row keeps it: what was tapped, by whom, where and when. */
function offlinePayload(req: OfflineClockRequest) {
  return {
    kind: req.kind,
    employee_id: req.employeeId,
    employee_name: req.employeeName,
    recorded_at: req.recordedAt.toISOString(),
    tip_amount: req.amounts.tipCents,
    bonus_tip: req.amounts.bonusCents,
    cash_out: req.amounts.cashOutCents,
    station_name: req.station?.name ?? null,
    sent_by: req.sentBy,
  };
}

/**
 * In one transaction: the rule judges the event against the clock records as they are now; one
 * it refuses waits for a manager, one it accepts is written with its submission and its audit
 * row. A key already there (a repeat that got in first) is refused by the submission's insert,
 * and the whole write rolls back.
 */
async function judgeAndApply(
  tx: Db,
  store: { id: number; timezone: string },
  req: OfflineClockRequest,
  payload: ReturnType<typeof offlinePayload>,
  now: Date,
): Promise<OfflineClockAnswer> {
  const event: ClockEvent = {
    kind: req.kind,
    employeeId: req.employeeId,
    recordedAt: req.recordedAt,
    amounts: req.amounts,
  };
  const row = { kind: req.kind, key: req.key, recordedAt: req.recordedAt };
  const { last, verdict } = await judge(tx, store, event, now, false);
  // The shift a clock-out would close, as it stood when the event arrived: the manager's list shows it.
  const stored = { ...payload, shift_clock_in: verdict.shiftBegan?.toISOString() ?? null };
  if (!verdict.accept)
    return answerFor(
      await insertOfflineSubmission(tx, store.id, {
        ...row,
        payload: stored,
        status: 'to_resolve',
        reason: verdict.reason,
        reasonCode: verdict.code,
      }),
    );
  const employee = { id: req.employeeId, name: req.employeeName };
  const applied = await applyClockEvent(tx, store.id, employee, event, last);
  const saved = await createOfflineSubmission(tx, store.id, {
    ...row,
    payload: stored,
    status: 'accepted',
    clockRecordId: applied.recordId,
  });
  await createClockRecordAudit(tx, store.id, {
    clockRecordId: applied.recordId,
    changedByUserId: null,
    changedByEmployeeId: employee.id,
    changedByName: employee.name,
    reason: '',
    before: applied.before,
    after: applied.after,
    source: 'offline_sync',
    stationName: req.station?.name ?? null,
    offlineSubmissionId: saved.id,
  });
  return answerFor(saved, employee.name);
}

/** A stored clock event read back from its row (its payload was written by acceptOfflineClock or the demo seed). */
function storedClockEvent(row: OfflineSubmissionRow) {
  const p = row.payload;
  const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : 0);
  return {
    kind: row.kind === 'clock_in' ? 'clock_in' : 'clock_out',
    employeeId: int(p.employee_id),
    recordedAt: row.recordedAt,
    amounts: {
      tipCents: int(p.tip_amount),
      bonusCents: int(p.bonus_tip),
      cashOutCents: int(p.cash_out),
    },
    stationName: typeof p.station_name === 'string' ? p.station_name : null,
  } satisfies ClockEvent & { stationName: string | null };
}

export const CLOCK_RESOLUTIONS_ONLY = say('validation.tickets.acceptTheClockEventAs');

/**
 * A manager's decision on a waiting clock event, in one transaction with the
 * clock write it makes: accepted as recorded (the station's moment and
 * amounts, the age and the shift limit lifted by this decision, by name), or
 * rejected with the reason, which makes no record. It must still fit the
 * employee's records and no finalised payroll; otherwise nothing changes and
 * the refusal is said as the decision's error. The row is locked first, so a
 * second decision on it (a double tap, another manager) finds it resolved.
 */
export async function resolveOfflineClock(
  db: Db,
  store: { id: number; timezone: string },
  actor: Actor,
  id: number,
  decision: { resolution: OfflineResolution; note: string | null },
  now = clock.now(),
): Promise<{ clockRecordId: number | null }> {
  return db.transaction(async (tx) => {
    const row = await lockOfflineSubmission(tx, store.id, id);
    if (!row || row.kind === 'ticket')
      throw new DomainError(say('validation.tickets.thatOfflineTicketIsNot'), null, 404);
    if (row.status !== 'to_resolve') throw new DomainError(ALREADY_RESOLVED, 'resolution', 409);
    if (decision.resolution === 'accepted_today')
      throw new DomainError(CLOCK_RESOLUTIONS_ONLY, 'resolution');
    let clockRecordId: number | null = null;
    if (decision.resolution === 'accepted_recorded') {
      const event = storedClockEvent(row);
      const refused = (reason: Said) =>
        new DomainError(say('validation.staff.cannotBeTaken', { reason }), 'resolution');
      const employee = await getClockEmployee(tx, store.id, event.employeeId);
      if (!employee) throw refused(EMPLOYEE_MISSING);
      const { last, verdict } = await judge(tx, store, event, row.createdAt, true);
      if (!verdict.accept) throw refused(verdict.reason);
      let applied: Awaited<ReturnType<typeof applyClockEvent>>;
      try {
        applied = await applyClockEvent(tx, store.id, employee, event, last);
      } catch (err) {
        if (err instanceof DomainError) throw refused(err.message);
        throw err;
      }
      clockRecordId = applied.recordId;
      await createClockRecordAudit(tx, store.id, {
        clockRecordId,
        ...changedBy(actor),
        reason: decision.note ?? '',
        before: applied.before,
        after: applied.after,
        source: 'offline_manager',
        stationName: event.stationName,
        offlineSubmissionId: row.id,
      });
    }
    await resolveOfflineSubmission(tx, store.id, id, {
      resolution: decision.resolution,
      note: decision.note,
      invoiceId: null,
      clockRecordId,
      byUserId: actor.kind === 'user' ? actor.id : null,
      byName: actor.name,
      at: now,
    });
    return { clockRecordId };
  });
}
