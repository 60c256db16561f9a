import { say } from './said';
import { sayLabel, type Label } from './labels';
/**
 * The one window every date a person types must fall in, on both sides:
 * the server's field builders (server/http/validators/fields.ts) refuse
 * anything outside it beside the field, and a page's date input can offer
 * it as its min and max. Years 0000 and 9999 passed a "real calendar day"
 * check and then broke: a store day's bounds shifted by its zone fall
 * outside what PostgreSQL's timestamptz (and ISO text) can hold, and no
 * salon books, reports or pays in them.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD naming a real day of the calendar (not 2026-02-30), in any year. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}

/** A real calendar day within FIRST_DAY … LAST_DAY. */
export function isDayInWindow(value: unknown): value is string {
  return isCalendarDay(value) && value >= FIRST_DAY && value <= LAST_DAY;
}

/** "The start date must be from 01-01-2000 to 12-31-2100." (dates as the spec shows them, MM-DD-YYYY). */
export const outsideDateWindow = (label: Label) =>
  say('rules.field.theMustBeFromTo', {
    label: sayLabel(label),
    from: mdy(FIRST_DAY),
    to: mdy(LAST_DAY),
  });

const mdy = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;
