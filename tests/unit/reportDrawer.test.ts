import { describe, expect, test } from 'vitest';
import { expectedDrawer } from '../../server/domain/reports/drawer';
import { reportDay } from '../../server/domain/reports/daily';
import { dailyReportSchema } from '../../server/http/validators/reports';

describe('the expected cash in the drawer', () => {
  test('cash handed over, less change, less cash refunds; cash out at clock-out is not taken off', () => {
    // $60 + $20 handed over for $57 + $18.50 due: $4.50 change kept out; a $10 refund paid in cash.
    const d = expectedDrawer({ cashKeptCents: 7550, changeCents: 450, cashRefundCents: 1000, clockOutCashCents: 4000 });
    expect(d).toEqual({ cashTakenCents: 8000, changeCents: 450, cashRefundCents: 1000, expectedCents: 6550, clockOutCashCents: 4000 });
  });

  test('a day with only a cash refund expects less than nothing: the drawer paid out', () => {
    expect(expectedDrawer({ cashKeptCents: 0, changeCents: 0, cashRefundCents: 2000, clockOutCashCents: 0 }).expectedCents).toBe(-2000);
  });
});

describe('the report day', () => {
  const now = new Date('2026-03-09T03:30:00Z'); // Sunday 8 March, 11:30 PM EDT in New York; already Monday in UTC.

  test('no date is the store’s today, with its midnights as bounds (23 hours on the day clocks go forward)', () => {
    const day = reportDay('America/New_York', null, now);
    expect(day).toMatchObject({ date: '2026-03-08', today: '2026-03-08', previous: '2026-03-07', next: '2026-03-09' });
    expect(day.bounds.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(day.bounds.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  test('the day clocks go back has 25 hours', () => {
    const day = reportDay('America/New_York', '2026-11-01', now);
    expect(day.bounds.end.getTime() - day.bounds.start.getTime()).toBe(25 * 3600_000);
  });

  test('the date query: a real day passes, anything else reads as none (today)', () => {
    expect(dailyReportSchema.parse({ date: '2024-02-29' }).date).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2026-13-01', '2026-1-1', '0000-01-01', 'today', '', ['2026-01-01'], 'x'.repeat(100), undefined]) {
      expect(dailyReportSchema.parse({ date: bad }).date).toBeNull();
    }
  });
});
