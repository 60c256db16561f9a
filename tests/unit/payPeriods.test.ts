import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import {
  finalisingProblem,
  nextPayablePeriod,
  notOfferedReason,
  openingProblem,
  periodsToList,
  runOrderNote,
  type PaySchedule,
} from '../../server/domain/payroll/payPeriods';

// Weekly from Monday 01-05-2026; 11-16-2026 is a Monday.
const weekly: PaySchedule = { frequency: 'weekly', anchorDate: '2026-01-05' };
const twiceAMonth: PaySchedule = { frequency: 'semimonthly', anchorDate: '2026-01-05' };
const everyTwoWeeks: PaySchedule = { frequency: 'biweekly', anchorDate: '2026-11-11' };

describe('the next payable period', () => {
  test('before any run is finalised there is none in particular: any period may be opened', () => {
    expect(nextPayablePeriod(weekly, null)).toBeNull();
    expect(openingProblem(weekly, null, { start: '2026-11-02', end: '2026-11-08' })).toBeNull();
    expect(openingProblem(weekly, null, { start: '2026-11-16', end: '2026-11-22' })).toBeNull();
    expect(finalisingProblem(weekly, null, { start: '2026-11-16', end: '2026-11-22' })).toBeNull();
  });

  test('after a finalised week, the week starting the next day and only it', () => {
    expect(nextPayablePeriod(weekly, '2026-11-08')).toEqual({
      start: '2026-11-09',
      end: '2026-11-15',
    });
    expect(
      openingProblem(weekly, '2026-11-08', { start: '2026-11-09', end: '2026-11-15' }),
    ).toBeNull();
    // Skipping a week would leave it unpaid for good.
    expect(
      english(openingProblem(weekly, '2026-11-08', { start: '2026-11-16', end: '2026-11-22' })),
    ).toBe(
      'Payroll is run in order: the next one is 11-09-2026 to 11-15-2026, so no day goes unpaid.',
    );
    // The finalised week itself, or one before it, would pay its days twice.
    expect(
      english(openingProblem(weekly, '2026-11-08', { start: '2026-11-02', end: '2026-11-08' })),
    ).toBe('Payroll is finalised through 11-08-2026: choose a later period.');
    expect(
      english(openingProblem(weekly, '2026-11-08', { start: '2026-10-26', end: '2026-11-01' })),
    ).toBe('Payroll is finalised through 11-08-2026: choose a later period.');
  });

  test('across a month end and a year end', () => {
    expect(nextPayablePeriod(twiceAMonth, '2026-02-15')).toEqual({
      start: '2026-02-16',
      end: '2026-02-28',
    });
    expect(nextPayablePeriod(twiceAMonth, '2028-02-15')).toEqual({
      start: '2028-02-16',
      end: '2028-02-29',
    });
    expect(nextPayablePeriod(twiceAMonth, '2026-12-31')).toEqual({
      start: '2027-01-01',
      end: '2027-01-15',
    });
    expect(nextPayablePeriod(weekly, '2026-12-27')).toEqual({
      start: '2026-12-28',
      end: '2027-01-03',
    });
  });

  test('after a change of schedule the next run bridges from the day after to the end of the new period containing it', () => {
    // Weekly finalised through Sunday 11-08, then twice a month: 11-09 to 11-15, then 11-16 to 11-30 as usual.
    expect(nextPayablePeriod(twiceAMonth, '2026-11-08')).toEqual({
      start: '2026-11-09',
      end: '2026-11-15',
    });
    expect(nextPayablePeriod(twiceAMonth, '2026-11-15')).toEqual({
      start: '2026-11-16',
      end: '2026-11-30',
    });
    // The schedule's own period around the bridge overlaps the finalised days: not offered.
    expect(
      english(
        openingProblem(twiceAMonth, '2026-11-08', { start: '2026-11-01', end: '2026-11-15' }),
      ),
    ).toBe('Payroll is finalised through 11-08-2026: choose a later period.');
    // Every two weeks from Wednesday 11-11: a weekly payroll finalised through Sunday 11-15 leaves 11-16 to 11-24.
    expect(nextPayablePeriod(everyTwoWeeks, '2026-11-15')).toEqual({
      start: '2026-11-16',
      end: '2026-11-24',
    });
    expect(
      openingProblem(everyTwoWeeks, '2026-11-15', { start: '2026-11-16', end: '2026-11-24' }),
    ).toBeNull();
    expect(
      english(
        openingProblem(everyTwoWeeks, '2026-11-15', { start: '2026-11-25', end: '2026-12-08' }),
      ),
    ).toBe(
      'Payroll is run in order: the next one is 11-16-2026 to 11-24-2026, so no day goes unpaid.',
    );
  });

  test('an open run is finalised only if it starts the day after the last finalised one', () => {
    expect(
      finalisingProblem(weekly, '2026-11-08', { start: '2026-11-09', end: '2026-11-15' }),
    ).toBeNull();
    // Opened before anything was finalised, two weeks on: the week between must be run and finalised first.
    expect(
      english(finalisingProblem(weekly, '2026-11-08', { start: '2026-11-16', end: '2026-11-22' })),
    ).toBe(
      'Run and finalise the payroll for 11-09-2026 to 11-15-2026 first, so no day goes unpaid.',
    );
    // Opened under an earlier schedule and overlapping what was paid.
    expect(
      english(
        finalisingProblem(twiceAMonth, '2026-11-08', { start: '2026-11-01', end: '2026-11-15' }),
      ),
    ).toMatch(/^Payroll is finalised through 11-08-2026, inside this period/);
  });
});

describe('what Payroll Control lists and says', () => {
  test('the recent periods, with the bridge in place of the schedule period it starts inside, and runs on their own dates', () => {
    const next = nextPayablePeriod(twiceAMonth, '2026-11-08');
    const listed = periodsToList(
      twiceAMonth,
      '2026-11-21',
      3,
      [{ start: '2026-11-02', end: '2026-11-08' }],
      next,
    );
    expect(listed).toEqual([
      { start: '2026-11-16', end: '2026-11-30' },
      { start: '2026-11-09', end: '2026-11-15' },
      { start: '2026-11-02', end: '2026-11-08' },
      { start: '2026-10-16', end: '2026-10-31' },
    ]);
    // Without a finalised run, just the schedule's periods.
    expect(periodsToList(weekly, '2026-11-21', 2, [], null)).toEqual([
      { start: '2026-11-16', end: '2026-11-22' },
      { start: '2026-11-09', end: '2026-11-15' },
    ]);
    // A next period far back (no payroll for months) is listed too.
    expect(
      periodsToList(weekly, '2026-11-21', 2, [], { start: '2026-08-03', end: '2026-08-09' }).at(-1),
    ).toEqual({ start: '2026-08-03', end: '2026-08-09' });
  });

  test('the note says which period is next and why only that one; a period not offered says why in a few words', () => {
    const next = { start: '2026-11-09', end: '2026-11-15' };
    expect(english(runOrderNote(null, null, false))).toMatch(
      /^Until a payroll is finalised, any period may be run/,
    );
    expect(english(runOrderNote('2026-11-08', next, false))).toBe(
      'Payroll is finalised through 11-08-2026, so the next payroll to run is 11-09-2026 to 11-15-2026. Periods are run one after another, so no day is paid twice or left unpaid.',
    );
    expect(english(runOrderNote('2026-11-08', next, true))).toMatch(
      /The payroll for 11-09-2026 to 11-15-2026 is open: finalise it before the next one is run/,
    );
    expect(
      english(notOfferedReason('2026-11-08', next, { start: '2026-11-16', end: '2026-11-22' })),
    ).toBe('After 11-09-2026 to 11-15-2026');
    expect(
      english(notOfferedReason('2026-11-08', next, { start: '2026-10-26', end: '2026-11-01' })),
    ).toBe('Before the last finalised payroll');
    expect(notOfferedReason('2026-11-08', next, next)).toBeNull();
    expect(notOfferedReason(null, null, next)).toBeNull();
  });
});
