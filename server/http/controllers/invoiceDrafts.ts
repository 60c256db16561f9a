import type { Request, Response } from 'express';
import { deleteDraft, getDraft, listDrafts } from '../../../database/queries/invoices';
import { formatPhone } from '../../../common/phone';
import { formatStoreDateTime } from '../../../common/storeTime';
import { saveDraft } from '../../domain/tickets/drafts';
import { notFound } from '../errors';
import { flash, validate } from '../validate';
import { routeUrl } from '../urls';
import { ticketSchema, toTicketRequest } from '../validators/pos';

/** Saved Ticket (spec §2 invoices.draft): tickets saved unpaid, to resume on the pay screen or delete. */
export async function index(req: Request, res: Response) {
  const tz = req.store!.timezone;
  const now = Date.now();
  const drafts = await listDrafts(req.ctx.db, req.store!.id);
  await res.inertia('Admin/Invoices/Draft', {
    drafts: drafts.map((d) => ({
      id: d.id,
      customer: d.customerName ?? null,
      customer_phone: formatPhone(d.customerPhone),
      technicians: d.technicians,
      amount_due: d.amountDueCents,
      saved_at: formatStoreDateTime(d.updatedAt, tz),
      age_minutes: Math.max(0, Math.floor((now - d.updatedAt.getTime()) / 60_000)),
      saved_by: d.createdByName,
    })),
  });
}

/** pos.drafts.store: Save ticket on the pay screen; back to picking a technician for the next customer. */
export async function store(req: Request, res: Response) {
  const input = validate(ticketSchema, req.body);
  await saveDraft(req.ctx.db, req.store!.id, req.actor!, null, toTicketRequest(input));
  flash(req, 'success', 'Ticket saved.');
  res.redirect(routeUrl('pos.select_technician'));
}

/** pos.drafts.update: a resumed saved ticket saved again. */
export async function update(req: Request, res: Response) {
  const draftId = Number(req.params.draft);
  if (!(await getDraft(req.ctx.db, req.store!.id, draftId))) throw notFound();
  const input = validate(ticketSchema, req.body);
  await saveDraft(req.ctx.db, req.store!.id, req.actor!, draftId, toTicketRequest(input));
  flash(req, 'success', 'Ticket saved.');
  res.redirect(303, routeUrl('pos.select_technician'));
}

/** invoices.draft.destroy: a saved ticket thrown away (after the page's confirmation). */
export async function destroy(req: Request, res: Response) {
  if (!(await deleteDraft(req.ctx.db, req.store!.id, Number(req.params.draft)))) throw notFound();
  flash(req, 'success', 'Saved ticket deleted.');
  res.redirect(303, routeUrl('invoices.draft'));
}
