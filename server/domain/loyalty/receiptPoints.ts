import type { Db } from '../../../database/client';
import { listInvoiceLoyaltyEntries } from '../../../database/queries/loyalty';
import { customerPoints } from './ledger';

/** What a receipt says about points: the reward spent on it, what it earned (after any refund), her points now. */
export interface ReceiptPoints {
  reward: { name: string; points: number; discount: number } | null;
  earned: number;
  available: number;
  pending: number;
}

/** Null when the ticket had no customer or touched no points. */
export async function receiptPoints(
  db: Db,
  storeId: number,
  invoice: { id: number; customerId: number | null },
  now: Date,
): Promise<ReceiptPoints | null> {
  if (invoice.customerId === null) return null;
  const entries = await listInvoiceLoyaltyEntries(db, storeId, invoice.id);
  if (entries.length === 0) return null;
  const redeem = entries.find((e) => e.kind === 'redeem');
  const lots = new Set(
    entries.filter((e) => e.kind === 'earn' || e.kind === 'bonus').map((e) => e.id),
  );
  const earned = entries.reduce(
    (sum, e) =>
      lots.has(e.id) || (e.kind === 'reverse' && e.reversesId !== null && lots.has(e.reversesId))
        ? sum + e.points
        : sum,
    0,
  );
  const points = await customerPoints(db, storeId, invoice.customerId, now);
  return {
    reward: redeem
      ? {
          name: redeem.rewardName ?? 'Reward',
          points: -redeem.points,
          discount: redeem.discountCents ?? 0,
        }
      : null,
    earned,
    available: points.available,
    pending: points.pending,
  };
}
