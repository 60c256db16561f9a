import { allocateCents } from './allocate';
import { formatCurrency as money } from './money';
import type { RefundTender } from './tenders';
import { say } from './said';
import { sayLabel } from './labels';

/**
 * Refund arithmetic shared by the server (server/domain/tickets/refunds.ts) and
 * the refund form, so the form's live totals are the ones the server records.
 */

/**
 * The tax that goes with refunding `amount` of a line's remaining net: its
 * proportional share of the remaining tax, split with allocateCents so that
 * the last refund of a line takes exactly the tax that is left.
 */
export function taxForPart(
  amountCents: number,
  remainingNetCents: number,
  remainingTaxCents: number,
): number {
  if (amountCents >= remainingNetCents) return remainingTaxCents;
  return allocateCents(remainingTaxCents, [amountCents, remainingNetCents - amountCents])[0];
}

/**
 * Whose tip a tip refund takes back. A tip is the technicians' own (domain.md
 * §3.3), so giving it back reverses their shares in proportion to them: the
 * tip refunded so far is spread over the shares, and this refund takes the
 * difference, so several partial refunds add up to the same split as one.
 */
export function tipRefundShares<T extends { cents: number }>(
  shares: readonly T[],
  refundedBeforeCents: number,
  refundCents: number,
): (T & { refundCents: number })[] {
  const weights = shares.map((s) => Math.max(0, s.cents));
  const before = allocateCents(refundedBeforeCents, weights);
  const after = allocateCents(refundedBeforeCents + refundCents, weights);
  return shares.map((s, i) => ({ ...s, refundCents: after[i] - before[i] }));
}

/**
 * Refunds pay back on the tenders the ticket was paid with: each
 * at most what it paid, net of earlier refunds on it; what a gift card paid
 * goes back onto that card. Cash beyond what was paid in cash needs a
 * manager's override with a reason, recorded on the refund, since it is the
 * one payout that turns other money (a gift card, a card refund the terminal
 * would not take) into cash leaving the drawer.
 */
export type { RefundTender };

/** One way the ticket was paid, as a refund may use it; gift cards one per card. */
export interface PaidTender {
  type: RefundTender;
  /** The card that paid, for a gift card; null for the others. */
  giftCardCode: string | null;
  paidCents: number;
  /** What earlier refunds already gave back on this tender. */
  refundedCents: number;
}

export interface RefundPayout {
  type: RefundTender;
  amountCents: number;
  /** For a gift card payout: which paying card (blank: the only one that paid). */
  giftCardCode: string | null;
}

export interface PayoutVerdict {
  /** Keyed by the field the refund form shows them beside. */
  errors: Record<string, string>;
  /** Cash given back beyond what was paid in cash, allowed by the override. */
  overrideCents: number;
  /** For each payout, the paying card it goes onto (gift card payouts), else null. */
  giftCardCodes: (string | null)[];
}

export const CASH_OVERRIDE_PERMISSION = 'manage settings';

/** What a tender can still take back. */
export const roomOf = (t: PaidTender) => Math.max(0, t.paidCents - t.refundedCents);

const sameCode = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

export const tenderCapMessage = (t: PaidTender, room: number) =>
  t.type === 'gift_card'
    ? say('rules.tickets.onlyCanGoBackOnto', { amount: money(room), code: t.giftCardCode })
    : t.type === 'cash'
      ? say('rules.tickets.onlyCanGoBackIn', { amount: money(room) })
      : say('rules.tickets.onlyCanGoBackTo', {
          amount: money(room),
          label: sayLabel(t.type === 'credit_card' ? 'creditCard' : 'check'),
        });

/**
 * The refund form's starting split: the refund spread over the tenders in
 * proportion to what each can still take back, so a ticket paid half cash,
 * half gift card gets half of a partial refund back each way; never more
 * than a tender's room. Whatever is left beyond all the rooms (only after an
 * override) is put on cash.
 */
export function splitRefund(totalCents: number, tenders: readonly PaidTender[]): number[] {
  const rooms = tenders.map(roomOf);
  const roomTotal = rooms.reduce((a, b) => a + b, 0);
  const fits = Math.min(Math.max(0, totalCents), roomTotal);
  const parts = roomTotal > 0 ? allocateCents(fits, rooms) : rooms.map(() => 0);
  const rest = Math.max(0, totalCents) - fits;
  const cash = tenders.findIndex((t) => t.type === 'cash');
  if (rest > 0 && cash >= 0) parts[cash] += rest;
  return parts;
}

/**
 * Checks where a refund's money goes against how the ticket was paid. Cash
 * over its room is allowed only with an override: a reason, given by
 * someone who may (`overrideAllowed`); its amount comes back to be recorded.
 */
export function checkPayouts(
  tenders: readonly PaidTender[],
  payouts: readonly RefundPayout[],
  override: { reason: string | null; allowed: boolean },
): PayoutVerdict {
  const errors: Record<string, string> = {};
  const cards = tenders.filter((t) => t.type === 'gift_card');
  const giftCardCodes = payouts.map((p, i) => {
    if (p.type !== 'gift_card') return null;
    const typed = p.giftCardCode?.trim() || null;
    if (cards.length === 0) {
      errors[`payouts.${i}.amount`] = say('rules.tickets.noGiftCardPaidFor');
      return null;
    }
    const card =
      typed === null
        ? cards.length === 1
          ? cards[0]
          : null
        : (cards.find((c) => sameCode(c.giftCardCode, typed)) ?? null);
    if (!card) {
      errors[`payouts.${i}.gift_card_code`] = say('rules.tickets.theMoneyGoesBackOnto', {
        codes: cards.map((c) => c.giftCardCode).join(' or '),
      });
      return null;
    }
    return card.giftCardCode;
  });

  let overrideCents = 0;
  // A tender that did not pay has nothing to give back: its row is $0.00 (for cash, all of it is then override).
  const missing = (['cash', 'credit_card', 'check'] as const).filter(
    (type) => !tenders.some((t) => t.type === type),
  );
  const all = [
    ...tenders,
    ...missing.map((type): PaidTender => ({
      type,
      giftCardCode: null,
      paidCents: 0,
      refundedCents: 0,
    })),
  ];
  for (const t of all) {
    const mine = payouts
      .map((_, i) => i)
      .filter(
        (i) =>
          payouts[i].type === t.type &&
          (t.type !== 'gift_card' || sameCode(giftCardCodes[i], t.giftCardCode)),
      );
    const out = mine.reduce((a, i) => a + payouts[i].amountCents, 0);
    const room = roomOf(t);
    if (out <= room) continue;
    const field = `payouts.${mine[0]}.amount`;
    if (t.type !== 'cash' || !override.reason?.trim()) errors[field] = tenderCapMessage(t, room);
    else if (!override.allowed) errors.override_reason = say('rules.tickets.onlyAManagerWhoMay');
    else overrideCents = out - room;
  }
  return { errors, overrideCents, giftCardCodes };
}
