import { and, asc, eq, ilike, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { invoiceLines, invoices, services, stores } from '../schema';
import {
  createLoyaltyReward,
  getInvoiceServiceRefunds,
  saveLoyaltySettings,
} from '../queries/loyalty';
import { earnTicketPoints } from '../../server/domain/loyalty/ticketParticipant';
import { reverseTicketPoints } from '../../server/domain/loyalty/ledger';

/**
 * Rewards in the demo salon (Lotus): switched on (1 point per $1 of
 * services, 24 h delay, 12-month expiry, bonuses for online bookings and
 * reviews), three rewards, and the points each paid demo ticket with a
 * customer earned, written by the same function checkout's participant
 * uses, at the ticket's own time; a refunded ticket's points are reversed
 * the same way. Rose Nails keeps Rewards off.
 */
export async function seedLoyalty(db: Db) {
  const [lotus] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.name, 'Lotus Nail Spa'));
  if (!lotus) return;
  const storeId = lotus.id;
  await saveLoyaltySettings(db, storeId, {
    enabled: true,
    earnMode: 'spend',
    pointsPerDollar: 1,
    pointsPerVisit: 10,
    onlineBookingBonus: 25,
    reviewBonus: 20,
    availableAfterHours: 24,
    minimumRedeemPoints: 0,
    expiryMonths: 12,
  });
  await seedRewards(db, storeId);
  await earnDemoPoints(db, storeId);
}

/** Three rewards: $5 off, $15 off, and the cheapest manicure free. */
async function seedRewards(db: Db, storeId: number) {
  const [manicure] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.storeId, storeId),
        eq(services.kind, 'service'),
        ilike(services.name, '%manicure%'),
      ),
    )
    .orderBy(asc(services.priceCents))
    .limit(1);
  await createLoyaltyReward(db, storeId, {
    name: '$5 off',
    pointsCost: 100,
    kind: 'amount_off',
    amountCents: 500,
    serviceId: null,
    isActive: true,
  });
  await createLoyaltyReward(db, storeId, {
    name: '$15 off',
    pointsCost: 250,
    kind: 'amount_off',
    amountCents: 1500,
    serviceId: null,
    isActive: true,
  });
  if (manicure)
    await createLoyaltyReward(db, storeId, {
      name: 'Free manicure',
      pointsCost: 300,
      kind: 'free_service',
      amountCents: null,
      serviceId: manicure.id,
      isActive: true,
    });
}

/** The points each paid ticket with a customer earned, at its own time, by checkout's own earning function; a refund's reversed an hour later. */
async function earnDemoPoints(db: Db, storeId: number) {
  const paid = await db
    .select({
      id: invoices.id,
      customerId: invoices.customerId,
      checkInId: invoices.checkInId,
      paidAt: invoices.paidAt,
      byName: invoices.createdByName,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.status, 'paid'),
        isNotNull(invoices.customerId),
      ),
    )
    .orderBy(asc(invoices.paidAt), asc(invoices.id));
  await db.transaction(async (tx) => {
    for (const inv of paid) {
      if (inv.customerId === null || inv.paidAt === null) continue;
      const lines = await tx
        .select({ kind: invoiceLines.kind, netCents: invoiceLines.netCents })
        .from(invoiceLines)
        .where(and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, inv.id)));
      await earnTicketPoints(tx, storeId, {
        customerId: inv.customerId,
        invoiceId: inv.id,
        checkInId: inv.checkInId,
        lines,
        byName: inv.byName,
        now: inv.paidAt,
      });
      const { refundedCents } = await getInvoiceServiceRefunds(tx, storeId, inv.id);
      if (refundedCents > 0)
        await reverseTicketPoints(tx, storeId, inv.id, {
          all: false,
          byName: inv.byName,
          note: 'Refund',
          now: new Date(inv.paidAt.getTime() + 3_600_000),
        });
    }
  });
}
