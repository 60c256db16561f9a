import type { Request, Response } from 'express';
import { getInvoiceReceipt } from '../../../database/queries/invoices';
import { getReceiptSettings } from '../../../database/queries/pos';
import { buildReceipt, receiptText } from '../../domain/tickets/receipt';
import { DomainError } from '../../domain/errors';
import { notFound } from '../errors';
import { flash } from '../validate';
import { routeUrl } from '../urls';

/** A paid or voided invoice of this store as its receipt, or 404. */
async function receipt(req: Request) {
  const storeId = req.store!.id;
  const [invoice, settings] = await Promise.all([getInvoiceReceipt(req.ctx.db, storeId, Number(req.params.invoice)), getReceiptSettings(req.ctx.db, storeId)]);
  if (!invoice) throw notFound();
  return buildReceipt(invoice, settings);
}

/** invoices.show: the receipt, with its 80 mm print layout (the page's own print styles). */
export async function show(req: Request, res: Response) {
  const r = await receipt(req);
  await res.inertia('Admin/Invoices/Show', { receipt: r, can_email: !!r.customer?.email });
}

/** invoices.email: the receipt sent to the ticket's customer, when they have an email address. */
export async function email(req: Request, res: Response) {
  const r = await receipt(req);
  const to = r.customer?.email;
  if (!to) throw new DomainError('This customer has no email address.');
  await req.ctx.mailer.send({ to, subject: `Your receipt from ${r.store.name} (ticket ${r.number})`, text: receiptText(r) });
  flash(req, 'success', `Receipt sent to ${to}.`);
  res.redirect(routeUrl('invoices.show', { invoice: r.id }));
}
