import type { Db } from '../../../database/client';
import {
  sumItemSales, sumLinesByKind, sumLinesByKindBy, sumPaidTickets, sumPaidTicketsBy, sumRefunds, sumRefundsBy, sumTaxesCharged, sumTechnicianSales,
  sumVoids, sumVoidsBy, type ItemSales, type PaidTicketTotals, type ReportBounds, type ReportGrouping,
} from '../../../database/queries/reports';
import { reportRangeBounds, type ReportRange } from '../../../common/reportRanges';
import { addDays, dayjs, storeDayBounds } from '../../../common/storeTime';
import type { TenderType } from '../../../common/tenders';

/** The longest period a range report covers: a year, leap day included (thisYear always fits). */
export const MAX_REPORT_DAYS = 366;
export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;

export interface RangePeriod {
  range: ReportRange | 'custom';
  /** Store days, both included. */
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) => dayjs.utc(to).diff(dayjs.utc(from), 'day') + 1;

/** A spec range (§9) or custom store days (already checked: from ≤ to, at most MAX_REPORT_DAYS). */
export function rangePeriod(range: ReportRange | 'custom', from: string | undefined, to: string | undefined, tz: string, now = new Date()): RangePeriod {
  if (range !== 'custom' || !from || !to) return reportRangeBounds(range === 'custom' ? 'today' : range, tz, now);
  return { range, from, to, start: storeDayBounds(tz, from).start, end: storeDayBounds(tz, to).end };
}

/** Without a choice: days up to a month, weeks up to about four months, months beyond. */
export function defaultGrouping(period: Pick<RangePeriod, 'from' | 'to'>): ReportGrouping {
  const days = daysIn(period.from, period.to);
  return days <= 31 ? 'day' : days <= 124 ? 'week' : 'month';
}

/** The store days a bucket covers inside the period: it may start before `from` (a week from Monday) or run past `to`. */
export function bucketDays(bucket: string, unit: ReportGrouping, period: Pick<RangePeriod, 'from' | 'to'>): { from: string; to: string } {
  const last = unit === 'day' ? bucket : unit === 'week' ? addDays(bucket, 6) : dayjs.utc(bucket).endOf('month').format('YYYY-MM-DD');
  return { from: bucket < period.from ? period.from : bucket, to: last > period.to ? period.to : last };
}

/** One row of the figures table: a bucket, or the whole period. */
export interface PeriodFigures {
  key: string;
  from: string;
  to: string;
  tickets: number;
  servicesCents: number;
  retailCents: number;
  discountsCents: number;
  netCents: number;
  taxCents: number;
  tipsCents: number;
  tenders: Record<TenderType, number>;
  giftCardsSoldCents: number;
  giftCardsRedeemedCents: number;
  refunds: number;
  refundsCents: number;
  voids: number;
  voidsCents: number;
}

type Kinds = Record<'service' | 'retail' | 'giftcard', { grossCents: number; netCents: number }>;
const NO_TICKETS = { tickets: 0, taxCents: 0, tipCents: 0, cashCents: 0, creditCardCents: 0, giftCardCents: 0, couponCents: 0, checkCents: 0 };
const noKinds = (): Kinds => ({ service: { grossCents: 0, netCents: 0 }, retail: { grossCents: 0, netCents: 0 }, giftcard: { grossCents: 0, netCents: 0 } });

/** The daily report's figures for one stretch of days (the same sums: gross, discounts, net after discounts before tax). */
export function periodFigures(
  days: { key: string; from: string; to: string },
  paid: Pick<PaidTicketTotals, keyof typeof NO_TICKETS>,
  kinds: Kinds,
  refunds: { count: number; totalCents: number },
  voids: { count: number; amountCents: number },
): PeriodFigures {
  const gross = kinds.service.grossCents + kinds.retail.grossCents;
  const net = kinds.service.netCents + kinds.retail.netCents;
  return {
    ...days,
    tickets: paid.tickets,
    servicesCents: kinds.service.grossCents,
    retailCents: kinds.retail.grossCents,
    discountsCents: gross - net,
    netCents: net,
    taxCents: paid.taxCents,
    tipsCents: paid.tipCents,
    tenders: { cash: paid.cashCents, credit_card: paid.creditCardCents, gift_card: paid.giftCardCents, coupon: paid.couponCents, check: paid.checkCents },
    giftCardsSoldCents: kinds.giftcard.netCents,
    giftCardsRedeemedCents: paid.giftCardCents,
    refunds: refunds.count,
    refundsCents: refunds.totalCents,
    voids: voids.count,
    voidsCents: voids.amountCents,
  };
}

export interface CategorySales {
  categoryId: number | null;
  name: string;
  quantity: number;
  grossCents: number;
  netCents: number;
}

/** The items' sales added up by category (one query serves both tables); largest first. */
export function salesByCategory(items: readonly ItemSales[]): CategorySales[] {
  const out = new Map<number | null, CategorySales>();
  for (const i of items) {
    const key = i.categoryId ?? null;
    const c = out.get(key) ?? { categoryId: key, name: i.category ?? 'No category', quantity: 0, grossCents: 0, netCents: 0 };
    c.quantity += i.quantity;
    c.grossCents += i.grossCents;
    c.netCents += i.netCents;
    out.set(key, c);
  }
  return [...out.values()].sort((a, b) => b.netCents - a.netCents || a.name.localeCompare(b.name));
}

export interface RangeReport {
  period: RangePeriod;
  grouping: ReportGrouping;
  rows: PeriodFigures[];
  total: PeriodFigures;
  items: ItemSales[];
  categories: CategorySales[];
  taxes: Awaited<ReturnType<typeof sumTaxesCharged>>;
  technicians: (Awaited<ReturnType<typeof sumTechnicianSales>>[number] & { averageCents: number })[];
}

/** Buckets of the period's figures, each from the same sums as the total. */
export async function loadPeriodRows(db: Db, storeId: number, bounds: ReportBounds, tz: string, unit: ReportGrouping, period: Pick<RangePeriod, 'from' | 'to'>) {
  const [paid, kinds, voids, refunds] = await Promise.all([
    sumPaidTicketsBy(db, storeId, bounds, tz, unit),
    sumLinesByKindBy(db, storeId, bounds, tz, unit),
    sumVoidsBy(db, storeId, bounds, tz, unit),
    sumRefundsBy(db, storeId, bounds, tz, unit),
  ]);
  const buckets = [...new Set([...paid, ...kinds, ...voids, ...refunds].map((r) => r.bucket))].sort();
  return buckets.map((bucket) => {
    const k = noKinds();
    for (const r of kinds) if (r.bucket === bucket) k[r.kind] = { grossCents: r.grossCents, netCents: r.netCents };
    return periodFigures(
      { key: bucket, ...bucketDays(bucket, unit, period) },
      paid.find((r) => r.bucket === bucket) ?? NO_TICKETS,
      k,
      refunds.find((r) => r.bucket === bucket) ?? { count: 0, totalCents: 0 },
      voids.find((r) => r.bucket === bucket) ?? { count: 0, amountCents: 0 },
    );
  });
}

/**
 * The range report (reports.index): the daily report's figures over a
 * period, by store day, week or month, plus sales by item and category, tax
 * per tax and per technician. The total row comes from the ungrouped sums
 * the daily report uses, so a test can check that the buckets add up to it.
 */
export async function loadRangeReport(db: Db, storeId: number, period: RangePeriod, tz: string, grouping: ReportGrouping): Promise<RangeReport> {
  const [rows, paid, kinds, refunds, voids, items, taxes, techs] = await Promise.all([
    loadPeriodRows(db, storeId, period, tz, grouping, period),
    sumPaidTickets(db, storeId, period),
    sumLinesByKind(db, storeId, period),
    sumRefunds(db, storeId, period),
    sumVoids(db, storeId, period),
    sumItemSales(db, storeId, period),
    sumTaxesCharged(db, storeId, period),
    sumTechnicianSales(db, storeId, period),
  ]);
  return {
    period,
    grouping,
    rows,
    total: periodFigures({ key: 'total', from: period.from, to: period.to }, paid, kinds, refunds, voids),
    items,
    categories: salesByCategory(items),
    taxes,
    technicians: techs
      .map((t) => ({ ...t, averageCents: t.tickets ? Math.round(t.serviceCents / t.tickets) : 0 }))
      .sort((a, b) => b.serviceCents - a.serviceCents || a.name.localeCompare(b.name)),
  };
}
