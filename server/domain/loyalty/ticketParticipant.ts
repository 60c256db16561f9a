import { getLoyaltySettings, listVisitOnlineBookings } from '../../../database/queries/loyalty';
import type { Db } from '../../../database/client';
import type { TicketParticipant } from '../tickets/lifecycle';
import { awardOnlineBookingBonus } from './bonuses';
import { addPoints, reverseTicketPoints } from './ledger';
import { pointsEarned } from './points';

/**
 * Loyalty points in a ticket's life (a ticket with a customer on it):
 * - paid: she earns on the services paid for (points.ts: what each service
 *   line came to after every discount, a reward's too), pending until the
 *   store's delay has passed; a visit she booked online adds its bonus.
 *   A reward redeemed on the ticket is written by checkout itself, before
 *   the ticket is priced, since it changes the price.
 * - refunded: the points it earned shrink, and a reward spent on it comes
 *   back, in proportion to the service value refunded so far.
 * - voided: all of it is taken back and given back.
 * Refunds and voids reverse even when Rewards has since been switched off:
 * the points were earned on the ticket being undone.
 */
export const loyaltyParticipant: TicketParticipant = {
  name: 'loyalty points',

  async onPaid(tx, t) {
    if (t.customerId === null) return;
    await earnTicketPoints(tx, t.store.id, {
      customerId: t.customerId,
      invoiceId: t.invoiceId,
      checkInId: t.checkInId,
      lines: t.lines,
      byName: t.actor.name,
      now: t.now,
    });
  },

  async onRefunded(tx, r) {
    await reverseTicketPoints(tx, r.store.id, r.invoiceId, {
      all: false,
      byName: r.actor.name,
      note: `Refund: ${r.reason}`,
      now: r.now,
    });
  },

  async onVoided(tx, v) {
    await reverseTicketPoints(tx, v.store.id, v.invoiceId, {
      all: true,
      byName: v.actor.name,
      note: `Void: ${v.reason}`,
      now: v.now,
    });
  },
};

/** What a paid ticket earns her (and the bonus of the online booking it came from), written as pending points; the demo seeder uses it too. */
export async function earnTicketPoints(
  tx: Db,
  storeId: number,
  t: {
    customerId: number;
    invoiceId: number;
    checkInId: number | null;
    lines: readonly { kind: string; netCents: number }[];
    byName: string;
    now: Date;
  },
) {
  const settings = await getLoyaltySettings(tx, storeId);
  if (!settings.enabled) return;
  const serviceCents = t.lines.reduce(
    (sum, l) => (l.kind === 'service' ? sum + l.netCents : sum),
    0,
  );
  await addPoints(
    tx,
    storeId,
    settings,
    {
      customerId: t.customerId,
      kind: 'earn',
      points: pointsEarned(settings, serviceCents),
      invoiceId: t.invoiceId,
      byName: t.byName,
      note:
        settings.earnMode === 'visit' ? 'Visit' : `${settings.pointsPerDollar} per $1 of services`,
    },
    t.now,
  );
  if (t.checkInId === null) return;
  for (const appointmentId of await listVisitOnlineBookings(
    tx,
    storeId,
    t.checkInId,
    t.customerId,
  )) {
    await awardOnlineBookingBonus(tx, {
      storeId,
      customerId: t.customerId,
      appointmentId,
      invoiceId: t.invoiceId,
      now: t.now,
      byName: t.byName,
    });
  }
}
