import { describe, expect, test } from 'vitest';
import { ratePercent } from '../../resources/js/Pages/Admin/UserRefs/Partials/rate';

describe('a referral partner’s commission rate, from basis points', () => {
  test('a whole percent without decimals, any other with two, as the page always wrote it', () => {
    expect(ratePercent(2000)).toBe('20%');
    expect(ratePercent(1250)).toBe('12.50%');
    expect(ratePercent(1005)).toBe('10.05%');
    expect(ratePercent(0)).toBe('0%');
  });
});
