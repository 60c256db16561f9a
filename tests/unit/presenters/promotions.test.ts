import { describe, expect, it } from 'vitest';
import {
  promotionDiscountRows,
  promotionItem,
  promotionState,
} from '../../../server/http/presenters/promotions';
import type { PromotionRule } from '../../../common/promotions';

const rule = (over: Partial<PromotionRule> = {}): PromotionRule => ({
  id: 7,
  name: 'Late gel',
  kind: 'percent',
  value: 20,
  buyQuantity: null,
  getQuantity: null,
  target: 'categories',
  serviceIds: [],
  categoryIds: [3],
  daysOfWeek: [5, 6],
  startMinute: 1260,
  endMinute: 1440,
  firstVisit: false,
  birthdayMonth: false,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  priority: 2,
  isActive: true,
  ...over,
});

describe('promotion presenters', () => {
  it('a promotion stands off, not started, active or ended on a store day (both ends included)', () => {
    expect(promotionState(rule(), '2026-11-30')).toBe('Not started');
    expect(promotionState(rule(), '2026-12-01')).toBe('Active');
    expect(promotionState(rule(), '2026-12-31')).toBe('Active');
    expect(promotionState(rule(), '2027-01-01')).toBe('Ended');
    expect(promotionState(rule({ isActive: false }), '2026-12-10')).toBe('Off');
  });

  it('the form gets times as a time input takes them (midnight as the end is 00:00) and the rule in words', () => {
    expect(promotionItem('2026-12-10')(rule())).toMatchObject({
      start_time: '21:00',
      end_time: '00:00',
      conditions: 'Fri, Sat 9 PM–midnight',
      value_label: '20% off',
      target_label: 'Chosen categories',
      state: 'Active',
    });
    expect(
      promotionItem('2026-12-10')(
        rule({ startMinute: null, endMinute: null, daysOfWeek: [], startsOn: null, endsOn: null }),
      ),
    ).toMatchObject({
      start_time: '',
      end_time: '',
      conditions: 'Every day',
      starts_on: '',
      ends_on: '',
    });
  });

  it('a report row keeps what stayed given after refunds', () => {
    expect(
      promotionDiscountRows([
        { promotionId: 7, name: 'Late gel', uses: 2, amountCents: 2100, reversedCents: 350 },
      ]),
    ).toEqual([
      {
        promotion_id: 7,
        name: 'Late gel',
        uses: 2,
        amount_cents: 2100,
        reversed_cents: 350,
        net_cents: 1750,
      },
    ]);
  });
});
