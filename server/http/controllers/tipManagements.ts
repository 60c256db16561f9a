import { getPaidInvoice } from '../../../database/queries/invoiceChanges';
import { listCardTipStates } from '../../../database/queries/closeBatches';
import { reportDay } from '../../domain/reports/daily';
import { loadTipDay, reallocateTip } from '../../domain/tips/tipManagements';
import { storeAction } from '../action';
import { tipManagementsPage } from '../presenters/tipManagements';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { dailyReportSchema } from '../validators/reports';
import { tipReallocationSchema } from '../validators/tipManagements';
import { say } from '../../../common/said';

/** tip-managements.index: one store day's tips per technician, the tickets they came from, and each ticket's split. */
export const index = storeAction(
  { input: dailyReportSchema },
  async ({ db, store, input: { date }, res }) => {
    const day = reportDay(store.timezone, date);
    const r = await loadTipDay(db, store.id, store.timezone, day.date, day.bounds);
    const cardTips = await listCardTipStates(
      db,
      store.id,
      r.tickets.map((t) => t.id),
    );
    await res.inertia(
      'Admin/TipManagements/Index',
      tipManagementsPage({ store, day, tips: r, cardTips }),
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
    flash(req, 'success', say('flash.invoices.tipReAllocated'));
    res.redirect(routeUrl('tip-managements.index', {}, { date: done.date }));
  },
);
