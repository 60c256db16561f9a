import { getPaidInvoice } from '../../../database/queries/invoiceChanges';
import { listCardTipStates } from '../../../database/queries/closeBatches';
import { reportDay } from '../../domain/reports/daily';
import { lockedMessage, loadTipDay, reallocateTip } from '../../domain/tips/tipManagements';
import { storeAction } from '../action';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { dailyReportSchema } from '../validators/reports';
import { tipReallocationSchema } from '../validators/tipManagements';

/** tip-managements.index: one store day's tips per technician, the tickets they came from, and each ticket's split. */
export const index = storeAction(
  { input: dailyReportSchema },
  async ({ db, store, input: { date }, res }) => {
    const day = reportDay(store.timezone, date);
    const r = await loadTipDay(db, store.id, store.timezone, day.date, day.bounds);
    const cards = new Map(
      (
        await listCardTipStates(
          db,
          store.id,
          r.tickets.map((t) => t.id),
        )
      ).map((c) => [c.invoiceId, c.batchId === null ? ('open' as const) : ('settled' as const)]),
    );
    await res.inertia(
      'Admin/TipManagements/Index',
      {
        store: { name: store.name, timezone: store.timezone },
        day: { date: day.date, today: day.today, previous: day.previous, next: day.next },
        lock: {
          finalised_through: r.finalisedThrough,
          locked: r.locked,
          message: r.locked ? lockedMessage(r.finalisedThrough!) : null,
        },
        technicians: r.technicians.map((t) => ({
          id: t.technicianId,
          name: t.name,
          tip_cents: t.tipCents,
          tickets: t.tickets,
        })),
        tickets: r.tickets.map((t) => ({
          id: t.id,
          number: t.number,
          paid_at: t.paidAt,
          tip_cents: t.tipCents,
          card_tip: cards.get(t.id) ?? null,
          shares: t.shares.map((s) => ({
            technician_id: s.technicianId,
            name: s.name,
            cents: s.cents,
          })),
          technicians: t.technicians,
        })),
      },
      { title: 'Tip Management' },
    );
  },
);

/** tip-managements.update: re-allocates one ticket's tip (audited like the invoice edit), back to its day. */
// Another store's ticket is a 404 before anything about the form is said (records load before the input is parsed).
export const update = storeAction(
  { load: { invoice: getPaidInvoice }, input: tipReallocationSchema },
  async ({ db, store, actor, bound: { invoice }, input, req, res }) => {
    const shares = input.shares.map((s) => ({ technicianId: s.technician_id, cents: s.cents }));
    const done = await reallocateTip(db, store, invoice.id, shares, input.reason, actor);
    // Voided or refunded since it was loaded: no longer a paid ticket to re-allocate.
    if (!done) throw notFound();
    flash(req, 'success', 'Tip re-allocated.');
    res.redirect(routeUrl('tip-managements.index', {}, { date: done.date }));
  },
);
