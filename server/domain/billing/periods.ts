import { addDays } from '../../../common/storeTime';
import type { PlanInterval } from '../../../database/schema';

/** Whole calendar days from `from` to `to` (YYYY-MM-DD; store-zone days, so a DST day counts as one day like any other). */
export function daysBetween(from: string, to: string): number {
  const [a, b] = [from, to].map((d) => {
    const [y, m, day] = d.split('-').map(Number);
    return Date.UTC(y, m - 1, day);
  });
  return Math.round((b - a) / 86_400_000);
}

/** A day plus some months, the day of the month kept where the month has it, else its last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastOfTarget = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfTarget)))
    .toISOString()
    .slice(0, 10);
}

/** The billing period starting on `start`: its last day is the day before the next one starts (both inclusive). */
export function periodFrom(start: string, interval: PlanInterval): { start: string; end: string } {
  return { start, end: addDays(addMonths(start, interval === 'year' ? 12 : 1), -1) };
}

/** The period after one that ends on `end`. */
export const periodAfter = (end: string, interval: PlanInterval) =>
  periodFrom(addDays(end, 1), interval);

/** The period before one that starts on `start`. */
export function periodBefore(
  start: string,
  interval: PlanInterval,
): { start: string; end: string } {
  return { start: addMonths(start, interval === 'year' ? -12 : -1), end: addDays(start, -1) };
}
