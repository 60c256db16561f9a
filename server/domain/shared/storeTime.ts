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

export { dayjs };
