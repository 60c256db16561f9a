import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { stations, stores } from '../schema';
import { createTerminal } from '../queries/terminalDevices';
import { upsertPaxSettings } from '../queries/paxSettings';
import { fakeTerminalPorts } from '../../server/config';

/**
 * The demo's card terminals: Lotus Nail Spa's two stations each have a PAX terminal, at
 * the fake PAX terminal's ports (`ports`: the config's demoTerminals, by FAKE_TERMINAL_PORT; HTTP
 * 10009 and TCP 10010 unless it names another), and its tips are adjusted before the batch closes
 * at 9 PM. Rose Nails has none: its POS keeps taking cards by hand.
 */
export async function seedTerminals(
  db: Db,
  ports: { httpPort: number; tcpPort: number } = fakeTerminalPorts(),
): Promise<void> {
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
    port: ports.httpPort,
    mode: 'http',
    stationId: await stationId('Front Desk'),
    timeoutSeconds: 120,
  });
  await createTerminal(db, lotus.id, {
    name: 'Station 2 PAX',
    host: '127.0.0.1',
    port: ports.tcpPort,
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
