import type { loadStats } from '../../domain/reports/stats';
import { rangeOptionsWithCustom } from './options';
import type { StoreRegion } from '../../../common/intlFormats';

type Stats = Awaited<ReturnType<typeof loadStats>>;

/** The charts of stats.index, in cents: the days against the period before, the service mix, technicians two ways, customers and the hour grid. */
export const statsCharts = (s: Stats) => {
  const tech = (t: Stats['bySales'][number]) => ({
    id: t.technicianId,
    name: t.name,
    tickets: t.tickets,
    service_cents: t.serviceCents,
    average_cents: t.averageCents,
  });
  return {
    previous: s.previous,
    revenue: s.revenue.map((d) => ({
      date: d.date,
      cents: d.cents,
      previous_date: d.previousDate,
      previous_cents: d.previousCents,
    })),
    totals: {
      cents: s.totals.cents,
      previous_cents: s.totals.previousCents,
      tickets: s.totals.tickets,
    },
    mix: s.mix.map((c) => ({
      id: c.categoryId,
      name: c.name,
      quantity: c.quantity,
      net_cents: c.netCents,
    })),
    by_sales: s.bySales.map(tech),
    by_average: s.byAverage.map(tech),
    customers: {
      new: s.customers.newCustomers,
      returning: s.customers.returningCustomers,
      walk_in_tickets: s.customers.walkInTickets,
    },
    hours: s.hours,
  };
};

/**
 * stats.index: the charts of the period, the filters as applied (a bad custom range echoes what
 * was typed, `raw`, and its errors are shown beside the dates) and the ranges offered.
 */
export const statsPage = (p: {
  store: { name: string; timezone: string; region: StoreRegion };
  stats: Stats;
  period: { from: string; to: string };
  maxDays: number;
  applied: { range: string } | null;
  raw: { from: string; to: string };
  errors: Record<string, string> | null;
}) => ({
  ...(p.errors ? { errors: p.errors } : {}),
  store: { name: p.store.name, timezone: p.store.timezone, region: p.store.region },
  filters: p.applied
    ? { range: p.applied.range, from: p.period.from, to: p.period.to }
    : { range: 'custom', from: p.raw.from, to: p.raw.to },
  period: { from: p.period.from, to: p.period.to, max_days: p.maxDays },
  ranges: rangeOptionsWithCustom(),
  ...statsCharts(p.stats),
});
