import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { stations, stores } from '../schema';
import { createTerminal } from '../queries/terminalDevices';
import { upsertPaxSettings } from '../queries/paxSettings';

/**
 * The demo's card terminals (issue 19): Lotus Nail Spa's two stations each have a PAX terminal,
 * at the fake PAX terminal's default ports that `npm start` listens on (HTTP 10009, TCP 10010), and
 * its tips are adjusted before the batch closes at 9 PM. Rose Nails has none: its POS keeps taking
 * cards by hand.
 */
export async function seedTerminals(db: Db): Promise<void> {
  const [lotus] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.name, 'Lotus Nail Spa'));
  if (!lotus) return;
  const stationId = async (name: string) =>
    (
      await db
        .select({ id: stations.id })
        .from(stations)
        .where(and(eq(stations.storeId, lotus.id), eq(stations.name, name)))
    )[0]?.id ?? null;
  await createTerminal(db, lotus.id, {
    name: 'Front Desk PAX',
    host: '127.0.0.1',
    port: 10009,
    mode: 'http',
    stationId: await stationId('Front Desk'),
    timeoutSeconds: 120,
  });
  await createTerminal(db, lotus.id, {
    name: 'Station 2 PAX',
    host: '127.0.0.1',
    port: 10010,
    mode: 'tcp',
    stationId: await stationId('Station 2'),
    timeoutSeconds: 120,
  });
  await upsertPaxSettings(db, lotus.id, {
    tipMode: 'adjust',
    signature: false,
    batchCutoff: '21:00',
  });
}
