import type { Request, Response } from 'express';
import { can } from '../../domain/access/permissions';
import { formatStoreDateTime, storeToday } from '../../../common/storeTime';

/** Who sees today's headline numbers: anyone who may read a report of the day's sales. */
const seesSales = (req: Request) => can(req.actor, 'view daily reports') || can(req.actor, 'view reports');

export async function index(req: Request, res: Response) {
  const store = req.store!;
  // Cached per store and invalidated by clock events: a visit usually runs no SQL.
  const open = await req.ctx.caches.openClockRecords(store.id, req.cacheStamps);
  // Cached too, invalidated by every TicketPaid and CheckInChanged (the events the page reloads it on).
  const headline = seesSales(req) ? await req.ctx.caches.todayHeadline(store.id, store.timezone, req.cacheStamps) : null;
  await res.inertia('Admin/Dashboard', {
    store: { name: store.name, timezone: store.timezone },
    today: storeToday(store.timezone),
    // Who is clocked in now, earliest first (the dashboard's time-clock panel).
    clocked_in: open.map((r) => ({
      id: r.id,
      employee_id: r.employeeId,
      name: r.name,
      clock_in: formatStoreDateTime(r.clockIn, store.timezone),
      clock_in_iso: r.clockIn.toISOString(),
    })),
    ...(headline ? { headline: { sales_cents: headline.netSalesCents, tickets: headline.tickets, tip_cents: headline.tipCents, waiting: headline.waiting } } : {}),
  });
}
