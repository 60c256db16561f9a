import type { Db } from '../../../database/client';
import { uniqueViolation } from '../../../database/errors';
import { findGiftCardByCode, getGiftCard } from '../../../database/queries/giftCards';
import { giftCardSaleProblem } from '../giftCards/ticketParticipant';
import {
  getPaidInvoice,
  listInvoiceLines,
  listInvoicePayments,
  listInvoiceTaxes,
} from '../../../database/queries/invoiceChanges';
import { findRefundByKey, insertRefund, sumRefunded } from '../../../database/queries/refunds';
import { allocateCents } from '../../../common/allocate';
import { formatCurrency } from '../../../common/money';
import {
  CASH_OVERRIDE_PERMISSION,
  checkPayouts,
  taxForPart,
  type PaidTender,
  type PayoutVerdict,
  type RefundTender,
} from '../../../common/refunds';
import { can } from '../../../common/permissions';
import { DomainError, FieldErrors } from '../errors';
import { ticketRefunded, type RefundedLine, type TicketStore } from './lifecycle';
import { TICKET_PARTICIPANTS } from './participants';
import type { Actor } from '../access/permissions';
import { linkCardTransactionsToRefund } from '../../../database/queries/cardTransactions';
import { dryRun, hasTerminalSales, refundCardsOnTerminal } from '../terminals/cardReversals';
import { withTicketCardClaim } from '../terminals/ticketClaims';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * Refunds: whole or chosen lines, and the tip, to chosen tenders,
 * with a reason. A refund is its own record (refunds, refund_lines,
 * refund_payments) linked to the ticket, never an overwrite of it. Safe to
 * submit twice: a client key makes a repeat return the first refund.
 *
 * A gift card sold on the ticket is refunded only as far as it is unused:
 * its balance must still cover the amount, and the card is debited by that
 * amount in the same transaction, so no money comes back for value that
 * stays spendable.
 */

export { taxForPart, giftCardSaleProblem };

export type { RefundTender };

/**
 * How the ticket was paid, as a refund may give it back: cash, card and
 * check from the invoice's tender columns (kept right by tender
 * corrections), each gift card from its payment rows; each net of what
 * earlier refunds gave back on it. Cash is always listed, even at $0.00.
 */
export function paidTenders(
  invoice: { cashAmount: number; creditCardAmount: number; checkAmount: number },
  payments: readonly {
    type: string;
    amountCents: number;
    giftCardId: number | null;
    giftCardCode: string | null;
  }[],
  refunded: { byTender: Map<string, number>; byGiftCard: Map<number | null, number> },
): PaidTender[] {
  const out: PaidTender[] = [
    {
      type: 'cash',
      giftCardCode: null,
      paidCents: invoice.cashAmount,
      refundedCents: refunded.byTender.get('cash') ?? 0,
    },
  ];
  for (const [type, paidCents] of [
    ['credit_card', invoice.creditCardAmount],
    ['check', invoice.checkAmount],
  ] as const) {
    if (paidCents > 0)
      out.push({
        type,
        giftCardCode: null,
        paidCents,
        refundedCents: refunded.byTender.get(type) ?? 0,
      });
  }
  const cards = new Map<number, PaidTender>();
  for (const p of payments) {
    if (p.type !== 'gift_card' || p.giftCardId === null) continue;
    const card = cards.get(p.giftCardId) ?? {
      type: 'gift_card',
      giftCardCode: p.giftCardCode,
      paidCents: 0,
      refundedCents: refunded.byGiftCard.get(p.giftCardId) ?? 0,
    };
    card.paidCents += p.amountCents;
    cards.set(p.giftCardId, card);
  }
  return [...out, ...cards.values()];
}

export interface RefundRequest {
  idempotencyKey: string;
  reason: string;
  /** Lines to give back; `amountCents` null for all that is left of the line. */
  lines: { lineId: number; amountCents: number | null }[];
  /** Tip to give back (cents). */
  tipCents: number;
  payouts: { type: RefundTender; amountCents: number; giftCardCode: string | null }[];
  /** A manager's reason for giving back more cash than the ticket took in cash; null without an override. */
  overrideReason?: string | null;
}

/** A ticket line as a refund sees it: what it cost, its share of the tax, and what earlier refunds took. */
export interface RefundableLine {
  id: number;
  kind: string;
  name: string;
  netCents: number;
  taxCents: number;
  refundedNetCents: number;
  refundedTaxCents: number;
  /** The card a gift card line sold, as it stands now. */
  giftCard?: { id: number; code: string; balanceCents: number; isActive: boolean } | null;
}

/**
 * Each line's share of the ticket's tax: every tax's amount spread over the
 * lines it applies to, in proportion to their net (largest remainder), so
 * the shares add up to what was charged, to the cent.
 */
export function lineTaxShares(
  lines: readonly { id: number; netCents: number; taxIds: readonly number[] }[],
  taxes: readonly { taxId: number | null; amountCents: number }[],
): Map<number, number> {
  const out = new Map(lines.map((l) => [l.id, 0]));
  for (const tax of taxes) {
    const taxed = lines.filter((l) => tax.taxId !== null && l.taxIds.includes(tax.taxId));
    if (taxed.length === 0) continue;
    const parts = allocateCents(
      tax.amountCents,
      taxed.map((l) => l.netCents),
    );
    taxed.forEach((l, i) => out.set(l.id, out.get(l.id)! + parts[i]));
  }
  return out;
}

/** What is left to refund of a line: its net and its tax. */
export const refundableOf = (l: RefundableLine) => ({
  netCents: l.netCents - l.refundedNetCents,
  taxCents: l.taxCents - l.refundedTaxCents,
});

export interface RefundPlan {
  lines: { invoiceLineId: number; netCents: number; taxCents: number }[];
  amountCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
}

/** Prices a refund from what is left of each chosen line and of the tip; every problem keyed by its field. */
export function planRefund(
  lines: readonly RefundableLine[],
  picks: RefundRequest['lines'],
  tip: { tipCents: number; refundedTipCents: number; refundTipCents: number },
): RefundPlan {
  const errors: Record<string, string> = {};
  const out: RefundPlan['lines'] = [];
  picks.forEach((pick, i) => {
    const line = lines.find((l) => l.id === pick.lineId);
    if (!line)
      return void (errors[`lines.${i}.line_id`] = say('validation.tickets.thatLineIsNotOn'));
    if (picks.findIndex((p) => p.lineId === pick.lineId) !== i)
      return void (errors[`lines.${i}.line_id`] = say('validation.tickets.isChosenTwice', {
        name: line.name,
      }));
    const left = refundableOf(line);
    if (left.netCents <= 0)
      return void (errors[`lines.${i}.line_id`] = say('validation.tickets.hasAlreadyBeenRefunded', {
        name: line.name,
      }));
    const amount = pick.amountCents ?? left.netCents;
    if (amount <= 0)
      return void (errors[`lines.${i}.amount`] = say(
        'validation.announcements.theAmountMustBeMore',
      ));
    if (amount > left.netCents)
      return void (errors[`lines.${i}.amount`] = say('validation.tickets.onlyOfIsLeftTo', {
        amount: formatCurrency(left.netCents),
        name: line.name,
      }));
    if (line.kind === 'giftcard') {
      const problem = giftCardSaleProblem(line.giftCard ?? null, amount);
      if (problem) return void (errors[`lines.${i}.amount`] = problem);
    }
    out.push({
      invoiceLineId: line.id,
      netCents: amount,
      taxCents: taxForPart(amount, left.netCents, left.taxCents),
    });
  });
  const tipLeft = tip.tipCents - tip.refundedTipCents;
  if (tip.refundTipCents > tipLeft)
    errors.tip_amount = say('validation.tickets.onlyOfTheTipIs', {
      amount: formatCurrency(tipLeft),
    });
  // A tip alone may go back (an over-tip keyed by mistake): the refund then has no lines.
  if (picks.length === 0 && tip.refundTipCents <= 0)
    errors.lines = say('validation.tickets.chooseWhatToRefund');
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  const amountCents = out.reduce((a, l) => a + l.netCents, 0);
  const taxCents = out.reduce((a, l) => a + l.taxCents, 0);
  return {
    lines: out,
    amountCents,
    taxCents,
    tipCents: tip.refundTipCents,
    totalCents: amountCents + taxCents + tip.refundTipCents,
  };
}

/**
 * Refunds part or all of a paid ticket in one transaction. Refused: a refund
 * larger than what was paid net of earlier refunds (coupon value is not
 * money paid), payouts that do not add up to the refund, or more back on a
 * tender than it paid (common/refunds.ts checkPayouts): what a gift card paid
 * goes back onto that card's ledger, and cash beyond the cash paid needs a
 * manager's override, recorded on the refund. The ticket row is locked, so
 * two refunds of one ticket see each other's payouts.
 */
export async function refundInvoice(
  db: Db,
  store: TicketStore,
  invoiceId: number,
  req: RefundRequest,
  actor: Actor,
  now = clock.now(),
): Promise<{ refundId: number; replayed: boolean } | null> {
  const storeId = store.id;
  const earlier = await findRefundByKey(db, storeId, req.idempotencyKey);
  if (earlier)
    return earlier.invoiceId === invoiceId ? { refundId: earlier.id, replayed: true } : null;
  // The card part goes back through the terminal first (outside the transaction), once every check of the refund has passed.
  const cardIndex = req.payouts.findIndex((p) => p.type === 'credit_card');
  const cardCents = req.payouts.reduce(
    (a, p) => a + (p.type === 'credit_card' ? p.amountCents : 0),
    0,
  );
  if (!(await hasTerminalSales(db, storeId, invoiceId)))
    return writeRefund(db, store, invoiceId, req, actor, now, []);
  // A ticket paid on a terminal takes one refund at a time, a cash one too: written while a card refund waits at the
  // terminal, it would leave that one refused after its money had gone back on the card.
  const field = cardIndex >= 0 ? `payouts.${cardIndex}.amount` : 'payouts';
  return withTicketCardClaim(
    db,
    storeId,
    invoiceId,
    `refund:${req.idempotencyKey}`,
    field,
    async () => {
      if (cardCents <= 0) return writeRefund(db, store, invoiceId, req, actor, now, []);
      if (
        !(await dryRun(db, (tx) => refundInTransaction(tx, store, invoiceId, req, actor, now, [])))
      )
        return null;
      const cardLinks = await refundCardsOnTerminal(
        db,
        storeId,
        actor,
        invoiceId,
        { key: req.idempotencyKey, cardCents, field },
        now,
      );
      return writeRefund(db, store, invoiceId, req, actor, now, cardLinks);
    },
    now,
  );
}

/** The refund's one transaction; a concurrent repeat of the same submit that committed first is the answer. */
async function writeRefund(
  db: Db,
  store: TicketStore,
  invoiceId: number,
  req: RefundRequest,
  actor: Actor,
  now: Date,
  cardLinks: readonly number[],
): Promise<{ refundId: number; replayed: boolean } | null> {
  const storeId = store.id;
  try {
    return await db.transaction((tx) =>
      refundInTransaction(tx, store, invoiceId, req, actor, now, cardLinks),
    );
  } catch (err) {
    // A concurrent repeat of the same submit committed first: its refund is the answer.
    if (uniqueViolation(err) === 'refunds_store_id_idempotency_key_unique') {
      const winner = await findRefundByKey(db, storeId, req.idempotencyKey);
      if (winner) return { refundId: winner.id, replayed: true };
    }
    throw err;
  }
}

/** The refund itself, in the caller's transaction (a dry run's, then the real one's); `cardLinks` are the terminal's returns and voids it records. */
async function refundInTransaction(
  tx: Db,
  store: TicketStore,
  invoiceId: number,
  req: RefundRequest,
  actor: Actor,
  now: Date,
  cardLinks: readonly number[],
): Promise<{ refundId: number; replayed: boolean } | null> {
  const storeId = store.id;
  const invoice = await getPaidInvoice(tx, storeId, invoiceId, true);
  if (!invoice) return null;
  if (invoice.status !== 'paid')
    throw new DomainError(say('validation.tickets.aVoidedTicketCannotBe2'));
  // Sequential: a transaction is one connection, and node-postgres is retiring queued concurrent queries on a client.
  const lines = await listInvoiceLines(tx, storeId, invoiceId);
  const taxes = await listInvoiceTaxes(tx, storeId, invoiceId);
  const payments = await listInvoicePayments(tx, storeId, invoiceId);
  const refunded = await sumRefunded(tx, storeId, invoiceId);
  const { refundable, cardsSold } = await refundableLines(tx, storeId, req, lines, taxes, refunded);
  const plan = planRefund(refundable, req.lines, {
    tipCents: invoice.tipCents,
    refundedTipCents: refunded.tipCents,
    refundTipCents: req.tipCents,
  });
  checkRefundTotal(plan, req, invoice.amountDueCents - invoice.couponAmount, refunded.totalCents);
  // Back on the tenders that paid, each at most what it paid; cash beyond that only by a manager's override.
  const tenders = paidTenders(invoice, payments, refunded);
  const verdict = checkPayouts(tenders, req.payouts, {
    reason: req.overrideReason ?? null,
    allowed: can(actor, CASH_OVERRIDE_PERMISSION),
  });
  const cards = await payoutGiftCards(tx, storeId, req, verdict, cardsSold);
  const payouts = req.payouts.map((p, i) => ({
    type: p.type,
    amountCents: p.amountCents,
    giftCardId: cards[i],
  }));

  const refundId = await insertRefund(
    tx,
    storeId,
    {
      invoiceId,
      reason: req.reason,
      amountCents: plan.amountCents,
      taxCents: plan.taxCents,
      tipCents: plan.tipCents,
      idempotencyKey: req.idempotencyKey,
      overrideCents: verdict.overrideCents,
      overrideReason: verdict.overrideCents > 0 ? req.overrideReason!.trim() : null,
      byUserId: actor.kind === 'user' ? actor.id : null,
      byEmployeeId: actor.kind === 'employee' ? actor.id : null,
      byName: actor.name,
    },
    plan.lines,
    payouts,
  );
  await linkCardTransactionsToRefund(tx, storeId, cardLinks, refundId);
  await ticketRefunded(tx, TICKET_PARTICIPANTS, {
    store,
    actor,
    invoiceId,
    now,
    refundId,
    reason: req.reason,
    tipCents: plan.tipCents,
    payouts,
    lines: refundedLines(plan, refundable, req),
  });
  return { refundId, replayed: false };
}

type GiftCardNow = Awaited<ReturnType<typeof getGiftCard>>;

/** The ticket's lines as a refund sees them: each one's share of the tax, what earlier refunds took, and the gift card a chosen card line sold, as it stands now. */
async function refundableLines(
  tx: Db,
  storeId: number,
  req: RefundRequest,
  lines: Awaited<ReturnType<typeof listInvoiceLines>>,
  taxes: Awaited<ReturnType<typeof listInvoiceTaxes>>,
  refunded: Awaited<ReturnType<typeof sumRefunded>>,
): Promise<{ refundable: RefundableLine[]; cardsSold: Map<number, GiftCardNow> }> {
  const shares = lineTaxShares(lines, taxes);
  const chosen = new Set(req.lines.map((p) => p.lineId));
  const cardsSold = new Map<number, GiftCardNow>();
  for (const l of lines)
    if (l.kind === 'giftcard' && l.giftCardId !== null && chosen.has(l.id))
      cardsSold.set(l.id, await getGiftCard(tx, storeId, l.giftCardId));
  const refundable: RefundableLine[] = lines.map((l) => ({
    id: l.id,
    kind: l.kind,
    name: l.name,
    netCents: l.netCents,
    taxCents: shares.get(l.id) ?? 0,
    refundedNetCents: refunded.byLine.get(l.id)?.netCents ?? 0,
    refundedTaxCents: refunded.byLine.get(l.id)?.taxCents ?? 0,
    giftCard: cardsSold.get(l.id) ?? null,
  }));
  return { refundable, cardsSold };
}

/** A refund gives back no more than was paid (a coupon is no money) and not refunded yet, and its payouts add up to it. */
function checkRefundTotal(
  plan: RefundPlan,
  req: RefundRequest,
  paidCents: number,
  refundedCents: number,
): void {
  const left = paidCents - refundedCents;
  if (plan.totalCents > left)
    throw new DomainError(
      say('validation.tickets.thisRefundOfIsMore', {
        refund: formatCurrency(plan.totalCents),
        left: formatCurrency(Math.max(0, left)),
      }),
      'payouts',
    );
  const payoutTotal = req.payouts.reduce((a, p) => a + p.amountCents, 0);
  if (payoutTotal !== plan.totalCents)
    throw new DomainError(
      say('validation.tickets.theRefundIsThePayouts', {
        refund: formatCurrency(plan.totalCents),
        payouts: formatCurrency(payoutTotal),
      }),
      'payouts',
    );
}

/**
 * The gift card each payout puts money back on (null for any other tender): never the card
 * being refunded, never one switched off. Every problem, the payouts' check's too, at once.
 */
async function payoutGiftCards(
  tx: Db,
  storeId: number,
  req: RefundRequest,
  verdict: PayoutVerdict,
  cardsSold: ReadonlyMap<number, GiftCardNow>,
): Promise<(number | null)[]> {
  const errors: Record<string, string> = { ...verdict.errors };
  const cards: (number | null)[] = [];
  for (const [i, p] of req.payouts.entries()) {
    if (p.type !== 'gift_card') {
      cards.push(null);
      continue;
    }
    const typed = p.giftCardCode?.trim()
      ? await findGiftCardByCode(tx, storeId, p.giftCardCode.trim())
      : null;
    if (typed && [...cardsSold.values()].some((c) => c?.id === typed.id))
      errors[`payouts.${i}.gift_card_code`] = say('validation.tickets.thisIsTheGiftCard');
    const code = verdict.giftCardCodes[i];
    const card = code === null ? null : await findGiftCardByCode(tx, storeId, code);
    if (card && !card.isActive)
      errors[`payouts.${i}.gift_card_code`] = say('validation.tickets.thisGiftCardIsSwitched');
    cards.push(card?.id ?? null);
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return cards;
}

/** The lines given back, as the participants see them, each with the form field a refusal about it is shown beside. */
function refundedLines(
  plan: RefundPlan,
  refundable: readonly RefundableLine[],
  req: RefundRequest,
): RefundedLine[] {
  return plan.lines.map((part) => {
    const line = refundable.find((l) => l.id === part.invoiceLineId)!;
    return {
      invoiceLineId: line.id,
      kind: line.kind,
      giftCardId: line.giftCard?.id ?? null,
      netCents: part.netCents,
      lineNetCents: line.netCents,
      refundedBeforeCents: line.refundedNetCents,
      field: `lines.${req.lines.findIndex((p) => p.lineId === line.id)}.amount`,
    };
  });
}
