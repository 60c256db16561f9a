import type { Db } from '../../../database/client';
import { countNewAndReturningCustomers } from '../../../database/queries/stats';
import { addDays, storeDayBounds } from '../../../common/storeTime';
import type { ReportPeriod } from '../../../common/reportRanges';
import { daysIn, salesByCategory } from './range';
import { addBuckets, loadPeriodSums, type BucketSums } from './periodSums';
import { clock } from '../../../common/clock';

/** The period just before: as many store days, ending the day before `from`. */
export function previousPeriod(period: Pick<ReportPeriod, 'from' | 'to'>, tz: string) {
  const days = daysIn(period.from, period.to);
  const to = addDays(period.from, -1);
  const from = addDays(period.from, -days);
  return { from, to, start: storeDayBounds(tz, from).start, end: storeDayBounds(tz, to).end };
}

/** Net sales (services and retail after discounts) per store day, every day of the period listed, zero when nothing sold. */
export function dailySeries(
  from: string,
  days: number,
  rows: readonly Pick<BucketSums, 'bucket' | 'serviceNetCents' | 'retailNetCents'>[],
): { date: string; cents: number }[] {
  const byDay = new Map<string, number>();
  for (const r of rows)
    byDay.set(r.bucket, (byDay.get(r.bucket) ?? 0) + r.serviceNetCents + r.retailNetCents);
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    return { date, cents: byDay.get(date) ?? 0 };
  });
}

/** The busiest hours as a weekday × hour grid (Monday first), over the hours that had any ticket. */
export function hourGrid(cells: readonly { weekday: number; hour: number; tickets: number }[]) {
  const hours = cells.length
    ? [Math.min(...cells.map((c) => c.hour)), Math.max(...cells.map((c) => c.hour))]
    : [9, 18];
  const list = Array.from({ length: hours[1] - hours[0] + 1 }, (_, i) => hours[0] + i);
  const count = (weekday: number, hour: number) =>
    cells.find((c) => c.weekday === weekday && c.hour === hour)?.tickets ?? 0;
  return {
    hours: list,
    rows: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      tickets: list.map((h) => count(weekday, h)),
    })),
  };
}

/**
 * Everything on the stats page for a period: revenue by day with the
 * period before overlaid (day 1 against day 1), the mix by category, the
 * technicians, new and returning customers, and the busiest hours. Sales are
 * the report sums, so a chart never disagrees with the reports.
 */
export async function loadStats(db: Db, storeId: number, period: ReportPeriod, tz: string) {
  const previous = previousPeriod(period, tz);
  const days = daysIn(period.from, period.to);
  const [current, before, visitors] = await Promise.all([
    loadPeriodSums(db, storeId, period, tz, 'day', clock.now(), { hours: true }),
    loadPeriodSums(db, storeId, previous, tz, 'day'),
    countNewAndReturningCustomers(db, storeId, period),
  ]);
  const revenue = dailySeries(period.from, days, current.buckets);
  const prior = dailySeries(previous.from, days, before.buckets);
  const paid = addBuckets('total', current.buckets);
  const items = current.items;
  const withAverage = current.technicians.map((t) => ({
    ...t,
    averageCents: t.tickets ? Math.round(t.serviceCents / t.tickets) : 0,
  }));
  return {
    previous: { from: previous.from, to: previous.to },
    revenue: revenue.map((d, i) => ({
      date: d.date,
      cents: d.cents,
      previousDate: prior[i].date,
      previousCents: prior[i].cents,
    })),
    totals: {
      cents: revenue.reduce((a, d) => a + d.cents, 0),
      previousCents: prior.reduce((a, d) => a + d.cents, 0),
      tickets: paid.tickets,
    },
    mix: salesByCategory(items.filter((i) => i.kind === 'service')),
    bySales: [...withAverage].sort(
      (a, b) => b.serviceCents - a.serviceCents || a.name.localeCompare(b.name),
    ),
    byAverage: [...withAverage].sort(
      (a, b) => b.averageCents - a.averageCents || a.name.localeCompare(b.name),
    ),
    customers: { ...visitors, walkInTickets: paid.walkInTickets },
    hours: hourGrid(current.hours),
  };
}
