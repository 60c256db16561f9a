import {
  findReplacedInvoice,
  getStoreInvoice,
  getSubscription,
  listActivePlans,
  listBillingLines,
  listBillingPayments,
  listStoreInvoices,
  storeUsage,
} from '../../../database/queries/billing';
import { storeDayBounds, storeToday } from '../../../common/storeTime';
import { setCancelAtPeriodEnd } from '../../domain/billing/subscriptions';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { invoiceSheet, sellerOf } from '../presenters/billing';
import { ownerBillingPage } from '../presenters/ownerBilling';
import { say } from '../../../common/said';
import { storeDay } from '../../../common/intlFormats';

/**
 * billing.*: the store's own subscription as its owner sees it
 * ("manage settings"): plan, status and dates in the store's days, usage
 * against the plan, its invoices (never drafts), and cancel at the period's
 * end or resume. A plan change is asked for through a support ticket: the
 * price is the super admin's to set (users.change_plan, prorated).
 */

const loadInvoice = getStoreInvoice;

/** billing.show */
export const show = storeAction({}, async ({ db, store, res }) => {
  const today = storeToday(store.timezone);
  const monthStart = storeDayBounds(store.timezone, `${today.slice(0, 8)}01`).start;
  const [found, usage, invoices, plans] = await Promise.all([
    getSubscription(db, store.id),
    storeUsage(db, store.id, monthStart),
    listStoreInvoices(db, store.id),
    listActivePlans(db),
  ]);
  await res.inertia(
    'Admin/Billing/Show',
    ownerBillingPage({ store, today, found, usage, invoices, plans }),
    { title: 'Billing' },
  );
});

/** billing.invoice: one of the store's own invoices, printable; another store's (or a draft) is a 404. */
export const invoice = storeAction(
  { load: { invoice: loadInvoice } },
  async ({ db, store, bound: { invoice: i }, req, res }) => {
    const today = storeToday(store.timezone);
    const [lines, payments, replacedBy, replaces] = await Promise.all([
      listBillingLines(db, i.id),
      listBillingPayments(db, store.id, i.id),
      i.replacedBy ? getStoreInvoice(db, store.id, i.replacedBy) : null,
      findReplacedInvoice(db, store.id, i.id),
    ]);
    await res.inertia(
      'Admin/Billing/Invoice',
      {
        invoice: invoiceSheet(i, {
          lines,
          payments,
          replacedBy,
          replaces,
          today,
        }),
        seller: sellerOf(req),
      },
      { title: `Invoice ${i.number}` },
    );
  },
);

/** billing.cancel: the subscription ends after this period (the billing pass does it); nothing more is invoiced. */
export const cancel = storeAction({}, async ({ db, store, req, res }) => {
  const sub = await setCancelAtPeriodEnd(db, store.id, true);
  flash(
    req,
    'success',
    // Spoken on the server, so the day goes as the store's region writes it in every language.
    say('flash.billing.yourSubscriptionEndsOnYou', {
      date: storeDay(sub.currentPeriodEnd, store.region),
    }),
  );
  res.redirect(routeUrl('billing.show'));
});

/** billing.resume: it goes on as before. */
export const resume = storeAction({}, async ({ db, store, req, res }) => {
  await setCancelAtPeriodEnd(db, store.id, false);
  flash(req, 'success', say('flash.billing.yourSubscriptionGoesOnNothing'));
  res.redirect(routeUrl('billing.show'));
});
