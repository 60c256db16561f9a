import type { Request, Response } from 'express';
import {
  listReferralCommissions,
  listReferredStores,
  referralCommissionTotals,
  getReferralPartner,
} from '../../../database/queries/referrals';
import type { SubscriptionStatus } from '../../../database/schema';
import { formatCurrency } from '../../../common/money';
import { storeToday } from '../../../common/storeTime';
import type { Props } from '../../../common/pages/Admin/UserRefs/Index';
import { forbidden } from '../errors';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
};
const toneOf = (s: SubscriptionStatus): 'primary' | 'danger' | 'neutral' =>
  s === 'active' || s === 'trialing'
    ? 'primary'
    : s === 'past_due' || s === 'unpaid'
      ? 'danger'
      : 'neutral';
const percent = (bps: number) => `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : 2)}%`;

/** users.user_refs (referral partners, docs/requirements.md §6): the stores the partner brought, their plans and status, and the commission ledger with totals. */
export async function index(req: Request, res: Response) {
  const db = req.ctx.db;
  const partner = req.actor ? await getReferralPartner(db, req.actor.id) : null;
  if (!partner) throw forbidden();
  // "This month": from the first of the month, UTC (a partner belongs to no store's zone).
  const monthStart = new Date(`${storeToday('UTC').slice(0, 8)}01T00:00:00Z`);
  const [stores, commissions, totals] = await Promise.all([
    listReferredStores(db, partner.id),
    listReferralCommissions(db, partner.id),
    referralCommissionTotals(db, partner.id, monthStart),
  ]);
  const props: Props = {
    stores: stores.map((s) => ({
      id: s.storeId,
      name: s.name,
      plan: `${s.plan} (${s.interval === 'year' ? 'yearly' : 'monthly'})`,
      status: s.status,
      status_label: STATUS_LABELS[s.status],
      status_tone: toneOf(s.status),
      since: storeToday(s.timezone, s.since),
    })),
    commissions: commissions.map((c) => ({
      id: c.id,
      invoice_number: c.invoiceNumber ?? '',
      store: c.store,
      period: `${c.periodStart} – ${c.periodEnd}`,
      paid: formatCurrency(c.paidCents),
      rate: percent(c.bps),
      commission: formatCurrency(c.amountCents),
      earned_on: storeToday(c.timezone, c.paidAt ?? c.createdAt),
    })),
    totals: {
      this_month: formatCurrency(totals.thisMonth),
      all_time: formatCurrency(totals.allTime),
      count: totals.count,
      rate: percent(partner.commissionBps),
    },
  };
  await res.inertia('Admin/UserRefs/Index', props, { title: 'Users' });
}
