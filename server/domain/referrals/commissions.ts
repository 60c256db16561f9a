import type { Db } from '../../../database/client';
import { getReferralPartner, insertReferralCommission } from '../../../database/queries/referrals';
import type { BillingInvoiceRow, SubscriptionRow } from '../../../database/queries/billing';
import { clock } from '../../../common/clock';

/** 10 000 basis points = 100%. */
export const BPS_WHOLE = 10_000;

/** A partner's commission on a paid amount: bps of it in integer cents, half-up (never negative). */
export function commissionCents(paidCents: number, bps: number): number {
  if (paidCents <= 0 || bps <= 0) return 0;
  return Math.floor((paidCents * bps + BPS_WHOLE / 2) / BPS_WHOLE);
}

/**
 * The ledger row for a billing invoice just marked paid, in the paying
 * transaction: only when a referral partner brought the store and something
 * was paid; one per invoice (the unique index makes a second payment run, or
 * a retry, a no-op).
 */
export async function recordCommission(
  tx: Db,
  invoice: BillingInvoiceRow,
  sub: Pick<SubscriptionRow, 'referredByUserId'> | null | undefined,
  now = clock.now(),
) {
  if (invoice.status !== 'paid' || !sub?.referredByUserId || invoice.paidCents <= 0) return null;
  const partner = await getReferralPartner(tx, sub.referredByUserId);
  if (!partner) return null;
  return insertReferralCommission(tx, {
    partnerId: partner.id,
    storeId: invoice.storeId,
    invoiceId: invoice.id,
    paidCents: invoice.paidCents,
    bps: partner.commissionBps,
    amountCents: commissionCents(invoice.paidCents, partner.commissionBps),
    createdAt: now,
  });
}
