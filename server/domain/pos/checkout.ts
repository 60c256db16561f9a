import { randomInt } from 'node:crypto';
import type { Db } from '../../../database/client';
import { uniqueViolation } from '../../../database/errors';
import { recordCouponUse } from '../../../database/queries/coupons';
import { createGiftCard, findGiftCardByCode, moveGiftCardBalance, redeemGiftCard } from '../../../database/queries/giftCards';
import {
  findInvoiceByIdempotencyKey, insertInvoiceQuery, lockDraft, payInvoice, updateInvoice, writeInvoiceDetails, type InvoicePaymentValues,
} from '../../../database/queries/invoices';
import { markRequestedLines } from '../../../database/queries/checkIns';
import { finishCheckIn } from '../checkins/checkIns';
import { formatCurrency } from '../../../common/money';
import { settle, TENDER_LABELS, type TenderType } from '../../../common/tenders';
import { DomainError, FieldErrors } from '../errors';
import { notifyStore } from '../../realtime/storeEvents';
import type { Actor } from '../access/permissions';
import { valueCoupon } from './couponCheck';
import { invoiceTotals, priceTicket, type PricedTicket, type TicketRequest } from './ticketPricing';

export interface TenderRequest {
  type: TenderType;
  /** Ignored for a coupon: its value is worked out here. For cash, what was handed over. */
  amountCents: number;
  cardLast4?: string | null;
  authCode?: string | null;
  checkNumber?: string | null;
  /** A gift card's or a coupon's code. */
  code?: string | null;
}

export interface CheckoutRequest extends TicketRequest {
  /** Made by the pay screen once per ticket: a repeat of the same key returns the same invoice. */
  idempotencyKey: string;
  /** Paying a saved ticket. */
  draftId: number | null;
  /** The check-in this ticket pays for: it is marked done in the same transaction. */
  checkInId?: number | null;
  tenders: TenderRequest[];
}

/** The store a ticket is rung up in: its id and the zone its calendar days are in. */
export interface StoreContext {
  id: number;
  timezone: string;
}

export interface CheckoutResult {
  invoiceId: number;
  number: number;
  changeCents: number;
  /** True when this key had already paid: nothing was charged this time. */
  replayed: boolean;
}

/** Someone who is not the ticket's key holder already paid it. */
export const ALREADY_PAID = 'This ticket has already been paid.';

/**
 * Pays a ticket: one transaction claims the idempotency key, prices the
 * ticket, debits gift cards, records the coupon use, sells any gift cards on
 * it, and last takes the ticket number while writing the lines, tip shares
 * and tenders. Safe to submit twice: the key is claimed first (a unique
 * index), so a repeat, even a concurrent one, waits on the first, gets its
 * invoice back and charges nothing. A refusal changes nothing.
 *
 * Every statement is a round trip while the transaction holds its locks, so
 * a new ticket costs four: the key's claim rides on the pricing statement
 * (with the accepted tenders), each gift card is found and debited in one,
 * and the ticket number, lines, taxes, tip shares, tenders and the paid
 * invoice are one statement just before commit, which keeps the store's
 * ticket counter locked for that statement and the commit only.
 */
export async function checkout(db: Db, store: StoreContext, actor: Actor, req: CheckoutRequest, now = new Date()): Promise<CheckoutResult> {
  const storeId = store.id;
  try {
    const paid = await db.transaction((tx) => pay(tx, store, actor, req, now));
    if (!paid.replayed) await notifyStore(db, storeId, 'TicketPaid', { invoice_id: paid.invoiceId, status: 'paid' });
    return paid;
  } catch (err) {
    // The key was claimed before (a repeat), or by a concurrent repeat that committed first: its invoice is the answer.
    if (uniqueViolation(err) === 'invoices_store_id_idempotency_key_unique') {
      const winner = await findInvoiceByIdempotencyKey(db, storeId, req.idempotencyKey);
      if (winner) return replay(winner);
    }
    throw err;
  }
}

function replay(invoice: { id: number; number: number | null; status: string }): CheckoutResult {
  // The key's first request is still running (a draft it claimed): the same ticket, not paid twice.
  if (invoice.status === 'draft' || invoice.number === null) throw new DomainError('This payment is still being processed. Please wait a moment.', null, 409);
  return { invoiceId: invoice.id, number: invoice.number, changeCents: 0, replayed: true };
}

async function pay(tx: Db, store: StoreContext, actor: Actor, req: CheckoutRequest, now: Date): Promise<CheckoutResult> {
  const storeId = store.id;
  const by = { createdByUserId: actor.kind === 'user' ? actor.id : null, createdByEmployeeId: actor.kind === 'employee' ? actor.id : null, createdByName: actor.name };
  // Claim the key before any money moves, so a concurrent repeat waits on it and then backs off.
  let invoiceId: number;
  let priced: PricedTicket;
  if (req.draftId !== null) {
    const draft = await lockDraft(tx, storeId, req.draftId);
    if (!draft) throw new DomainError('That saved ticket no longer exists.', null, 404);
    // This key already paid this saved ticket: a repeat.
    if (draft.idempotencyKey === req.idempotencyKey && draft.status !== 'draft') return replay(draft);
    if (draft.status !== 'draft') throw new DomainError(ALREADY_PAID, null, 409);
    invoiceId = draft.id;
    await updateInvoice(tx, storeId, invoiceId, { idempotencyKey: req.idempotencyKey });
    priced = await priceTicket(tx, storeId, req, { acceptedTenders: true });
  } else {
    const claim = insertInvoiceQuery(tx, storeId, { status: 'draft', idempotencyKey: req.idempotencyKey, ...by });
    priced = await priceTicket(tx, storeId, req, { claim, acceptedTenders: true });
    invoiceId = priced.claimedId!;
  }

  let due = priced.totals.amountDueCents;
  const accepted = priced.acceptedTenders!;
  const errors: Record<string, string> = {};
  if (req.tenders.length === 0 && due > 0) errors.tenders = 'Add a payment.';
  req.tenders.forEach((t, i) => {
    if (!accepted.includes(t.type)) errors[`tenders.${i}.type`] = `This salon does not take ${TENDER_LABELS[t.type]} payments.`;
  });
  if (req.tenders.filter((t) => t.type === 'coupon').length > 1) errors.tenders = 'Only one coupon can be used on a ticket.';
  if (Object.keys(errors).length) throw new FieldErrors(errors);

  // Coupons are valued here, against the ticket as priced, never as the client says.
  const payments: InvoicePaymentValues[] = [];
  const couponUses: { couponId: number; amountCents: number }[] = [];
  for (const [i, t] of req.tenders.entries()) {
    if (t.type !== 'coupon') continue;
    const verdict = await valueCoupon(tx, store, priced, req.customerId, t.code ?? '', now);
    if (!verdict.ok || verdict.couponId === null) throw new FieldErrors({ [`tenders.${i}.code`]: verdict.ok ? 'No coupon has this code.' : verdict.reason });
    t.amountCents = verdict.valueCents;
    couponUses.push({ couponId: verdict.couponId, amountCents: verdict.valueCents });
    if (priced.couponMode === 'tender') payments.push({ type: 'coupon', amountCents: verdict.valueCents, couponId: verdict.couponId });
  }
  // A coupon the store takes as a discount prices the ticket again: it comes off the lines before tax (so
  // commission never sees it) and is no payment; the other tenders cover what is left.
  const couponAsDiscount = priced.couponMode === 'discount' && couponUses.length > 0;
  if (couponAsDiscount) {
    priced = await priceTicket(tx, storeId, { ...req, couponDiscountCents: couponUses[0].amountCents });
    due = priced.totals.amountDueCents;
  }
  const paidWith = couponAsDiscount ? req.tenders.filter((t) => t.type !== 'coupon') : req.tenders;

  const settlement = settle(due, paidWith.map((t) => ({ type: t.type, amountCents: t.amountCents })));
  if (settlement.problem) throw new FieldErrors({ tenders: settlement.problem });
  if (!settlement.paid) throw new FieldErrors({ tenders: `${formatCurrency(settlement.remainingCents)} is still due.` });

  await sellGiftCards(tx, storeId, invoiceId, actor, req, priced);
  // A saved ticket's old rows must be cleared, and a check-in marks the lines it wrote: both need the lines
  // written now. A new ticket's go with the last statement.
  const writeNow = req.draftId !== null || req.checkInId != null;
  if (writeNow) await writeInvoiceDetails(tx, storeId, invoiceId, priced);
  if (req.checkInId != null) await payCheckIn(tx, storeId, invoiceId, req.checkInId, now);

  // Gift cards: found and debited in one conditional statement each, so a card is never overspent.
  let changeLeft = settlement.changeCents;
  for (const [i, t] of req.tenders.entries()) {
    if (t.type === 'coupon') continue;
    if (t.type === 'gift_card') {
      const debited = t.code ? await redeemGiftCard(tx, storeId, t.code, t.amountCents, { invoiceId, byName: actor.name }) : null;
      if (!debited) {
        const card = t.code ? await findGiftCardByCode(tx, storeId, t.code) : null;
        if (!card) throw new FieldErrors({ [`tenders.${i}.code`]: 'No gift card has this code.' });
        if (!card.isActive) throw new FieldErrors({ [`tenders.${i}.code`]: 'This gift card is switched off.' });
        throw new FieldErrors({ [`tenders.${i}.amount`]: `This gift card has only ${formatCurrency(card.balanceCents)} left.` });
      }
      payments.push({ type: 'gift_card', amountCents: t.amountCents, giftCardId: debited.giftCardId });
    } else if (t.type === 'cash') {
      const change = Math.min(changeLeft, t.amountCents);
      changeLeft -= change;
      if (t.amountCents - change > 0) payments.push({ type: 'cash', amountCents: t.amountCents - change, tenderedCents: t.amountCents });
    } else {
      payments.push({
        type: t.type,
        amountCents: t.amountCents,
        cardLast4: t.type === 'credit_card' ? (t.cardLast4 ?? null) : null,
        authCode: t.type === 'credit_card' ? (t.authCode ?? null) : null,
        checkNumber: t.type === 'check' ? (t.checkNumber ?? null) : null,
      });
    }
  }
  for (const use of couponUses) await recordCouponUse(tx, storeId, { ...use, invoiceId, customerId: req.customerId });

  const { number, completedAppointmentIds } = await payInvoice(tx, storeId, invoiceId, {
    details: writeNow ? null : priced,
    payments,
    values: {
      ...invoiceTotals(priced, req),
      paidAt: now,
      cashAmount: settlement.byType.cash,
      creditCardAmount: settlement.byType.credit_card,
      giftCardAmount: settlement.byType.gift_card,
      couponAmount: settlement.byType.coupon,
      checkAmount: settlement.byType.check,
      changeCents: settlement.changeCents,
      checkInId: req.checkInId ?? null,
    },
    by: { userId: by.createdByUserId, employeeId: by.createdByEmployeeId, name: actor.name },
  });
  // The appointment that brought this visit is done (its calendar shows it once the payment commits).
  for (const id of completedAppointmentIds) await notifyStore(tx, storeId, 'AppointmentChanged', { id, action: 'completed' });
  return { invoiceId, number, changeCents: settlement.changeCents, replayed: false };
}

/**
 * The visit is done once its ticket is paid: the check-in is closed with the
 * invoice, and lines by the technician she asked for are marked requested
 * (by default they are not walk-in turns).
 */
async function payCheckIn(tx: Db, storeId: number, invoiceId: number, checkInId: number, now: Date) {
  const checkIn = await finishCheckIn(tx, { storeId, checkInId, invoiceId, now });
  if (checkIn.requestedEmployeeId !== null) await markRequestedLines(tx, storeId, invoiceId, checkIn.requestedEmployeeId);
}

export const GIFT_CARD_CODE_TAKEN = 'That gift card code is already in use.';

/**
 * Gift cards sold on the ticket come to life with their first ledger row: the
 * amount paid for them (the line's net, which no discount reaches). Made
 * before the lines are written, so each line carries its card. The code is
 * claimed by the insert itself: a desk selling the same new code at the same
 * moment waits for this one and then finds it taken (a look-up first would
 * let both pass and one fail on the unique index).
 */
async function sellGiftCards(tx: Db, storeId: number, invoiceId: number, actor: Actor, req: CheckoutRequest, priced: PricedTicket) {
  for (const [i, line] of req.lines.entries()) {
    if (line.kind !== 'giftcard') continue;
    const code = line.giftCardCode?.trim() || generateGiftCardCode();
    const card = await createGiftCard(tx, storeId, { code, recipientName: line.recipientName?.trim() || null });
    if (!card) throw new FieldErrors({ [`lines.${i}.gift_card_code`]: GIFT_CARD_CODE_TAKEN });
    await moveGiftCardBalance(tx, storeId, card.id, { kind: 'issue', amountCents: priced.lines[i].netCents, invoiceId, byName: actor.name });
    priced.lines[i].giftCardId = card.id;
  }
}

/** 12 characters without look-alikes (no 0/O, 1/I/L), printed in groups of four. */
export function generateGiftCardCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}
