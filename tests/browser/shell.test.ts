import { expect, test } from '@playwright/test';
import { HOOK_TIMEOUT, startBrowserEnv, logIn, type BrowserEnv } from '../support/browser';

let env: BrowserEnv;
test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

test.describe('the admin shell in a real browser', () => {
  test('the owner signs in, opens and closes sidebar groups one at a time, navigates without a full reload, and signs out', async () => {
    const { page, context } = await env.newPage();
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await expect(page.locator('[data-test="store-name"]')).toContainText('Lotus Nail Spa');
    // Inertia's head manager sets the title after the page has rendered: under load the URL can change first.
    await expect.poll(() => page.title()).toBe('Dashboard - Chairside');
    await expect(page.locator('[data-test="footer"]')).toHaveText(
      /Copyright © 2024\. All rights reserved\. Powered by Chairside\./,
    );

    const settings = page.locator('[data-test="nav-group-Settings"]');
    const reports = page.locator('[data-test="nav-group-Reports"]');
    await settings.click();
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    await page.locator('[data-test="nav-stations.index"]').waitFor({ state: 'visible' });
    await reports.click();
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await page.locator('[data-test="nav-stations.index"]').waitFor({ state: 'hidden' });
    await reports.click();
    await expect(reports).toHaveAttribute('aria-expanded', 'false');

    // A marker on window survives client-side visits and is lost on a full reload.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.locator('[data-test="nav-employees.index"]').click();
    await page.waitForURL('**/dashboard/employees');
    // The current page is marked, though the server's APP_URL (localhost) is not this address (127.0.0.1).
    await expect(page.locator('[data-test="nav-employees.index"]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await settings.click();
    await page.locator('[data-test="nav-stations.index"]').click();
    await page.waitForURL('**/dashboard/stations');
    await expect(page.locator('[data-test="page-title"]')).toContainText('Stations');
    await expect(
      page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
    ).resolves.toBe(42);

    await page.locator('[data-test="user-menu"]').click();
    await page.locator('[data-test="logout"]').click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login?redirect=%2Fdashboard');
    await context.close();
  });

  test('at 700px wide the sidebar is a drawer that the mobile toggle opens', async () => {
    const { page, context } = await env.newPage({ width: 700, height: 900 });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    const sidebar = page.locator('[data-test="sidebar"]');
    await expect(sidebar).toHaveAttribute('data-mode', 'drawer');
    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await expect(page.locator('[data-test="nav-employees.index"]')).toBeHidden();
    await page.locator('[data-test="menu-toggle-mobile"]').click();
    await expect(sidebar).toHaveAttribute('data-open', 'true');
    await page.locator('[data-test="nav-employees.index"]').click();
    await page.waitForURL('**/dashboard/employees');
    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await context.close();
  });

  test('on a wide screen the desktop toggle minifies the sidebar', async () => {
    const { page, context } = await env.newPage({ width: 1280 });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    const sidebar = page.locator('[data-test="sidebar"]');
    await expect(sidebar).toHaveAttribute('data-mode', 'full');
    await page.locator('[data-test="menu-toggle-desktop"]').click();
    await expect(sidebar).toHaveAttribute('data-mode', 'minified');
    await context.close();
  });

  test('the super admin sees only its four entries', async () => {
    const { page, context } = await env.newPage();
    await logIn(page, 'admin@example.com');
    await page.waitForURL('**/dashboard/users');
    const entries = await page
      .locator('[data-test="sidebar"] [data-test^="nav-"]')
      .evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-test')).filter((n) => !n!.startsWith('nav-group-')),
      );
    expect(entries).toEqual([
      'nav-users.index',
      'nav-user-invoices.index',
      'nav-packages.index',
      'nav-supports.index',
    ]);
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
    await expect(page.locator('[data-test="error-name"]')).toHaveText(
      'The name field is required.',
    );
    await context.close();
  });

  test('a wrong password shows the message under the email field', async () => {
    const { page, context } = await env.newPage();
    await logIn(page, 'owner@example.com', 'wrong-password');
    await expect(page.locator('[data-test="error-email"]')).toHaveText(
      'These credentials do not match our records.',
    );
    await context.close();
  });

  test('super admin and referral users never loop on a 403: the logo leads home, and a 403 page shows inside the shell with the way home', async () => {
    for (const [email, home, homeLabel] of [
      ['admin@example.com', '/dashboard/users', 'Users'],
      ['referral@example.com', '/dashboard/user-refs', 'Users'],
    ]) {
      const { page, context } = await env.newPage();
      await logIn(page, email);
      await page.waitForURL(`**${home}`);
      await expect(page.locator('[data-test="logo"]')).toHaveAttribute('href', home);

      // The dashboard is not theirs: the 403 keeps the sidebar and offers their home.
      await page.goto('/dashboard');
      await expect(page.locator('[data-test="page-title"]')).toHaveText('403');
      await page.locator('[data-test="sidebar"]').waitFor({ state: 'visible' });
      const back = page.locator('[data-test="error-home"]');
      await expect(back).toHaveText(`Back to ${homeLabel}`);
      await back.click();
      await page.waitForURL(`**${home}`);
      await expect(page.locator('[data-test="page-title"]')).not.toHaveText('403');
      await context.close();
    }
  });

  test('a guest sees an error page in the plain layout, with the way to log in', async () => {
    const { page, context } = await env.newPage();
    await page.goto('/no-such-page');
    await expect(page.locator('[data-test="page-title"]')).toHaveText('404');
    await expect(page.locator('[data-test="sidebar"]')).toHaveCount(0);
    await expect(page.locator('[data-test="error-home"]')).toHaveAttribute('href', '/login');
    await context.close();
  });

  test('a failed form shows every error at once beside its field with a red border, focuses the first one, and never shows a browser bubble', async () => {
    const { page, context } = await env.newPage();
    await page.goto('/register');
    await expect(page.locator('form')).toHaveAttribute('novalidate');
    await expect(page.locator('form [required]')).toHaveCount(0);
    await page.locator('[data-test="register-submit"]').click();
    await page.locator('[data-test="error-business_name"]').waitFor({ state: 'visible' });
    for (const name of ['business_name', 'name', 'email', 'password']) {
      await page.locator(`[data-test="error-${name}"]`).waitFor({ state: 'visible' });
      const input = page.locator(`input[name="${name}"]`);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      // danger-600, the one red of the product
      await expect(input).toHaveCSS('border-top-color', 'rgb(220, 38, 38)');
    }
    await expect(page.locator('input[name="business_name"]')).toBeFocused();
    await context.close();
  });

  test('roles show their permissions in words, and the staff number is called User ID', async () => {
    const { page, context } = await env.newPage();
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/roles');
    const table = page.locator('[data-test="roles-table"]');
    await expect(table).toContainText('See employees');
    await expect(table).not.toContainText('view employees');
    await page.goto('/dashboard/employees');
    await expect(page.locator('[data-test="employees-table"] thead')).toContainText('User ID');
    await expect(page.locator('main')).not.toHaveText(/staff (#|number)/i);
    await context.close();
  });

  test('beside a full sidebar at 1024 px the employee list becomes cards and every row can still be deleted', async () => {
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/employees');
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth),
    ).resolves.toBeLessThanOrEqual(1024);
    const deletes = page.locator('[data-test="employee-delete"]');
    // Counted once the list has rendered (count() does not wait; on a loaded CI run it once counted none).
    await deletes.first().waitFor();
    const count = await deletes.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const b = await deletes.nth(i).boundingBox();
      expect(b!.x + b!.width).toBeLessThanOrEqual(1024);
      expect(b!.height).toBeGreaterThanOrEqual(44);
    }
    await deletes.last().tap();
    await page.locator('[data-test="confirm-modal"]').waitFor({ state: 'visible' });
    await page.locator('[data-test="confirm-modal-cancel"]').tap();
    await context.close();
  });

  test('someone who may only view employees sees their details as text, not as disabled inputs', async () => {
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'manager@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/employees');
    await page.locator('[data-test="employee-edit"]').first().click();
    await page.locator('[data-test="employee-details"]').waitFor({ state: 'visible' });
    await expect(page.locator('main input, main select, main textarea')).toHaveCount(0);
    await expect(page.locator('[data-test="employee-employee_id"]')).toHaveText(/^\d+$/);
    await context.close();
  });

  test('a new salon is guided to add its first employee', async () => {
    const { page, context } = await env.newPage();
    await page.goto('/register');
    await page.fill('input[name="business_name"]', 'Fresh Nails');
    await page.fill('input[name="name"]', 'Mai Owner');
    await page.fill('input[name="email"]', 'mai@fresh.example');
    await page.fill('input[name="password"]', 'a-long-password-1');
    await page.fill('input[name="password_confirmation"]', 'a-long-password-1');
    await page.click('[data-test="register-submit"]');
    // Sign-up lands on first-run setup.
    await page.waitForURL('**/dashboard/setup');
    await page.goto('/dashboard/employees');
    const first = page.locator('[data-test="employee-create-first"]');
    await expect(first).toHaveText('Add your first employee');
    await first.click();
    await page.waitForURL('**/dashboard/employees/create');
    await context.close();
  });
});
