import { describe, expect, test, vi } from 'vitest';
import type { Locale } from '../../common/i18n';
import type {
  CalendarColumn,
  CalendarGridData,
} from '../../common/pages/Admin/Appointment-calendars/types';
import { translator } from '../../server/services/i18n';
import {
  columnHeading,
  columnHours,
  dayHeading,
  headerHours,
  NO_HOURS_KEYS,
  timeSpan,
} from '../../resources/js/Pages/Admin/Appointment-calendars/Partials/calendarWords';

// The page's translator loads catalogues through the bundler; formatMinuteOfDay needs none of it.
vi.mock('../../resources/js/lib/i18n', () => ({ useT: () => ({ locale: 'en' }) }));
const { formatMinuteOfDay } = await import('../../resources/js/lib/localeFormat');
const minuteOfDay = (locale: Locale) => (m: number) => formatMinuteOfDay(locale, m);

/**
 * The calendar's grid goes as values (minutes, days, codes, names): the page says its times,
 * weekdays and words (resources/js/Pages/Admin/Appointment-calendars/Partials/calendarWords.ts),
 * in English as the server used to write them.
 */
const column = (over: Partial<CalendarColumn> = {}): CalendarColumn => ({
  key: '7',
  technician_id: 7,
  technician_name: 'Cindy Le',
  date: '2026-03-09',
  hours: { start: 540, end: 1140 },
  color: '#16a34a',
  open: { start: 570, end: 1140 },
  blocks: [],
  ...over,
});
const grid = (over: Partial<CalendarGridData> = {}): CalendarGridData => ({
  start: 540,
  end: 1200,
  step: 60,
  columns: [],
  appointments: [],
  opening: { open: 570, close: 1170 },
  employee_name: null,
  now: null,
  ...over,
});

describe('the calendar’s words', () => {
  test('an appointment’s time: h:mm A in English, the store’s hh:mm A in the others; midnight as its end', () => {
    expect(timeSpan(minuteOfDay('en'), 660, 705)).toBe('11:00 AM – 11:45 AM');
    expect(timeSpan(minuteOfDay('en'), 1380, 1440)).toBe('11:00 PM – 12:00 AM');
    expect(timeSpan(minuteOfDay('vi'), 540, 600)).toBe('09:00 AM – 10:00 AM');
  });

  test('a week column’s day: the weekday in the reader’s words, the day month first', () => {
    expect(dayHeading('en', '2026-03-09')).toBe('Mon 3/9');
    expect(dayHeading('en', '2026-11-29')).toBe('Sun 11/29');
    expect(dayHeading('vi', '2026-03-09')).toBe('Thứ 2 3/9');
    expect(dayHeading('es', '2026-03-15')).toBe('dom 3/15');
  });

  test('a column is headed by its technician in the day view, by its day in the week view', () => {
    expect(columnHeading('day', column(), 'en')).toBe('Cindy Le');
    expect(columnHeading('week', column(), 'en')).toBe('Mon 3/9');
  });

  test('a column’s hours, or Off and Closed, in every language', () => {
    const en = translator('en');
    expect(columnHours(column(), en, minuteOfDay('en'))).toBe('9:00 AM – 7:00 PM');
    expect(columnHours(column({ hours: 'off' }), en, minuteOfDay('en'))).toBe('Off');
    expect(columnHours(column({ hours: 'closed' }), en, minuteOfDay('en'))).toBe('Closed');
    expect(columnHours(column({ hours: 'off' }), translator('vi'), minuteOfDay('vi'))).toBe('Nghỉ');
    expect(columnHours(column({ hours: 'closed' }), translator('es'), minuteOfDay('es'))).toBe(
      'Cerrado',
    );
    for (const key of Object.values(NO_HOURS_KEYS))
      expect(translator('vi')(key)).not.toBe(translator('en')(key));
  });

  test('the header: the salon’s hours, Closed, or the week’s technician', () => {
    const en = translator('en');
    expect(headerHours(grid(), en, minuteOfDay('en'))).toBe('Open 9:30 AM – 7:30 PM');
    expect(headerHours(grid({ opening: null }), en, minuteOfDay('en'))).toBe('Closed');
    expect(
      headerHours(grid({ opening: null, employee_name: 'David Pham' }), en, minuteOfDay('en')),
    ).toBe('David Pham');
    expect(headerHours(grid(), translator('vi'), minuteOfDay('vi'))).toBe(
      'Mở cửa 09:30 AM – 07:30 PM',
    );
    expect(headerHours(grid({ opening: null }), translator('es'), minuteOfDay('es'))).toBe(
      'Cerrado',
    );
  });
});
