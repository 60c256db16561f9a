import { describe, expect, it } from 'vitest';
import { checkPayouts, roomOf, splitRefund, type PaidTender } from '../../common/refunds';

/** A refund pays back on the tenders the ticket was paid with, with worked numbers. */
const cash = (paid: number, refunded = 0): PaidTender => ({
  type: 'cash',
  giftCardCode: null,
  paidCents: paid,
  refundedCents: refunded,
});
const gift = (code: string, paid: number, refunded = 0): PaidTender => ({
  type: 'gift_card',
  giftCardCode: code,
  paidCents: paid,
  refundedCents: refunded,
});
const card = (paid: number, refunded = 0): PaidTender => ({
  type: 'credit_card',
  giftCardCode: null,
  paidCents: paid,
  refundedCents: refunded,
});
const noOverride = { reason: null, allowed: false };

describe('the starting split of a refund', () => {
  it('a $51.00 ticket paid $21.00 cash + $30.00 gift card: a $20.00 refund splits 8.24 / 11.76 in proportion', () => {
    // 2000 × 2100/5100 = 823.53 → 824 (larger remainder), 2000 × 3000/5100 = 1176.47 → 1176.
    expect(splitRefund(2000, [cash(2100), gift('GC-1', 3000)])).toEqual([824, 1176]);
  });

  it('the whole ticket goes back exactly as it was paid', () => {
    expect(splitRefund(5100, [cash(2100), gift('GC-1', 3000)])).toEqual([2100, 3000]);
  });

  it('partial refunds twice: after $20.00 (8.24 cash, 11.76 card) the rest $31.00 is exactly what each has left', () => {
    const after = [cash(2100, 824), gift('GC-1', 3000, 1176)];
    expect(after.map(roomOf)).toEqual([1276, 1824]);
    expect(splitRefund(3100, after)).toEqual([1276, 1824]);
  });

  it('a tender fully refunded takes nothing more', () => {
    expect(splitRefund(1000, [cash(2100, 2100), gift('GC-1', 3000)])).toEqual([0, 1000]);
  });
});

describe('checking where the money goes', () => {
  it('within each tender’s room is fine, and a blank gift card code means the card that paid', () => {
    const v = checkPayouts(
      [cash(2100), gift('GC-1', 3000)],
      [
        { type: 'cash', amountCents: 824, giftCardCode: null },
        { type: 'gift_card', amountCents: 1176, giftCardCode: '' },
      ],
      noOverride,
    );
    expect(v).toEqual({ errors: {}, overrideCents: 0, giftCardCodes: [null, 'GC-1'] });
  });

  it('a ticket paid wholly by gift card cannot be refunded in cash without an override, beside the cash field', () => {
    const v = checkPayouts(
      [gift('GC-1', 5100)],
      [{ type: 'cash', amountCents: 5100, giftCardCode: null }],
      noOverride,
    );
    expect(v.errors).toEqual({
      'payouts.0.amount':
        'Only $0.00 can go back in cash: that is what was paid in cash. More needs a manager’s override with a reason.',
    });
    expect(v.overrideCents).toBe(0);
  });

  it('the override: a reason and the permission let $30.00 more than the $21.00 cash paid go back in cash, and say how much', () => {
    const tenders = [cash(2100), card(3000)];
    const payouts = [{ type: 'cash' as const, amountCents: 5100, giftCardCode: null }];
    expect(checkPayouts(tenders, payouts, { reason: 'Terminal down', allowed: true })).toEqual({
      errors: {},
      overrideCents: 3000,
      giftCardCodes: [null],
    });
    expect(
      checkPayouts(tenders, payouts, { reason: 'Terminal down', allowed: false }).errors,
    ).toEqual({
      override_reason:
        'Only a manager who may manage settings can give back more cash than was paid in cash.',
    });
    expect(checkPayouts(tenders, payouts, { reason: '  ', allowed: true }).errors).toEqual({
      'payouts.0.amount':
        'Only $21.00 can go back in cash: that is what was paid in cash. More needs a manager’s override with a reason.',
    });
  });

  it('the override counts earlier cash refunds: $21.00 paid, $10.00 back before, $15.00 now is $4.00 over', () => {
    expect(
      checkPayouts([cash(2100, 1000)], [{ type: 'cash', amountCents: 1500, giftCardCode: null }], {
        reason: 'Goodwill',
        allowed: true,
      }).overrideCents,
    ).toBe(400);
  });

  it('no override reaches a card or a gift card: each gets back at most what it paid, net of earlier refunds', () => {
    const v = checkPayouts(
      [cash(2100), gift('GC-1', 3000, 2000), card(1000)],
      [
        { type: 'gift_card', amountCents: 1500, giftCardCode: 'gc-1' },
        { type: 'credit_card', amountCents: 1200, giftCardCode: null },
      ],
      { reason: 'x', allowed: true },
    );
    expect(v.errors).toEqual({
      'payouts.0.amount': 'Only $10.00 can go back onto gift card GC-1: that is what it paid.',
      'payouts.1.amount': 'Only $10.00 can go back to Credit Card: that is what it paid.',
    });
  });

  it('a tender that did not pay gets nothing back: a card refund on a cash ticket is refused', () => {
    expect(
      checkPayouts([cash(5100)], [{ type: 'credit_card', amountCents: 4000, giftCardCode: null }], {
        reason: 'x',
        allowed: true,
      }).errors,
    ).toEqual({
      'payouts.0.amount': 'Only $0.00 can go back to Credit Card: that is what it paid.',
    });
  });

  it('a gift card payout goes only onto a card that paid', () => {
    expect(
      checkPayouts(
        [cash(5100)],
        [{ type: 'gift_card', amountCents: 100, giftCardCode: 'ANY' }],
        noOverride,
      ).errors,
    ).toEqual({
      'payouts.0.amount':
        'No gift card paid for this ticket: give the money back the way it was paid.',
    });
    expect(
      checkPayouts(
        [gift('GC-1', 1000), gift('GC-2', 1000)],
        [{ type: 'gift_card', amountCents: 100, giftCardCode: 'OTHER' }],
        noOverride,
      ).errors,
    ).toEqual({
      'payouts.0.gift_card_code': 'The money goes back onto the gift card that paid: GC-1 or GC-2.',
    });
  });
});
