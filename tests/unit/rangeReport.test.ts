import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import {
  bucketDays,
  daysIn,
  defaultGrouping,
  salesByCategory,
} from '../../server/domain/reports/range';
import { reportPeriod } from '../../common/reportRanges';
import { rangeReportSchema } from '../../server/http/validators/reports';

const NY = 'America/New_York';
const NOW = new Date('2026-03-15T16:00:00Z');

describe('the range report’s period (reports.index)', () => {
  test('custom store days run from the first midnight to the midnight after the last, DST included', () => {
    const p = reportPeriod('custom', '2026-03-07', '2026-03-08', NY, NOW);
    expect(p.start.toISOString()).toBe('2026-03-07T05:00:00.000Z');
    // 8 March 2026 has 23 hours: the next midnight is EDT.
    expect(p.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  test('a spec range is the spec’s (one-sided custom days: tests/unit/reportRanges.test.ts)', () => {
    expect(reportPeriod('3months', undefined, undefined, NY, NOW)).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-15',
    });
  });

  test('grouping by length: a month by day, 3 months by week, more by month', () => {
    expect(defaultGrouping({ from: '2026-03-01', to: '2026-03-31' })).toBe('day');
    expect(defaultGrouping({ from: '2026-01-01', to: '2026-03-31' })).toBe('week');
    expect(defaultGrouping({ from: '2025-10-01', to: '2026-03-31' })).toBe('month');
    expect(daysIn('2024-01-01', '2024-12-31')).toBe(366);
  });

  test('a bucket shows the days it covers inside the period', () => {
    const period = { from: '2026-03-04', to: '2026-03-20' };
    expect(bucketDays('2026-03-02', 'week', period)).toEqual({
      from: '2026-03-04',
      to: '2026-03-08',
    });
    expect(bucketDays('2026-03-16', 'week', period)).toEqual({
      from: '2026-03-16',
      to: '2026-03-20',
    });
    expect(bucketDays('2026-02-01', 'month', { from: '2026-02-10', to: '2026-12-31' })).toEqual({
      from: '2026-02-10',
      to: '2026-02-28',
    });
    expect(bucketDays('2024-02-01', 'month', { from: '2024-01-01', to: '2024-12-31' })).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  test('categories add up their items; items without one are "No category"', () => {
    const item = (categoryId: number | null, category: string | null, netCents: number) => ({
      serviceId: 1,
      name: 'x',
      categoryId,
      category,
      kind: 'service' as const,
      quantity: 1,
      grossCents: netCents,
      netCents,
    });
    expect(
      salesByCategory([item(1, 'Nails', 1000), item(null, null, 500), item(1, 'Nails', 2000)]),
    ).toEqual([
      { categoryId: 1, name: 'Nails', quantity: 2, grossCents: 3000, netCents: 3000 },
      { categoryId: null, name: 'No category', quantity: 1, grossCents: 500, netCents: 500 },
    ]);
  });

  test('the query: at most 366 days, the end not before the start, a real date', () => {
    const errors = (q: object) => {
      const r = rangeReportSchema.safeParse(q);
      return r.success
        ? null
        : r.error.issues.map((i) => `${i.path.join('.')}: ${english(i.message)}`);
    };
    expect(errors({ range: 'custom', from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(errors({ range: 'custom', from: '2024-01-01', to: '2025-01-01' })).toEqual([
      'to: Choose at most 366 days.',
    ]);
    expect(errors({ range: 'custom', from: '2024-02-30', to: '2024-03-01' })).toEqual([
      'from: Enter a real start date.',
    ]);
    expect(errors({ range: 'thisYear', from: 'junk' })).toBeNull();
    expect(errors({ range: 'custom', from: 'junk' })).toEqual([
      'from: Enter a real start date.',
      'to: Enter the end date.',
    ]);
    expect(errors({ range: 'nope', group: 'hour' })).toBeNull();
  });
});
