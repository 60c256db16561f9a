import type { Request, Response } from 'express';
import { getPaidInvoice } from '../../../database/queries/invoiceChanges';
import { reportDay } from '../../domain/reports/daily';
import { lockedMessage, loadTipDay, reallocateTip } from '../../domain/tips/tipManagements';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { dailyReportSchema } from '../validators/reports';
import { tipReallocationSchema } from '../validators/tipManagements';

/** tip-managements.index: one store day's tips per technician, the tickets they came from, and each ticket's split. */
export async function index(req: Request, res: Response) {
  const store = req.store!;
  const { date } = validate(dailyReportSchema, req.query);
  const day = reportDay(store.timezone, date);
  const r = await loadTipDay(req.ctx.db, store.id, store.timezone, day.date, day.bounds);
  await res.inertia('Admin/TipManagements/Index', {
    store: { name: store.name, timezone: store.timezone },
    day: { date: day.date, today: day.today, previous: day.previous, next: day.next },
    lock: { finalised_through: r.finalisedThrough, locked: r.locked, message: r.locked ? lockedMessage(r.finalisedThrough!) : null },
    technicians: r.technicians.map((t) => ({ id: t.technicianId, name: t.name, tip_cents: t.tipCents, tickets: t.tickets })),
    tickets: r.tickets.map((t) => ({
      id: t.id, number: t.number, paid_at: t.paidAt, tip_cents: t.tipCents,
      shares: t.shares.map((s) => ({ technician_id: s.technicianId, name: s.name, cents: s.cents })),
      technicians: t.technicians,
    })),
  }, { title: 'Tip Management' });
}

/** tip-managements.update: re-allocates one ticket's tip (audited like the invoice edit), back to its day. */
export async function update(req: Request, res: Response) {
  // Another store's ticket is a 404 before anything about the form is said.
  if (!(await getPaidInvoice(req.ctx.db, req.store!.id, Number(req.params.invoice)))) throw notFound();
  const input = validate(tipReallocationSchema, req.body);
  const done = await reallocateTip(req.ctx.db, req.store!, Number(req.params.invoice), input.shares.map((s) => ({ technicianId: s.technician_id, cents: s.cents })), input.reason, req.actor!);
  if (!done) throw notFound();
  flash(req, 'success', 'Tip re-allocated.');
  res.redirect(routeUrl('tip-managements.index', {}, { date: done.date }));
}
