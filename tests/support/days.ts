import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../database/client';
import { invoices } from '../../database/schema';
import { listBookingBlocks } from '../../database/queries/bookingBlocks';
import { blockOccursOn } from '../../server/domain/appointments/availability';
import { clock } from '../../common/clock';
import { addDays, storeDayBounds, storeToday, weekdayOf } from '../../common/storeTime';

/**
 * The days a test uses, in the store's zone and from the app's clock
 * (common/clock.ts): the "now" the demo was seeded from and the app reads,
 * so that a test's today is the demo's and the app's today at any hour, and
 * under faketime at any date (scripts/fixed-clocks.sh). Never the UTC date
 * of `new Date()`: in New York's evening that is already tomorrow.
 */

export const NY = 'America/New_York';

/** The store's today plus `offset` days (negative: back). */
export function storeDay(offset = 0, tz = NY): string {
  return addDays(storeToday(tz, clock.now()), offset);
}

/** The first `weekday` (0 = Sunday) at least `ahead` days after today. */
export function weekdayAhead(weekday: number, ahead = 0, tz = NY): string {
  let day = storeDay(ahead, tz);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

/**
 * The first `weekday` at least `ahead` days after today that no booking
 * block of the store touches: the demo's Gel-X training falls on next week's
 * Tuesday and its team lunch on every Wednesday (database/seeders/bookingBlocks.ts),
 * so a booking test that took "the next Tuesday" hit the training whenever
 * it ran on a Tuesday.
 */
export async function unblockedWeekday(
  db: Db,
  storeId: number,
  weekday: number,
  ahead = 2,
  tz = NY,
): Promise<string> {
  const first = weekdayAhead(weekday, ahead, tz);
  const blocks = await listBookingBlocks(db, storeId, first);
  for (let week = 0, day = first; week < 52; week++, day = addDays(day, 7))
    if (!blocks.some((b) => blockOccursOn(b, day))) return day;
  throw new Error(`every weekday ${weekday} of the coming year is blocked at store ${storeId}`);
}

/**
 * The last store day before `before` (today by default) with a paid ticket
 * at the store (`tipped`: one with a tip). The demo salon is closed on
 * Mondays, so "yesterday" has no tickets on a Tuesday.
 */
export async function lastDayWithTickets(
  db: Db,
  storeId: number,
  opts: { before?: string; tipped?: boolean; tz?: string } = {},
): Promise<string> {
  const tz = opts.tz ?? NY;
  const before = storeDayBounds(tz, opts.before ?? storeDay(0, tz)).start;
  const [{ last }] = await db
    .select({ last: sql<string | null>`max(${invoices.paidAt})` })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.status, 'paid'),
        lt(invoices.paidAt, before),
        opts.tipped ? gt(invoices.tipCents, 0) : undefined,
      ),
    );
  if (!last) throw new Error(`no paid ticket at store ${storeId} before ${opts.before ?? 'today'}`);
  return storeToday(tz, new Date(last));
}
