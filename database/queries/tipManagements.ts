import { and, asc, eq, gt, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { employees, invoiceLines, invoiceTips, invoices } from '../schema';
import type { ReportBounds } from './reports';

/**
 * Tip management reads: the tipped tickets paid in a store day with each
 * technician's share (invoice_tips, the split recorded on the ticket), and
 * the technicians of their services (who a tip may be moved to).
 */
export async function listTippedTickets(db: Db, storeId: number, b: ReportBounds) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      paidAt: invoices.paidAt,
      tipCents: invoices.tipCents,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.status, 'paid'),
        gte(invoices.paidAt, b.start),
        lt(invoices.paidAt, b.end),
        gt(invoices.tipCents, 0),
      ),
    )
    .orderBy(asc(invoices.paidAt), asc(invoices.id));
}

export async function listTipShares(db: Db, storeId: number, invoiceIds: number[]) {
  if (!invoiceIds.length) return [];
  return db
    .select({
      invoiceId: invoiceTips.invoiceId,
      technicianId: invoiceTips.technicianId,
      name: employees.name,
      cents: invoiceTips.cents,
    })
    .from(invoiceTips)
    .innerJoin(
      employees,
      and(eq(employees.storeId, storeId), eq(employees.id, invoiceTips.technicianId)),
    )
    .where(and(eq(invoiceTips.storeId, storeId), inArray(invoiceTips.invoiceId, invoiceIds)))
    .orderBy(asc(employees.name));
}

/** The technicians of each ticket's service lines, by name. */
export async function listServiceTechnicians(db: Db, storeId: number, invoiceIds: number[]) {
  if (!invoiceIds.length) return [];
  return db
    .selectDistinct({
      invoiceId: invoiceLines.invoiceId,
      technicianId: employees.id,
      name: employees.name,
    })
    .from(invoiceLines)
    .innerJoin(
      employees,
      and(eq(employees.storeId, storeId), eq(employees.id, invoiceLines.technicianId)),
    )
    .where(
      and(
        eq(invoiceLines.storeId, storeId),
        inArray(invoiceLines.invoiceId, invoiceIds),
        eq(invoiceLines.kind, 'service'),
        isNotNull(invoiceLines.technicianId),
      ),
    )
    .orderBy(asc(employees.name));
}
