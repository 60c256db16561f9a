import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { checkIns } from '../schema';
import { sumLinesByKind, sumPaidTickets, type ReportBounds } from './reports';

/**
 * The dashboard's headline numbers for one store day: the daily report's
 * own sums (net sales, tickets, tips), so the two never disagree, and the
 * customers still waiting in that day's check-in queue (waiting or
 * assigned, not yet in service).
 */
export async function getDayHeadline(db: Db, storeId: number, date: string, bounds: ReportBounds) {
  const [paid, kinds, [queue]] = await Promise.all([
    sumPaidTickets(db, storeId, bounds),
    sumLinesByKind(db, storeId, bounds),
    db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(checkIns)
      .where(
        and(
          eq(checkIns.storeId, storeId),
          eq(checkIns.businessDate, date),
          inArray(checkIns.status, ['waiting', 'assigned']),
        ),
      ),
  ]);
  return {
    date,
    netSalesCents: kinds.service.netCents + kinds.retail.netCents,
    tickets: paid.tickets,
    tipCents: paid.tipCents,
    waiting: queue.waiting,
  };
}
export type DayHeadline = Awaited<ReturnType<typeof getDayHeadline>>;
