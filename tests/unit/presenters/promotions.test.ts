import { describe, expect, it } from 'vitest';
import {
  linePromotion,
  promotionDiscountRows,
  promotionItem,
  promotionState,
} from '../../../server/http/presenters/promotions';
import { applyPromotions, type PromotionRule } from '../../../common/promotions';

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
    expect(promotionState(rule(), '2026-11-30')).toBe('not_started');
    expect(promotionState(rule(), '2026-12-01')).toBe('active');
    expect(promotionState(rule(), '2026-12-31')).toBe('active');
    expect(promotionState(rule(), '2027-01-01')).toBe('ended');
    expect(promotionState(rule({ isActive: false }), '2026-12-10')).toBe('off');
  });

  it('the form gets times as a time input takes them (midnight as the end is 00:00) and the rule as values, no words', () => {
    const item = promotionItem('2026-12-10')(rule());
    expect(item).toMatchObject({
      kind: 'percent',
      value: 20,
      target: 'categories',
      days_of_week: [5, 6],
      start_time: '21:00',
      end_time: '00:00',
      state: 'active',
    });
    // The page says what it gives, for what and when in the reader's language.
    expect(item).not.toHaveProperty('kind_label');
    expect(item).not.toHaveProperty('value_label');
    expect(item).not.toHaveProperty('target_label');
    expect(item).not.toHaveProperty('conditions');
    expect(
      promotionItem('2026-12-10')(
        rule({ startMinute: null, endMinute: null, daysOfWeek: [], startsOn: null, endsOn: null }),
      ),
    ).toMatchObject({
      start_time: '',
      end_time: '',
      days_of_week: [],
      starts_on: '',
      ends_on: '',
    });
  });

  it('a buy X get Y sends its quantities and the percent off the Y units', () => {
    expect(
      promotionItem('2026-12-10')(
        rule({ kind: 'buy_x_get_y', value: 100, buyQuantity: 2, getQuantity: 1 }),
      ),
    ).toMatchObject({ kind: 'buy_x_get_y', value: 100, buy_quantity: 2, get_quantity: 1 });
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

  it('the pay screen’s preview sends why a promotion applies as its terms, not an English sentence', () => {
    const [applied] = applyPromotions(
      [rule({ target: 'all' })],
      [
        {
          key: 'a',
          kind: 'service',
          serviceId: 1,
          categoryId: 3,
          name: 'Gel Manicure',
          unitPriceCents: 3500,
          quantity: 1,
          discountCents: 0,
        },
      ],
      { date: '2026-12-11', weekday: 5, minute: 1300 },
      null,
    );
    const sent = linePromotion(applied);
    expect(sent).toEqual({
      line_key: 'a',
      promotion_id: 7,
      name: 'Late gel',
      amount: 700,
      line_name: 'Gel Manicure',
      kind: 'percent',
      value: 20,
      buy_quantity: null,
      get_quantity: null,
      days_of_week: [5, 6],
      start_minute: 1260,
      end_minute: 1440,
      first_visit: false,
      birthday_month: false,
    });
    expect(sent).not.toHaveProperty('reason');
    expect(JSON.stringify(sent)).not.toMatch(/off|midnight|PM/);
  });
});
