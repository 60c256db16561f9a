import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The store's calendar date now (YYYY-MM-DD): "today" is the store's today, not the server's. */
export function storeToday(tz: string, now: Date = new Date()): string {
  return dayjs(now).tz(tz).format('YYYY-MM-DD');
}

/** UTC instants bounding a store-local date: [start of day, start of next day). */
export function storeDayBounds(tz: string, date: string): { start: Date; end: Date } {
  const start = dayjs.tz(date, tz).startOf('day');
  return { start: start.toDate(), end: start.add(1, 'day').toDate() };
}

/** MM-DD-YYYY hh:mm A in the store's zone (spec §3), or "Invalid Date". */
export function formatStoreDateTime(value: Date | string | null | undefined, tz: string): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.tz(tz).format('MM-DD-YYYY hh:mm A') : 'Invalid Date';
}

/**
 * A store wall-clock time → the UTC instant, or null when it is malformed or
 * does not exist there (31 February, or the hour skipped when DST starts).
 */
export function storeLocalToUtc(value: string, tz: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const local = dayjs.tz(value, tz);
  return local.isValid() && local.format('YYYY-MM-DDTHH:mm') === value ? local.toDate() : null;
}

/** The UTC instant as the store's wall clock, the value a datetime-local input shows. */
export function utcToStoreLocal(value: Date, tz: string): string {
  return dayjs(value).tz(tz).format('YYYY-MM-DDTHH:mm');
}

export { dayjs };
