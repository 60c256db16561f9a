import { onUniqueViolation } from '../../../database/errors';
import type { Db } from '../../../database/client';
import type { CheckInStatus } from '../../../database/schema';
import {
  findActiveEmployee,
  findCheckIn,
  findOpenCheckInOfCustomer,
  insertCheckIn,
  insertTurnEvent,
  updateCheckIn,
  type CheckInRow,
} from '../../../database/queries/checkIns';
import { notifyStore } from '../../realtime/storeEvents';
import { DomainError } from '../errors';
import { textTechnicianReady } from '../sms/notifications';
import { clock } from '../../../common/clock';
import { say, type Said } from '../../../common/said';

/** The index that keeps one open (waiting or assigned) check-in per customer (database/schema/frontDesk.ts). */
export const ONE_WAITING_INDEX = 'check_ins_one_waiting_per_customer';

export const ALREADY_CHECKED_IN = say('validation.checkIns.youAreAlreadyCheckedIn');
export const CHECK_IN_MISSING = say('validation.checkIns.checkInNotFound');
export const TECHNICIAN_MISSING = say('validation.checkIns.pleaseChooseAnActiveTechnician');
export const REASON_REQUIRED = say('validation.checkIns.pleaseGiveAReason');

/**
 * Where a check-in may go next. A visit moves forward only: the desk assigns
 * (or reassigns) a waiting customer, starts the service, and the paid ticket
 * finishes it; cancelling or a no-show is possible only before the service
 * starts, because after that a ticket exists to void instead.
 */
const NEXT: Record<CheckInStatus, readonly CheckInStatus[]> = {
  waiting: ['assigned', 'in_service', 'done', 'cancelled', 'no_show'],
  assigned: ['assigned', 'in_service', 'done', 'cancelled', 'no_show'],
  in_service: ['done'],
  done: [],
  cancelled: [],
  no_show: [],
};

export const canTransition = (from: CheckInStatus, to: CheckInStatus): boolean =>
  NEXT[from].includes(to);

/** Why a move is refused, in the desk's words: "This check-in is already done; it cannot be cancelled." */
export function transitionRefusal(from: CheckInStatus, to: CheckInStatus): Said {
  return say('validation.checkIns.transitionRefused', { from, to });
}

/** Throws the desk's message unless `from → to` is allowed. */
export function assertTransition(from: CheckInStatus, to: CheckInStatus) {
  if (!canTransition(from, to)) throw new DomainError(transitionRefusal(from, to));
}

/** Who did it: a signed-in user or employee, or null for the customer herself at the kiosk. */
export type CheckInActor = { kind: 'user' | 'employee'; id: number; name: string } | null;

const KIOSK_NAME = 'Kiosk';

function by(actor: CheckInActor) {
  return {
    byUserId: actor?.kind === 'user' ? actor.id : null,
    byEmployeeId: actor?.kind === 'employee' ? actor.id : null,
    byName: actor?.name ?? KIOSK_NAME,
  };
}

async function lockedCheckIn(tx: Db, storeId: number, checkInId: number): Promise<CheckInRow> {
  const row = await findCheckIn(tx, storeId, checkInId, true);
  if (!row) throw new DomainError(CHECK_IN_MISSING, null, 404);
  return row;
}

async function activeTechnician(
  tx: Db,
  storeId: number,
  technicianId: number,
  field = 'technician_id',
) {
  const employee = await findActiveEmployee(tx, storeId, technicianId);
  if (!employee) throw new DomainError(TECHNICIAN_MISSING, field);
  return employee;
}

/**
 * The visit no longer holds the technician it was assigned to (closed before
 * its service, or moved to someone else): the board's log says why, so she is
 * free again (turnRules' 'release') instead of staying busy with nobody.
 */
async function releaseTechnician(
  tx: Db,
  row: CheckInRow,
  why: string,
  actor: CheckInActor,
  now: Date,
) {
  if (row.status !== 'assigned' || row.assignedTechnicianId === null) return;
  await insertTurnEvent(tx, {
    storeId: row.storeId,
    technicianId: row.assignedTechnicianId,
    businessDate: row.businessDate,
    kind: 'release',
    reason: why,
    checkInId: row.id,
    createdAt: now,
    ...by(actor),
  });
}

/** A refused duplicate, as the customer reads it at the kiosk (and the desk next to the phone). */
const alreadyCheckedIn = () => new DomainError(ALREADY_CHECKED_IN, 'phone');

export interface CreateCheckInInput {
  storeId: number;
  customerId: number;
  businessDate: string;
  source: 'kiosk' | 'front_desk' | 'appointment';
  requestedTechnicianId?: number | null;
  serviceIds?: number[];
  note?: string | null;
  appointmentId?: number | null;
  actor: CheckInActor;
  now?: Date;
}

/**
 * Puts a customer in today's queue. The pre-check gives the kind message in
 * the common case; the unique index closes the race of two taps at once.
 */
export async function createCheckIn(tx: Db, input: CreateCheckInInput): Promise<CheckInRow> {
  const { storeId, customerId } = input;
  if (await findOpenCheckInOfCustomer(tx, storeId, customerId)) throw alreadyCheckedIn();
  if (input.requestedTechnicianId != null)
    await activeTechnician(tx, storeId, input.requestedTechnicianId, 'requested_technician_id');
  const now = input.now ?? clock.now();
  const row = await onUniqueViolation(
    () =>
      insertCheckIn(tx, {
        storeId,
        customerId,
        businessDate: input.businessDate,
        source: input.source,
        status: 'waiting',
        requestedTechnicianId: input.requestedTechnicianId ?? null,
        serviceIds: [...new Set(input.serviceIds ?? [])],
        note: input.note?.trim() || null,
        appointmentId: input.appointmentId ?? null,
        checkedInAt: now,
        ...by(input.actor),
      }),
    { [ONE_WAITING_INDEX]: alreadyCheckedIn },
  );
  await notifyStore(tx, storeId, 'CheckInChanged', { id: row.id, status: row.status });
  return row;
}

export interface AssignInput {
  storeId: number;
  checkInId: number;
  technicianId: number;
  actor: CheckInActor;
  now?: Date;
}

/**
 * Gives a waiting customer to a technician (or moves her to another one):
 * the turn board's log records who got the walk-in. Assigning the same
 * technician again changes nothing, so a double tap writes one log row.
 */
export async function assignCheckIn(tx: Db, input: AssignInput): Promise<CheckInRow> {
  const { storeId, checkInId, technicianId, actor } = input;
  const row = await lockedCheckIn(tx, storeId, checkInId);
  assertTransition(row.status, 'assigned');
  const employee = await activeTechnician(tx, storeId, technicianId);
  if (row.status === 'assigned' && row.assignedTechnicianId === employee.id) return row;
  const now = input.now ?? clock.now();
  await releaseTechnician(tx, row, `Moved to ${employee.name}`, actor, now);
  const updated = await updateCheckIn(tx, storeId, row.id, {
    status: 'assigned',
    assignedTechnicianId: employee.id,
    assignedAt: now,
  });
  await insertTurnEvent(tx, {
    storeId,
    technicianId: employee.id,
    businessDate: row.businessDate,
    kind: 'assign',
    checkInId: row.id,
    createdAt: now,
    ...by(actor),
  });
  await notifyStore(tx, storeId, 'CheckInChanged', { id: row.id, status: updated.status });
  await notifyStore(tx, storeId, 'TurnsChanged', {
    employeeId: employee.id,
    kind: 'assign',
    checkInId: row.id,
  });
  // "Your technician is ready" (Settings → Notification): queued with the assignment, so a rolled-back one texts nobody.
  await textTechnicianReady(tx, {
    storeId,
    checkInId: row.id,
    customerId: row.customerId,
    technicianName: employee.name,
  });
  return updated;
}

export interface StartInput {
  storeId: number;
  checkInId: number;
  /** The technician who takes her, when not assigned yet (or changed at the chair). */
  technicianId?: number | null;
  actor: CheckInActor;
  now?: Date;
}

/** The service begins. Starting one already in service is a no-op, so reopening the POS page twice is safe. */
export async function startCheckIn(tx: Db, input: StartInput): Promise<CheckInRow> {
  const { storeId, checkInId, actor } = input;
  const row = await lockedCheckIn(tx, storeId, checkInId);
  if (row.status === 'in_service') return row;
  assertTransition(row.status, 'in_service');
  const now = input.now ?? clock.now();
  let assignedTechnicianId = row.assignedTechnicianId;
  let assignedAt = row.assignedAt;
  const changed = input.technicianId != null && input.technicianId !== row.assignedTechnicianId;
  if (changed) {
    const employee = await activeTechnician(tx, storeId, input.technicianId!);
    await releaseTechnician(tx, row, `Moved to ${employee.name}`, actor, now);
    assignedTechnicianId = employee.id;
    assignedAt = now;
    await insertTurnEvent(tx, {
      storeId,
      technicianId: employee.id,
      businessDate: row.businessDate,
      kind: 'assign',
      checkInId: row.id,
      createdAt: now,
      ...by(actor),
    });
  }
  // A service is someone's: the turn board and the ticket both need to know whose.
  if (assignedTechnicianId === null) throw new DomainError(TECHNICIAN_MISSING, 'technician_id');
  const updated = await updateCheckIn(tx, storeId, row.id, {
    status: 'in_service',
    startedAt: now,
    assignedTechnicianId,
    assignedAt,
  });
  await notifyStore(tx, storeId, 'CheckInChanged', { id: row.id, status: updated.status });
  if (changed)
    await notifyStore(tx, storeId, 'TurnsChanged', {
      employeeId: assignedTechnicianId,
      kind: 'assign',
      checkInId: row.id,
    });
  return updated;
}

export interface FinishInput {
  storeId: number;
  checkInId: number;
  invoiceId: number;
  now?: Date;
}

/**
 * The paid ticket ends the visit (called inside checkout's transaction). The
 * same ticket finishing it again is a no-op; another ticket is refused, as a
 * visit is paid once.
 */
export async function finishCheckIn(tx: Db, input: FinishInput): Promise<CheckInRow> {
  const { storeId, checkInId, invoiceId } = input;
  const row = await lockedCheckIn(tx, storeId, checkInId);
  if (row.status === 'done') {
    if (row.invoiceId === invoiceId) return row;
    throw new DomainError(say('validation.checkIns.thisCheckInWasAlready'), 'check_in_id');
  }
  if (!canTransition(row.status, 'done'))
    throw new DomainError(transitionRefusal(row.status, 'done'), 'check_in_id');
  const updated = await updateCheckIn(tx, storeId, row.id, {
    status: 'done',
    finishedAt: input.now ?? clock.now(),
    invoiceId,
    startedAt: row.startedAt ?? input.now ?? clock.now(),
  });
  await notifyStore(tx, storeId, 'CheckInChanged', { id: row.id, status: updated.status });
  return updated;
}

export interface CloseInput {
  storeId: number;
  checkInId: number;
  reason: string;
  actor: CheckInActor;
  now?: Date;
}

async function close(tx: Db, to: 'cancelled' | 'no_show', input: CloseInput): Promise<CheckInRow> {
  const reason = input.reason.trim();
  if (!reason) throw new DomainError(REASON_REQUIRED, 'reason');
  const row = await lockedCheckIn(tx, input.storeId, input.checkInId);
  if (row.status === to) return row;
  assertTransition(row.status, to);
  const now = input.now ?? clock.now();
  await releaseTechnician(
    tx,
    row,
    `${to === 'cancelled' ? 'Cancelled' : 'No-show'}: ${reason}`,
    input.actor,
    now,
  );
  const updated = await updateCheckIn(tx, input.storeId, row.id, {
    status: to,
    finishedAt: now,
    cancelReason: reason,
  });
  await notifyStore(tx, input.storeId, 'CheckInChanged', { id: row.id, status: updated.status });
  if (row.status === 'assigned')
    await notifyStore(tx, input.storeId, 'TurnsChanged', {
      employeeId: row.assignedTechnicianId,
      kind: 'release',
      checkInId: row.id,
    });
  return updated;
}

/** She left before her service; the reason stays on the row. */
export const cancelCheckIn = (tx: Db, input: CloseInput) => close(tx, 'cancelled', input);

/** She was called and was not there. */
export const noShowCheckIn = (tx: Db, input: CloseInput) => close(tx, 'no_show', input);
