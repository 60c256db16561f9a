import { describe, expect, test } from 'vitest';
import { commissionCents } from '../../server/domain/referrals/commissions';

describe('commissionCents', () => {
  test('is bps of the paid amount in cents, half up', () => {
    expect(commissionCents(2900, 2000)).toBe(580);
    expect(commissionCents(2400, 2000)).toBe(480);
    // 12.5 cents → 13; 12.4999 → 12
    expect(commissionCents(125, 1000)).toBe(13);
    expect(commissionCents(1249, 100)).toBe(12);
    expect(commissionCents(1250, 100)).toBe(13);
    expect(commissionCents(1, 5000)).toBe(1);
    expect(commissionCents(1, 4999)).toBe(0);
  });
  test('is never negative: nothing paid, a credit or no rate earns nothing', () => {
    expect(commissionCents(0, 2000)).toBe(0);
    expect(commissionCents(-500, 2000)).toBe(0);
    expect(commissionCents(2900, 0)).toBe(0);
  });
});
