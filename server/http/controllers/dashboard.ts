import type { Request, Response } from 'express';
import { formatStoreDateTime, storeToday } from '../../../common/storeTime';

export async function index(req: Request, res: Response) {
  const store = req.store!;
  // Cached per store and invalidated by clock events: a visit usually runs no SQL.
  const open = await req.ctx.caches.openClockRecords(store.id, req.cacheStamps);
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
  });
}
