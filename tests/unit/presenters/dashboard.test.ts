import { describe, expect, test } from 'vitest';
import { clockedInItem, headlineProps } from '../../../server/http/presenters/dashboard';

describe('dashboard presenters', () => {
  test('who is clocked in: their staff number and the clock-in instant, for the page to show', () => {
    const clockIn = new Date('2026-07-04T13:05:00Z');
    expect(clockedInItem({ id: 3, employeeId: '104', name: 'Anna', clockIn })).toEqual({
      id: 3,
      employee_id: '104',
      name: 'Anna',
      clock_in: '2026-07-04T13:05:00.000Z',
    });
  });

  test('the headline travels in cents, and not at all for who may not see sales', () => {
    expect(
      headlineProps({
        date: '2026-07-04',
        netSalesCents: 123456,
        tickets: 17,
        tipCents: 2300,
        waiting: 2,
      }),
    ).toEqual({ headline: { sales_cents: 123456, tickets: 17, tip_cents: 2300, waiting: 2 } });
    expect(headlineProps(null)).toEqual({});
  });
});
