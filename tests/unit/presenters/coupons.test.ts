import { describe, expect, test } from 'vitest';
import { couponItem, couponState } from '../../../server/http/presenters/coupons';

const coupon = {
  id: 1,
  code: 'SPRING',
  kind: 'amount' as const,
  value: 1000,
  minimumSpendCents: 5000,
  validFrom: '2026-03-01',
  validTo: '2026-03-31',
  usageLimit: 2,
  perCustomerLimit: 1,
  isActive: true,
  uses: 1,
};

describe('coupon presenters', () => {
  test('the state on a store day: off, not started, expired, used up, active (first that applies)', () => {
    expect(couponState({ ...coupon, isActive: false }, '2026-03-10')).toBe('off');
    expect(couponState(coupon, '2026-02-28')).toBe('not_started');
    expect(couponState(coupon, '2026-03-01')).toBe('active');
    expect(couponState(coupon, '2026-03-31')).toBe('active');
    expect(couponState(coupon, '2026-04-01')).toBe('expired');
    expect(couponState({ ...coupon, uses: 2 }, '2026-03-10')).toBe('used_up');
    expect(
      couponState(
        { ...coupon, validFrom: null, validTo: null, usageLimit: null, uses: 99 },
        '2030-01-01',
      ),
    ).toBe('active');
  });

  test('an amount off goes in cents with its minimum spend; a percent off has none, and open dates are blank', () => {
    expect(couponItem('2026-03-10')(coupon)).toEqual({
      id: 1,
      code: 'SPRING',
      kind: 'amount',
      value: 1000,
      minimum_spend: 5000,
      valid_from: '2026-03-01',
      valid_to: '2026-03-31',
      usage_limit: 2,
      per_customer_limit: 1,
      is_active: true,
      uses: 1,
      state: 'active',
    });
    expect(
      couponItem('2026-03-10')({
        ...coupon,
        kind: 'percent',
        value: 15,
        minimumSpendCents: 0,
        validFrom: null,
        validTo: null,
      }),
    ).toMatchObject({
      value: 15,
      minimum_spend: 0,
      valid_from: '',
      valid_to: '',
    });
  });
});
