import {
  billingInvoiceTotals,
  findReplacedInvoice,
  getBillingInvoice,
  getStoreForBilling,
  listBillingInvoices,
  listBillingLines,
  listBillingPayments,
  listStoreNames,
} from '../../../database/queries/billing';
import { storeToday } from '../../../common/storeTime';
import {
  markUncollectible,
  paymentRecordedMessage,
  queueInvoiceEmail,
  recordPayment,
  voidInvoice,
} from '../../domain/billing/invoices';
import { DomainError } from '../../domain/errors';
import { platformAction } from '../platformAction';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { invoiceSheet, sellerOf } from '../presenters/billing';
import { userInvoicePage, userInvoicesPage } from '../presenters/userInvoices';
import { invoiceFiltersSchema, paymentSchema, voidSchema } from '../validators/billing';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

const PER_PAGE = 25;

/** user-invoices.index (super admin): subscription invoices filtered by status, store and period, with totals. */
export const index = platformAction(
  { input: invoiceFiltersSchema },
  async ({ db, input: f, res }) => {
    const filter = { status: f.status, storeId: f.store, from: f.from, to: f.to };
    const [totals, stores] = await Promise.all([
      billingInvoiceTotals(db, filter),
      listStoreNames(db),
    ]);
    const count = totals.reduce((a, t) => a + t.n, 0);
    const lastPage = Math.max(1, Math.ceil(count / PER_PAGE));
    const page = Math.min(f.page, lastPage);
    const rows = await listBillingInvoices(db, filter, {
      limit: PER_PAGE,
      offset: (page - 1) * PER_PAGE,
    });
    await res.inertia(
      'Admin/UserInvoices/Index',
      userInvoicesPage({
        rows,
        totals,
        stores,
        filters: f,
        page: { current: page, last: lastPage, perPage: PER_PAGE, total: count },
        today: storeToday,
      }),
      { title: 'Invoice' },
    );
  },
);

/** user-invoices.show: the printable invoice (seller, bill-to snapshot, lines, totals, status stamp) and its actions. */
export const show = platformAction(
  { load: { invoice: getBillingInvoice } },
  async ({ db, bound: { invoice: i }, req, res }) => {
    const store = await getStoreForBilling(db, i.storeId);
    const tz = store?.timezone ?? 'UTC';
    const today = storeToday(tz);
    const [lines, payments, replacedBy, replaces] = await Promise.all([
      listBillingLines(db, i.id),
      listBillingPayments(db, i.storeId, i.id),
      i.replacedBy ? getBillingInvoice(db, i.replacedBy) : null,
      findReplacedInvoice(db, i.storeId, i.id),
    ]);
    await res.inertia(
      'Admin/UserInvoices/Show',
      userInvoicePage(
        invoiceSheet(i, { lines, payments, replacedBy, replaces, today }),
        i,
        sellerOf(req),
        today,
      ),
      { title: `Invoice ${i.number ?? 'draft'}` },
    );
  },
);

const toShow = (id: number) => routeUrl('user-invoices.show', { invoice: id });

export const email = platformAction(
  { load: { invoice: getBillingInvoice } },
  async ({ db, bound: { invoice }, req, res }) => {
    if (invoice.status === 'draft' || invoice.status === 'void' || !invoice.billingEmail)
      throw new DomainError(say('validation.billing.thisInvoiceHasNoOne'));
    await queueInvoiceEmail(db, invoice, `manual-${clock.ms()}`);
    req.ctx.runJobsSoon();
    flash(req, 'success', say('flash.billing.invoiceEmailedTo', { email: invoice.billingEmail }));
    res.redirect(toShow(invoice.id));
  },
);

export const pay = platformAction(
  { load: { invoice: getBillingInvoice }, input: paymentSchema },
  async ({ db, actor, bound: { invoice }, input, req, res }) => {
    const row = await recordPayment(db, invoice.id, {
      amountCents: input.amount,
      method: input.method,
      reference: input.reference,
      receivedOn: input.received_on,
      by: actor.id,
    });
    flash(req, 'success', paymentRecordedMessage(row));
    res.redirect(toShow(invoice.id));
  },
);

export const voidAction = platformAction(
  { load: { invoice: getBillingInvoice }, input: voidSchema },
  async ({ db, bound: { invoice }, input, req, res }) => {
    if (input.credit_amount && !input.credit_description)
      throw new DomainError(say('validation.billing.sayWhatTheCreditIs'), 'credit_description');
    const correction =
      input.reissue && input.credit_amount
        ? { description: input.credit_description!, amountCents: -input.credit_amount }
        : null;
    const { replacement } = await voidInvoice(db, invoice.id, {
      reason: input.reason,
      reissue: input.reissue,
      correction,
    });
    req.ctx.runJobsSoon();
    flash(
      req,
      'success',
      replacement
        ? say('flash.billing.invoiceVoidedAndReissuedAs', { number: replacement.number })
        : say('flash.billing.invoiceVoided'),
    );
    res.redirect(toShow(replacement?.id ?? invoice.id));
  },
);

export const uncollectible = platformAction(
  { load: { invoice: getBillingInvoice } },
  async ({ db, bound: { invoice }, req, res }) => {
    await markUncollectible(db, invoice.id);
    flash(req, 'success', say('flash.billing.invoiceMarkedUncollectible'));
    res.redirect(toShow(invoice.id));
  },
);
