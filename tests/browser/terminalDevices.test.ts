/**
 * The owner adds the salon's PAX terminal on the front-desk tablet (1024×768, touch) and tests the
 * connection against the fake PAX terminal; the list fits a phone; Settings → PAX credit saves.
 * TERMINALS_SCREENSHOTS=<dir> saves the screens there.
 */
import { expect, test } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { paxSettings, terminalDevices } from '../../database/schema';
import { startFakePax, type FakePax } from '../../server/services/terminals/fake/fakePax';
import { storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;
let fake: FakePax;
let lotus: number;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  fake = await startFakePax({ httpPort: 0, tcpPort: 0 });
  // A loopback terminal is called only at a port the environment names, as FAKE_TERMINAL_PORT names the demo's.
  env.nameLoopbackTerminals(fake.httpPort, fake.tcpPort);
  lotus = await storeId(env.db, 'Lotus Nail Spa');
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await fake?.close();
  await env?.close();
});

const shot = screenshotsTo('TERMINALS_SCREENSHOTS');

test.describe('Terminal Devices', () => {
  test('on the tablet: add the front desk terminal, then test the connection', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/terminal-devices');
    await page.locator('[data-test="empty-state"]').waitFor();
    await shot(page, 'terminals-empty-tablet');

    await page.locator('[data-test="terminal-create"]').first().tap();
    await page.locator('[data-test="terminal-form"]').waitFor();
    await page.locator('[data-test="name"]').fill('Front Desk PAX');
    await page.locator('[data-test="host"]').fill('127.0.0.1');
    await page.locator('[data-test="port"]').fill(String(fake.httpPort));
    await shot(page, 'terminals-create-tablet');
    await page.locator('[data-test="terminal-save"]').tap();
    await page.locator('text=Front Desk PAX added.').waitFor();
    const [row] = await env.db
      .select()
      .from(terminalDevices)
      .where(and(eq(terminalDevices.storeId, lotus), eq(terminalDevices.name, 'Front Desk PAX')));
    expect(row).toMatchObject({ host: '127.0.0.1', port: fake.httpPort, mode: 'http' });
    expect(row.stationId).not.toBeNull();

    await page.locator(`[data-test="terminal-${row.id}"] [data-test="terminal-test"]`).tap();
    await page.locator('text=Connected: A920, serial FAKE0001.').first().waitFor();
    await expect(
      page.locator(`[data-test="terminal-${row.id}"] [data-test="terminal-device"]`),
    ).toHaveText('A920 · serial FAKE0001');
    await expect(
      page.locator(`[data-test="terminal-${row.id}"] [data-test="terminal-last-check"]`),
    ).toContainText('OK');
    await shot(page, 'terminals-tested-tablet');
    await context.close();
  });

  test('on a phone the list fits the width', async () => {
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/terminal-devices');
    await page.locator('[data-test="terminal-test"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'terminals-phone');
    await context.close();
  });

  test('on a phone the edit form fits the width and shows each error beside its field', async () => {
    const [row] = await env.db
      .select()
      .from(terminalDevices)
      .where(and(eq(terminalDevices.storeId, lotus), eq(terminalDevices.name, 'Front Desk PAX')));
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/terminal-devices/${row.id}/edit`);
    await page.locator('[data-test="terminal-form"]').waitFor();
    await page.locator('[data-test="host"]').fill('http://192.168.1.50');
    await page.locator('[data-test="timeout_seconds"]').fill('1');
    await page.locator('[data-test="terminal-save"]').tap();
    await page.locator('[data-test="error-host"]').waitFor();
    await page.locator('[data-test="error-timeout_seconds"]').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('host');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'terminals-edit-errors-phone');
    await context.close();
  });

  test('Settings → PAX credit: the tip asked on the terminal, saved from the tablet', async () => {
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/settings?tab=pax');
    await page.locator('[data-test="settings-pax"]').waitFor();
    await page.locator('[data-test="pax-tip_mode"] label[for="tip_mode-device"]').tap();
    await page.locator('[data-test="pax-signature"]').tap();
    await page.locator('[data-test="pax-batch_cutoff"]').fill('20:30');
    await page.locator('[data-test="pax-save"]').tap();
    await page.locator('text=PAX credit settings saved.').waitFor();
    const [row] = await env.db.select().from(paxSettings).where(eq(paxSettings.storeId, lotus));
    expect(row).toMatchObject({ tipMode: 'device', signature: true, batchCutoff: '20:30' });
    await shot(page, 'pax-settings-tablet');
    await context.close();
  });
});
