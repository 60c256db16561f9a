import { daysBetween } from './periods';

export interface Proration {
  /** Days in the whole period, both ends counted. */
  periodDays: number;
  /** Days from the change through the period's end, the change day included (the new plan serves it). */
  remainingDays: number;
  /** The unused part of the old plan, as a credit: zero or negative. */
  creditCents: number;
  /** The new plan for the remaining days: zero or positive. */
  chargeCents: number;
  /** What the next invoice adds: charge + credit (negative when moving to a cheaper plan). */
  netCents: number;
}

/**
 * A plan change part-way through a paid period, by whole store-zone days:
 * the old plan is credited for the days left, the new one charged for them,
 * each rounded to the cent on its own (half away from zero), as the two
 * invoice lines show them. A change on the period's first day credits and
 * charges the whole period; after its last day there is nothing to prorate.
 */
export function prorate(p: {
  oldPriceCents: number;
  newPriceCents: number;
  periodStart: string;
  periodEnd: string;
  changeOn: string;
}): Proration {
  const periodDays = daysBetween(p.periodStart, p.periodEnd) + 1;
  if (periodDays < 1) throw new RangeError('The period ends before it starts.');
  const from = p.changeOn < p.periodStart ? p.periodStart : p.changeOn;
  const remainingDays = Math.max(0, Math.min(periodDays, daysBetween(from, p.periodEnd) + 1));
  const share = (cents: number) => Math.round((cents * remainingDays) / periodDays);
  const creditCents = -share(p.oldPriceCents) || 0;
  const chargeCents = share(p.newPriceCents);
  return {
    periodDays,
    remainingDays,
    creditCents,
    chargeCents,
    netCents: chargeCents + creditCents,
  };
}
