import { describe, expect, test } from 'vitest';
import {
  blockDateProblems,
  describeBlockWhen,
  isBlockPast,
  isCalendarDate,
  lastOccurrence,
  nextOccurrence,
  type BlockTiming,
} from '../../common/bookingBlocks';
import { blockOccursOn } from '../../server/domain/appointments/availability';
import {
  bookingBlockProblems,
  bookingBlockSchema,
  bookingBlockValues,
} from '../../server/http/validators/bookingBlocks';
import { addDays } from '../../common/storeTime';

// 2026-07-14 is a Tuesday.
const lunch: BlockTiming = {
  startsOn: '2026-07-14',
  startMinute: 720,
  endMinute: 780,
  repeat: 'weekly',
  repeatUntil: '2026-12-31',
};
const once: BlockTiming = {
  startsOn: '2026-07-14',
  startMinute: 600,
  endMinute: 1440,
  repeat: 'none',
  repeatUntil: null,
};

describe('when a block takes time', () => {
  test('a weekly block ends on the last of its weekdays on or before its end date', () => {
    // Dec 31, 2026 is a Thursday: the last Tuesday is the 29th.
    expect(lastOccurrence(lunch)).toBe('2026-12-29');
    expect(lastOccurrence({ ...lunch, repeatUntil: '2026-07-14' })).toBe('2026-07-14');
    expect(lastOccurrence({ ...lunch, repeatUntil: null })).toBeNull();
    expect(lastOccurrence(once)).toBe('2026-07-14');
  });

  test('the next date from a day on: its first date before it starts, then its weekday, none after the end', () => {
    expect(nextOccurrence(lunch, '2026-07-01')).toBe('2026-07-14');
    expect(nextOccurrence(lunch, '2026-07-14')).toBe('2026-07-14');
    expect(nextOccurrence(lunch, '2026-07-15')).toBe('2026-07-21');
    expect(nextOccurrence(lunch, '2026-12-29')).toBe('2026-12-29');
    expect(nextOccurrence(lunch, '2026-12-30')).toBeNull();
    expect(nextOccurrence(once, '2026-07-15')).toBeNull();
    expect(isBlockPast(lunch, '2026-12-30')).toBe(true);
    expect(isBlockPast(lunch, '2026-12-29')).toBe(false);
    expect(isBlockPast(once, '2026-07-14')).toBe(false);
  });

  test('reads dates exactly as the availability module does, over a year and both DST changes', () => {
    for (let day = '2026-07-01'; day <= '2027-07-01'; day = addDays(day, 1)) {
      const next = nextOccurrence(lunch, day);
      expect(next === day).toBe(
        blockOccursOn({ ...lunch, title: 'Lunch', technicianId: null }, day),
      );
      if (next)
        expect(blockOccursOn({ ...lunch, title: 'Lunch', technicianId: null }, next)).toBe(true);
    }
  });

  test('says when in words: every weekday with its hours and end, or the one date', () => {
    expect(describeBlockWhen(lunch)).toBe('Every Tuesday, 12:00 PM – 1:00 PM, until Dec 31, 2026');
    expect(describeBlockWhen({ ...lunch, repeatUntil: null }, '2026-08-01')).toBe(
      'Every Tuesday, 12:00 PM – 1:00 PM',
    );
    expect(describeBlockWhen(lunch, '2026-07-01')).toBe(
      'Every Tuesday, 12:00 PM – 1:00 PM, from Jul 14, 2026, until Dec 31, 2026',
    );
    expect(describeBlockWhen(once)).toBe('Tuesday, Jul 14, 2026, 10:00 AM – 12:00 AM');
  });
});

describe('the date rules', () => {
  const today = '2026-07-10';
  test('a real date, not in the past for a one-off', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(
      blockDateProblems({ date: '2026-02-30', repeat: 'none', repeatUntil: null }, today),
    ).toEqual({ date: 'Choose a date.' });
    expect(
      blockDateProblems({ date: '2026-07-09', repeat: 'none', repeatUntil: null }, today),
    ).toEqual({ date: 'Choose today or a later date.' });
    expect(blockDateProblems({ date: today, repeat: 'none', repeatUntil: 'junk' }, today)).toEqual(
      {},
    );
  });

  test('a weekly block may have begun long ago; its end must be a date, not before its start, with a week still ahead', () => {
    expect(
      blockDateProblems({ date: '2025-01-07', repeat: 'weekly', repeatUntil: null }, today),
    ).toEqual({});
    expect(
      blockDateProblems({ date: '2025-01-07', repeat: 'weekly', repeatUntil: '' }, today),
    ).toEqual({});
    expect(
      blockDateProblems({ date: '2026-07-14', repeat: 'weekly', repeatUntil: '2026-07-13' }, today),
    ).toEqual({ repeat_until: 'The end date may not be before the start date.' });
    expect(
      blockDateProblems({ date: '2026-07-14', repeat: 'weekly', repeatUntil: '2026-07-14' }, today),
    ).toEqual({});
    // Tuesdays, ending Friday the 10th: the last one was the 7th.
    expect(
      blockDateProblems({ date: '2026-06-02', repeat: 'weekly', repeatUntil: '2026-07-10' }, today),
    ).toEqual({ repeat_until: 'The block would not take place again: choose a later end date.' });
    expect(
      blockDateProblems({ date: '2026-06-05', repeat: 'weekly', repeatUntil: '2026-07-10' }, today),
    ).toEqual({});
    expect(blockDateProblems({ date: 'x', repeat: 'weekly', repeatUntil: 'y' }, today)).toEqual({
      date: 'Choose a date.',
      repeat_until: 'Choose a valid end date, or leave it empty.',
    });
  });
});

describe('the form', () => {
  const today = '2026-07-10';
  const form = {
    title: ' Lunch ',
    technician_id: '',
    date: '2026-07-14',
    start: '12:00',
    end: '13:00',
    repeat: 'weekly',
    repeat_until: '',
  };

  test('parses to what the table stores: no end date for a one-off, empty technician is the whole salon', () => {
    expect(bookingBlockValues(bookingBlockSchema(today).parse(form))).toEqual({
      title: 'Lunch',
      technicianId: null,
      startsOn: '2026-07-14',
      startMinute: 720,
      endMinute: 780,
      repeat: 'weekly',
      repeatUntil: null,
    });
    expect(
      bookingBlockValues(
        bookingBlockSchema(today).parse({
          ...form,
          technician_id: '7',
          repeat: 'none',
          repeat_until: '2026-08-01',
          end: '24:00',
        }),
      ),
    ).toMatchObject({
      technicianId: 7,
      repeat: 'none',
      repeatUntil: null,
      endMinute: 1440,
    });
  });

  test('hours in quarter hours with the end after the start', () => {
    const parsed = { ...form, technician_id: null, repeat_until: null };
    expect(bookingBlockProblems({ ...parsed, repeat: 'none', start: '12:05' }, today)).toEqual({
      start: 'Choose times on the quarter hour.',
    });
    expect(
      bookingBlockProblems({ ...parsed, repeat: 'none', start: '13:00', end: '13:00' }, today),
    ).toEqual({ start: 'The end time must be after the start time.' });
    expect(
      bookingBlockProblems({ ...parsed, repeat: undefined, date: '2020-01-01' }, today),
    ).toEqual({});
  });
});
