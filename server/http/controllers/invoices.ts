import { getInvoiceReceipt } from '../../../database/queries/invoices';
import { getReceiptSettings } from '../../../database/queries/pos';
import { buildReceipt, receiptText } from '../../domain/tickets/receipt';
import { receiptPoints } from '../../domain/loyalty/receiptPoints';
import { receiptSubject } from '../../domain/tickets/receiptMail';
import { storeLocale } from '../../services/messageLocale';
import { DomainError } from '../../domain/errors';
import { storeAction, type Bound, type StoreContext } from '../action';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/** A paid or voided invoice of this store (never a saved ticket): what its receipt prints. */
const invoiceParam = { invoice: getInvoiceReceipt };

const receipt = async ({ db, store }: StoreContext, { invoice }: Bound<typeof invoiceParam>) =>
  buildReceipt(
    invoice,
    await getReceiptSettings(db, store.id),
    await receiptPoints(db, store.id, invoice, clock.now()),
  );

/** invoices.show: the receipt, with its 80 mm print layout (the page's own print styles). */
export const show = storeAction({ load: invoiceParam }, async (a) => {
  const r = await receipt(a, a.bound);
  await a.res.inertia('Admin/Invoices/Show', { receipt: r, can_email: !!r.customer?.email });
});

/** invoices.email: the receipt sent to the ticket's customer, when they have an email address. */
export const email = storeAction({ load: invoiceParam }, async (a) => {
  const r = await receipt(a, a.bound);
  const to = r.customer?.email;
  if (!to) throw new DomainError(say('validation.customers.thisCustomerHasNoEmail'));
  const locale = await storeLocale(a.db, a.store.id);
  await a.req.ctx.mailer.send({
    to,
    subject: receiptSubject(r, locale),
    text: receiptText(r, locale),
  });
  flash(a.req, 'success', say('flash.customers.receiptSentTo', { email: to }));
  a.res.redirect(routeUrl('invoices.show', { invoice: r.id }));
});
