import type { Db } from '../../../database/client';
import { getGiftCard, moveGiftCardBalance, setGiftCardActive } from '../../../database/queries/giftCards';
import {
  countGiftCardUses, getPaidInvoice, insertInvoiceAudit, listInvoiceLines, listInvoicePayments, releaseCouponUses, setInvoiceColumns,
} from '../../../database/queries/invoiceChanges';
import { sumRefunded } from '../../../database/queries/refunds';
import { formatCurrency } from '../../../common/money';
import { storeToday } from '../../../common/storeTime';
import { DomainError } from '../errors';
import { notifyStore } from '../../realtime/storeEvents';
import type { Actor } from '../access/permissions';

export const VOID_LATE = 'A ticket can only be voided on the store day it was paid. Refund it instead.';
export const VOID_REFUNDED = 'This ticket has refunds: refund what is left instead of voiding it.';

/** Why a ticket cannot be voided now (null when it can): the same store day only, and not once refunded. */
export function voidProblem(invoice: { status: string; paidAt: Date | null }, refundedCents: number, tz: string, now: Date): string | null {
  if (invoice.status === 'voided') return 'This ticket is already voided.';
  if (!invoice.paidAt || storeToday(tz, invoice.paidAt) !== storeToday(tz, now)) return VOID_LATE;
  if (refundedCents > 0) return VOID_REFUNDED;
  return null;
}

/**
 * Voids a ticket paid today (the store's day), in one transaction: its
 * coupon uses are released, what gift cards paid goes back on them (ledger
 * kind refund), and gift cards sold on it are emptied and switched off, but
 * only while unused: a card already spent refuses the void.
 */
export async function voidInvoice(db: Db, store: { id: number; timezone: string }, invoiceId: number, reason: string, actor: Actor, now = new Date()): Promise<boolean> {
  const storeId = store.id;
  return db.transaction(async (tx) => {
    const invoice = await getPaidInvoice(tx, storeId, invoiceId, true);
    if (!invoice) return false;
    const refunded = await sumRefunded(tx, storeId, invoiceId);
    const problem = voidProblem(invoice, refunded.totalCents, store.timezone, now);
    if (problem) throw new DomainError(problem);

    // Sequential: a transaction is one connection.
    const lines = await listInvoiceLines(tx, storeId, invoiceId);
    const payments = await listInvoicePayments(tx, storeId, invoiceId);
    for (const line of lines) {
      if (line.kind !== 'giftcard' || line.giftCardId === null) continue;
      if ((await countGiftCardUses(tx, storeId, line.giftCardId, invoiceId)) > 0) {
        throw new DomainError('A gift card sold on this ticket has already been used, so the ticket cannot be voided. Refund the other lines instead.');
      }
      const current = await getGiftCard(tx, storeId, line.giftCardId);
      if (current && current.balanceCents > 0) {
        await moveGiftCardBalance(tx, storeId, line.giftCardId, { kind: 'adjust', amountCents: -current.balanceCents, invoiceId, reason: `Sale voided: ${reason}`, byName: actor.name });
      }
      await setGiftCardActive(tx, storeId, line.giftCardId, false);
    }
    for (const p of payments) {
      if (p.type !== 'gift_card' || p.giftCardId === null) continue;
      const balance = await moveGiftCardBalance(tx, storeId, p.giftCardId, { kind: 'refund', amountCents: p.amountCents, invoiceId, reason: `Ticket voided: ${reason}`, byName: actor.name });
      if (balance === null) throw new DomainError(`Gift card ${p.giftCardCode ?? ''} is switched off: switch it on under Gift Cards to give its ${formatCurrency(p.amountCents)} back, then void.`);
    }
    await releaseCouponUses(tx, storeId, invoiceId, now);
    await setInvoiceColumns(tx, storeId, invoiceId, { status: 'voided', voidedAt: now, voidReason: reason });
    await insertInvoiceAudit(tx, storeId, {
      invoiceId, action: 'void', reason, byUserId: actor.kind === 'user' ? actor.id : null, byEmployeeId: actor.kind === 'employee' ? actor.id : null, byName: actor.name,
      before: { status: 'paid' }, after: { status: 'voided' },
    });
    await notifyStore(tx, storeId, 'TicketPaid', { invoice_id: invoiceId, status: 'voided' });
    return true;
  });
}
