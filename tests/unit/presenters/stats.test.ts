import { describe, expect, test } from 'vitest';
import { statsCharts } from '../../../server/http/presenters/stats';

type Stats = Parameters<typeof statsCharts>[0];

const anna = { technicianId: 3, name: 'Anna', tickets: 4, serviceCents: 20000, averageCents: 5000 };
const bo = { technicianId: 4, name: 'Bo', tickets: 1, serviceCents: 9000, averageCents: 9000 };

const stats = {
  previous: { from: '2026-02-01', to: '2026-02-28' },
  revenue: [{ date: '2026-03-01', cents: 12500, previousDate: '2026-02-01', previousCents: 0 }],
  totals: { cents: 12500, previousCents: 0, tickets: 3 },
  mix: [{ categoryId: null, name: 'Uncategorised', quantity: 2, netCents: 7000 }],
  bySales: [anna, bo],
  byAverage: [bo, anna],
  customers: { newCustomers: 2, returningCustomers: 1, walkInTickets: 4 },
  hours: [[0, 1]],
} as unknown as Stats;

describe('stats presenter', () => {
  test('charts in cents and snake_case: each day beside the same day of the period before', () => {
    const c = statsCharts(stats);
    expect(c.previous).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(c.revenue).toEqual([
      { date: '2026-03-01', cents: 12500, previous_date: '2026-02-01', previous_cents: 0 },
    ]);
    expect(c.totals).toEqual({ cents: 12500, previous_cents: 0, tickets: 3 });
    expect(c.mix).toEqual([{ id: null, name: 'Uncategorised', quantity: 2, net_cents: 7000 }]);
    expect(c.customers).toEqual({ new: 2, returning: 1, walk_in_tickets: 4 });
    expect(c.hours).toEqual([[0, 1]]);
  });

  test('technicians two ways, each with tickets, service sales and average ticket, in the order given', () => {
    const c = statsCharts(stats);
    expect(c.by_sales).toEqual([
      { id: 3, name: 'Anna', tickets: 4, service_cents: 20000, average_cents: 5000 },
      { id: 4, name: 'Bo', tickets: 1, service_cents: 9000, average_cents: 9000 },
    ]);
    expect(c.by_average.map((t) => t.id)).toEqual([4, 3]);
  });
});
