import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { customers, employees, invoiceLines, invoices, refunds, storeSettings } from '../schema';
import type { TenderType } from '../../common/tenders';
import type { InvoiceStatusFilter } from '../../common/invoiceStatus';

/** What the invoice list and its CSV export are filtered by (every one optional but the period). */
export interface InvoiceListFilters {
  /** Paid-at instants in [start, end). */
  start: Date;
  end: Date;
  technicianId: number | null;
  tender: TenderType | null;
  status: InvoiceStatusFilter | null;
  /** A ticket number or (part of) a customer's phone, digits only. */
  digits: string | null;
}

const TENDER_COLUMNS = {
  cash: invoices.cashAmount,
  credit_card: invoices.creditCardAmount,
  gift_card: invoices.giftCardAmount,
  coupon: invoices.couponAmount,
  check: invoices.checkAmount,
} as const;

/**
 * Refunds added up per ticket, once per query, joined by invoice (instead of
 * a subquery per ticket, which the year's totals ran 165,000 times). `ids`
 * narrows the sum to a page's tickets.
 */
function refundSums(db: Db, storeId: number, ids?: SQL) {
  return db.$with('refund_sums').as(
    db
      .select({
        invoiceId: refunds.invoiceId,
        cents:
          sql<number>`sum(${refunds.amountCents} + ${refunds.taxCents} + ${refunds.tipCents})::int`.as(
            'refunded_cents',
          ),
      })
      .from(refunds)
      .where(and(eq(refunds.storeId, storeId), ids ? inArray(refunds.invoiceId, ids) : undefined))
      .groupBy(refunds.invoiceId),
  );
}

function filterWhere(storeId: number, f: InvoiceListFilters): SQL | undefined {
  const search: SQL[] = [];
  if (f.digits) {
    // A short number is a ticket number; any digits may also be part of a phone.
    if (f.digits.length <= 9) search.push(sql`${invoices.number} = ${Number(f.digits)}`);
    if (f.digits.length >= 4)
      search.push(
        sql`exists (select 1 from ${customers} where ${customers.storeId} = ${storeId} and ${customers.id} = "invoices"."customer_id" and ${customers.phone} like ${`%${f.digits}%`})`,
      );
  }
  return and(
    eq(invoices.storeId, storeId),
    ne(invoices.status, 'draft'),
    gte(invoices.paidAt, f.start),
    lt(invoices.paidAt, f.end),
    f.technicianId === null
      ? undefined
      : sql`exists (select 1 from ${invoiceLines} where ${invoiceLines.storeId} = ${storeId} and ${invoiceLines.invoiceId} = "invoices"."id" and ${invoiceLines.technicianId} = ${f.technicianId})`,
    f.tender === null ? undefined : sql`${TENDER_COLUMNS[f.tender]} > 0`,
    f.status === 'paid' ? eq(invoices.status, 'paid') : undefined,
    f.status === 'voided' ? eq(invoices.status, 'voided') : undefined,
    f.status === 'refunded'
      ? sql`exists (select 1 from ${refunds} where ${refunds.storeId} = ${storeId} and ${refunds.invoiceId} = "invoices"."id")`
      : undefined,
    f.digits === null
      ? undefined
      : search.length
        ? sql`(${sql.join(search, sql` or `)})`
        : sql`false`,
  );
}

/** A voided ticket is listed but moves no money: its amounts count as zero in the totals. */
const live = (column: SQL | AnyPgColumn) =>
  sql<number>`coalesce(sum(case when ${invoices.status} = 'voided' then 0 else ${column} end), 0)::int`;

/** Count and money of the whole filtered set, added up by the database. */
export async function sumInvoices(db: Db, storeId: number, f: InvoiceListFilters) {
  const refunded = refundSums(db, storeId);
  const [row] = await db
    .with(refunded)
    .select({
      count: sql<number>`count(*)::int`,
      voided: sql<number>`count(*) filter (where ${invoices.status} = 'voided')::int`,
      subtotalCents: live(invoices.subtotalCents),
      discountCents: live(invoices.discountCents),
      taxCents: live(invoices.taxCents),
      tipCents: live(invoices.tipCents),
      totalCents: live(invoices.totalCents),
      amountDueCents: live(invoices.amountDueCents),
      cashAmount: live(invoices.cashAmount),
      creditCardAmount: live(invoices.creditCardAmount),
      giftCardAmount: live(invoices.giftCardAmount),
      couponAmount: live(invoices.couponAmount),
      checkAmount: live(invoices.checkAmount),
      refundedCents: live(sql`coalesce(${refunded.cents}, 0)`),
    })
    .from(invoices)
    .leftJoin(refunded, eq(refunded.invoiceId, invoices.id))
    .where(filterWhere(storeId, f));
  return row;
}
export type InvoiceTotals = Awaited<ReturnType<typeof sumInvoices>>;

/**
 * A page of the filtered set, newest first, ids first: the filter and the
 * order pick the page's ids (an index scan that reads nothing else, however
 * deep the page), and only those rows get their customer, technicians and
 * refunds. `after` continues from a row (keyset, for the export).
 */
function pageQuery(
  db: Db,
  storeId: number,
  f: InvoiceListFilters,
  page: { limit: number; offset?: number; after?: { paidAt: Date; id: number } | null },
) {
  const keyset = page.after
    ? sql`(${invoices.paidAt}, ${invoices.id}) < (${page.after.paidAt}, ${page.after.id})`
    : undefined;
  const pageIds = db.$with('page_ids').as(
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(filterWhere(storeId, f), keyset))
      .orderBy(desc(invoices.paidAt), desc(invoices.id))
      .limit(page.limit)
      .offset(page.offset ?? 0),
  );
  const refunded = refundSums(db, storeId, sql`(select ${pageIds.id} from ${pageIds})`);
  return db
    .with(pageIds, refunded)
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      paidAt: invoices.paidAt,
      customerName: customers.name,
      customerPhone: customers.phone,
      technicians: sql<
        string | null
      >`(select string_agg(distinct e.name, ', ') from ${invoiceLines} l join ${employees} e on e.id = l.technician_id where l.store_id = ${invoices.storeId} and l.invoice_id = ${invoices.id})`,
      subtotalCents: invoices.subtotalCents,
      discountCents: invoices.discountCents,
      taxCents: invoices.taxCents,
      tipCents: invoices.tipCents,
      totalCents: invoices.totalCents,
      amountDueCents: invoices.amountDueCents,
      cashAmount: invoices.cashAmount,
      creditCardAmount: invoices.creditCardAmount,
      giftCardAmount: invoices.giftCardAmount,
      couponAmount: invoices.couponAmount,
      checkAmount: invoices.checkAmount,
      refundedCents: sql<number>`coalesce(${refunded.cents}, 0)::int`,
    })
    .from(pageIds)
    .innerJoin(invoices, and(eq(invoices.storeId, storeId), eq(invoices.id, pageIds.id)))
    .leftJoin(
      customers,
      and(eq(customers.storeId, invoices.storeId), eq(customers.id, invoices.customerId)),
    )
    .leftJoin(refunded, eq(refunded.invoiceId, invoices.id))
    .orderBy(desc(invoices.paidAt), desc(invoices.id));
}

/** One page of the filtered set, newest first. */
export async function listInvoices(
  db: Db,
  storeId: number,
  f: InvoiceListFilters,
  page: { limit: number; offset: number },
) {
  return pageQuery(db, storeId, f, page);
}
export type InvoiceListRow = Awaited<ReturnType<typeof listInvoices>>[number];

/**
 * The filtered set in pages of `batch`, newest first, by keyset (paid_at, id):
 * each page is one indexed query, so an export of 200 k tickets never holds
 * more than one page in memory and never re-reads skipped rows as OFFSET would.
 */
export async function* eachInvoice(
  db: Db,
  storeId: number,
  f: InvoiceListFilters,
  batch = 500,
): AsyncGenerator<InvoiceListRow[]> {
  let after: { paidAt: Date; id: number } | null = null;
  for (;;) {
    const rows: InvoiceListRow[] = await pageQuery(db, storeId, f, { limit: batch, after });
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    const last: InvoiceListRow = rows[rows.length - 1];
    after = { paidAt: last.paidAt!, id: last.id };
  }
}

/** The prefix printed before ticket numbers ("L-"), empty when the store never set one. */
export async function getTicketPrefix(db: Db, storeId: number): Promise<string> {
  const [row] = await db
    .select({ prefix: storeSettings.ticketPrefix })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  return row?.prefix ?? '';
}

/** Technicians for the filter: active staff, and anyone trashed who still has lines on the store's tickets. */
export async function listInvoiceTechnicians(db: Db, storeId: number) {
  return db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        sql`(${employees.deletedAt} is null or exists (select 1 from ${invoiceLines} where ${invoiceLines.storeId} = ${storeId} and ${invoiceLines.technicianId} = "employees"."id"))`,
      ),
    )
    .orderBy(asc(employees.name));
}
