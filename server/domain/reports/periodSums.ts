import type { Db } from '../../../database/client';
import {
  sumItemSales,
  sumLinesByKindBy,
  sumPaidTicketsBy,
  sumRefundsBy,
  sumTaxesCharged,
  sumTechnicianSales,
  sumVoidsBy,
  type ItemSales,
  type ReportGrouping,
} from '../../../database/queries/reports';
import { readReportDays, type ReportDaySums } from '../../../database/queries/reportDays';
import { countTicketsByHour } from '../../../database/queries/stats';
import { addDays, storeDayBounds, storeToday } from '../../../common/storeTime';
import { netOfTipRefunds } from './tipRefunds';
import { clock } from '../../../common/clock';

/**
 * A period's report sums: its finished days from the daily roll-ups, the
 * rest (today, and yesterday just after midnight) from the tickets, added
 * together. Both halves are the same sums, so a report reads the same
 * whichever half a day falls in, and a year costs 365 roll-up rows and one
 * day of tickets instead of every ticket of the year.
 */

/**
 * How long after a store's midnight its day becomes a roll-up. A ticket paid
 * just before midnight sees its day still open and skips forgetting it
 * (0008_report_days), so its transaction must have committed before that day
 * is rolled up; a quarter of an hour is far longer than any checkout.
 */
export const ROLLUP_DELAY_MS = 15 * 60_000;

export interface SumOptions {
  /** Also the paid tickets per weekday and hour (the stats page's busiest hours). */
  hours?: boolean;
}

export interface DaySpan {
  from: string;
  to: string;
}

/** The days of [from, to] the roll-ups answer for, and the days read live. */
export function splitPeriod(
  period: DaySpan,
  tz: string,
  now = clock.now(),
): { rolled: DaySpan | null; live: DaySpan | null } {
  const lastRolled = addDays(storeToday(tz, new Date(now.getTime() - ROLLUP_DELAY_MS)), -1);
  const rolledTo = period.to < lastRolled ? period.to : lastRolled;
  const liveFrom = period.from > lastRolled ? period.from : addDays(lastRolled, 1);
  return {
    rolled: period.from <= rolledTo ? { from: period.from, to: rolledTo } : null,
    live: liveFrom <= period.to ? { from: liveFrom, to: period.to } : null,
  };
}

export type BucketSums = ReportDaySums;
export type TaxSums = { name: string; rate: number; baseCents: number; amountCents: number };
export type HourSums = { weekday: number; hour: number; tickets: number };
export type TechnicianSums = {
  technicianId: number;
  name: string;
  tickets: number;
  serviceCents: number;
  tipCents: number;
};

export interface PeriodSums {
  /** Per bucket (its first day, YYYY-MM-DD), in order; a bucket where nothing happened is left out. */
  buckets: BucketSums[];
  /** Service and retail sales by item, largest net first. */
  items: ItemSales[];
  /** By name, then rate. */
  taxes: TaxSums[];
  technicians: TechnicianSums[];
  /** Paid tickets per weekday (ISO) and hour of the store's wall clock: only when asked for. */
  hours: HourSums[];
}

const FIGURES = [
  'tickets',
  'subtotalCents',
  'discountCents',
  'taxCents',
  'totalCents',
  'tipCents',
  'amountDueCents',
  'cashCents',
  'creditCardCents',
  'giftCardCents',
  'couponCents',
  'checkCents',
  'changeCents',
  'serviceGrossCents',
  'serviceNetCents',
  'retailGrossCents',
  'retailNetCents',
  'giftcardGrossCents',
  'giftcardNetCents',
  'voids',
  'voidsCents',
  'refunds',
  'refundsCents',
  'walkInTickets',
] as const satisfies readonly (keyof BucketSums)[];

export const emptyBucket = (bucket: string): BucketSums =>
  Object.fromEntries([['bucket', bucket], ...FIGURES.map((f) => [f, 0])]) as unknown as BucketSums;

/** All the buckets added into one. */
export function addBuckets(bucket: string, rows: readonly BucketSums[]): BucketSums {
  const out = emptyBucket(bucket);
  for (const r of rows) for (const f of FIGURES) out[f] += r[f];
  return out;
}

const isEmpty = (b: BucketSums) => FIGURES.every((f) => b[f] === 0);

/** Rows with the same key added into one (`add` sums two rows), in first-seen order. */
function addByKey<T>(
  rows: readonly T[],
  key: (row: T) => string | number,
  add: (a: T, b: T) => T,
): T[] {
  const out = new Map<string | number, T>();
  for (const r of rows) {
    const k = key(r);
    const had = out.get(k);
    out.set(k, had ? add(had, r) : { ...r });
  }
  return [...out.values()];
}

/** Two halves of a period added together: buckets by key, items by item, taxes by name and rate, technicians by id. */
export function mergeSums(a: PeriodSums, b: PeriodSums): PeriodSums {
  return {
    buckets: addByKey(
      [...a.buckets, ...b.buckets],
      (r) => r.bucket,
      (x, y) => addBuckets(x.bucket, [x, y]),
    )
      .filter((r) => !isEmpty(r))
      .sort((x, y) => (x.bucket < y.bucket ? -1 : 1)),
    items: addByKey(
      [...a.items, ...b.items],
      (i) => `${i.serviceId}|${i.name}|${i.categoryId}|${i.kind}`,
      (x, y) => ({
        ...x,
        quantity: x.quantity + y.quantity,
        grossCents: x.grossCents + y.grossCents,
        netCents: x.netCents + y.netCents,
      }),
    ).sort(
      (x, y) =>
        y.netCents - x.netCents ||
        x.name.localeCompare(y.name) ||
        (x.serviceId ?? 0) - (y.serviceId ?? 0),
    ),
    taxes: addByKey(
      [...a.taxes, ...b.taxes],
      (t) => `${t.name}|${t.rate}`,
      (x, y) => ({
        ...x,
        baseCents: x.baseCents + y.baseCents,
        amountCents: x.amountCents + y.amountCents,
      }),
    ).sort((x, y) => x.name.localeCompare(y.name) || x.rate - y.rate),
    technicians: addByKey(
      [...a.technicians, ...b.technicians],
      (t) => t.technicianId,
      (x, y) => ({
        ...x,
        tickets: x.tickets + y.tickets,
        serviceCents: x.serviceCents + y.serviceCents,
        tipCents: x.tipCents + y.tipCents,
      }),
    ),
    hours: addByKey(
      [...a.hours, ...b.hours],
      (h) => `${h.weekday}|${h.hour}`,
      (x, y) => ({ ...x, tickets: x.tickets + y.tickets }),
    ).sort((x, y) => x.weekday - y.weekday || x.hour - y.hour),
  };
}

const NONE: PeriodSums = { buckets: [], items: [], taxes: [], technicians: [], hours: [] };

/** The same sums straight from the tickets of [from, to]: the days not rolled up. */
export async function loadLiveSums(
  db: Db,
  storeId: number,
  span: DaySpan,
  tz: string,
  unit: ReportGrouping,
  opts: SumOptions = {},
): Promise<PeriodSums> {
  const b = { start: storeDayBounds(tz, span.from).start, end: storeDayBounds(tz, span.to).end };
  const [paid, kinds, voids, refunds, items, taxes, technicians, hours] = await Promise.all([
    sumPaidTicketsBy(db, storeId, b, tz, unit),
    sumLinesByKindBy(db, storeId, b, tz, unit),
    sumVoidsBy(db, storeId, b, tz, unit),
    sumRefundsBy(db, storeId, b, tz, unit),
    sumItemSales(db, storeId, b),
    sumTaxesCharged(db, storeId, b),
    sumTechnicianSales(db, storeId, b),
    opts.hours ? countTicketsByHour(db, storeId, b, tz) : [],
  ]);
  const buckets = new Map<string, BucketSums>();
  const at = (key: string) => buckets.get(key) ?? buckets.set(key, emptyBucket(key)).get(key)!;
  for (const p of paid) Object.assign(at(p.bucket), { ...p });
  for (const k of kinds) {
    const row = at(k.bucket);
    if (k.kind === 'service')
      Object.assign(row, { serviceGrossCents: k.grossCents, serviceNetCents: k.netCents });
    if (k.kind === 'retail')
      Object.assign(row, { retailGrossCents: k.grossCents, retailNetCents: k.netCents });
    if (k.kind === 'giftcard')
      Object.assign(row, { giftcardGrossCents: k.grossCents, giftcardNetCents: k.netCents });
  }
  for (const v of voids) Object.assign(at(v.bucket), { voids: v.count, voidsCents: v.amountCents });
  for (const r of refunds)
    Object.assign(at(r.bucket), { refunds: r.count, refundsCents: r.totalCents });
  // In order, as PeriodSums promises: a day with only a void or a refund (a Monday, when the demo salon is closed) is
  // first seen by the last two queries and would otherwise come after the days with sales.
  const ordered = [...buckets.values()].sort((x, y) => (x.bucket < y.bucket ? -1 : 1));
  return { buckets: ordered, items, taxes, technicians, hours };
}

/** A period's sums: finished days from the roll-ups (made on first read), the rest live. */
export async function loadPeriodSums(
  db: Db,
  storeId: number,
  period: DaySpan,
  tz: string,
  unit: ReportGrouping,
  now = clock.now(),
  opts: SumOptions = {},
): Promise<PeriodSums> {
  const { rolled, live } = splitPeriod(period, tz, now);
  const [fromRollups, fromTickets] = await Promise.all([
    rolled ? readReportDays(db, storeId, tz, rolled.from, rolled.to, unit, opts) : NONE,
    live ? loadLiveSums(db, storeId, live, tz, unit, opts) : NONE,
  ]);
  const sums = mergeSums(fromRollups, fromTickets);
  // Tips taken back by refunds are read live over the whole period: refunds are few, and the roll-ups stay as they were.
  const bounds = {
    start: storeDayBounds(tz, period.from).start,
    end: storeDayBounds(tz, period.to).end,
  };
  const blank = (technicianId: number, name: string) => ({
    technicianId,
    name,
    tickets: 0,
    serviceCents: 0,
    tipCents: 0,
  });
  return {
    ...sums,
    technicians: await netOfTipRefunds(db, storeId, bounds, sums.technicians, blank),
  };
}
