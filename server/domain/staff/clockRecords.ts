import { MESSAGES } from '../../../common/messages';
import { onUniqueViolation } from '../../../database/errors';
import type { Db } from '../../../database/client';
import {
  closeClockRecord,
  getClockEmployee,
  openClockRecord,
} from '../../../database/queries/clockRecords';
import { DomainError } from '../errors';
import { notifyStore } from '../../realtime/storeEvents';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/** A Confirm Account is good for one clock action within this long. */
export const CONFIRMATION_TTL_MS = 2 * 60 * 1000;

export const CONFIRM_FIRST = say('validation.staff.pleaseConfirmYourAccountFirst');
export const NOT_CLOCKED_IN = MESSAGES.notClockedIn;
export const EMPLOYEE_MISSING = say('validation.staff.employeeNotFound');
export const alreadyClockedIn = (name: string) =>
  say('validation.staff.isAlreadyClockedIn', { name });

/** The index that keeps one open record per employee (database/schema/staff.ts). */
export const ONE_OPEN_RECORD_INDEX = 'clock_records_one_open_per_employee';

/** Who passed Confirm Account in this session, and when (ms since the epoch). */
export interface Confirmation {
  id: number;
  at: number;
}

/** True only for the same employee, confirmed at most CONFIRMATION_TTL_MS ago (and not in the future). */
export function isFreshConfirmation(
  confirmation: Confirmation | null | undefined,
  employeeId: number,
  now: number,
): boolean {
  if (!confirmation || confirmation.id !== employeeId) return false;
  const age = now - confirmation.at;
  return age >= 0 && age <= CONFIRMATION_TTL_MS;
}

/** A write the open-record index refuses (a second open record for the employee) ends in `refusal`, the message of the screen at hand. */
export function refusingSecondOpenRecord<T>(
  write: () => Promise<T>,
  refusal: () => DomainError,
): Promise<T> {
  return onUniqueViolation(write, { [ONE_OPEN_RECORD_INDEX]: refusal });
}

export interface Amounts {
  tipCents: number;
  bonusCents: number;
  cashOutCents: number;
}

async function confirmedEmployee(
  db: Db,
  storeId: number,
  employeeId: number,
  confirmation: Confirmation | null | undefined,
  now: Date,
) {
  const employee = await getClockEmployee(db, storeId, employeeId);
  if (!employee) throw new DomainError(EMPLOYEE_MISSING, null, 404);
  if (!isFreshConfirmation(confirmation, employee.id, now.getTime()))
    throw new DomainError(CONFIRM_FIRST, null, 403);
  return employee;
}

/**
 * Clock in: insert and let the database refuse a second open record, so two
 * stations tapping at once still leave exactly one.
 */
export async function clockIn(
  db: Db,
  storeId: number,
  employeeId: number,
  confirmation: Confirmation | null | undefined,
  now = clock.now(),
) {
  const employee = await confirmedEmployee(db, storeId, employeeId, confirmation, now);
  const record = await refusingSecondOpenRecord(
    () => openClockRecord(db, storeId, employee.id, now),
    () => new DomainError(alreadyClockedIn(employee.name)),
  );
  await notifyStore(db, storeId, 'ClockChanged', { employee_id: employee.id });
  return { name: employee.name, clockIn: record.clockIn };
}

/** Clock out: closes the open record with the shift's tip, bonus and cash-out, once. */
export async function clockOut(
  db: Db,
  storeId: number,
  employeeId: number,
  confirmation: Confirmation | null | undefined,
  amounts: Amounts,
  now = clock.now(),
) {
  const employee = await confirmedEmployee(db, storeId, employeeId, confirmation, now);
  const record = await closeClockRecord(db, storeId, employee.id, now, amounts);
  if (!record) throw new DomainError(NOT_CLOCKED_IN);
  await notifyStore(db, storeId, 'ClockChanged', { employee_id: employee.id });
  return { name: employee.name, clockIn: record.clockIn, clockOut: record.clockOut! };
}

/** Minutes worked as the list shows them: "7h 30m" and decimal hours "7.50" (for payroll). */
export function formatWorked(minutes: number): { label: string; decimal: string } {
  const whole = Math.max(0, Math.trunc(minutes));
  return {
    label: `${Math.floor(whole / 60)}h ${whole % 60}m`,
    decimal: (Math.round((whole / 60) * 100) / 100).toFixed(2),
  };
}
