import type { Request, Response } from 'express';
import {
  listReferralCommissions,
  listReferredStores,
  referralCommissionTotals,
  getReferralPartner,
} from '../../../database/queries/referrals';
import { storeToday } from '../../../common/storeTime';
import { userRefsPage } from '../presenters/userRefs';
import { forbidden } from '../errors';

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
  await res.inertia('Admin/UserRefs/Index', userRefsPage(partner, stores, commissions, totals), {
    title: 'Users',
  });
}
