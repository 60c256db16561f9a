import { describe, expect, test } from 'vitest';
import {
  dailyReportTables,
  periodFiguresItem,
  periodPointsItem,
  rangeReportChoices,
  rangeReportTables,
} from '../../../server/http/presenters/reports';
import { DRAWER_NOTE, DRAWER_SESSION_NOTE } from '../../../server/domain/reports/drawer';
import type { DailyReport } from '../../../server/domain/reports/daily';
import type { PeriodFigures, RangeReport } from '../../../server/domain/reports/range';

const tenders = { cash: 5000, credit_card: 6843, gift_card: 0, coupon: 0, check: 0 };
const figures: PeriodFigures = {
  key: '2026-03-07',
  from: '2026-03-07',
  to: '2026-03-07',
  tickets: 2,
  servicesCents: 9000,
  retailCents: 1000,
  discountsCents: 500,
  netCents: 9500,
  taxCents: 843,
  tipsCents: 1500,
  tenders,
  giftCardsSoldCents: 0,
  giftCardsRedeemedCents: 0,
  refunds: 1,
  refundsCents: 2000,
  voids: 0,
  voidsCents: 0,
};

describe('report presenters', () => {
  test("the daily report: snake_case cents, an override's time in the store's zone, the drawer with its note", () => {
    const r = {
      date: '2026-03-07',
      tickets: 2,
      sales: [],
      tenders: [],
      taxes: [{ name: 'NY', rate: 8.875, baseCents: 9500, amountCents: 843 }],
      giftCards: { soldCents: 2500, redeemedCents: 1000 },
      refunds: {
        count: 1,
        totalCents: 2000,
        netCents: 1800,
        taxCents: 200,
        tipCents: 0,
        byTender: [{ key: 'cash', label: 'Cash', cents: 2000 }],
      },
      voids: { count: 0, amountCents: 0 },
      cashOverrides: [
        {
          refundId: 3,
          invoiceId: 7,
          number: 42,
          cents: 500,
          reason: 'Card machine down',
          by: 'Owner',
          at: new Date('2026-03-07T20:15:00Z'),
        },
      ],
      technicians: [
        {
          technicianId: 5,
          name: 'Mai',
          tickets: 2,
          serviceCents: 9000,
          tipCents: 1500,
          turnsHalves: 3,
          turnsLabel: '1½',
        },
      ],
      drawer: {
        cashTakenCents: 6000,
        changeCents: 1000,
        cashRefundCents: 2000,
        expectedCents: 3000,
        clockOutCashCents: 3000,
      },
      drawerDay: { sessions: [], tipPayouts: [] },
    } as unknown as DailyReport;
    const t = dailyReportTables(r);
    expect(t.taxes).toEqual([{ name: 'NY', rate: 8.875, base_cents: 9500, amount_cents: 843 }]);
    expect(t.gift_cards).toEqual({ sold_cents: 2500, redeemed_cents: 1000 });
    expect(t.refunds).toEqual({
      count: 1,
      total_cents: 2000,
      tip_cents: 0,
      by_tender: [{ key: 'cash', label: 'Cash', cents: 2000 }],
    });
    expect(t.cash_overrides).toEqual([
      {
        refund_id: 3,
        invoice_id: 7,
        number: 42,
        cents: 500,
        reason: 'Card machine down',
        by: 'Owner',
        at: '2026-03-07T20:15:00.000Z',
      },
    ]);
    expect(t.technicians).toEqual([
      {
        id: 5,
        name: 'Mai',
        tickets: 2,
        service_cents: 9000,
        tip_cents: 1500,
        turns: '1½',
        turns_halves: 3,
      },
    ]);
    expect(t.drawer).toEqual({
      cash_taken_cents: 6000,
      change_cents: 1000,
      cash_refund_cents: 2000,
      expected_cents: 3000,
      clock_out_cash_cents: 3000,
      note: DRAWER_NOTE,
    });
    expect(t.drawer_sessions).toEqual([]);
  });

  test("the daily report with a drawer session: its figures, times in the store's zone, the variance in words, tips paid out by technician", () => {
    const session = {
      id: 4,
      status: 'closed',
      openedAt: new Date('2026-03-07T14:00:00Z'),
      openedBy: 'Linh Owner',
      countedAt: new Date('2026-03-08T01:00:00Z'),
      countedBy: 'Mai Manager',
      closedAt: new Date('2026-03-08T01:05:00Z'),
      floatCents: 20000,
      cashSalesCents: 5100,
      cashRefundCents: 0,
      payInCents: 0,
      payOutCents: 0,
      tipPayoutCents: 2000,
      dropCents: 0,
      expectedCents: 23100,
      countedCents: 22000,
      varianceCents: -1100,
      approvedBy: 'Linh Owner',
      approvalReason: 'A $10 bill in the tip jar',
    };
    const r = {
      taxes: [],
      giftCards: { soldCents: 0, redeemedCents: 0 },
      refunds: { count: 0, totalCents: 0, tipCents: 0, byTender: [] },
      voids: { count: 0, amountCents: 0 },
      cashOverrides: [],
      technicians: [],
      drawer: {
        cashTakenCents: 0,
        changeCents: 0,
        cashRefundCents: 0,
        expectedCents: 0,
        clockOutCashCents: 0,
      },
      drawerDay: {
        sessions: [session],
        tipPayouts: [{ technicianId: 9, name: 'Bao Tran', cents: 2000 }],
      },
    } as unknown as DailyReport;
    const t = dailyReportTables(r);
    expect(t.drawer.note).toBe(DRAWER_SESSION_NOTE);
    expect(t.drawer_sessions).toEqual([
      {
        id: 4,
        status: 'closed',
        opened_at: '2026-03-07T14:00:00.000Z',
        opened_by: 'Linh Owner',
        closed_at: '2026-03-08T01:05:00.000Z',
        float_cents: 20000,
        cash_sales_cents: 5100,
        cash_refund_cents: 0,
        pay_in_cents: 0,
        pay_out_cents: 0,
        tip_payout_cents: 2000,
        drop_cents: 0,
        expected_cents: 23100,
        counted_cents: 22000,
        variance_cents: -1100,
        approved_by: 'Linh Owner',
        approval_reason: 'A $10 bill in the tip jar',
      },
    ]);
    expect(t.tip_payouts).toEqual([{ id: 9, name: 'Bao Tran', cents: 2000 }]);
  });

  test('a figures row keeps every sum in cents under its page name', () => {
    expect(periodFiguresItem(figures)).toEqual({
      key: '2026-03-07',
      from: '2026-03-07',
      to: '2026-03-07',
      tickets: 2,
      services_cents: 9000,
      retail_cents: 1000,
      discounts_cents: 500,
      net_cents: 9500,
      tax_cents: 843,
      tips_cents: 1500,
      tenders,
      gift_cards_sold_cents: 0,
      gift_cards_redeemed_cents: 0,
      refunds: 1,
      refunds_cents: 2000,
      voids: 0,
      voids_cents: 0,
    });
  });

  test("the range report's tables: an item without a category says so; the choices end with custom dates and name the groupings", () => {
    const r = {
      rows: [figures],
      total: figures,
      items: [
        {
          serviceId: 1,
          name: 'Polish',
          category: null,
          kind: 'retail',
          quantity: 2,
          grossCents: 1000,
          netCents: 1000,
        },
      ],
      categories: [
        { categoryId: null, name: 'No category', quantity: 2, grossCents: 1000, netCents: 1000 },
      ],
      taxes: [],
      technicians: [
        {
          technicianId: 5,
          name: 'Mai',
          tickets: 2,
          serviceCents: 9000,
          averageCents: 4500,
          tipCents: 1500,
        },
      ],
    } as unknown as RangeReport;
    const t = rangeReportTables(r);
    expect(t.items).toEqual([
      {
        service_id: 1,
        name: 'Polish',
        category: 'No category',
        kind: 'retail',
        quantity: 2,
        gross_cents: 1000,
        net_cents: 1000,
      },
    ]);
    expect(t.technicians).toEqual([
      { id: 5, name: 'Mai', tickets: 2, service_cents: 9000, average_cents: 4500, tip_cents: 1500 },
    ]);
    expect(t.total.net_cents).toBe(9500);
    const c = rangeReportChoices();
    expect(c.ranges).toEqual(['today', 'thisMonth', '3months', '6months', 'thisYear', 'custom']);
    expect(c.groupings).toEqual(['day', 'week', 'month']);
    expect(c.tenders.map((x) => x.key)).toEqual([
      'cash',
      'credit_card',
      'gift_card',
      'coupon',
      'check',
    ]);
  });
});

describe('periodPointsItem', () => {
  test('keeps the counts of points and what they are worth in cents', () => {
    expect(
      periodPointsItem({
        given: 1200,
        spent: 350,
        reversed: 40,
        expired: 0,
        adjusted: -5,
        outstanding: 21270,
        worthCents: 127620,
        basis: { centsPerPoint: 6, rewardName: 'Free pedicure' },
      }),
    ).toEqual({
      given: 1200,
      spent: 350,
      reversed: 40,
      expired: 0,
      adjusted: -5,
      outstanding: 21270,
      worth_cents: 127620,
      basis: { cents_per_point: 6, reward_name: 'Free pedicure' },
    });
  });
});
