import type { Db } from '../../../database/client';
import { getLoyaltySettings } from '../../../database/queries/loyalty';
import { addPoints } from './ledger';

/**
 * Bonus points beyond what a ticket earns. Each is given once per thing it
 * rewards (the ledger's bonus source is unique per customer), pending for
 * the store's delay like earned points, and only while Rewards is on.
 */

/**
 * A review she left (H-Reviews calls this in the review's transaction):
 * Settings → Rewards' review bonus, once per review. Returns the points
 * given (0 when off, no bonus set, or already given).
 */
export async function awardReviewBonus(
  tx: Db,
  input: { storeId: number; customerId: number; reviewId: number; now: Date },
): Promise<number> {
  const settings = await getLoyaltySettings(tx, input.storeId);
  if (!settings.enabled || settings.reviewBonus <= 0) return 0;
  const written = await addPoints(
    tx,
    input.storeId,
    settings,
    {
      customerId: input.customerId,
      kind: 'bonus',
      points: settings.reviewBonus,
      source: `review:${input.reviewId}`,
      note: 'Review bonus',
      byName: 'Rewards',
    },
    input.now,
  );
  return written.length > 0 ? settings.reviewBonus : 0;
}

/**
 * A visit she booked online, given when that visit's ticket is paid (not at
 * booking: a booking never kept earns nothing), once per appointment, tied
 * to the ticket so a void or a full refund takes it back with the points
 * earned. Called by the loyalty ticket participant.
 */
export async function awardOnlineBookingBonus(
  tx: Db,
  input: {
    storeId: number;
    customerId: number;
    appointmentId: number;
    invoiceId: number;
    now: Date;
    byName: string;
  },
): Promise<number> {
  const settings = await getLoyaltySettings(tx, input.storeId);
  if (!settings.enabled || settings.onlineBookingBonus <= 0) return 0;
  const written = await addPoints(
    tx,
    input.storeId,
    settings,
    {
      customerId: input.customerId,
      kind: 'bonus',
      points: settings.onlineBookingBonus,
      source: `online_booking:${input.appointmentId}`,
      invoiceId: input.invoiceId,
      note: 'Online booking bonus',
      byName: input.byName,
    },
    input.now,
  );
  return written.length > 0 ? settings.onlineBookingBonus : 0;
}
