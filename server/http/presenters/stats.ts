import type { loadStats } from '../../domain/reports/stats';

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
