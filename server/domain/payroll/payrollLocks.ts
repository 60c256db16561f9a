import { storeDay } from '../../../common/intlFormats';
import type { Db } from '../../../database/client';
import { finalisedThroughForWrite } from '../../../database/queries/payrolls';
import { storeToday } from '../../../common/storeTime';
import { DomainError } from '../errors';
import { say } from '../../../common/said';

/**
 * Once a payroll is finalised, what it paid from (a ticket's tip and
 * technicians, a clock record) stays as paid: a later correction is an
 * adjustment in the next payroll (docs/domain.md §3.2: finalised payroll is
 * immutable, each source paid once). Tip management has its own wording.
 */

/** True when a store day is inside a finalised payroll (`through`: the last finalised period's end). */
export const isFinalisedDay = (date: string, through: string | null) =>
  through !== null && date <= through;

export const payrollLockedMessage = (through: string) =>
  say('validation.payrolls.payrollIsFinalisedThroughAdd', { date: storeDay(through) });

/** The message for a page to show up front, or null when the day may still change. */
export const lockOf = (date: string, through: string | null) =>
  isFinalisedDay(date, through) ? payrollLockedMessage(through!) : null;

/**
 * Refuses, inside the write's transaction, a change to any of these store
 * days once a finalised payroll covers one; the message goes beside `field`.
 */
export async function refuseFinalisedDays(
  tx: Db,
  storeId: number,
  dates: readonly string[],
  field: string | null,
): Promise<void> {
  const through = await finalisedThroughForWrite(tx, storeId, dates);
  const locked = dates.find((d) => isFinalisedDay(d, through));
  if (locked) throw new DomainError(payrollLockedMessage(through!), field);
}

/** changeInvoice's guard for a change that moves pay (tip, tip split, technician): the ticket's paid store day must still be open. */
export const paidDayOpenGuard =
  (store: { id: number; timezone: string }, field: string) =>
  async (tx: Db, invoice: { paidAt: Date | null }) => {
    if (invoice.paidAt)
      await refuseFinalisedDays(tx, store.id, [storeToday(store.timezone, invoice.paidAt)], field);
  };
