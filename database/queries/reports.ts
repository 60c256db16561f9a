import { and, asc, eq, gte, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../client';
import {
  categories,
  clockRecords,
  employees,
  invoiceLines,
  invoiceTaxes,
  invoiceTips,
  invoices,
  refundLines,
  refundPayments,
  refunds,
  services,
} from '../schema';
import type { ReportGrouping } from '../../common/reportRanges';

/**
 * The report figures, each one a sum over the invoices (and the refunds of
 * invoices) it covers. One set for every report: the daily page, its CSV and
 * the range reports call these with their own UTC bounds [start, end), so a
 * page and its export can never disagree. Every query leads with store_id.
 *
 * What belongs to a period: a paid ticket by its paid_at; a void by its
 * voided_at (always the store day it was paid); a refund by when it was
 * given, whichever day the ticket was paid.
 */
export interface ReportBounds {
  start: Date;
  end: Date;
}

const paidIn = (storeId: number, b: ReportBounds) =>
  and(
    eq(invoices.storeId, storeId),
    eq(invoices.status, 'paid'),
    gte(invoices.paidAt, b.start),
    lt(invoices.paidAt, b.end),
  );

const int = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(${expr}, 0)::int`;

/** Paid tickets of the period: their count, money and tenders (cash net of change, as the ticket keeps it). */
export async function sumPaidTickets(db: Db, storeId: number, b: ReportBounds) {
  const [row] = await db.select(paidTicketFigures()).from(invoices).where(paidIn(storeId, b));
  return row;
}
export type PaidTicketTotals = Awaited<ReturnType<typeof sumPaidTickets>>;

function paidTicketFigures() {
  return {
    tickets: sql<number>`count(*)::int`,
    subtotalCents: int(sql`sum(${invoices.subtotalCents})`),
    discountCents: int(sql`sum(${invoices.discountCents})`),
    taxCents: int(sql`sum(${invoices.taxCents})`),
    totalCents: int(sql`sum(${invoices.totalCents})`),
    tipCents: int(sql`sum(${invoices.tipCents})`),
    amountDueCents: int(sql`sum(${invoices.amountDueCents})`),
    cashCents: int(sql`sum(${invoices.cashAmount})`),
    creditCardCents: int(sql`sum(${invoices.creditCardAmount})`),
    giftCardCents: int(sql`sum(${invoices.giftCardAmount})`),
    couponCents: int(sql`sum(${invoices.couponAmount})`),
    checkCents: int(sql`sum(${invoices.checkAmount})`),
    changeCents: int(sql`sum(${invoices.changeCents})`),
    walkInTickets: sql<number>`(count(*) filter (where ${invoices.customerId} is null))::int`,
  };
}

export interface KindTotals {
  /** Price × quantity, before any discount. */
  grossCents: number;
  /** After line and ticket discounts, before tax. */
  netCents: number;
}

/** Paid lines of the period by kind: services, retail and gift cards sold. */
export async function sumLinesByKind(
  db: Db,
  storeId: number,
  b: ReportBounds,
): Promise<Record<'service' | 'retail' | 'giftcard', KindTotals>> {
  const rows = await db
    .select({
      kind: invoiceLines.kind,
      grossCents: int(sql`sum(${invoiceLines.unitPriceCents} * ${invoiceLines.quantity})`),
      netCents: int(sql`sum(${invoiceLines.netCents})`),
    })
    .from(invoices)
    .innerJoin(
      invoiceLines,
      and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, invoices.id)),
    )
    .where(paidIn(storeId, b))
    .groupBy(invoiceLines.kind);
  const out = {
    service: { grossCents: 0, netCents: 0 },
    retail: { grossCents: 0, netCents: 0 },
    giftcard: { grossCents: 0, netCents: 0 },
  };
  for (const r of rows) out[r.kind] = { grossCents: r.grossCents, netCents: r.netCents };
  return out;
}

/** Tax charged on the period's paid tickets, per tax as it was named and rated on the ticket. */
export async function sumTaxesCharged(db: Db, storeId: number, b: ReportBounds) {
  return db
    .select({
      name: invoiceTaxes.name,
      rate: invoiceTaxes.rate,
      baseCents: int(sql`sum(${invoiceTaxes.baseCents})`),
      amountCents: int(sql`sum(${invoiceTaxes.amountCents})`),
    })
    .from(invoices)
    .innerJoin(
      invoiceTaxes,
      and(eq(invoiceTaxes.storeId, storeId), eq(invoiceTaxes.invoiceId, invoices.id)),
    )
    .where(paidIn(storeId, b))
    .groupBy(invoiceTaxes.name, invoiceTaxes.rate)
    .orderBy(asc(invoiceTaxes.name), asc(invoiceTaxes.rate));
}

/** Tickets voided in the period: how many, and what they had taken (total + tip), none of which counts as a sale. */
export async function sumVoids(db: Db, storeId: number, b: ReportBounds) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amountCents: int(sql`sum(${invoices.amountDueCents})`),
      cashCents: int(sql`sum(${invoices.cashAmount})`),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.status, 'voided'),
        gte(invoices.voidedAt, b.start),
        lt(invoices.voidedAt, b.end),
      ),
    );
  return row;
}

/** Refunds given in the period: how many, what went back (lines, their tax, tip) and through which tender. */
export async function sumRefunds(db: Db, storeId: number, b: ReportBounds) {
  const inPeriod = and(
    eq(refunds.storeId, storeId),
    gte(refunds.createdAt, b.start),
    lt(refunds.createdAt, b.end),
  );
  const [[totals], tenders, kinds] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        netCents: int(sql`sum(${refunds.amountCents})`),
        taxCents: int(sql`sum(${refunds.taxCents})`),
        tipCents: int(sql`sum(${refunds.tipCents})`),
      })
      .from(refunds)
      .where(inPeriod),
    db
      .select({
        type: refundPayments.type,
        amountCents: int(sql`sum(${refundPayments.amountCents})`),
      })
      .from(refunds)
      .innerJoin(
        refundPayments,
        and(eq(refundPayments.storeId, storeId), eq(refundPayments.refundId, refunds.id)),
      )
      .where(inPeriod)
      .groupBy(refundPayments.type),
    db
      .select({ kind: invoiceLines.kind, netCents: int(sql`sum(${refundLines.netCents})`) })
      .from(refunds)
      .innerJoin(
        refundLines,
        and(eq(refundLines.storeId, storeId), eq(refundLines.refundId, refunds.id)),
      )
      .innerJoin(
        invoiceLines,
        and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.id, refundLines.invoiceLineId)),
      )
      .where(inPeriod)
      .groupBy(invoiceLines.kind),
  ]);
  const byTender = { cash: 0, credit_card: 0, gift_card: 0, check: 0 };
  for (const t of tenders) byTender[t.type] = t.amountCents;
  const byKind = { service: 0, retail: 0, giftcard: 0 };
  for (const k of kinds) byKind[k.kind] = k.netCents;
  return {
    ...totals,
    totalCents: totals.netCents + totals.taxCents + totals.tipCents,
    byTender,
    byKind,
  };
}
export type RefundTotals = Awaited<ReturnType<typeof sumRefunds>>;

/**
 * Per technician, the period's paid tickets: tickets worked (a service line
 * or a tip share), service sales (after discounts, before tax) and tips (the
 * split recorded on each ticket). Technicians are listed by name.
 */
export async function sumTechnicianSales(db: Db, storeId: number, b: ReportBounds) {
  const [lines, tips] = await Promise.all([
    db
      .select({
        technicianId: invoiceLines.technicianId,
        invoiceId: invoiceLines.invoiceId,
        netCents: int(sql`sum(${invoiceLines.netCents})`),
      })
      .from(invoices)
      .innerJoin(
        invoiceLines,
        and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, invoices.id)),
      )
      .where(
        and(
          paidIn(storeId, b),
          eq(invoiceLines.kind, 'service'),
          sql`${invoiceLines.technicianId} is not null`,
        ),
      )
      .groupBy(invoiceLines.technicianId, invoiceLines.invoiceId),
    db
      .select({
        technicianId: invoiceTips.technicianId,
        invoiceId: invoiceTips.invoiceId,
        cents: invoiceTips.cents,
      })
      .from(invoices)
      .innerJoin(
        invoiceTips,
        and(eq(invoiceTips.storeId, storeId), eq(invoiceTips.invoiceId, invoices.id)),
      )
      .where(paidIn(storeId, b)),
  ]);
  const byTech = new Map<
    number,
    { tickets: Set<number>; serviceCents: number; tipCents: number }
  >();
  const entry = (id: number) => {
    let e = byTech.get(id);
    if (!e) byTech.set(id, (e = { tickets: new Set(), serviceCents: 0, tipCents: 0 }));
    return e;
  };
  for (const l of lines) {
    const e = entry(l.technicianId!);
    e.tickets.add(l.invoiceId);
    e.serviceCents += l.netCents;
  }
  for (const t of tips) {
    const e = entry(t.technicianId);
    e.tickets.add(t.invoiceId);
    e.tipCents += t.cents;
  }
  const names = await technicianNames(db, storeId, [...byTech.keys()]);
  return [...byTech.entries()].map(([technicianId, e]) => ({
    technicianId,
    name: names.get(technicianId) ?? `#${technicianId}`,
    tickets: e.tickets.size,
    serviceCents: e.serviceCents,
    tipCents: e.tipCents,
  }));
}
export type TechnicianSales = Awaited<ReturnType<typeof sumTechnicianSales>>[number];

/** Technicians' names by id (trashed ones too: history keeps them). */
export async function technicianNames(
  db: Db,
  storeId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), inArray(employees.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Cash technicians took home at clock-out in the period (clock_records.cash_out_cents), by when they clocked out. */
export async function sumClockOutCash(db: Db, storeId: number, b: ReportBounds): Promise<number> {
  const [row] = await db
    .select({ cents: int(sql`sum(${clockRecords.cashOutCents})`) })
    .from(clockRecords)
    .where(
      and(
        eq(clockRecords.storeId, storeId),
        gte(clockRecords.clockOut, b.start),
        lt(clockRecords.clockOut, b.end),
      ),
    );
  return row.cents;
}

/**
 * Range reports group a period by the store's own days, weeks (ISO, from
 * Monday) or months: the instant is read on the store's wall clock
 * (`at time zone`) before it is truncated, so a DST day is one day and a
 * ticket at 11:30 PM stays on its evening. `unit` is one of three literals.
 */
export type { ReportGrouping };
const bucketOf = (column: SQLWrapper, tz: string, unit: ReportGrouping) =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${({ day: 'day', week: 'week', month: 'month' } as const)[unit]}'`)}, ${column} at time zone ${tz}), 'YYYY-MM-DD')`;
/** Grouped by the first selected column (the bucket): its expression carries the zone as a parameter, so it cannot be repeated. */
const byFirst = sql`1`;

/** sumPaidTickets per store day, week or month of the period (the bucket's first day, YYYY-MM-DD). */
export async function sumPaidTicketsBy(
  db: Db,
  storeId: number,
  b: ReportBounds,
  tz: string,
  unit: ReportGrouping,
) {
  return db
    .select({ bucket: bucketOf(invoices.paidAt, tz, unit), ...paidTicketFigures() })
    .from(invoices)
    .where(paidIn(storeId, b))
    .groupBy(byFirst)
    .orderBy(byFirst);
}

/** sumLinesByKind per bucket. */
export async function sumLinesByKindBy(
  db: Db,
  storeId: number,
  b: ReportBounds,
  tz: string,
  unit: ReportGrouping,
) {
  return db
    .select({
      bucket: bucketOf(invoices.paidAt, tz, unit),
      kind: invoiceLines.kind,
      grossCents: int(sql`sum(${invoiceLines.unitPriceCents} * ${invoiceLines.quantity})`),
      netCents: int(sql`sum(${invoiceLines.netCents})`),
    })
    .from(invoices)
    .innerJoin(
      invoiceLines,
      and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, invoices.id)),
    )
    .where(paidIn(storeId, b))
    .groupBy(byFirst, invoiceLines.kind);
}

/** sumVoids per bucket of voided_at. */
export async function sumVoidsBy(
  db: Db,
  storeId: number,
  b: ReportBounds,
  tz: string,
  unit: ReportGrouping,
) {
  return db
    .select({
      bucket: bucketOf(invoices.voidedAt, tz, unit),
      count: sql<number>`count(*)::int`,
      amountCents: int(sql`sum(${invoices.amountDueCents})`),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.status, 'voided'),
        gte(invoices.voidedAt, b.start),
        lt(invoices.voidedAt, b.end),
      ),
    )
    .groupBy(byFirst);
}

/** Refunds given per bucket: how many and what went back in all (lines, tax and tip). */
export async function sumRefundsBy(
  db: Db,
  storeId: number,
  b: ReportBounds,
  tz: string,
  unit: ReportGrouping,
) {
  return db
    .select({
      bucket: bucketOf(refunds.createdAt, tz, unit),
      count: sql<number>`count(*)::int`,
      totalCents: int(sql`sum(${refunds.amountCents} + ${refunds.taxCents} + ${refunds.tipCents})`),
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.storeId, storeId),
        gte(refunds.createdAt, b.start),
        lt(refunds.createdAt, b.end),
      ),
    )
    .groupBy(byFirst);
}

/**
 * Paid service and retail lines of the period by what was sold: the line's
 * menu item (its name today, or the name on the ticket when it is no longer
 * on the menu) and that item's category today. Largest net sales first.
 */
export async function sumItemSales(db: Db, storeId: number, b: ReportBounds) {
  return db
    .select({
      serviceId: invoiceLines.serviceId,
      name: sql<string>`coalesce(${services.name}, ${invoiceLines.name})`,
      categoryId: categories.id,
      category: categories.name,
      kind: invoiceLines.kind,
      quantity: int(sql`sum(${invoiceLines.quantity})`),
      grossCents: int(sql`sum(${invoiceLines.unitPriceCents} * ${invoiceLines.quantity})`),
      netCents: int(sql`sum(${invoiceLines.netCents})`),
    })
    .from(invoices)
    .innerJoin(
      invoiceLines,
      and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, invoices.id)),
    )
    .leftJoin(services, and(eq(services.storeId, storeId), eq(services.id, invoiceLines.serviceId)))
    .leftJoin(
      categories,
      and(eq(categories.storeId, storeId), eq(categories.id, services.categoryId)),
    )
    .where(and(paidIn(storeId, b), inArray(invoiceLines.kind, ['service', 'retail'])))
    .groupBy(sql`1, 2, 3, 4, 5`)
    .orderBy(sql`8 desc, 2`);
}
export type ItemSales = Awaited<ReturnType<typeof sumItemSales>>[number];
