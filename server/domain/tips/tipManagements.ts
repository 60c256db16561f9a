import type { Db } from '../../../database/client';
import { getPaidInvoice } from '../../../database/queries/invoiceChanges';
import { getTicketPrefix } from '../../../database/queries/invoiceList';
import { finalisedThrough, finalisedThroughForWrite } from '../../../database/queries/payrolls';
import type { ReportBounds } from '../../../database/queries/reports';
import {
  listServiceTechnicians,
  listTipShares,
  listTippedTickets,
} from '../../../database/queries/tipManagements';
import { formatStoreDateTime, storeToday } from '../../../common/storeTime';
import type { TipShare } from '../../../common/ticketTotals';
import type { Actor } from '../access/permissions';
import { DomainError } from '../errors';
import { changeInvoice } from '../tickets/invoiceChanges';
import { ticketLabel } from '../tickets/invoiceList';
import { netOfTipRefunds } from '../reports/tipRefunds';
import { say, type Said } from '../../../common/said';

/**
 * Tips after the sale (docs/domain.md §3.3): per technician per store day, with
 * the tickets they came from, and a ticket's tip moved between the
 * technicians of its services. The tip itself never changes here (that is
 * the invoice edit's, with a tender to pay the difference), and once the
 * payroll that paid a day is finalised, that day's tips stay as paid.
 */

/** True when the store day is inside a finalised payroll (`through` is the last finalised period's end). */
export const isLocked = (date: string, through: string | null) =>
  through !== null && date <= through;

export function lockedMessage(through: string): Said {
  const [y, m, d] = through.split('-');
  return say('validation.payrolls.payrollIsFinalisedThroughTips', { date: `${m}-${d}-${y}` });
}

/** One store day's tipped tickets, their shares and who may share, and the tips per technician. */
export async function loadTipDay(
  db: Db,
  storeId: number,
  tz: string,
  date: string,
  bounds: ReportBounds,
) {
  const [tickets, prefix, through] = await Promise.all([
    listTippedTickets(db, storeId, bounds),
    getTicketPrefix(db, storeId),
    finalisedThrough(db, storeId),
  ]);
  const ids = tickets.map((t) => t.id);
  const [shares, techs] = await Promise.all([
    listTipShares(db, storeId, ids),
    listServiceTechnicians(db, storeId, ids),
  ]);
  const rows = tickets.map((t) => ({
    id: t.id,
    number: ticketLabel(prefix, t.number),
    paidAt: formatStoreDateTime(t.paidAt, tz),
    tipCents: t.tipCents,
    shares: shares
      .filter((s) => s.invoiceId === t.id)
      .map((s) => ({ technicianId: s.technicianId, name: s.name, cents: s.cents })),
    technicians: techs
      .filter((s) => s.invoiceId === t.id)
      .map((s) => ({ id: s.technicianId, name: s.name })),
  }));
  const byTech = new Map<
    number,
    { technicianId: number; name: string; tipCents: number; tickets: string[] }
  >();
  for (const r of rows) {
    for (const s of r.shares) {
      const e = byTech.get(s.technicianId) ?? {
        technicianId: s.technicianId,
        name: s.name,
        tipCents: 0,
        tickets: [],
      };
      e.tipCents += s.cents;
      e.tickets.push(r.number);
      byTech.set(s.technicianId, e);
    }
  }
  // Tips given back by the day's refunds come off, as payroll takes them back: paying out these figures pays no refunded tip.
  const technicians = await netOfTipRefunds(
    db,
    storeId,
    bounds,
    [...byTech.values()],
    (technicianId, name) => ({ technicianId, name, tipCents: 0, tickets: [] as string[] }),
  );
  return {
    tickets: rows,
    technicians: technicians.sort((a, b) => a.name.localeCompare(b.name)),
    finalisedThrough: through,
    locked: isLocked(date, through),
  };
}

/**
 * Moves one ticket's tip among the technicians of its services, through the
 * invoice edit's own tip change (same checks that the shares add up to the
 * tip in cents, same audit row with the reason), refused once the payroll
 * covering the ticket's store day is finalised. The check runs after the
 * ticket is locked, in the change's transaction. False: no such ticket.
 */
export async function reallocateTip(
  db: Db,
  store: { id: number; timezone: string },
  invoiceId: number,
  shares: TipShare[],
  reason: string,
  actor: Actor,
): Promise<{ date: string } | false> {
  const seen = await getPaidInvoice(db, store.id, invoiceId);
  if (!seen) return false;
  let date = '';
  const done = await changeInvoice(
    db,
    store.id,
    invoiceId,
    { change: 'tip', tipCents: seen.tipCents, shares, tender: 'cash', reason },
    actor,
    async (tx, invoice) => {
      date = storeToday(store.timezone, invoice.paidAt!);
      // Locks an open run covering the day, so a payroll being finalised now sees this change or waits for it.
      const through = await finalisedThroughForWrite(tx, store.id, [date]);
      if (isLocked(date, through)) throw new DomainError(lockedMessage(through!));
      // Only the split moves here: a tip changed since the page was read is not overwritten with the old amount.
      if (invoice.tipCents !== seen.tipCents)
        throw new DomainError(say('validation.payrolls.theTipOnThisTicket'));
      if (invoice.tipCents === 0)
        throw new DomainError(say('validation.payrolls.thisTicketHasNoTip'));
    },
  );
  return done ? { date } : false;
}
