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
import { addDays, storeDayBounds, storeToday } from '../../../common/storeTime';
import type { Subscription } from '../../../common/pages/Admin/Billing/Show';
import { cancellationRefusal, setCancelAtPeriodEnd } from '../../domain/billing/subscriptions';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import {
  FEATURE_LABELS,
  invoiceListRow,
  invoiceSheet,
  mdy,
  periodText,
  priceText,
  sellerOf,
  SUBSCRIPTION_LABELS,
  subscriptionTone,
} from '../presenters/billing';

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
  const sub = found?.subscription;
  const plan = found?.plan;
  let subscription: Subscription | null = null;
  if (sub && plan) {
    const ended = sub.status === 'canceled';
    const ending = sub.cancelAtPeriodEnd || ended;
    const nextStart = addDays(
      sub.status === 'trialing' && sub.trialEndsOn ? sub.trialEndsOn : sub.currentPeriodEnd,
      1,
    );
    subscription = {
      plan: {
        id: plan.id,
        name: plan.name,
        price: priceText(plan),
        features: plan.features.map((f) => FEATURE_LABELS[f]),
        max_locations: plan.maxLocations,
      },
      status: sub.status,
      status_label:
        sub.cancelAtPeriodEnd && !ended
          ? `${SUBSCRIPTION_LABELS[sub.status]}, ending`
          : SUBSCRIPTION_LABELS[sub.status],
      status_tone: subscriptionTone(sub.status),
      period: periodText(sub.currentPeriodStart, sub.currentPeriodEnd),
      trial_ends_on: sub.status === 'trialing' ? mdy(sub.trialEndsOn) : null,
      next_invoice_on: ending || sub.disabledAt ? null : mdy(nextStart),
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      ends_on: ending ? mdy(sub.currentPeriodEnd) : null,
      read_only: Boolean(sub.readOnlyAt),
      can: {
        cancel: cancellationRefusal(sub, 'cancel') === null,
        resume: cancellationRefusal(sub, 'resume') === null,
      },
    };
  }
  await res.inertia(
    'Admin/Billing/Show',
    {
      store: store.name,
      subscription,
      usage: {
        employees: { used: usage.employees, limit: plan?.maxEmployees ?? null },
        stations: { used: usage.stations, limit: plan?.maxStations ?? null },
        sms: { used: usage.sms, limit: plan?.smsPerMonth ?? null },
      },
      invoices: invoices.map((i) =>
        invoiceListRow(() => today)({
          invoice: i,
          storeName: store.name,
          timezone: store.timezone,
        }),
      ),
      // Only plans paid by the same interval can be moved to (planChangeQuote): the others would be refused.
      plans: plans
        .filter((p) => p.id !== plan?.id && (!plan || p.interval === plan.interval))
        .map((p) => ({ id: p.id, name: p.name, price: priceText(p) })),
    },
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
          tz: store.timezone,
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
    `Your subscription ends on ${mdy(sub.currentPeriodEnd)}. You can resume it until then.`,
  );
  res.redirect(routeUrl('billing.show'));
});

/** billing.resume: it goes on as before. */
export const resume = storeAction({}, async ({ db, store, req, res }) => {
  await setCancelAtPeriodEnd(db, store.id, false);
  flash(req, 'success', 'Your subscription goes on; nothing changes.');
  res.redirect(routeUrl('billing.show'));
});
