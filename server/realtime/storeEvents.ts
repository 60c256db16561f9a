import { afterCommit } from '../../database/afterCommit';
import { invalidateSales } from '../../database/cacheInvalidation';

import { storeChannelName, type StoreEventName } from '../../common/storeEvents';

export type { StoreEventName };

/** The private channel of a store: only its own users and employees may subscribe (server/realtime/channels.ts). */
export const storeChannel = (storeId: number) => `private-${storeChannelName(storeId)}`;

/** Sends events to channels: the embedded Pusher-protocol server, or a hosted Pusher/Reverb/soketi via its HTTP API. */
export interface Broadcaster {
  publish(channels: string[], event: string, data: unknown): Promise<void>;
}

/** Until a broadcaster is configured (and in tests that do not listen), events go nowhere. */
export const silentBroadcaster: Broadcaster = { publish: async () => {} };

let current: Broadcaster = silentBroadcaster;

/** Set once by the server at start-up (and by protocol tests). */
export function setBroadcaster(broadcaster: Broadcaster) {
  current = broadcaster;
}

/**
 * Tells a store's screens that something changed. Inside a transaction it
 * waits for the commit (a listener that reloads must see the new rows, and a
 * rollback must announce nothing); a failed broadcast never fails the write.
 */
export async function notifyStore(
  db: object,
  storeId: number,
  event: StoreEventName,
  data: Record<string, unknown> = {},
) {
  // What moves the dashboard's headline numbers is exactly what its listeners reload on: the cached copy goes with the event.
  if (event === 'TicketPaid' || event === 'CheckInChanged') await invalidateSales(db, storeId);
  await afterCommit(db, async () => {
    try {
      await current.publish([storeChannel(storeId)], event, data);
    } catch {
      // Screens also refresh on their next visit; a lost live update is not a lost write.
    }
  });
}

/**
 * An event on one channel other than a store's (a station's customer
 * display): after the commit like notifyStore, and a failed broadcast never
 * fails the write.
 */
export async function broadcastAfterCommit(
  db: object,
  channel: string,
  event: string,
  data: unknown,
) {
  await afterCommit(db, async () => {
    try {
      await current.publish([channel], event, data);
    } catch {
      // The display reloads what it shows when its socket comes back.
    }
  });
}
