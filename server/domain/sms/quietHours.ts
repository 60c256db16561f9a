import { addDays, storeMinuteToUtc, storeToday, utcToStoreLocal } from '../../../common/storeTime';

/** Marketing may go out from 8 AM until 9 PM (docs/domain.md §3.8). */
export const QUIET_HOURS = { startMinute: 8 * 60, endMinute: 21 * 60 } as const;

/**
 * The first instant at or after `at` when a marketing text may go out.
 *
 * The rule is the recipient's local time, but customers carry no zone of
 * their own (and an area code says where a number was issued, not where she
 * is): the store's zone stands in, since nearly every customer of a salon
 * lives within driving distance of it.
 *
 * Inside 8 AM–9 PM store time: `at` itself. Before 8 AM: 8 AM that day.
 * From 9 PM: 8 AM the next store day. Built on the store's calendar, so a
 * DST day (23 or 25 hours) still releases at 8 AM wall-clock time.
 */
export function nextSendableAt(at: Date, tz: string): Date {
  const today = storeToday(tz, at);
  const local = utcToStoreLocal(at, tz);
  const minute = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  if (minute >= QUIET_HOURS.startMinute && minute < QUIET_HOURS.endMinute) return at;
  const day = minute < QUIET_HOURS.startMinute ? today : addDays(today, 1);
  return storeMinuteToUtc(day, QUIET_HOURS.startMinute, tz).at;
}

/** The start of the store's calendar month holding `at`: where a monthly quota's count begins. */
export function storeMonthStart(at: Date, tz: string): Date {
  const today = storeToday(tz, at);
  return storeMinuteToUtc(`${today.slice(0, 8)}01`, 0, tz).at;
}
