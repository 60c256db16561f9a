import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import {
  expectedCash,
  movementTotals,
  needsApproval,
  varianceOf,
} from '../../server/domain/drawer/cash';
import { varianceSide } from '../../common/drawer';
import {
  approveDrawerSchema,
  closeDrawerSchema,
  movementSchema,
  openDrawerSchema,
} from '../../server/http/validators/cashDrawer';

describe('the expected cash in a drawer session', () => {
  test('float + cash sales − cash refunds + pay-ins − pay-outs − tip payouts − drops', () => {
    // $200 float; $51 + $75.50 kept on two cash tickets; $20 handed back on a refund; $50 change from the bank;
    // $12.99 of supplies; $30 of card tips paid to a technician; $150 to the safe.
    const cents = expectedCash({
      floatCents: 20000,
      cashSalesCents: 5100 + 7550,
      cashRefundCents: 2000,
      payInCents: 5000,
      payOutCents: 1299,
      tipPayoutCents: 3000,
      dropCents: 15000,
    });
    expect(cents).toBe(20000 + 12650 - 2000 + 5000 - 1299 - 3000 - 15000);
    expect(cents).toBe(16351);
  });

  test('a drawer with only its float expects the float', () => {
    expect(
      expectedCash({
        floatCents: 15000,
        cashSalesCents: 0,
        cashRefundCents: 0,
        payInCents: 0,
        payOutCents: 0,
        tipPayoutCents: 0,
        dropCents: 0,
      }),
    ).toBe(15000);
  });

  test('movements add up by kind', () => {
    expect(
      movementTotals([
        { kind: 'pay_in', cents: 5000 },
        { kind: 'tip_payout', cents: 2000 },
        { kind: 'tip_payout', cents: 1000 },
        { kind: 'drop', cents: 10000 },
        { kind: 'pay_out', cents: 1299 },
      ]),
    ).toEqual({ payInCents: 5000, payOutCents: 1299, tipPayoutCents: 3000, dropCents: 10000 });
    expect(movementTotals([])).toEqual({
      payInCents: 0,
      payOutCents: 0,
      tipPayoutCents: 0,
      dropCents: 0,
    });
  });
});

describe('the variance rule', () => {
  test('counted minus expected: over is positive, short negative', () => {
    expect(varianceOf(16000, 16351)).toBe(-351);
    expect(varianceOf(17000, 16351)).toBe(649);
    expect(varianceSide(-351)).toBe('short');
    expect(varianceSide(649)).toBe('over');
    expect(varianceSide(0)).toBe('even');
  });

  test('more than the threshold either way needs approval; exactly the threshold does not', () => {
    expect(needsApproval(-500, 500)).toBe(false);
    expect(needsApproval(500, 500)).toBe(false);
    expect(needsApproval(-501, 500)).toBe(true);
    expect(needsApproval(501, 500)).toBe(true);
    expect(needsApproval(1, 0)).toBe(true);
    expect(needsApproval(0, 0)).toBe(false);
  });
});

describe('the drawer forms', () => {
  const key = 'abcdefgh-1';
  test('amounts: a float and a count may be $0; a movement from $0.01; none above $100,000', () => {
    expect(openDrawerSchema.parse({ float: 0, idempotency_key: key }).float).toBe(0);
    expect(closeDrawerSchema.parse({ counted: 10_000_000 }).counted).toBe(10_000_000);
    expect(closeDrawerSchema.safeParse({ counted: 10_000_001 }).success).toBe(false);
    const move = (over: object) =>
      movementSchema.safeParse({
        kind: 'pay_out',
        amount: 100,
        reason: 'Supplies',
        idempotency_key: key,
        ...over,
      });
    expect(move({}).success).toBe(true);
    expect(english(move({ amount: 0 }).error?.issues[0].message)).toBe(
      'The amount must be at least $0.01.',
    );
    expect(move({ amount: -5 }).success).toBe(false);
    expect(move({ amount: 'abc' }).success).toBe(false);
    expect(move({ reason: '' }).error?.issues[0].path).toEqual(['reason']);
    expect(english(move({ reason: 'x'.repeat(201) }).error?.issues[0].message)).toBe(
      'The reason may not be longer than 200 characters.',
    );
    expect(move({ kind: 'steal' }).error?.issues[0].path).toEqual(['kind']);
    expect(move({ idempotency_key: 'short' }).error?.issues[0].path).toEqual(['idempotency_key']);
  });

  test('a tip payout names its technician', () => {
    const tip = movementSchema.safeParse({
      kind: 'tip_payout',
      amount: 2000,
      reason: 'Card tips',
      idempotency_key: key,
      employee_id: '',
    });
    expect(tip.error?.issues[0]).toMatchObject({
      path: ['employee_id'],
      message: 'Choose the technician the tip is paid to.',
    });
    expect(
      movementSchema.parse({
        kind: 'tip_payout',
        amount: 2000,
        reason: 'Card tips',
        idempotency_key: key,
        employee_id: '7',
      }).employee_id,
    ).toBe(7);
  });

  test('an approval needs a reason, and a typed manager needs their password', () => {
    expect(approveDrawerSchema.safeParse({ approval_reason: '' }).error?.issues[0].path).toEqual([
      'approval_reason',
    ]);
    expect(
      approveDrawerSchema.safeParse({ approval_reason: 'Recounted', approver_id: '1001' }).error
        ?.issues[0].path,
    ).toEqual(['approver_password']);
    expect(
      approveDrawerSchema.parse({ approval_reason: 'Recounted', approver_id: '' }),
    ).toMatchObject({ approver_id: null, approver_password: '' });
  });
});
