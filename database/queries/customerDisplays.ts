import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { customers, invoices, reviewRequests, stations, stores } from '../schema';

/** The station a display link names, with its store and what it shows now; null for an unknown (or rotated) link. */
export async function findStationByDisplayToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: stations.id,
      name: stations.name,
      storeId: stations.storeId,
      storeName: stores.name,
      screen: stations.displayScreen,
      updatedAt: stations.displayUpdatedAt,
    })
    .from(stations)
    .innerJoin(stores, eq(stores.id, stations.storeId))
    .where(eq(stations.displayToken, token));
  return row ?? null;
}

/** Each station's display link secret (Settings → Stations). */
export async function listStationDisplayTokens(db: Db, storeId: number) {
  return db
    .select({ id: stations.id, token: stations.displayToken })
    .from(stations)
    .where(eq(stations.storeId, storeId))
    .orderBy(asc(stations.id));
}

export async function getStationDisplayToken(db: Db, storeId: number, stationId: number) {
  const [row] = await db
    .select({ token: stations.displayToken })
    .from(stations)
    .where(and(eq(stations.storeId, storeId), eq(stations.id, stationId)));
  return row?.token ?? null;
}

/** A new secret for the station's display link: the old link stops working at once. */
export async function setStationDisplayToken(
  db: Db,
  storeId: number,
  stationId: number,
  token: string,
) {
  const rows = await db
    .update(stations)
    .set({ displayToken: token, displayScreen: null, displayUpdatedAt: null })
    .where(and(eq(stations.storeId, storeId), eq(stations.id, stationId)))
    .returning({ id: stations.id });
  return rows.length > 0;
}

/** What the station's display shows now, and since when. */
export async function getDisplayScreen(db: Db, storeId: number, stationId: number) {
  const [row] = await db
    .select({ screen: stations.displayScreen, updatedAt: stations.displayUpdatedAt })
    .from(stations)
    .where(and(eq(stations.storeId, storeId), eq(stations.id, stationId)));
  return row ?? null;
}

/** Keeps the display's screen; answers the link's secret (its channel is named from it), or null when the store has no such station. */
export async function saveDisplayScreen(
  db: Db,
  storeId: number,
  stationId: number,
  screen: unknown,
  now: Date,
) {
  const [row] = await db
    .update(stations)
    .set({ displayScreen: screen, displayUpdatedAt: now })
    .where(and(eq(stations.storeId, storeId), eq(stations.id, stationId)))
    .returning({ token: stations.displayToken });
  return row?.token ?? null;
}

/**
 * Replaces the display's screen only if it still shows `expected` (the tip
 * screen a choice answers): one conditional UPDATE, so two taps cannot both
 * take a tip.
 */
export async function replaceDisplayScreenIf(
  db: Db,
  storeId: number,
  stationId: number,
  expectedAt: Date,
  screen: unknown,
  now: Date,
) {
  const rows = await db
    .update(stations)
    .set({ displayScreen: screen, displayUpdatedAt: now })
    .where(
      and(
        eq(stations.storeId, storeId),
        eq(stations.id, stationId),
        eq(stations.displayUpdatedAt, expectedAt),
      ),
    )
    .returning({ token: stations.displayToken });
  return rows[0]?.token ?? null;
}

/**
 * A paid ticket's thank-you: the customer's name and the review request its
 * payment queued (if any, and still going to be sent). Null when the store has
 * no such paid ticket.
 */
export async function getPaidTicketThanks(db: Db, storeId: number, invoiceId: number) {
  const [row] = await db
    .select({ customerName: customers.name, reviewChannel: reviewRequests.channel })
    .from(invoices)
    .leftJoin(
      customers,
      and(eq(customers.storeId, invoices.storeId), eq(customers.id, invoices.customerId)),
    )
    .leftJoin(
      reviewRequests,
      and(
        eq(reviewRequests.storeId, invoices.storeId),
        eq(reviewRequests.invoiceId, invoices.id),
        inArray(reviewRequests.status, ['queued', 'sent']),
      ),
    )
    .where(
      and(eq(invoices.storeId, storeId), eq(invoices.id, invoiceId), eq(invoices.status, 'paid')),
    );
  return row ?? null;
}

/** A customer's name for the display's greeting (the store's own customer only). */
export async function getCustomerName(db: Db, storeId: number, customerId: number) {
  const [row] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
  return row?.name ?? null;
}
