import { describe, expect, test } from 'vitest';
import { openingExceptionItem, openingWeek } from '../../../server/http/presenters/openingHours';

describe('opening hours presenters', () => {
  test('the week runs Sunday to Saturday; a day never saved, or saved without both times, is closed', () => {
    const week = openingWeek([
      { weekday: 1, openMinute: 9 * 60, closeMinute: 19 * 60 + 30 },
      { weekday: 6, openMinute: 10 * 60, closeMinute: null },
    ]);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ weekday: 0, name: 'Sunday', off: true, start: null, end: null });
    expect(week[1]).toEqual({
      weekday: 1,
      name: 'Monday',
      off: false,
      start: '09:00',
      end: '19:30',
    });
    expect(week[6]).toEqual({ weekday: 6, name: 'Saturday', off: true, start: null, end: null });
  });

  test('a new store is closed every day', () => {
    expect(openingWeek([]).every((d) => d.off)).toBe(true);
  });

  test('an exception is closed all day or has its own hours; no note is an empty field', () => {
    expect(
      openingExceptionItem({
        id: 1,
        date: '2026-12-25',
        openMinute: null,
        closeMinute: null,
        note: null,
      }),
    ).toEqual({ id: 1, date: '2026-12-25', closed: true, start: null, end: null, note: '' });
    expect(
      openingExceptionItem({
        id: 2,
        date: '2026-12-24',
        openMinute: 9 * 60 + 5,
        closeMinute: 14 * 60,
        note: 'Christmas Eve',
      }),
    ).toEqual({
      id: 2,
      date: '2026-12-24',
      closed: false,
      start: '09:05',
      end: '14:00',
      note: 'Christmas Eve',
    });
  });
});
