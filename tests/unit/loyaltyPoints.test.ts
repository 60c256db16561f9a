import { describe, expect, test } from 'vitest';
import {
  expiryDue,
  pointsBalance,
  pointsEarned,
  reversedSoFar,
  type LedgerRow,
} from '../../server/domain/loyalty/points';
import { lotDates } from '../../server/domain/loyalty/ledger';
import { liabilityCents, pointValueBasis, rewardLineDiscounts } from '../../common/loyalty';

const spend = { earnMode: 'spend' as const, pointsPerDollar: 2, pointsPerVisit: 10 };
const visit = { ...spend, earnMode: 'visit' as const };
const at = (iso: string) => new Date(iso);

describe('earning', () => {
  test('per dollar of services, rounded down to whole points', () => {
    expect(pointsEarned(spend, 4599)).toBe(91); // 4599 × 2 / 100 = 91.98
    expect(pointsEarned(spend, 49)).toBe(0);
    expect(pointsEarned(spend, 50)).toBe(1);
    expect(pointsEarned({ ...spend, pointsPerDollar: 0 }, 10_000)).toBe(0);
  });
  test('per visit: the fixed points when any service was paid, none for a visit paid by a reward', () => {
    expect(pointsEarned(visit, 1)).toBe(10);
    expect(pointsEarned(visit, 0)).toBe(0);
  });
  test('pending for the delay, expiring N months after they become spendable', () => {
    const d = lotDates({ availableAfterHours: 24, expiryMonths: 6 }, at('2026-01-31T15:00:00Z'));
    expect(d.availableAt.toISOString()).toBe('2026-02-01T15:00:00.000Z');
    expect(d.expiresAt?.toISOString()).toBe('2026-08-01T15:00:00.000Z');
    expect(
      lotDates({ availableAfterHours: 0, expiryMonths: null }, at('2026-01-31T15:00:00Z'))
        .expiresAt,
    ).toBeNull();
  });
});

describe('proportional reversal', () => {
  test('95 points on $47.50 of services: $20 back takes 40, $30 in all 60, everything 95', () => {
    expect(reversedSoFar(95, 2000, 4750)).toBe(40);
    expect(reversedSoFar(95, 3000, 4750)).toBe(60);
    expect(reversedSoFar(95, 4750, 4750)).toBe(95);
    expect(reversedSoFar(95, 9999, 4750)).toBe(95);
  });
  test('rounded half up, and the parts of several refunds add up to the points', () => {
    // 50 × 1000 / 3000 = 16.67 → 17; then 50 × 2000 / 3000 = 33.3 → 33 (16 more); then all 50 (17 more).
    expect([
      reversedSoFar(50, 1000, 3000),
      reversedSoFar(50, 2000, 3000),
      reversedSoFar(50, 3000, 3000),
    ]).toEqual([17, 33, 50]);
    expect(reversedSoFar(3, 1, 2)).toBe(2); // 1.5 → 2
    expect(reversedSoFar(0, 1000, 3000)).toBe(0);
  });
});

let seq = 0;
const row = (
  kind: LedgerRow['kind'],
  points: number,
  availableAt: string,
  expiresAt: string | null = null,
  reversesId: number | null = null,
): LedgerRow => ({
  id: ++seq,
  kind,
  points,
  reversesId,
  availableAt: at(availableAt),
  expiresAt: expiresAt ? at(expiresAt) : null,
});

describe('balance and FIFO expiry', () => {
  test('pending until available; a reversal of pending points leaves nothing pending', () => {
    const earn = row('earn', 80, '2026-03-02T00:00:00Z');
    const rows = [earn, row('reverse', -80, '2026-03-02T00:00:00Z', null, earn.id)];
    expect(pointsBalance([earn], at('2026-03-01T12:00:00Z'))).toMatchObject({
      available: 0,
      pending: 80,
      lifetime: 80,
    });
    expect(pointsBalance(rows, at('2026-03-01T12:00:00Z'))).toMatchObject({
      available: 0,
      pending: 0,
      lifetime: 0,
    });
  });

  test('spending takes the oldest lot first, so only what is left of it expires', () => {
    const a = row('earn', 100, '2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z');
    const b = row('earn', 100, '2026-03-01T00:00:00Z', '2026-09-01T00:00:00Z');
    const spent = row('redeem', -60, '2026-04-01T00:00:00Z');
    const rows = [a, b, spent];
    expect(expiryDue(rows, at('2026-06-30T00:00:00Z'))).toBe(0);
    // July: lot A (100) is past its date, 60 of it was spent: 40 expire.
    expect(expiryDue(rows, at('2026-07-02T00:00:00Z'))).toBe(40);
    const written = [...rows, row('expire', -40, '2026-07-02T00:00:00Z')];
    expect(expiryDue(written, at('2026-07-02T00:00:00Z'))).toBe(0);
    expect(pointsBalance(written, at('2026-07-02T00:00:00Z')).available).toBe(100);
    // September: lot B goes too.
    expect(expiryDue(written, at('2026-09-02T00:00:00Z'))).toBe(100);
    expect(pointsBalance(written, at('2026-09-02T00:00:00Z')).available).toBe(0);
  });

  test('a reward given back counts as not spent; a reversed lot expires only what is left of it', () => {
    const a = row('earn', 100, '2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z');
    const spent = row('redeem', -50, '2026-02-01T00:00:00Z');
    const rows = [
      a,
      spent,
      row('reverse', 50, '2026-02-02T00:00:00Z', null, spent.id),
      row('reverse', -30, '2026-02-03T00:00:00Z', '2026-07-01T00:00:00Z', a.id),
    ];
    expect(expiryDue(rows, at('2026-07-02T00:00:00Z'))).toBe(70);
  });
});

describe('what a reward takes off', () => {
  const lines = [
    { kind: 'service', serviceId: 1, unitPriceCents: 4000, quantity: 1, discountCents: 1000 },
    { kind: 'service', serviceId: 2, unitPriceCents: 2000, quantity: 1, discountCents: 0 },
    { kind: 'retail', serviceId: 3, unitPriceCents: 1500, quantity: 1, discountCents: 0 },
    { kind: 'giftcard', serviceId: null, unitPriceCents: 5000, quantity: 1, discountCents: 0 },
  ];
  test('money off is shared by the services after their discounts, never retail or gift cards', () => {
    // $30 + $20 of services left: $10 off → $6 and $4.
    expect(
      rewardLineDiscounts({ kind: 'amount_off', amountCents: 1000, serviceId: null }, lines),
    ).toEqual({ perLine: [600, 400, 0, 0], totalCents: 1000 });
  });
  test('capped at the services: never below $0', () => {
    expect(
      rewardLineDiscounts({ kind: 'amount_off', amountCents: 99_999, serviceId: null }, lines),
    ).toEqual({ perLine: [3000, 2000, 0, 0], totalCents: 5000 });
    expect(
      rewardLineDiscounts(
        { kind: 'amount_off', amountCents: 1000, serviceId: null },
        lines.slice(2),
      ),
    ).toEqual({ problem: 'This reward comes off services: add a service to the ticket.' });
  });
  test('a free service takes one of it off its line, at most what is left of the line', () => {
    expect(
      rewardLineDiscounts({ kind: 'free_service', amountCents: null, serviceId: 1 }, lines),
    ).toEqual({ perLine: [3000, 0, 0, 0], totalCents: 3000 });
    expect(
      rewardLineDiscounts({ kind: 'free_service', amountCents: null, serviceId: 2 }, [
        { ...lines[1], quantity: 3 },
      ]),
    ).toEqual({ perLine: [2000], totalCents: 2000 });
    expect(
      rewardLineDiscounts({ kind: 'free_service', amountCents: null, serviceId: 9 }, lines),
    ).toEqual({ problem: 'Add the reward’s service to the ticket first.' });
  });
  test('the liability values a point at the best active reward', () => {
    const basis = pointValueBasis([
      {
        name: '$10 off',
        pointsCost: 100,
        kind: 'amount_off',
        amountCents: 1000,
        servicePriceCents: null,
        isActive: true,
      },
      {
        name: 'Free pedicure',
        pointsCost: 300,
        kind: 'free_service',
        amountCents: null,
        servicePriceCents: 4500,
        isActive: true,
      },
      {
        name: 'Old',
        pointsCost: 1,
        kind: 'amount_off',
        amountCents: 1000,
        servicePriceCents: null,
        isActive: false,
      },
    ]);
    expect(basis).toEqual({ name: 'Free pedicure', centsPerPoint: 15 });
    expect(liabilityCents(1234, 15)).toBe(18510);
    expect(pointValueBasis([])).toBeNull();
  });
});
