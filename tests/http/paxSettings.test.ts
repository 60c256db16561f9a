import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { paxSettings, terminalDevices } from '../../database/schema';
import { paxSettingsFor } from '../../server/domain/terminals/paxSettings';
import { seedTerminals } from '../../database/seeders/terminals';
import { loadConfig } from '../../server/config';

/** Settings → PAX credit: defaults before the first save, the form, and what the card payment helper reads. */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;

const URL = '/dashboard/settings/pax';
const page = async (c: Client) => (await c.visit('/dashboard/settings?tab=pax')).body;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  [lotus, rose] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
});
afterAll(() => t.close());

describe('Settings → PAX credit', () => {
  test('a store that never saved it gets the defaults: tip adjusted later, no signature, cut-off 21:00', async () => {
    const body = await page(owner);
    expect(body.props.tabs.find((x: { key: string }) => x.key === 'pax')).toEqual({
      key: 'pax',
      label: 'PAX credit',
      built: true,
    });
    expect(body.props.pax).toEqual({ tip_mode: 'adjust', signature: false, batch_cutoff: '21:00' });
    expect(body.props.pax_terminals).toBe(0);
    expect(await paxSettingsFor(t.db, lotus)).toEqual({
      tipMode: 'adjust',
      signature: false,
      batchCutoff: '21:00',
    });
  });

  test('saves the tip mode, the signature and the cut-off for this store only', async () => {
    const res = await owner.send('put', URL, {
      tip_mode: 'device',
      signature: true,
      batch_cutoff: '20:30',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/settings?tab=pax');
    const body = await page(owner);
    expect(body.flash).toEqual({ success: 'PAX credit settings saved.' });
    expect(body.props.pax).toEqual({ tip_mode: 'device', signature: true, batch_cutoff: '20:30' });
    expect(await paxSettingsFor(t.db, lotus)).toEqual({
      tipMode: 'device',
      signature: true,
      batchCutoff: '20:30',
    });
    expect(await paxSettingsFor(t.db, rose)).toEqual({
      tipMode: 'adjust',
      signature: false,
      batchCutoff: '21:00',
    });
    // A second save updates the one row; "9:05 pm" is read as 21:05.
    await owner.send('put', URL, { tip_mode: 'adjust', signature: false, batch_cutoff: '9:05 pm' });
    expect(await t.db.select().from(paxSettings).where(eq(paxSettings.storeId, lotus))).toEqual([
      expect.objectContaining({ tipMode: 'adjust', signature: false, batchCutoff: '21:05' }),
    ]);
  });

  test('bad input is a message beside each field and changes nothing', async () => {
    const before = await paxSettingsFor(t.db, lotus);
    const res = await owner.send('put', URL, {
      tip_mode: 'later',
      signature: true,
      batch_cutoff: '25:00',
    });
    expect(res.status).toBe(303);
    expect((await page(owner)).props.errors).toEqual({
      tip_mode: 'Choose when the tip is taken.',
      batch_cutoff: 'The batch cut-off must be a time of day, like 21:00.',
    });
    await owner.send('put', URL, { tip_mode: 'device', batch_cutoff: 'x'.repeat(500) });
    expect((await page(owner)).props.errors).toEqual({
      batch_cutoff: 'The batch cut-off must be a time of day, like 21:00.',
    });
    await owner.send('put', URL, {});
    expect(Object.keys((await page(owner)).props.errors).sort()).toEqual([
      'batch_cutoff',
      'tip_mode',
    ]);
    expect(await paxSettingsFor(t.db, lotus)).toEqual(before);
  });

  test('the manager (no "manage settings") may not change it', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect(
      (
        await manager.send('put', URL, {
          tip_mode: 'device',
          signature: true,
          batch_cutoff: '18:00',
        })
      ).status,
    ).toBe(403);
    expect((await paxSettingsFor(t.db, lotus)).batchCutoff).not.toBe('18:00');
  });
});

describe('the demo terminals', () => {
  test('Lotus gets its two terminals on the fake terminal’s ports and adjust-later tips; Rose gets none', async () => {
    await seedTerminals(t.db);
    const rows = await t.db
      .select()
      .from(terminalDevices)
      .where(eq(terminalDevices.storeId, lotus));
    const list = (await owner.visit('/dashboard/terminal-devices')).body.props.terminals;
    expect(
      list.map(
        (r: { name: string; host: string; port: number; mode: string; station_name: string }) => [
          r.name,
          r.host,
          r.port,
          r.mode,
          r.station_name,
        ],
      ),
    ).toEqual([
      ['Front Desk PAX', '127.0.0.1', 10009, 'http', 'Front Desk'],
      ['Station 2 PAX', '127.0.0.1', 10010, 'tcp', 'Station 2'],
    ]);
    expect(rows).toHaveLength(2);
    expect(
      await t.db.select().from(terminalDevices).where(eq(terminalDevices.storeId, rose)),
    ).toEqual([]);
    expect(await paxSettingsFor(t.db, lotus)).toEqual({
      tipMode: 'adjust',
      signature: false,
      batchCutoff: '21:00',
    });
    expect((await page(owner)).props.pax_terminals).toBe(2);
  });
  test('the demo terminals point where FAKE_TERMINAL_PORT puts the fake terminal, whether this process runs it or not', async () => {
    const configWith = (port: string | undefined) =>
      loadConfig({
        NODE_ENV: 'test',
        SESSION_SECRET: 'test-secret-that-is-long-enough-for-signing-0123456789',
        STORAGE_DIR: '/tmp/chairside-test-storage',
        FAKE_TERMINAL_PORT: port,
      });
    // Off (or unset in test and production): this process starts none, `npm run fake-terminal` serves PAX's port.
    for (const port of [undefined, 'off'])
      expect([configWith(port).fakeTerminal, configWith(port).demoTerminals]).toEqual([
        null,
        { httpPort: 10009, tcpPort: 10010 },
      ]);
    const config = configWith('12000');
    expect([config.fakeTerminal, config.demoTerminals]).toEqual([
      { httpPort: 12000, tcpPort: 12001 },
      { httpPort: 12000, tcpPort: 12001 },
    ]);

    await t.db
      .update(terminalDevices)
      .set({ deletedAt: new Date() })
      .where(and(eq(terminalDevices.storeId, lotus), isNull(terminalDevices.deletedAt)));
    await seedTerminals(t.db, config.demoTerminals);
    const list = (await owner.visit('/dashboard/terminal-devices')).body.props.terminals;
    expect(
      list.map((r: { name: string; host: string; port: number; mode: string }) => [
        r.name,
        r.host,
        r.port,
        r.mode,
      ]),
    ).toEqual([
      ['Front Desk PAX', '127.0.0.1', 12000, 'http'],
      ['Station 2 PAX', '127.0.0.1', 12001, 'tcp'],
    ]);
  });
});
