import type { Request, Response } from 'express';
import {
  exportCustomers,
  exportEmployees,
  exportInvoices,
  exportServices,
  getStore,
} from '../../../database/queries/profiles';
import { deletionKind } from '../../domain/access/profile';
import { forbidden } from '../errors';
import { clock } from '../../../common/clock';
import { storeToday } from '../../../common/storeTime';

/**
 * profile.export, "Download my store's data" (offered before an owner closes
 * the store): one JSON document of the store's customers, services,
 * employees (without password hashes) and tickets with their lines and
 * payments, written a batch at a time so a big store is never in memory.
 * Only the owner, only their own store.
 */
export async function download(req: Request, res: Response) {
  const actor = req.actor;
  if (!actor || actor.kind !== 'user' || deletionKind(actor) !== 'owner' || actor.storeId === null)
    throw forbidden();
  const store = await getStore(req.ctx.db, actor.storeId);
  if (!store) throw forbidden();
  const db = req.ctx.db;
  // The store's date in the file's name, as the owner's calendar shows it (not the UTC date of the evening).
  const now = clock.now();
  const day = storeToday(store.timezone, now);
  res.set({
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="store-${store.id}-${day}.json"`,
    'Cache-Control': 'no-store',
  });
  // A browser that went away never drains: its close ends the wait, and the writes after it go nowhere.
  const write = (text: string) =>
    new Promise<void>((resolve) => {
      if (res.destroyed || res.write(text)) return resolve();
      res.once('drain', resolve);
      res.once('close', resolve);
    });
  await write(
    `{"exported_at":${JSON.stringify(now.toISOString())},"store":${JSON.stringify({ id: store.id, name: store.name, timezone: store.timezone })}`,
  );
  const sections: [string, AsyncIterable<object[]>][] = [
    ['customers', exportCustomers(db, store.id)],
    ['services', exportServices(db, store.id)],
    ['employees', exportEmployees(db, store.id)],
    ['invoices', exportInvoices(db, store.id)],
  ];
  for (const [name, rows] of sections) {
    await write(`,"${name}":[`);
    let first = true;
    for await (const batch of rows) {
      await write(
        batch.map((row) => (first ? ((first = false), '') : ',') + JSON.stringify(row)).join(''),
      );
    }
    await write(']');
  }
  res.end('}');
}
