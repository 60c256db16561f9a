import type {
  listActivePlans,
  listReferralPartners,
  listStoreAccounts,
  PlanRow,
  SubscriptionRow,
} from '../../../database/queries/billing';
import { addDays } from '../../../common/storeTime';
import type { AccountRow, PlanQuote, Props } from '../../../common/pages/Admin/Users/Index';
import { MAX_TRIAL_EXTENSION_DAYS, planChangeQuote } from '../../domain/billing/subscriptions';
import { DomainError } from '../../domain/errors';
import { withLinks } from '../pagination';
import type { accountFiltersSchema } from '../validators/billing';
import { ACCOUNT_FILTER_STATUSES } from '../../../common/billing';
import { periodOf, subscriptionTone, when } from './billing';

type AccountListRow = Awaited<ReturnType<typeof listStoreAccounts>>[number];
type Plans = Awaited<ReturnType<typeof listActivePlans>>;

/** What moving a store to each other plan would cost today (prorated); a plan the move is refused for is left out. */
function quotesFor(
  sub: SubscriptionRow,
  from: PlanRow,
  plans: PlanRow[],
  today: string,
): PlanQuote[] {
  const out: PlanQuote[] = [];
  for (const to of plans) {
    try {
      const q = planChangeQuote(sub, from, to, today);
      out.push(
        q
          ? {
              plan_id: to.id,
              credit_cents: q.creditCents,
              charge_cents: q.chargeCents,
              net_cents: q.netCents,
              days: { remaining: q.remainingDays, period: q.periodDays },
            }
          : {
              plan_id: to.id,
              credit_cents: 0,
              charge_cents: 0,
              net_cents: 0,
              days: null,
            },
      );
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
    }
  }
  return out;
}

/** A store account as the Users page shows it: owner, plan, status, usage this month, the plan quotes (in cents) and the trial window, in its own days; instants as ISO strings. */
export const accountRow =
  (plans: Plans, todayIn: (tz: string) => string) =>
  (r: AccountListRow): AccountRow => {
    const tz = r.store.timezone;
    const today = todayIn(tz);
    const sub = r.subscription;
    const plan = r.plan;
    return {
      store_id: r.store.id,
      store: r.store.name,
      owner: r.owner ? { name: r.owner.name, email: r.owner.email } : null,
      plan: plan
        ? {
            id: plan.id,
            name: plan.name,
            price_cents: plan.priceCents,
            interval: plan.interval,
            version: plan.version,
          }
        : null,
      status: sub?.status ?? null,
      status_tone: subscriptionTone(sub?.status ?? null),
      period: sub ? periodOf(sub.currentPeriodStart, sub.currentPeriodEnd) : null,
      trial_ends_on: sub?.trialEndsOn ?? null,
      read_only: Boolean(sub?.readOnlyAt),
      disabled: sub?.disabledAt
        ? { at: when(sub.disabledAt)!, reason: sub.disabledReason ?? '' }
        : null,
      usage: {
        employees: { used: r.usage.employees, limit: plan?.maxEmployees ?? null },
        stations: { used: r.usage.stations, limit: plan?.maxStations ?? null },
        sms: { used: r.usage.sms, limit: plan?.smsPerMonth ?? null },
      },
      last_sign_in: r.lastSignInAt ? when(new Date(r.lastSignInAt)) : null,
      quotes: sub && plan ? quotesFor(sub, plan, plans, today) : [],
      trial_window:
        sub?.status === 'trialing'
          ? { min: addDays(today, 1), max: addDays(today, MAX_TRIAL_EXTENSION_DAYS) }
          : null,
      partner: r.partner,
      partner_changed: r.lastAssignment
        ? { by: r.lastAssignment.by, at: when(r.lastAssignment.at)! }
        : null,
    };
  };

/** users.index: one page of store accounts, the filters as applied (echoed in the page links), the partners and the plans to move to. */
export function storeAccountsPage(p: {
  rows: AccountListRow[];
  plans: Plans;
  partners: Awaited<ReturnType<typeof listReferralPartners>>;
  filters: ReturnType<typeof accountFiltersSchema.parse>;
  page: { current: number; last: number; perPage: number; total: number };
  today: (tz: string) => string;
}): Props {
  const { filters: f } = p;
  const query = { ...(f.q ? { q: f.q } : {}), ...(f.status ? { status: f.status } : {}) };
  return {
    accounts: withLinks(
      {
        data: p.rows.map(accountRow(p.plans, p.today)),
        current_page: p.page.current,
        last_page: p.page.last,
        per_page: p.page.perPage,
        total: p.page.total,
      },
      'users.index',
      query,
    ),
    filters: { q: f.q, status: f.status ?? '' },
    options: {
      statuses: [...ACCOUNT_FILTER_STATUSES],
    },
    partners: p.partners,
    plans: p.plans.map((o) => ({
      id: o.id,
      name: o.name,
      price_cents: o.priceCents,
      interval: o.interval,
    })),
  };
}
