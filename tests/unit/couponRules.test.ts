import { describe, expect, it } from 'vitest';
import {
  evaluateCoupon,
  type CouponTerms,
  type CouponUse,
} from '../../server/domain/coupons/couponRules';

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'amount',
  value: 1000,
  minimumSpendCents: 0,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  perCustomerLimit: null,
  isActive: true,
  ...over,
});
const use = (over: Partial<CouponUse> = {}): CouponUse => ({
  today: '2026-11-21',
  spendCents: 6000,
  amountDueCents: 7200,
  usesSoFar: 0,
  usesByCustomer: 0,
  ...over,
});

describe('coupon rules', () => {
  it('takes a fixed amount, never more than is owed', () => {
    expect(evaluateCoupon(terms(), use())).toEqual({ ok: true, valueCents: 1000 });
    expect(evaluateCoupon(terms({ value: 9000 }), use())).toEqual({ ok: true, valueCents: 7200 });
  });

  it('takes a percent of the spend before tax, rounded half up', () => {
    expect(
      evaluateCoupon(terms({ kind: 'percent', value: 15 }), use({ spendCents: 4530 })),
    ).toEqual({ ok: true, valueCents: 680 }); // 679.5
  });

  it('refuses with the reason the desk reads out', () => {
    expect(evaluateCoupon(terms({ validTo: '2026-11-20' }), use())).toEqual({
      ok: false,
      reason: 'This coupon has expired.',
    });
    expect(evaluateCoupon(terms({ validTo: '2026-11-21' }), use()).ok).toBe(true);
    expect(evaluateCoupon(terms({ validFrom: '2026-12-01' }), use())).toEqual({
      ok: false,
      reason: 'This coupon is valid from 12-01-2026.',
    });
    expect(evaluateCoupon(terms({ usageLimit: 3 }), use({ usesSoFar: 3 }))).toEqual({
      ok: false,
      reason: 'This coupon has been used up.',
    });
    expect(evaluateCoupon(terms({ minimumSpendCents: 5000 }), use({ spendCents: 4999 }))).toEqual({
      ok: false,
      reason: 'This coupon needs a minimum spend of $50.00.',
    });
    expect(evaluateCoupon(terms({ perCustomerLimit: 1 }), use({ usesByCustomer: 1 }))).toEqual({
      ok: false,
      reason: 'This customer has already used this coupon.',
    });
    expect(evaluateCoupon(terms({ perCustomerLimit: 1 }), use({ usesByCustomer: null }))).toEqual({
      ok: false,
      reason: 'This coupon needs a customer on the ticket.',
    });
    expect(evaluateCoupon(terms({ isActive: false }), use())).toEqual({
      ok: false,
      reason: 'This coupon is not active.',
    });
  });
});
