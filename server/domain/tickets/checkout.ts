import type { Db } from '../../../database/client';
import { uniqueViolation } from '../../../database/errors';
import {
  findInvoiceByIdempotencyKey,
  insertInvoiceQuery,
  lockDraft,
  payInvoice,
  updateInvoice,
  writeInvoiceDetails,
  type InvoicePaymentValues,
  type PaidInvoiceValues,
} from '../../../database/queries/invoices';
import { recordInvoicePromotions } from '../../../database/queries/promotions';
import {
  lockUnusedSale,
  type CardTransactionRow,
} from '../../../database/queries/cardTransactions';
import { cardTenderCents } from '../../../common/cardPayments';
import { formatCurrency } from '../../../common/money';
import {
  settle,
  TENDER_LABEL_NAMES,
  type Settlement,
  type TenderType,
} from '../../../common/tenders';
import { DomainError, FieldErrors } from '../errors';
import { redeemGiftCardTender } from '../giftCards/redemption';
import { spendReward } from '../loyalty/redemption';
import { ticketPaid, type PaidLine } from './lifecycle';
import { TICKET_PARTICIPANTS } from './participants';
import type { Actor } from '../access/permissions';
import { valueCoupon } from '../coupons/couponCheck';
import {
  invoiceTotals,
  priceTicket,
  type PricedTicket,
  type PromotionMoment,
  type TicketRequest,
} from './ticketPricing';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';
import { sayLabel } from '../../../common/labels';

export interface TenderRequest {
  type: TenderType;
  /** Ignored for a coupon: its value is worked out here. For cash, what was handed over. */
  amountCents: number;
  cardLast4?: string | null;
  authCode?: string | null;
  checkNumber?: string | null;
  /** A gift card's or a coupon's code. */
  code?: string | null;
  /** A credit card paid on the station's terminal: its approved sale (card_transactions.id), whose amount and card details win over the request's. */
  cardTransactionId?: number | null;
}

export interface CheckoutRequest extends TicketRequest {
  /** Made by the pay screen once per ticket: a repeat of the same key returns the same invoice. */
  idempotencyKey: string;
  /** Paying a saved ticket. */
  draftId: number | null;
  /** The check-in this ticket pays for: it is marked done in the same transaction. */
  checkInId?: number | null;
  tenders: TenderRequest[];
  /** A loyalty reward she spends on this ticket (loyalty/redemption.ts): checked against her points and applied here. */
  rewardId?: number | null;
  /**
   * What the station showed as due when it rang the ticket up offline (offlineTickets.ts): checked here, against the
   * pricing this transaction does, so a price or tax changed since is refused rather than paid at a sum nobody saw.
   */
  expectedAmountDueCents?: number | null;
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
export const ALREADY_PAID = say('validation.tickets.thisTicketHasAlreadyBeen');

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
export async function checkout(
  db: Db,
  store: StoreContext,
  actor: Actor,
  req: CheckoutRequest,
  now = clock.now(),
): Promise<CheckoutResult> {
  const storeId = store.id;
  try {
    return await db.transaction((tx) => pay(tx, store, actor, req, now));
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
  if (invoice.status === 'draft' || invoice.number === null)
    throw new DomainError(say('validation.tickets.thisPaymentIsStillBeing'), null, 409);
  return { invoiceId: invoice.id, number: invoice.number, changeCents: 0, replayed: true };
}

/** One checkout under way: its transaction, its store and clerk, the moment of the sale and the request. */
interface Paying {
  tx: Db;
  store: StoreContext;
  actor: Actor;
  /** The request as it came, with the reward's discounts once the reward is spent. */
  req: CheckoutRequest;
  now: Date;
  /** Promotions are worked out here, at the store's clock, whatever the pay screen showed (a saved ticket's too). */
  at: PromotionMoment;
}

/** The ticket's invoice, claimed under the request's key, and the ticket priced in that claim. */
interface Claimed {
  invoiceId: number;
  priced: PricedTicket;
}

/**
 * The transaction of a checkout, step by step. The order of its statements is
 * the lock order (docs/architecture.md "A ticket's life"): the key's claim (or
 * the saved ticket's row lock) first, so a concurrent repeat waits on it and
 * then backs off before any money moves; then the reward, the coupons, the
 * terminal sales and the gift cards; then the participants; the paid invoice
 * last. What must leave the process (mail, SMS, the sales screens' event) is
 * queued by the participants and runs once `checkout` has committed.
 */
async function pay(
  tx: Db,
  store: StoreContext,
  actor: Actor,
  req: CheckoutRequest,
  now: Date,
): Promise<CheckoutResult> {
  const p: Paying = { tx, store, actor, req, now, at: { timezone: store.timezone, now } };
  const claimed = await claimTicket(p);
  if ('replayed' in claimed) return claimed;
  const { invoiceId } = claimed;
  const rewarded = await spendTicketReward(p, claimed);
  checkTenders(p.req, rewarded);
  const coupons = await valueCoupons(p, rewarded);
  const { priced } = coupons;
  const paidWith = await takeCardSales(
    tx,
    store.id,
    coupons.tenders,
    p.req.tenders,
    priced.totals.tipCents,
  );
  const settlement = settleTicket(priced.totals.amountDueCents, paidWith);

  const { linesWritten, payments } = await writeTicketRows(
    p,
    invoiceId,
    priced,
    paidWith,
    settlement.changeCents,
    coupons.payments,
  );
  const { lineGiftCards } = await ticketPaid(tx, TICKET_PARTICIPANTS, {
    store,
    actor,
    invoiceId,
    now,
    linesWritten,
    customerId: p.req.customerId,
    checkInId: p.req.checkInId ?? null,
    couponUses: coupons.uses,
    lines: paidLines(p.req, priced),
  });
  const { number } = await payInvoice(tx, store.id, invoiceId, {
    details: linesWritten ? null : newTicketDetails(priced, lineGiftCards),
    payments,
    values: paidInvoiceValues(p.req, priced, settlement, now),
  });
  return { invoiceId, number, changeCents: settlement.changeCents, replayed: false };
}

/**
 * Lock or claim: a saved ticket's row is locked and takes the key (the same key
 * having paid it already is a repeat); a new ticket's invoice is claimed as a
 * draft under the key in the pricing statement, with the store's accepted
 * tenders read alongside.
 */
async function claimTicket({
  tx,
  store,
  actor,
  req,
  at,
}: Paying): Promise<Claimed | CheckoutResult> {
  const storeId = store.id;
  if (req.draftId !== null) {
    const draft = await lockDraft(tx, storeId, req.draftId);
    if (!draft) throw new DomainError(say('validation.tickets.thatSavedTicketNoLonger'), null, 404);
    if (draft.idempotencyKey === req.idempotencyKey && draft.status !== 'draft')
      return replay(draft);
    if (draft.status !== 'draft') throw new DomainError(ALREADY_PAID, null, 409);
    await updateInvoice(tx, storeId, draft.id, { idempotencyKey: req.idempotencyKey });
    const priced = await priceTicket(tx, storeId, req, { acceptedTenders: true }, at);
    return { invoiceId: draft.id, priced };
  }
  const claim = insertInvoiceQuery(tx, storeId, {
    status: 'draft',
    idempotencyKey: req.idempotencyKey,
    createdByUserId: actor.kind === 'user' ? actor.id : null,
    createdByEmployeeId: actor.kind === 'employee' ? actor.id : null,
    createdByName: actor.name,
  });
  const priced = await priceTicket(tx, storeId, req, { claim, acceptedTenders: true }, at);
  return { invoiceId: priced.claimedId!, priced };
}

/**
 * A reward comes off the services first, so a coupon is valued against the
 * ticket as the reward left it: the points are spent, the request carries the
 * reward's discounts from here on, and the ticket is priced again.
 */
async function spendTicketReward(p: Paying, { invoiceId, priced }: Claimed): Promise<PricedTicket> {
  const { tx, store, actor, req, now } = p;
  if (req.rewardId == null) return priced;
  const lines = priced.lines.map((l) => ({
    kind: l.kind,
    serviceId: l.serviceId ?? null,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity ?? 1,
    discountCents: l.discountCents ?? 0,
  }));
  const rewardDiscounts = await spendReward(tx, store, actor, {
    invoiceId,
    customerId: req.customerId,
    rewardId: req.rewardId,
    lines,
    now,
  });
  p.req = { ...req, rewardDiscounts };
  return priceTicket(tx, store.id, p.req, { acceptedTenders: true }, p.at);
}

/**
 * Validate the tenders before any is taken: an offline ticket still comes to
 * what the station showed, something pays a ticket with an amount due, every
 * tender is one the salon takes, and one coupon at most.
 */
function checkTenders(req: CheckoutRequest, priced: PricedTicket): void {
  const due = priced.totals.amountDueCents;
  if (req.expectedAmountDueCents != null && due !== req.expectedAmountDueCents) {
    throw new FieldErrors({
      total: say('validation.tickets.theTicketComesToNow', {
        now: formatCurrency(due),
        before: formatCurrency(req.expectedAmountDueCents),
      }),
    });
  }
  const accepted = priced.acceptedTenders!;
  const errors: Record<string, string> = {};
  if (req.tenders.length === 0 && due > 0) errors.tenders = say('validation.tickets.addAPayment');
  req.tenders.forEach((t, i) => {
    if (!accepted.includes(t.type))
      errors[`tenders.${i}.type`] = say('validation.tickets.thisSalonDoesNotTake', {
        label: sayLabel(TENDER_LABEL_NAMES[t.type]),
      });
  });
  if (req.tenders.filter((t) => t.type === 'coupon').length > 1)
    errors.tenders = say('validation.tickets.onlyOneCouponCanBe');
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}

type CouponUse = { couponId: number; amountCents: number };

/** The coupons valued, and what the ticket is paid with and comes to because of them. */
interface CouponsValued {
  /** Every coupon use, recorded by the coupons participant. */
  uses: CouponUse[];
  /** The tenders that pay: a coupon at its value, or none when it was taken as a discount. */
  tenders: TenderRequest[];
  /** The coupon payment rows: none when the coupon was taken as a discount. */
  payments: CouponUse[];
  priced: PricedTicket;
}

/**
 * Coupons are valued here, against the ticket as priced, never as the client
 * says: the tenders are rebuilt with the coupon's value, the request is left as
 * it came. A coupon the store takes as a discount prices the ticket again: it
 * comes off the lines before tax (so commission never sees it) and is no
 * payment; the other tenders cover what is left.
 */
async function valueCoupons(p: Paying, priced: PricedTicket): Promise<CouponsValued> {
  const { tx, store, req, now } = p;
  const uses: CouponUse[] = [];
  const tenders: TenderRequest[] = [];
  for (const [i, t] of req.tenders.entries()) {
    if (t.type !== 'coupon') {
      tenders.push(t);
      continue;
    }
    const verdict = await valueCoupon(tx, store, priced, req.customerId, t.code ?? '', now);
    if (!verdict.ok || verdict.couponId === null)
      throw new FieldErrors({
        [`tenders.${i}.code`]: verdict.ok
          ? say('validation.giftCards.noCouponHasThisCode')
          : verdict.reason,
      });
    uses.push({ couponId: verdict.couponId, amountCents: verdict.valueCents });
    tenders.push({ ...t, amountCents: verdict.valueCents });
  }
  if (priced.couponMode !== 'discount' || uses.length === 0)
    return { uses, tenders, payments: uses, priced };
  const discounted = { ...req, couponDiscountCents: uses[0].amountCents };
  return {
    uses,
    tenders: tenders.filter((t) => t.type !== 'coupon'),
    payments: [],
    priced: await priceTicket(tx, store.id, discounted, {}, p.at),
  };
}

/** The tenders must close the ticket: a refusal names the problem, or what is still due. */
function settleTicket(dueCents: number, paidWith: readonly CardTender[]): Settlement {
  const settlement = settle(
    dueCents,
    paidWith.map((t) => ({ type: t.type, amountCents: t.amountCents })),
  );
  if (settlement.problem) throw new FieldErrors({ tenders: settlement.problem });
  if (!settlement.paid)
    throw new FieldErrors({
      tenders: say('validation.tickets.isStillDue', {
        amount: formatCurrency(settlement.remainingCents),
      }),
    });
  return settlement;
}

/**
 * Write the rows that must come before the participants: a saved ticket's old
 * rows must be cleared, and a check-in marks the lines it wrote, so both write
 * their lines now (a new ticket's go with the last statement); the promotions
 * the ticket took; and the payments, gift cards debited on the way.
 */
async function writeTicketRows(
  { tx, store, actor, req }: Paying,
  invoiceId: number,
  priced: PricedTicket,
  paidWith: readonly CardTender[],
  changeCents: number,
  couponPayments: readonly CouponUse[],
): Promise<{ linesWritten: boolean; payments: InvoicePaymentValues[] }> {
  const linesWritten = req.draftId !== null || req.checkInId != null;
  if (linesWritten) await writeInvoiceDetails(tx, store.id, invoiceId, priced);
  await recordInvoicePromotions(tx, store.id, invoiceId, priced.promotions);
  const payments = await takeTenders(
    tx,
    store.id,
    invoiceId,
    actor,
    paidWith,
    req.tenders,
    changeCents,
    couponPayments,
  );
  return { linesWritten, payments };
}

/** The lines as the participants see them: what each costs after every discount, and the gift card it sells. */
function paidLines(req: CheckoutRequest, priced: PricedTicket): PaidLine[] {
  return priced.lines.map((l, i) => ({
    key: l.lineKey,
    kind: l.kind,
    netCents: l.netCents,
    giftCardCode: req.lines[i]?.giftCardCode,
    recipientName: req.lines[i]?.recipientName,
  }));
}

/** A new ticket's rows for the last statement, each gift card line naming the card it sold. */
function newTicketDetails(priced: PricedTicket, lineGiftCards: Readonly<Record<string, number>>) {
  return {
    ...priced,
    lines: priced.lines.map((l) =>
      lineGiftCards[l.lineKey] ? { ...l, giftCardId: lineGiftCards[l.lineKey] } : l,
    ),
  };
}

/** The roll-ups the paid invoice keeps: its totals, and the amount taken by each kind of tender, change given. */
function paidInvoiceValues(
  req: CheckoutRequest,
  priced: PricedTicket,
  settlement: Settlement,
  now: Date,
): PaidInvoiceValues {
  return {
    ...invoiceTotals(priced, req),
    paidAt: now,
    cashAmount: settlement.byType.cash,
    creditCardAmount: settlement.byType.credit_card,
    giftCardAmount: settlement.byType.gift_card,
    couponAmount: settlement.byType.coupon,
    checkAmount: settlement.byType.check,
    changeCents: settlement.changeCents,
    checkInId: req.checkInId ?? null,
  };
}

/** A terminal sale as the tender it pays: its amount (approved + the tip given on the device) and card, never the client's. */
type CardTender = TenderRequest & { sale?: CardTransactionRow };

export const CARD_TIP_MISSING = (cents: number) =>
  say('validation.tickets.theTipMustIncludeThe', { amount: formatCurrency(cents) });

/**
 * Locks each terminal sale a credit-card tender names (approved, this store's, on no ticket yet,
 * not voided) for this checkout, and puts its own amount on the tender. The tips given on the
 * terminal are the technicians' and must be on the ticket's tip. `original` is the request's list,
 * whose positions the form's fields use.
 */
async function takeCardSales(
  tx: Db,
  storeId: number,
  tenders: readonly TenderRequest[],
  original: readonly TenderRequest[],
  ticketTipCents: number,
): Promise<CardTender[]> {
  const errors: Record<string, string> = {};
  const out: CardTender[] = [];
  const seen = new Set<number>();
  let cardTips = 0;
  for (const t of tenders) {
    const id = t.type === 'credit_card' ? (t.cardTransactionId ?? null) : null;
    if (id === null) {
      out.push(t);
      continue;
    }
    const field = `tenders.${original.indexOf(t)}.card_transaction_id`;
    const sale = seen.has(id) ? null : await lockUnusedSale(tx, storeId, id);
    seen.add(id);
    if (!sale) {
      errors[field] = say('validation.tickets.thisCardPaymentIsAlready');
      continue;
    }
    cardTips += sale.tipCents;
    out.push({
      ...t,
      amountCents: cardTenderCents(sale),
      cardLast4: sale.cardLast4,
      authCode: sale.authCode,
      sale,
    });
  }
  if (cardTips > ticketTipCents) errors.tip = CARD_TIP_MISSING(cardTips);
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return out;
}

/**
 * The payment rows of the tenders that settle the ticket: a coupon taken as
 * a payment at its value, gift cards debited (each in one conditional
 * statement), cash less the change given, cards and checks as typed.
 * `original` is the request's list, whose positions the form's fields use.
 */
async function takeTenders(
  tx: Db,
  storeId: number,
  invoiceId: number,
  actor: Actor,
  tenders: readonly CardTender[],
  original: readonly TenderRequest[],
  changeCents: number,
  couponPayments: readonly { couponId: number; amountCents: number }[],
): Promise<InvoicePaymentValues[]> {
  const payments: InvoicePaymentValues[] = couponPayments.map((c) => ({
    type: 'coupon',
    amountCents: c.amountCents,
    couponId: c.couponId,
  }));
  let changeLeft = changeCents;
  for (const t of tenders) {
    if (t.type === 'coupon') continue;
    if (t.type === 'gift_card') {
      payments.push(
        await redeemGiftCardTender(tx, storeId, invoiceId, actor.name, t, original.indexOf(t)),
      );
    } else if (t.type === 'cash') {
      const change = Math.min(changeLeft, t.amountCents);
      changeLeft -= change;
      if (t.amountCents - change > 0)
        payments.push({
          type: 'cash',
          amountCents: t.amountCents - change,
          tenderedCents: t.amountCents,
        });
    } else {
      payments.push({
        type: t.type,
        amountCents: t.amountCents,
        cardLast4: t.type === 'credit_card' ? (t.cardLast4 ?? null) : null,
        authCode: t.type === 'credit_card' ? (t.authCode ?? null) : null,
        checkNumber: t.type === 'check' ? (t.checkNumber ?? null) : null,
        // A terminal's approval: the brand, how the card was read, the gateway's reference, and the sale (linked to this payment by the last statement).
        ...(t.sale
          ? {
              cardType: t.sale.cardType,
              entryMode: t.sale.entryMode,
              cardReference: t.sale.hostRef,
              cardTransactionId: t.sale.id,
            }
          : {}),
      });
    }
  }
  return payments;
}
