import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBrowserEnv, logIn, type BrowserEnv } from '../support/browser';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
});
afterAll(() => env?.close());

describe('the admin shell in a real browser', () => {
  test('the owner signs in, opens and closes sidebar groups one at a time, navigates without a full reload, and signs out', async () => {
    const { page, context } = await env.newPage();
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await expect(page.locator('[data-test="store-name"]').textContent()).resolves.toContain('Lotus Nail Spa');
    await expect(page.title()).resolves.toBe('Dashboard - Chairside');
    await expect(page.locator('[data-test="footer"]').textContent()).resolves.toMatch(/copyright 2024, all rights reserved, powered by Chairside/);

    const settings = page.locator('[data-test="nav-group-Settings"]');
    const reports = page.locator('[data-test="nav-group-Reports"]');
    await settings.click();
    await expect(settings.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.locator('[data-test="nav-stations.index"]').waitFor({ state: 'visible' });
    await reports.click();
    await expect(reports.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(settings.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.locator('[data-test="nav-stations.index"]').waitFor({ state: 'hidden' });
    await reports.click();
    await expect(reports.getAttribute('aria-expanded')).resolves.toBe('false');

    // A marker on window survives client-side visits and is lost on a full reload.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.locator('[data-test="nav-employees.index"]').click();
    await page.waitForURL('**/dashboard/employees');
    await settings.click();
    await page.locator('[data-test="nav-stations.index"]').click();
    await page.waitForURL('**/dashboard/stations');
    await expect(page.locator('[data-test="page-title"]').textContent()).resolves.toContain('Stations');
    await expect(page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).resolves.toBe(42);

    await page.locator('[data-test="user-menu"]').click();
    await page.locator('[data-test="logout"]').click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await context.close();
  });

  test('at 700px wide the sidebar is a drawer that the mobile toggle opens', async () => {
    const { page, context } = await env.newPage({ width: 700, height: 900 });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    const sidebar = page.locator('[data-test="sidebar"]');
    await expect(sidebar.getAttribute('data-mode')).resolves.toBe('drawer');
    await expect(sidebar.getAttribute('data-open')).resolves.toBe('false');
    await expect(page.locator('[data-test="nav-employees.index"]').isVisible()).resolves.toBe(false);
    await page.locator('[data-test="menu-toggle-mobile"]').click();
    await expect(sidebar.getAttribute('data-open')).resolves.toBe('true');
    await page.locator('[data-test="nav-employees.index"]').click();
    await page.waitForURL('**/dashboard/employees');
    await expect(sidebar.getAttribute('data-open')).resolves.toBe('false');
    await context.close();
  });

  test('on a wide screen the desktop toggle minifies the sidebar', async () => {
    const { page, context } = await env.newPage({ width: 1280 });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    const sidebar = page.locator('[data-test="sidebar"]');
    await expect(sidebar.getAttribute('data-mode')).resolves.toBe('full');
    await page.locator('[data-test="menu-toggle-desktop"]').click();
    await expect(sidebar.getAttribute('data-mode')).resolves.toBe('minified');
    await context.close();
  });

  test('the super admin sees only its four entries', async () => {
    const { page, context } = await env.newPage();
    await logIn(page, 'admin@example.com');
    await page.waitForURL('**/dashboard/users');
    const entries = await page.locator('[data-test="sidebar"] [data-test^="nav-"]').evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-test')).filter((n) => !n!.startsWith('nav-group-')),
    );
    expect(entries).toEqual(['nav-users.index', 'nav-user-invoices.index', 'nav-packages.index', 'nav-supports.index']);
    await context.close();
  });

  test('a failed form comes back to the same page with the message next to the field', async () => {
    const { page, context } = await env.newPage();
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/stations');
    await page.locator('[data-test="station-add"]').click();
    await page.locator('[data-test="error-name"]').waitFor({ state: 'visible' });
    expect(page.url()).toMatch(/\/dashboard\/stations$/);
    await expect(page.locator('[data-test="error-name"]').textContent()).resolves.toBe('The name field is required.');
    await context.close();
  });

  test('a wrong password shows the message under the email field', async () => {
    const { page, context } = await env.newPage();
    await logIn(page, 'owner@example.com', 'wrong-password');
    await expect(page.locator('[data-test="error-email"]').textContent()).resolves.toBe('These credentials do not match our records.');
    await context.close();
  });
});
