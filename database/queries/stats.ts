import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { invoices } from '../schema';
import type { ReportBounds } from './reports';

/**
 * The stats page's own reads (the rest are the report sums in reports.ts).
 * Each leads with store_id and reads paid tickets by paid_at in [start, end).
 */
const paidIn = (storeId: number, b: ReportBounds) =>
  and(eq(invoices.storeId, storeId), eq(invoices.status, 'paid'), gte(invoices.paidAt, b.start), lt(invoices.paidAt, b.end));

/** Paid tickets per weekday (ISO: 1 = Monday … 7 = Sunday) and hour on the store's wall clock. */
export async function countTicketsByHour(db: Db, storeId: number, b: ReportBounds, tz: string) {
  return db
    .select({
      weekday: sql<number>`extract(isodow from ${invoices.paidAt} at time zone ${tz})::int`,
      hour: sql<number>`extract(hour from ${invoices.paidAt} at time zone ${tz})::int`,
      tickets: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(paidIn(storeId, b))
    .groupBy(sql`1, 2`);
}

/**
 * Customers with a paid ticket in the period: new when their first paid
 * ticket at the store is in it, returning when they had one before; and the
 * tickets with no customer (walk-ins nobody recorded).
 */
export async function countCustomersNewAndReturning(db: Db, storeId: number, b: ReportBounds) {
  const visitors = db
    .select({ customerId: invoices.customerId })
    .from(invoices)
    .where(and(paidIn(storeId, b), isNotNull(invoices.customerId)))
    .groupBy(invoices.customerId)
    .as('visitors');
  const firstVisit = sql`(select min(f.paid_at) from ${invoices} f where f.store_id = ${storeId} and f.customer_id = ${visitors.customerId} and f.status = 'paid')`;
  const [counts, [anonymous]] = await Promise.all([
    db
      .select({
        newCustomers: sql<number>`count(*) filter (where ${firstVisit} >= ${b.start.toISOString()}::timestamptz)::int`,
        returningCustomers: sql<number>`count(*) filter (where ${firstVisit} < ${b.start.toISOString()}::timestamptz)::int`,
      })
      .from(visitors),
    db.select({ tickets: sql<number>`count(*)::int` }).from(invoices).where(and(paidIn(storeId, b), sql`${invoices.customerId} is null`)),
  ]);
  return { newCustomers: counts[0]?.newCustomers ?? 0, returningCustomers: counts[0]?.returningCustomers ?? 0, walkInTickets: anonymous.tickets };
}
