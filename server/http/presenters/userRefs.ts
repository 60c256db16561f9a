import type {
  getReferralPartner,
  listReferralCommissions,
  listReferredStores,
  referralCommissionTotals,
} from '../../../database/queries/referrals';
import type { SubscriptionStatus } from '../../../common/billing';
import { storeToday } from '../../../common/storeTime';
import type { Props } from '../../../common/pages/Admin/UserRefs/Index';

const toneOf = (s: SubscriptionStatus): 'primary' | 'danger' | 'neutral' =>
  s === 'active' || s === 'trialing'
    ? 'primary'
    : s === 'past_due' || s === 'unpaid'
      ? 'danger'
      : 'neutral';
/**
 * users.user_refs: the stores the partner brought (their plan's name and interval, their status as
 * codes, the day they subscribed), the commission ledger (the invoice's period and the day it was
 * earned as YYYY-MM-DD in its store's days, amounts in cents, the rate in basis points) and the
 * totals. The page writes them (docs/features/languages-and-offline.md "Values on the wire").
 */
export const userRefsPage = (
  partner: NonNullable<Awaited<ReturnType<typeof getReferralPartner>>>,
  stores: Awaited<ReturnType<typeof listReferredStores>>,
  commissions: Awaited<ReturnType<typeof listReferralCommissions>>,
  totals: Awaited<ReturnType<typeof referralCommissionTotals>>,
): Props => ({
  stores: stores.map((s) => ({
    id: s.storeId,
    name: s.name,
    plan: s.plan,
    interval: s.interval,
    status: s.status,
    status_tone: toneOf(s.status),
    since: storeToday(s.timezone, s.since),
  })),
  commissions: commissions.map((c) => ({
    id: c.id,
    invoice_number: c.invoiceNumber ?? '',
    store: c.store,
    period: { from: c.periodStart, to: c.periodEnd },
    paid_cents: c.paidCents,
    rate_bps: c.bps,
    commission_cents: c.amountCents,
    earned_on: storeToday(c.timezone, c.paidAt ?? c.createdAt),
  })),
  totals: {
    this_month_cents: totals.thisMonth,
    all_time_cents: totals.allTime,
    count: totals.count,
    rate_bps: partner.commissionBps,
  },
});
