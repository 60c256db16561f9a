import { deleteDraft, getDraft, listDrafts } from '../../../database/queries/invoices';
import { saveDraft } from '../../domain/tickets/drafts';
import { storeAction } from '../action';
import { notFound } from '../errors';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { draftListItem } from '../presenters/invoiceDrafts';
import { ticketSchema, toTicketRequest } from '../validators/pos';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/** A saved ticket of the store, not yet being paid. */
const draftParam = { draft: getDraft };

/** Saved Ticket (docs/requirements.md §2 invoices.draft): tickets saved unpaid, to resume on the pay screen or delete. */
export const index = storeAction({}, async ({ db, store, res }) => {
  const drafts = await listDrafts(db, store.id);
  await res.inertia('Admin/Invoices/Draft', {
    drafts: drafts.map(draftListItem(clock.ms())),
  });
});

/** pos.drafts.store: Save ticket on the pay screen; back to picking a technician for the next customer. */
export const store = storeAction(
  { input: ticketSchema },
  async ({ db, store, actor, input, req, res }) => {
    await saveDraft(db, store.id, actor, null, toTicketRequest(input));
    flash(req, 'success', say('flash.invoices.ticketSaved'));
    res.redirect(routeUrl('pos.select_technician'));
  },
);

/** pos.drafts.update: a resumed saved ticket saved again. */
export const update = storeAction(
  { load: draftParam, input: ticketSchema },
  async ({ db, store, actor, bound: { draft }, input, req, res }) => {
    await saveDraft(db, store.id, actor, draft.id, toTicketRequest(input));
    flash(req, 'success', say('flash.invoices.ticketSaved'));
    res.redirect(303, routeUrl('pos.select_technician'));
  },
);

/** invoices.draft.destroy: a saved ticket thrown away (after the page's confirmation). */
export const destroy = storeAction(
  { load: draftParam },
  async ({ db, store, bound: { draft }, req, res }) => {
    // Paid (or started paying) between the load and now: gone as a saved ticket.
    if (!(await deleteDraft(db, store.id, draft.id))) throw notFound();
    flash(req, 'success', say('flash.invoices.savedTicketDeleted'));
    res.redirect(303, routeUrl('invoices.draft'));
  },
);
