import { INTL_LOCALES, type Locale, type Translate } from '@common/i18n';
import type {
  CalendarColumn,
  CalendarGridData,
  ColumnNoHours,
} from '@common/pages/Admin/Appointment-calendars/types';

/**
 * What the calendar says from the values the server sends (minutes after the store's midnight,
 * days as YYYY-MM-DD, codes): times in the store's h:mm A, weekdays and words in the reader's
 * language (docs/features/languages-and-offline.md "Values on the wire, formats on the page").
 */

/** A time of day from minutes after midnight: `useFormat().minuteOfDay`. */
type MinuteOfDay = (minutes: number) => string;

/** A stretch of the store's day, "9:00 AM – 10:00 AM"; a 24:00 end is midnight. */
export const timeSpan = (minuteOfDay: MinuteOfDay, start: number, end: number): string =>
  `${minuteOfDay(start)} – ${minuteOfDay(end)}`;

/**
 * A week view column's heading: the weekday, short, in the reader's words and the day as the
 * store's region writes it, month first ("Mon 3/9", "Thứ 2 3/9", "lun 3/9").
 */
export function dayHeading(locale: Locale, ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number);
  const weekday = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
  return `${weekday} ${m}/${d}`;
}

/** Why a column has no hours, by the code the server sends. */
export const NO_HOURS_KEYS: Record<ColumnNoHours, string> = {
  off: 'appointmentcalendars.off',
  closed: 'appointmentcalendars.closed',
};

/** A column's heading: the technician (day view) or the day (week view). */
export const columnHeading = (view: 'day' | 'week', column: CalendarColumn, locale: Locale) =>
  view === 'week' ? dayHeading(locale, column.date) : column.technician_name;

/** A column's second line: its hours, or "Off" / "Closed". */
export const columnHours = (column: CalendarColumn, t: Translate, minuteOfDay: MinuteOfDay) =>
  typeof column.hours === 'string'
    ? t(NO_HOURS_KEYS[column.hours])
    : timeSpan(minuteOfDay, column.hours.start, column.hours.end);

/** The header's line after the date: the technician whose week it is, or the salon's hours that day. */
export const headerHours = (grid: CalendarGridData, t: Translate, minuteOfDay: MinuteOfDay) =>
  grid.employee_name ??
  (grid.opening
    ? t('appointmentcalendars.openHours', {
        start: minuteOfDay(grid.opening.open),
        end: minuteOfDay(grid.opening.close),
      })
    : t('appointmentcalendars.closed'));
