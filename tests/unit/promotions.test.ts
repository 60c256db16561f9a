import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  conditionsText,
  effectText,
  promotionReason,
  storeClock,
  withPromotionDiscounts,
  type PromotionCustomer,
  type PromotionLine,
  type PromotionRule,
  type StoreClock,
} from '../../common/promotions';
import { computeTicket, DEFAULT_TIP_RULE } from '../../common/ticketTotals';

const promo = (over: Partial<PromotionRule> = {}): PromotionRule => ({
  id: 1,
  name: 'Gel Tuesday',
  kind: 'percent',
  value: 20,
  buyQuantity: null,
  getQuantity: null,
  target: 'all',
  serviceIds: [],
  categoryIds: [],
  daysOfWeek: [],
  startMinute: null,
  endMinute: null,
  firstVisit: false,
  birthdayMonth: false,
  startsOn: null,
  endsOn: null,
  priority: 0,
  isActive: true,
  ...over,
});
const line = (over: Partial<PromotionLine> = {}): PromotionLine => ({
  key: 'a',
  kind: 'service',
  serviceId: 10,
  categoryId: 100,
  name: 'Gel Manicure',
  unitPriceCents: 3500,
  quantity: 1,
  discountCents: 0,
  ...over,
});
// Tuesday 2026-11-24, 11:00.
const tuesday11: StoreClock = { date: '2026-11-24', weekday: 2, minute: 660 };
const nobody: PromotionCustomer | null = null;
const gelTuesday = promo({
  daysOfWeek: [2],
  startMinute: 600,
  endMinute: 840,
  target: 'services',
  serviceIds: [10],
});

describe('promotion rules: when', () => {
  it('Tuesday 10 AM–2 PM: 20% off Gel applies inside the window, with why as values (and the English note the ticket keeps)', () => {
    const applied = applyPromotions([gelTuesday], [line()], tuesday11, nobody);
    expect(applied).toEqual([
      {
        promotionId: 1,
        name: 'Gel Tuesday',
        lineKey: 'a',
        lineName: 'Gel Manicure',
        amountCents: 700,
        terms: {
          kind: 'percent',
          value: 20,
          buyQuantity: null,
          getQuantity: null,
          daysOfWeek: [2],
          startMinute: 600,
          endMinute: 840,
          firstVisit: false,
          birthdayMonth: false,
        },
      },
    ]);
    // No sentence for a page: the pay screen says it from the terms in the reader's language.
    expect(applied[0]).not.toHaveProperty('reason');
    expect(promotionReason(applied[0])).toBe('Tuesday 10 AM–2 PM: 20% off Gel Manicure');
  });

  it('the window is [start, end): 10:00 in, 13:59 in, 14:00 out, 9:59 out; Wednesday out', () => {
    const at = (minute: number, weekday = 2) =>
      applyPromotions([gelTuesday], [line()], { date: '2026-11-24', weekday, minute }, nobody)
        .length;
    expect([at(600), at(839), at(840), at(599), at(660, 3)]).toEqual([1, 1, 0, 0, 0]);
  });

  it('a window to midnight covers 23:59 and not 00:00 of the next day', () => {
    const late = promo({ daysOfWeek: [5], startMinute: 1320, endMinute: 1440 });
    expect(
      applyPromotions([late], [line()], { date: '2026-11-27', weekday: 5, minute: 1439 }, nobody),
    ).toHaveLength(1);
    expect(
      applyPromotions([late], [line()], { date: '2026-11-28', weekday: 6, minute: 0 }, nobody),
    ).toHaveLength(0);
  });

  it('reads the store clock in its zone: 23:30 in New York is Saturday 04:30 UTC, and the day is Friday', () => {
    expect(storeClock('America/New_York', new Date('2026-11-28T04:30:00Z'))).toEqual({
      date: '2026-11-27',
      weekday: 5,
      minute: 1410,
    });
  });

  it('on DST days the wall clock decides: 10:30 AM EDT and 10:30 AM EST are both in a 10 AM–2 PM window', () => {
    // 2026-03-08 (spring forward, Sunday) 10:30 EDT = 14:30 UTC; 2026-11-01 (fall back, Sunday) 10:30 EST = 15:30 UTC.
    const spring = storeClock('America/New_York', new Date('2026-03-08T14:30:00Z'));
    const fall = storeClock('America/New_York', new Date('2026-11-01T15:30:00Z'));
    expect(spring).toEqual({ date: '2026-03-08', weekday: 0, minute: 630 });
    expect(fall).toEqual({ date: '2026-11-01', weekday: 0, minute: 630 });
    const sunday = promo({ daysOfWeek: [0], startMinute: 600, endMinute: 840 });
    expect(applyPromotions([sunday], [line()], spring, nobody)).toHaveLength(1);
    expect(applyPromotions([sunday], [line()], fall, nobody)).toHaveLength(1);
    // 1:30 AM happens twice on fall-back day: both read 1:30, both outside the window.
    expect(storeClock('America/New_York', new Date('2026-11-01T05:30:00Z')).minute).toBe(90);
    expect(storeClock('America/New_York', new Date('2026-11-01T06:30:00Z')).minute).toBe(90);
  });

  it('date range in store days, inclusive at both ends', () => {
    const ranged = promo({ startsOn: '2026-11-24', endsOn: '2026-11-30' });
    const on = (date: string) =>
      applyPromotions([ranged], [line()], { date, weekday: 2, minute: 0 }, nobody).length;
    expect([on('2026-11-23'), on('2026-11-24'), on('2026-11-30'), on('2026-12-01')]).toEqual([
      0, 1, 1, 0,
    ]);
  });

  it('a switched-off promotion never applies', () => {
    expect(applyPromotions([promo({ isActive: false })], [line()], tuesday11, nobody)).toEqual([]);
  });
});

describe('promotion rules: who', () => {
  const birthday = promo({
    id: 2,
    name: 'Birthday',
    kind: 'amount',
    value: 1000,
    birthdayMonth: true,
  });
  it('birthday month: $10 off in her month, nothing in another month or for a walk-in', () => {
    const nov: PromotionCustomer = { firstVisit: false, birthdayMonth: 11 };
    const applied = applyPromotions([birthday], [line()], tuesday11, nov);
    expect(applied).toEqual([
      expect.objectContaining({
        promotionId: 2,
        name: 'Birthday',
        lineKey: 'a',
        amountCents: 1000,
        terms: expect.objectContaining({ kind: 'amount', value: 1000, birthdayMonth: true }),
      }),
    ]);
    expect(promotionReason(applied[0])).toBe('Birthday month: $10.00 off Gel Manicure');
    expect(
      applyPromotions([birthday], [line()], tuesday11, { firstVisit: false, birthdayMonth: 12 }),
    ).toEqual([]);
    expect(
      applyPromotions([birthday], [line()], tuesday11, { firstVisit: false, birthdayMonth: null }),
    ).toEqual([]);
    expect(applyPromotions([birthday], [line()], tuesday11, null)).toEqual([]);
  });

  it('born on 29 February: her birthday month is February, in a leap year and not', () => {
    const leapling: PromotionCustomer = { firstVisit: false, birthdayMonth: 2 };
    expect(
      applyPromotions(
        [birthday],
        [line()],
        { date: '2027-02-28', weekday: 0, minute: 600 },
        leapling,
      ),
    ).toHaveLength(1);
    expect(
      applyPromotions(
        [birthday],
        [line()],
        { date: '2028-02-29', weekday: 2, minute: 600 },
        leapling,
      ),
    ).toHaveLength(1);
    expect(
      applyPromotions(
        [birthday],
        [line()],
        { date: '2027-03-01', weekday: 1, minute: 600 },
        leapling,
      ),
    ).toHaveLength(0);
  });

  it('first visit only for a customer with no paid ticket before', () => {
    const first = promo({ firstVisit: true, value: 15 });
    expect(
      applyPromotions([first], [line()], tuesday11, { firstVisit: true, birthdayMonth: null })[0]
        .amountCents,
    ).toBe(525);
    expect(
      applyPromotions([first], [line()], tuesday11, { firstVisit: false, birthdayMonth: null }),
    ).toEqual([]);
    expect(applyPromotions([first], [line()], tuesday11, null)).toEqual([]);
  });
});

describe('promotion rules: what and how they combine', () => {
  it('targets: a service list or a category list; never a gift card; never a line discounted by hand', () => {
    const byCategory = promo({ target: 'categories', categoryIds: [100] });
    const lines = [
      line({ key: 'gel' }),
      line({ key: 'pedi', serviceId: 11, categoryId: 200, name: 'Pedicure', unitPriceCents: 4000 }),
      line({
        key: 'card',
        kind: 'giftcard',
        serviceId: null,
        categoryId: null,
        name: 'Gift card',
        unitPriceCents: 5000,
      }),
      line({ key: 'hand', discountCents: 100 }),
    ];
    expect(applyPromotions([byCategory], lines, tuesday11, nobody).map((a) => a.lineKey)).toEqual([
      'gel',
    ]);
    expect(
      applyPromotions([promo()], lines, tuesday11, nobody).map((a) => [a.lineKey, a.amountCents]),
    ).toEqual([
      ['gel', 700],
      ['pedi', 800],
    ]);
  });

  it('percent rounds half up per line: 15% of $45.30 is $6.80', () => {
    expect(
      applyPromotions(
        [promo({ value: 15 })],
        [line({ unitPriceCents: 4530 })],
        tuesday11,
        nobody,
      )[0].amountCents,
    ).toBe(680);
  });

  it('never below $0: $50 off a $35 line takes $35', () => {
    expect(
      applyPromotions([promo({ kind: 'amount', value: 5000 })], [line()], tuesday11, nobody)[0]
        .amountCents,
    ).toBe(3500);
  });

  it('an amount off applies once per ticket, on the line it saves most on', () => {
    const ten = promo({ kind: 'amount', value: 1000 });
    const out = applyPromotions(
      [ten],
      [line({ key: 'a', unitPriceCents: 800 }), line({ key: 'b', unitPriceCents: 3000 })],
      tuesday11,
      nobody,
    );
    expect(out.map((a) => [a.lineKey, a.amountCents])).toEqual([['b', 1000]]);
  });

  it('one promotion per line, the best for the customer; ties go to the higher priority, then the older', () => {
    const twenty = promo({ id: 1, name: 'Twenty', value: 20 });
    const five = promo({ id: 2, name: 'Five dollars', kind: 'amount', value: 500 });
    // 20% of $35 = $7 beats $5.
    expect(applyPromotions([five, twenty], [line()], tuesday11, nobody).map((a) => a.name)).toEqual(
      ['Twenty'],
    );
    const seven = promo({ id: 3, name: 'Seven dollars', kind: 'amount', value: 700 });
    expect(
      applyPromotions([twenty, seven], [line()], tuesday11, nobody).map((a) => a.name),
    ).toEqual(['Twenty']);
    expect(
      applyPromotions([twenty, { ...seven, priority: 5 }], [line()], tuesday11, nobody).map(
        (a) => a.name,
      ),
    ).toEqual(['Seven dollars']);
  });

  it('buy 2 get 1 free: the cheapest of each three units is free; a fourth unit alone gets nothing', () => {
    const b2g1 = promo({
      name: 'Polish 3 for 2',
      kind: 'buy_x_get_y',
      value: 100,
      buyQuantity: 2,
      getQuantity: 1,
      target: 'categories',
      categoryIds: [300],
    });
    const polish = (key: string, cents: number, quantity = 1) =>
      line({
        key,
        kind: 'retail',
        serviceId: 50,
        categoryId: 300,
        name: `Polish ${key}`,
        unitPriceCents: cents,
        quantity,
      });
    const applied = applyPromotions(
      [b2g1],
      [polish('a', 1200), polish('b', 900), polish('c', 1500)],
      tuesday11,
      nobody,
    );
    expect(applied).toEqual([
      expect.objectContaining({
        promotionId: 1,
        name: 'Polish 3 for 2',
        lineKey: 'b',
        lineName: 'Polish b',
        amountCents: 900,
        terms: expect.objectContaining({
          kind: 'buy_x_get_y',
          value: 100,
          buyQuantity: 2,
          getQuantity: 1,
        }),
      }),
    ]);
    expect(promotionReason(applied[0])).toBe('Every day: Buy 2 get 1 free Polish b');
    // Units: 1500, 1200, 1200, 900 → group 1500/1200/[1200 free]; 900 left over.
    expect(
      applyPromotions(
        [b2g1],
        [polish('a', 1200, 2), polish('b', 900), polish('c', 1500)],
        tuesday11,
        nobody,
      ).map((a) => [a.lineKey, a.amountCents]),
    ).toEqual([['a', 1200]]);
    // Six units of $10: two free.
    expect(
      applyPromotions([b2g1], [polish('a', 1000, 6)], tuesday11, nobody).map((a) => a.amountCents),
    ).toEqual([2000]);
    // Two units: no full group.
    expect(applyPromotions([b2g1], [polish('a', 1000, 2)], tuesday11, nobody)).toEqual([]);
  });

  it('buy 1 get 1 50% off: the cheaper one at half', () => {
    const bogo = promo({ kind: 'buy_x_get_y', value: 50, buyQuantity: 1, getQuantity: 1 });
    expect(
      applyPromotions(
        [bogo],
        [line({ key: 'a', unitPriceCents: 4000 }), line({ key: 'b', unitPriceCents: 3001 })],
        tuesday11,
        nobody,
      ).map((a) => [a.lineKey, a.amountCents]),
    ).toEqual([['b', 1501]]);
  });

  it('in words', () => {
    expect(conditionsText(gelTuesday)).toBe('Tuesday 10 AM–2 PM');
    expect(
      conditionsText(promo({ daysOfWeek: [1, 2, 3, 4, 5], startMinute: 570, endMinute: 1440 })),
    ).toBe('Weekdays 9:30 AM–midnight');
    expect(conditionsText(promo({ firstVisit: true, daysOfWeek: [0, 6] }))).toBe(
      'First visit · Weekends',
    );
    expect(
      effectText(promo({ kind: 'buy_x_get_y', value: 100, buyQuantity: 2, getQuantity: 1 })),
    ).toBe('Buy 2 get 1 free');
  });

  it('a promotion is the line discount: the ticket discount and a discount coupon come after it, on what is left; totals conserve', () => {
    // $35 gel (20% off = $7) + $40 pedicure, ticket 10% off, coupon $5 as a discount, 8.875% tax on both.
    const lines = [
      {
        key: 'a',
        kind: 'service' as const,
        unitPriceCents: 3500,
        quantity: 1,
        discountCents: 0,
        taxIds: [1],
        technicianId: 1,
      },
      {
        key: 'b',
        kind: 'service' as const,
        unitPriceCents: 4000,
        quantity: 1,
        discountCents: 0,
        taxIds: [1],
        technicianId: 1,
      },
    ];
    const applied = applyPromotions(
      [gelTuesday],
      [
        line({ key: 'a' }),
        line({ key: 'b', serviceId: 11, name: 'Pedicure', unitPriceCents: 4000 }),
      ],
      tuesday11,
      nobody,
    );
    const t = computeTicket({
      lines: withPromotionDiscounts(lines, applied),
      ticketDiscount: { type: 'percent', percent: 10 },
      taxes: [{ id: 1, name: 'Tax', rate: 8875 }],
      tip: null,
      tipRule: DEFAULT_TIP_RULE,
      couponDiscountCents: 500,
    });
    // After the promotion: 2800 + 4000 = 6800; 10% = 680 → 2520 + 3600 (pro rata 280/400); coupon 500 → 6120 − 500 = 5620.
    expect(t.lines.map((l) => l.lineDiscountCents)).toEqual([700, 0]);
    expect(t.lines.map((l) => l.ticketDiscountCents)).toEqual([280, 400]);
    expect(t.netCents).toBe(5620);
    expect(t.discountCents).toBe(700 + 680 + 500);
    expect(t.subtotalCents - t.discountCents).toBe(t.netCents);
    expect(t.lines.reduce((s, l) => s + l.netCents, 0) + t.taxCents).toBe(t.totalCents);
  });
});
