import { describe, expect, test } from 'vitest';
import { parseReportRange, reportPeriod, reportRangeBounds } from '../../common/reportRanges';

// 03:30 UTC on 15 March 2024 is still the evening of 14 March in New York (EDT, UTC−4),
// and 14 March 2024 is after the 10 March DST change, while 1 January is EST (UTC−5).
const NOW = new Date('2024-03-15T03:30:00Z');
const NY = 'America/New_York';

describe('report ranges (docs/requirements.md §9) in the store time zone', () => {
  test('today is the store’s calendar day, not the server’s UTC day', () => {
    const b = reportRangeBounds('today', NY, NOW);
    expect(b.from).toBe('2024-03-14');
    expect(b.to).toBe('2024-03-14');
    expect(b.start.toISOString()).toBe('2024-03-14T04:00:00.000Z');
    expect(b.end.toISOString()).toBe('2024-03-15T04:00:00.000Z');
  });

  test('thisMonth runs from the first of the store’s month to the end of today', () => {
    const b = reportRangeBounds('thisMonth', NY, NOW);
    expect(b.from).toBe('2024-03-01');
    // 1 March is before the DST change: midnight is 05:00 UTC.
    expect(b.start.toISOString()).toBe('2024-03-01T05:00:00.000Z');
    expect(b.end.toISOString()).toBe('2024-03-15T04:00:00.000Z');
  });

  test('3months starts on the first of the month two months back', () => {
    const b = reportRangeBounds('3months', NY, NOW);
    expect(b.from).toBe('2024-01-01');
    expect(b.start.toISOString()).toBe('2024-01-01T05:00:00.000Z');
  });

  test('6months starts on the first of the month five months back, across the year boundary', () => {
    const b = reportRangeBounds('6months', NY, NOW);
    expect(b.from).toBe('2023-10-01');
    // October is daylight time: midnight is 04:00 UTC.
    expect(b.start.toISOString()).toBe('2023-10-01T04:00:00.000Z');
    expect(b.to).toBe('2024-03-14');
  });

  test('thisYear starts on 1 January of the store’s year', () => {
    expect(reportRangeBounds('thisYear', NY, NOW).from).toBe('2024-01-01');
    // On New Year's Eve evening in Los Angeles it is already 1 January in UTC: still last year there.
    const b = reportRangeBounds(
      'thisYear',
      'America/Los_Angeles',
      new Date('2025-01-01T05:00:00Z'),
    );
    expect(b.from).toBe('2024-01-01');
    expect(b.to).toBe('2024-12-31');
    expect(b.start.toISOString()).toBe('2024-01-01T08:00:00.000Z');
    expect(b.end.toISOString()).toBe('2025-01-01T08:00:00.000Z');
  });

  test('months of different lengths do not skip a month (31 May minus 2 months is March)', () => {
    expect(reportRangeBounds('3months', NY, new Date('2024-05-31T16:00:00Z')).from).toBe(
      '2024-03-01',
    );
  });

  test('an unknown or missing range reads as today', () => {
    expect(parseReportRange(undefined)).toBe('today');
    expect(parseReportRange('lastWeek')).toBe('today');
    expect(parseReportRange(['thisYear'])).toBe('today');
    expect(parseReportRange('6months')).toBe('6months');
  });
});

// The range report, the stats and the invoice list used to read a one-sided custom range two ways
// (today for the report, that one day for the invoice list); reportPeriod is the one reading now.
describe('a custom period (reportPeriod: the range report, the stats and the invoice list)', () => {
  test('both days: the store days between them, swapped when given the wrong way round', () => {
    expect(reportPeriod('custom', '2024-03-10', '2024-03-01', NY, NOW)).toMatchObject({
      range: 'custom',
      from: '2024-03-01',
      to: '2024-03-10',
      start: new Date('2024-03-01T05:00:00Z'),
      end: new Date('2024-03-11T04:00:00Z'),
    });
  });

  test('from a day only: since that day, through the store’s today', () => {
    expect(reportPeriod('custom', '2024-02-20', null, NY, NOW)).toMatchObject({
      range: 'custom',
      from: '2024-02-20',
      to: '2024-03-14',
      end: new Date('2024-03-15T04:00:00Z'),
    });
    expect(reportPeriod('custom', '2024-03-14', undefined, NY, NOW)).toMatchObject({
      from: '2024-03-14',
      to: '2024-03-14',
    });
  });

  test('from a day after today only: that day alone, never a period running backwards', () => {
    expect(reportPeriod('custom', '2024-04-02', null, NY, NOW)).toMatchObject({
      from: '2024-04-02',
      to: '2024-04-02',
    });
  });

  test('to a day only: from the first of that day’s month', () => {
    expect(reportPeriod('custom', null, '2024-02-20', NY, NOW)).toMatchObject({
      range: 'custom',
      from: '2024-02-01',
      to: '2024-02-20',
      start: new Date('2024-02-01T05:00:00Z'),
    });
    expect(reportPeriod('custom', undefined, '2024-03-01', NY, NOW)).toMatchObject({
      from: '2024-03-01',
      to: '2024-03-01',
    });
  });

  test('neither day: the store’s today', () => {
    expect(reportPeriod('custom', null, null, NY, NOW)).toMatchObject({
      range: 'custom',
      from: '2024-03-14',
      to: '2024-03-14',
    });
  });

  test('a spec range ignores the days', () => {
    expect(reportPeriod('thisMonth', '2020-01-01', '2020-01-02', NY, NOW)).toMatchObject({
      range: 'thisMonth',
      from: '2024-03-01',
      to: '2024-03-14',
    });
  });
});
