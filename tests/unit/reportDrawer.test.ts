import { describe, expect, test } from 'vitest';
import {
  DRAWER_NOTE,
  DRAWER_SESSION_NOTE,
  expectedDrawer,
} from '../../server/domain/reports/drawer';
import { dailyReportCsv } from '../../server/domain/reports/dailyCsv';
import type { DailyReport } from '../../server/domain/reports/daily';
import { reportDay } from '../../server/domain/reports/daily';
import { dailyReportSchema } from '../../server/http/validators/reports';

describe('the expected cash in the drawer', () => {
  test('cash handed over, less change, less cash refunds; cash out at clock-out is not taken off', () => {
    // $60 + $20 handed over for $57 + $18.50 due: $4.50 change kept out; a $10 refund paid in cash.
    const d = expectedDrawer({
      cashKeptCents: 7550,
      changeCents: 450,
      cashRefundCents: 1000,
      clockOutCashCents: 4000,
    });
    expect(d).toEqual({
      cashTakenCents: 8000,
      changeCents: 450,
      cashRefundCents: 1000,
      expectedCents: 6550,
      clockOutCashCents: 4000,
    });
  });

  test('a day with only a cash refund expects less than nothing: the drawer paid out', () => {
    expect(
      expectedDrawer({
        cashKeptCents: 0,
        changeCents: 0,
        cashRefundCents: 2000,
        clockOutCashCents: 0,
      }).expectedCents,
    ).toBe(-2000);
  });
});

describe('what the drawer figures say they count', () => {
  test('without a session: the tickets alone, and the note says the float and the movements are not in it', () => {
    expect(DRAWER_NOTE).toMatch(/No drawer was opened this day/);
    expect(DRAWER_NOTE).toMatch(/no float, pay-ins, pay-outs, tip payouts or drops/);
    expect(DRAWER_SESSION_NOTE).toMatch(
      /float, plus the cash kept on tickets paid while it was open/,
    );
    expect(DRAWER_SESSION_NOTE).toMatch(/less pay-outs, tip payouts and drops/);
  });

  test('the CSV lists each session and the tips paid out by technician', () => {
    const base = {
      date: '2026-03-07',
      tickets: 0,
      sales: [],
      tenders: [],
      taxes: [],
      giftCards: { soldCents: 0, redeemedCents: 0 },
      refunds: { count: 0, totalCents: 0, byTender: [] },
      voids: { count: 0, amountCents: 0 },
      technicians: [],
      drawer: expectedDrawer({
        cashKeptCents: 5100,
        changeCents: 0,
        cashRefundCents: 0,
        clockOutCashCents: 0,
      }),
    };
    const none = dailyReportCsv(
      { ...base, drawerDay: { sessions: [], tipPayouts: [] } } as unknown as DailyReport,
      'Lotus',
    );
    expect(none).not.toContain('Drawer session');
    const session = {
      id: 4,
      status: 'closed',
      openedAt: new Date('2026-03-07T14:00:00Z'),
      openedBy: 'Anna',
      countedAt: null,
      countedBy: 'Anna',
      closedAt: null,
      floatCents: 20000,
      cashSalesCents: 5100,
      cashRefundCents: 0,
      payInCents: 0,
      payOutCents: 1450,
      tipPayoutCents: 2500,
      dropCents: 0,
      expectedCents: 21150,
      countedCents: 19950,
      varianceCents: -1200,
      approvedBy: 'Linh Owner',
      approvalReason: 'Counted twice',
    };
    const csv = dailyReportCsv(
      {
        ...base,
        drawerDay: {
          sessions: [session],
          tipPayouts: [{ technicianId: 2, name: 'Bao Tran', cents: 2500 }],
        },
      } as unknown as DailyReport,
      'Lotus',
    );
    expect(csv).toContain(
      '4,2026-03-07T14:00:00.000Z,Anna,200.00,51.00,0.00,0.00,14.50,25.00,0.00,211.50,199.50,-12.00,Linh Owner,Counted twice\r\n',
    );
    expect(csv).toContain('Tips paid out in cash,Amount\r\nBao Tran,25.00\r\n');
  });
});

describe('the report day', () => {
  const now = new Date('2026-03-09T03:30:00Z'); // Sunday 8 March, 11:30 PM EDT in New York; already Monday in UTC.

  test('no date is the store’s today, with its midnights as bounds (23 hours on the day clocks go forward)', () => {
    const day = reportDay('America/New_York', null, now);
    expect(day).toMatchObject({
      date: '2026-03-08',
      today: '2026-03-08',
      previous: '2026-03-07',
      next: '2026-03-09',
    });
    expect(day.bounds.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(day.bounds.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  test('the day clocks go back has 25 hours', () => {
    const day = reportDay('America/New_York', '2026-11-01', now);
    expect(day.bounds.end.getTime() - day.bounds.start.getTime()).toBe(25 * 3600_000);
  });

  test('the date query: a real day passes, anything else reads as none (today)', () => {
    expect(dailyReportSchema.parse({ date: '2024-02-29' }).date).toBe('2024-02-29');
    for (const bad of [
      '2023-02-29',
      '2026-13-01',
      '2026-1-1',
      '0000-01-01',
      'today',
      '',
      ['2026-01-01'],
      'x'.repeat(100),
      undefined,
    ]) {
      expect(dailyReportSchema.parse({ date: bad }).date).toBeNull();
    }
  });
});
