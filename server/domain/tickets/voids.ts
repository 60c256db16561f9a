import type { Db } from '../../../database/client';
import {
  getPaidInvoice,
  insertInvoiceAudit,
  listInvoiceLines,
  listInvoicePayments,
  setInvoiceColumns,
} from '../../../database/queries/invoiceChanges';
import { sumRefunded } from '../../../database/queries/refunds';
import { storeToday } from '../../../common/storeTime';
import { DomainError } from '../errors';
import { ticketVoided } from './lifecycle';
import { TICKET_PARTICIPANTS } from './participants';
import type { Actor } from '../access/permissions';
import { dryRun, liveCardSales, voidTicketCards } from '../terminals/cardReversals';
import { withTicketCardClaim } from '../terminals/ticketClaims';
import { clock } from '../../../common/clock';
import { say, type Said } from '../../../common/said';

export const VOID_LATE = say('validation.tickets.aTicketCanOnlyBe');
export const VOID_REFUNDED = say('validation.tickets.thisTicketHasRefundsRefund');

/** Why a ticket cannot be voided now (null when it can): the same store day only, and not once refunded. */
export function voidProblem(
  invoice: { status: string; paidAt: Date | null },
  refundedCents: number,
  tz: string,
  now: Date,
): Said | null {
  if (invoice.status === 'voided') return say('validation.tickets.thisTicketIsAlreadyVoided');
  if (!invoice.paidAt || storeToday(tz, invoice.paidAt) !== storeToday(tz, now)) return VOID_LATE;
  if (refundedCents > 0) return VOID_REFUNDED;
  return null;
}

/**
 * Voids a ticket paid today (the store's day), in one transaction: the
 * ticket is marked voided with its audit row, then its participants undo
 * their part (tickets/participants.ts): coupon uses are released, what gift
 * cards paid goes back on them, gift cards sold on it are emptied and
 * switched off, but only while unused: a card already spent refuses the
 * void, and nothing of it is written.
 */
export async function voidInvoice(
  db: Db,
  store: { id: number; timezone: string },
  invoiceId: number,
  reason: string,
  actor: Actor,
  now = clock.now(),
): Promise<boolean> {
  // Cards paid on a terminal are voided on it first, outside the ticket's transaction, once every check of the void has passed.
  const cards = await liveCardSales(db, store.id, invoiceId);
  if (cards.length > 0) {
    // Every void of a ticket shares one claim key: its terminal references come from the sales, so a repeat sends nothing twice.
    return withTicketCardClaim(
      db,
      store.id,
      invoiceId,
      'void',
      null,
      async () => {
        if (
          !(await dryRun(db, (tx) => voidInTransaction(tx, store, invoiceId, reason, actor, now)))
        )
          return false;
        await voidTicketCards(db, store.id, actor, invoiceId, cards, now);
        return db.transaction((tx) => voidInTransaction(tx, store, invoiceId, reason, actor, now));
      },
      now,
    );
  }
  return db.transaction((tx) => voidInTransaction(tx, store, invoiceId, reason, actor, now));
}

/** The void itself, in the caller's transaction (a dry run's, then the real one's). */
async function voidInTransaction(
  tx: Db,
  store: { id: number; timezone: string },
  invoiceId: number,
  reason: string,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const storeId = store.id;
  const invoice = await getPaidInvoice(tx, storeId, invoiceId, true);
  if (!invoice) return false;
  const refunded = await sumRefunded(tx, storeId, invoiceId);
  const problem = voidProblem(invoice, refunded.totalCents, store.timezone, now);
  if (problem) throw new DomainError(problem);

  // The ticket is voided first, then every participant undoes its part of the sale (cards, coupons, screens).
  await setInvoiceColumns(tx, storeId, invoiceId, {
    status: 'voided',
    voidedAt: now,
    voidReason: reason,
  });
  await insertInvoiceAudit(tx, storeId, {
    invoiceId,
    action: 'void',
    reason,
    byUserId: actor.kind === 'user' ? actor.id : null,
    byEmployeeId: actor.kind === 'employee' ? actor.id : null,
    byName: actor.name,
    before: { status: 'paid' },
    after: { status: 'voided' },
  });
  // Sequential: a transaction is one connection.
  const lines = await listInvoiceLines(tx, storeId, invoiceId);
  const payments = await listInvoicePayments(tx, storeId, invoiceId);
  await ticketVoided(tx, TICKET_PARTICIPANTS, {
    store,
    actor,
    invoiceId,
    now,
    reason,
    lines,
    payments,
  });
  return true;
}
