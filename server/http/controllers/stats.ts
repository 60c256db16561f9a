import type { Request, Response } from 'express';
import { REPORT_RANGES, REPORT_RANGE_LABELS } from '../../../common/reportRanges';
import { MAX_REPORT_DAYS, rangePeriod } from '../../domain/reports/range';
import { loadStats } from '../../domain/reports/stats';
import { fieldErrors } from '../validate';
import { rangeReportSchema } from '../validators/reports';

/** stats.index: charts over a spec range or custom store days (this month by default: one day is not a chart). */
export async function index(req: Request, res: Response) {
  const store = req.store!;
  const parsed = rangeReportSchema.safeParse({ range: 'thisMonth', ...req.query });
  const ok = parsed.success ? parsed.data : null;
  const period = rangePeriod(ok ? ok.range : 'thisMonth', ok?.from, ok?.to, store.timezone);
  const raw = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');
  const s = await loadStats(req.ctx.db, store.id, period, store.timezone);
  const tech = (t: (typeof s.bySales)[number]) => ({ id: t.technicianId, name: t.name, tickets: t.tickets, service_cents: t.serviceCents, average_cents: t.averageCents });
  await res.inertia('Admin/Stats/Index', {
    ...(parsed.success ? {} : { errors: fieldErrors(parsed.error) }),
    store: { name: store.name, timezone: store.timezone },
    filters: ok ? { range: ok.range, from: period.from, to: period.to } : { range: 'custom', from: raw(req.query.from), to: raw(req.query.to) },
    period: { from: period.from, to: period.to, max_days: MAX_REPORT_DAYS },
    previous: s.previous,
    ranges: [...REPORT_RANGES.map((value) => ({ value, label: REPORT_RANGE_LABELS[value] })), { value: 'custom', label: 'Custom dates' }],
    revenue: s.revenue.map((d) => ({ date: d.date, cents: d.cents, previous_date: d.previousDate, previous_cents: d.previousCents })),
    totals: { cents: s.totals.cents, previous_cents: s.totals.previousCents, tickets: s.totals.tickets },
    mix: s.mix.map((c) => ({ id: c.categoryId, name: c.name, quantity: c.quantity, net_cents: c.netCents })),
    by_sales: s.bySales.map(tech),
    by_average: s.byAverage.map(tech),
    customers: { new: s.customers.newCustomers, returning: s.customers.returningCustomers, walk_in_tickets: s.customers.walkInTickets },
    hours: s.hours,
  }, { title: 'Stats' });
}
