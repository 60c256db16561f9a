import { formatCurrency } from '../../../common/money';
import { say } from '../../../common/said';

/** A coupon as the rules see it; dates are the store's calendar days (YYYY-MM-DD), inclusive. */
export interface CouponTerms {
  kind: 'percent' | 'amount';
  /** Whole percent for percent coupons, cents for amount coupons. */
  value: number;
  minimumSpendCents: number;
  validFrom: string | null;
  validTo: string | null;
  /** Uses allowed in all, or null for no limit. */
  usageLimit: number | null;
  /** Uses allowed per customer, or null for no limit. */
  perCustomerLimit: number | null;
  isActive: boolean;
}

export interface CouponUse {
  /** The store's today, YYYY-MM-DD. */
  today: string;
  /** What the coupon is measured against: the ticket after discounts, before tax and tip. */
  spendCents: number;
  /** The most the coupon can pay: what is still owed on the ticket. */
  amountDueCents: number;
  usesSoFar: number;
  /** null when the ticket has no customer: a per-customer limit then cannot be checked, so the coupon needs one. */
  usesByCustomer: number | null;
}

export type CouponVerdict = { ok: true; valueCents: number } | { ok: false; reason: string };

const mmddyyyy = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

/**
 * Whether a coupon may be used on this ticket and what it is worth, with the
 * reason the front desk reads out when it may not.
 */
export function evaluateCoupon(terms: CouponTerms, use: CouponUse): CouponVerdict {
  if (!terms.isActive)
    return { ok: false, reason: say('validation.giftCards.thisCouponIsNotActive') };
  if (terms.validFrom && use.today < terms.validFrom)
    return {
      ok: false,
      reason: say('validation.giftCards.thisCouponIsValidFrom', {
        date: mmddyyyy(terms.validFrom),
      }),
    };
  if (terms.validTo && use.today > terms.validTo)
    return { ok: false, reason: say('validation.giftCards.thisCouponHasExpired') };
  if (terms.usageLimit !== null && use.usesSoFar >= terms.usageLimit)
    return { ok: false, reason: say('validation.giftCards.thisCouponHasBeenUsed') };
  if (terms.perCustomerLimit !== null) {
    if (use.usesByCustomer === null)
      return { ok: false, reason: say('validation.giftCards.thisCouponNeedsACustomer') };
    if (use.usesByCustomer >= terms.perCustomerLimit)
      return { ok: false, reason: say('validation.giftCards.thisCustomerHasAlreadyUsed') };
  }
  if (use.spendCents < terms.minimumSpendCents) {
    return {
      ok: false,
      reason: say('validation.giftCards.thisCouponNeedsAMinimum', {
        amount: formatCurrency(terms.minimumSpendCents),
      }),
    };
  }
  const raw =
    terms.kind === 'percent' ? Math.floor((use.spendCents * terms.value + 50) / 100) : terms.value;
  const valueCents = Math.max(0, Math.min(raw, use.amountDueCents));
  if (valueCents === 0)
    return { ok: false, reason: say('validation.giftCards.thisCouponIsWorthNothing') };
  return { ok: true, valueCents };
}
