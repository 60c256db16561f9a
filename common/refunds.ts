import { allocateCents } from './allocate';

/**
 * Refund arithmetic shared by the server (server/domain/pos/refunds.ts) and
 * the refund form, so the form's live totals are the ones the server records.
 */

/**
 * The tax that goes with refunding `amount` of a line's remaining net: its
 * proportional share of the remaining tax, split with allocateCents so that
 * the last refund of a line takes exactly the tax that is left.
 */
export function taxForPart(amountCents: number, remainingNetCents: number, remainingTaxCents: number): number {
  if (amountCents >= remainingNetCents) return remainingTaxCents;
  return allocateCents(remainingTaxCents, [amountCents, remainingNetCents - amountCents])[0];
}

/**
 * Whose tip a tip refund takes back. A tip is the technicians' own (domain.md
 * §3.3), so giving it back reverses their shares in proportion to them: the
 * tip refunded so far is spread over the shares, and this refund takes the
 * difference, so several partial refunds add up to the same split as one.
 */
export function tipRefundShares<T extends { cents: number }>(shares: readonly T[], refundedBeforeCents: number, refundCents: number): (T & { refundCents: number })[] {
  const weights = shares.map((s) => Math.max(0, s.cents));
  const before = allocateCents(refundedBeforeCents, weights);
  const after = allocateCents(refundedBeforeCents + refundCents, weights);
  return shares.map((s, i) => ({ ...s, refundCents: after[i] - before[i] }));
}
