import type { Db } from '../../../database/client';
import type {
  ItemSales,
  PaidTicketTotals,
  ReportGrouping,
} from '../../../database/queries/reports';
import {
  addBuckets,
  loadPeriodSums,
  type BucketSums,
  type TaxSums,
  type TechnicianSums,
} from './periodSums';
import type { ReportPeriod } from '../../../common/reportRanges';
import { addDays, dayjs } from '../../../common/storeTime';
import type { TenderType } from '../../../common/tenders';
import { clock } from '../../../common/clock';

/** The longest period a range report covers: a year, leap day included (thisYear always fits). */
export const MAX_REPORT_DAYS = 366;
export { REPORT_GROUPINGS } from '../../../common/reportRanges';

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) => dayjs.utc(to).diff(dayjs.utc(from), 'day') + 1;

/** Without a choice: days up to a month, weeks up to about four months, months beyond. */
export function defaultGrouping(period: Pick<ReportPeriod, 'from' | 'to'>): ReportGrouping {
  const days = daysIn(period.from, period.to);
  return days <= 31 ? 'day' : days <= 124 ? 'week' : 'month';
}

/** The store days a bucket covers inside the period: it may start before `from` (a week from Monday) or run past `to`. */
export function bucketDays(
  bucket: string,
  unit: ReportGrouping,
  period: Pick<ReportPeriod, 'from' | 'to'>,
): { from: string; to: string } {
  const last =
    unit === 'day'
      ? bucket
      : unit === 'week'
        ? addDays(bucket, 6)
        : dayjs.utc(bucket).endOf('month').format('YYYY-MM-DD');
  return {
    from: bucket < period.from ? period.from : bucket,
    to: last > period.to ? period.to : last,
  };
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

/** The daily report's figures for one stretch of days (the same sums: gross, discounts, net after discounts before tax). */
export function periodFigures(
  days: { key: string; from: string; to: string },
  paid: Pick<
    PaidTicketTotals,
    | 'tickets'
    | 'taxCents'
    | 'tipCents'
    | 'cashCents'
    | 'creditCardCents'
    | 'giftCardCents'
    | 'couponCents'
    | 'checkCents'
  >,
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
    tenders: {
      cash: paid.cashCents,
      credit_card: paid.creditCardCents,
      gift_card: paid.giftCardCents,
      coupon: paid.couponCents,
      check: paid.checkCents,
    },
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
    const c = out.get(key) ?? {
      categoryId: key,
      name: i.category ?? 'No category',
      quantity: 0,
      grossCents: 0,
      netCents: 0,
    };
    c.quantity += i.quantity;
    c.grossCents += i.grossCents;
    c.netCents += i.netCents;
    out.set(key, c);
  }
  return [...out.values()].sort((a, b) => b.netCents - a.netCents || a.name.localeCompare(b.name));
}

export interface RangeReport {
  period: ReportPeriod;
  grouping: ReportGrouping;
  rows: PeriodFigures[];
  total: PeriodFigures;
  items: ItemSales[];
  categories: CategorySales[];
  taxes: TaxSums[];
  technicians: (TechnicianSums & { averageCents: number })[];
}

/** The figures table's row for a bucket (or the whole period) of the period sums. */
export function bucketFigures(
  days: { key: string; from: string; to: string },
  b: BucketSums,
): PeriodFigures {
  return periodFigures(
    days,
    b,
    {
      service: { grossCents: b.serviceGrossCents, netCents: b.serviceNetCents },
      retail: { grossCents: b.retailGrossCents, netCents: b.retailNetCents },
      giftcard: { grossCents: b.giftcardGrossCents, netCents: b.giftcardNetCents },
    },
    { count: b.refunds, totalCents: b.refundsCents },
    { count: b.voids, amountCents: b.voidsCents },
  );
}

/**
 * The range report (reports.index): the daily report's figures over a
 * period, by store day, week or month, plus sales by item and category, tax
 * per tax and per technician. Finished days come from the daily roll-ups and
 * today from the tickets (periodSums.ts); the total row is the buckets added
 * up, and the tests hold both against the live sums over the same tickets.
 */
export async function loadRangeReport(
  db: Db,
  storeId: number,
  period: ReportPeriod,
  tz: string,
  grouping: ReportGrouping,
  now = clock.now(),
): Promise<RangeReport> {
  const sums = await loadPeriodSums(db, storeId, period, tz, grouping, now);
  return {
    period,
    grouping,
    rows: sums.buckets.map((b) =>
      bucketFigures({ key: b.bucket, ...bucketDays(b.bucket, grouping, period) }, b),
    ),
    total: bucketFigures(
      { key: 'total', from: period.from, to: period.to },
      addBuckets('total', sums.buckets),
    ),
    items: sums.items,
    categories: salesByCategory(sums.items),
    taxes: sums.taxes,
    technicians: sums.technicians
      .map((t) => ({ ...t, averageCents: t.tickets ? Math.round(t.serviceCents / t.tickets) : 0 }))
      .sort((a, b) => b.serviceCents - a.serviceCents || a.name.localeCompare(b.name)),
  };
}
