import type {
  getSubscription,
  listActivePlans,
  listStoreInvoices,
  storeUsage,
} from '../../../database/queries/billing';
import { addDays } from '../../../common/storeTime';
import type { Subscription } from '../../../common/pages/Admin/Billing/Show';
import { cancellationRefusal } from '../../domain/billing/subscriptions';
import { invoiceListRow, periodOf, subscriptionTone } from './billing';

type Found = Awaited<ReturnType<typeof getSubscription>>;

/** The store's subscription as its owner reads it: plan (price in cents, features by code), status (a code: the page says it, "ending" too) and dates (the store's days, YYYY-MM-DD), and whether it may be cancelled or resumed. */
function subscriptionOf(found: Found): Subscription | null {
  const sub = found?.subscription;
  const plan = found?.plan;
  if (!sub || !plan) return null;
  const ended = sub.status === 'canceled';
  const ending = sub.cancelAtPeriodEnd || ended;
  const nextStart = addDays(
    sub.status === 'trialing' && sub.trialEndsOn ? sub.trialEndsOn : sub.currentPeriodEnd,
    1,
  );
  return {
    plan: {
      id: plan.id,
      name: plan.name,
      price_cents: plan.priceCents,
      interval: plan.interval,
      features: plan.features,
      max_locations: plan.maxLocations,
    },
    status: sub.status,
    status_tone: subscriptionTone(sub.status),
    period: periodOf(sub.currentPeriodStart, sub.currentPeriodEnd),
    trial_ends_on: sub.status === 'trialing' ? sub.trialEndsOn : null,
    next_invoice_on: ending || sub.disabledAt ? null : nextStart,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    ends_on: ending ? sub.currentPeriodEnd : null,
    read_only: Boolean(sub.readOnlyAt),
    can: {
      cancel: cancellationRefusal(sub, 'cancel') === null,
      resume: cancellationRefusal(sub, 'resume') === null,
    },
  };
}

/** billing.show: the subscription, this month's usage against the plan, its invoices, and the plans it may move to. */
export function ownerBillingPage(p: {
  store: { name: string; timezone: string };
  today: string;
  found: Found;
  usage: Awaited<ReturnType<typeof storeUsage>>;
  invoices: Awaited<ReturnType<typeof listStoreInvoices>>;
  plans: Awaited<ReturnType<typeof listActivePlans>>;
}) {
  const { store, usage } = p;
  const plan = p.found?.plan;
  return {
    store: store.name,
    subscription: subscriptionOf(p.found),
    usage: {
      employees: { used: usage.employees, limit: plan?.maxEmployees ?? null },
      stations: { used: usage.stations, limit: plan?.maxStations ?? null },
      sms: { used: usage.sms, limit: plan?.smsPerMonth ?? null },
    },
    invoices: p.invoices.map((i) =>
      invoiceListRow(() => p.today)({
        invoice: i,
        storeName: store.name,
        timezone: store.timezone,
      }),
    ),
    // Only plans paid by the same interval can be moved to (planChangeQuote): the others would be refused.
    plans: p.plans
      .filter((o) => o.id !== plan?.id && (!plan || o.interval === plan.interval))
      .map((o) => ({ id: o.id, name: o.name, price_cents: o.priceCents, interval: o.interval })),
  };
}
