import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../rowsOf';
import { invoices } from '../schema';
import type { ReportBounds } from './reports';

/**
 * The stats page's own reads (the rest are the report sums in reports.ts).
 * Each leads with store_id and reads paid tickets by paid_at in [start, end).
 */
const paidIn = (storeId: number, b: ReportBounds) =>
  and(
    eq(invoices.storeId, storeId),
    eq(invoices.status, 'paid'),
    gte(invoices.paidAt, b.start),
    lt(invoices.paidAt, b.end),
  );

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
 * Customers with a paid ticket in the period: new when they had no paid
 * ticket at the store before it, returning when they had. One probe of
 * invoices_store_id_customer_id_paid_at_index per customer. (The tickets
 * with no customer come from the period sums.)
 */
export async function countNewAndReturningCustomers(db: Db, storeId: number, b: ReportBounds) {
  const visitors = db
    .selectDistinct({ customerId: invoices.customerId })
    .from(invoices)
    .where(and(paidIn(storeId, b), isNotNull(invoices.customerId)));
  const result = await db.execute(sql`
    select (count(*) filter (where not v.returning))::int as "newCustomers", (count(*) filter (where v.returning))::int as "returningCustomers"
      from (select exists (select 1 from ${invoices} f
                            where f.store_id = ${storeId} and f.customer_id = c.customer_id and f.status = 'paid' and f.paid_at < ${b.start.toISOString()}::timestamptz) as returning
              from (${visitors}) c) v`);
  const rows = rowsOf<{ newCustomers: number; returningCustomers: number }>(result);
  return {
    newCustomers: rows[0]?.newCustomers ?? 0,
    returningCustomers: rows[0]?.returningCustomers ?? 0,
  };
}
