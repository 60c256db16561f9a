/**
 * The owner reads the numbers: stats with its charts drawn from the data,
 * the range reports with a custom period, and tip management re-allocating
 * a tip on the tablet. STATS_SCREENSHOTS=<dir> saves each page at 1024×768
 * and 1440×900.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, storeToday } from '../../common/storeTime';
import { logIn, screenshotsTo, startBrowserEnv, type BrowserEnv } from '../support/browser';

let env: BrowserEnv;
beforeAll(async () => {
  env = await startBrowserEnv();
});
afterAll(() => env?.close());

const shot = screenshotsTo('STATS_SCREENSHOTS');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const SIZES = [{ width: 1024, height: 768, touch: true, name: 'tablet' }, { width: 1440, height: 900, touch: false, name: 'desktop' }];

describe('stats, reports and tips', () => {
  for (const size of SIZES) {
    test(`stats draws its charts from the data (${size.width}×${size.height})`, async () => {
      const { page } = await env.newPage(size);
      await logIn(page, 'owner@example.com');
      await page.waitForURL('**/dashboard**');
      // The owner's dashboard has today's headline numbers.
      await page.locator('[data-test="dashboard-headline"]').waitFor();
      await page.goto('/dashboard/stats?range=3months');
      const chart = page.locator('[data-test="chart-revenue"]');
      await chart.waitFor();
      // A line with a point per day of the three months, the period before dashed beside it.
      const d = await page.locator('[data-test="series-current"]').getAttribute('d');
      expect((d ?? '').split('L').length).toBeGreaterThan(60);
      expect(await page.locator('[data-test="series-previous"]').getAttribute('d')).toMatch(/^M/);
      expect(await chart.getAttribute('aria-label')).toMatch(/^Net sales by day: \$[\d,]+\.\d\d this period/);
      expect(await page.locator('[data-test="heat-cell"]').count()).toBeGreaterThanOrEqual(7 * 6);
      expect(await page.locator('[data-test="mix-bar"]').count()).toBeGreaterThan(1);
      expect(await page.locator('[data-test="by-sales-bar"]').count()).toBeGreaterThan(1);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `stats-${size.name}`);
    });

    test(`reports over custom dates, with a bad period answered beside the field (${size.width}×${size.height})`, async () => {
      const { page } = await env.newPage(size);
      await logIn(page, 'owner@example.com');
      await page.waitForURL('**/dashboard**');
      await page.goto('/dashboard/reports?range=thisMonth');
      await page.locator('[data-test="report-periods"]').waitFor();
      await page.locator('[data-test="filter-range"]').selectOption('custom');
      const today = storeToday('America/New_York');
      await page.locator('[data-test="filter-from"]').fill(today);
      await page.locator('[data-test="filter-to"]').fill(addDays(today, -3));
      await page.locator('[data-test="filter-show"]').click();
      await expect.poll(() => page.locator('[data-test="error-to"]').textContent()).toBe('The end date must be on or after the start date.');
      await page.locator('[data-test="filter-from"]').fill(addDays(today, -20));
      await page.locator('[data-test="filter-to"]').fill(today);
      await page.locator('[data-test="filter-show"]').click();
      await expect.poll(() => page.locator('[data-test="period"]').textContent()).toContain(' – ');
      expect(await page.locator('[data-test="error-to"]').count()).toBe(0);
      expect(await page.locator('[data-test^="period-"]').count()).toBeGreaterThan(10);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `reports-${size.name}`);
    });
  }

  test('tip management on the tablet: re-allocate a ticket’s tip with a reason', async () => {
    const { page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard**');
    const yesterday = addDays(storeToday('America/New_York'), -1);
    await page.goto(`/dashboard/tip-managements?date=${yesterday}`);
    await page.locator('[data-test="tips-technicians"]').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'tips-tablet');
    // The first ticket with two technicians, if the demo day has one; otherwise any ticket keeps its one technician.
    const button = page.locator('[data-test^="reallocate-"]:not([disabled])').first();
    await button.tap();
    const dialog = page.locator('[data-test="reallocate-dialog"]');
    await dialog.waitFor();
    await expect.poll(() => page.locator('[data-test="reallocate-left"]').textContent()).toBe('The shares add up to the tip.');
    await page.locator('[data-test="reallocate-reason"]').fill('Checked with the team');
    await shot(page, 'tips-dialog-tablet', false);
    await page.locator('[data-test="reallocate-save"]').tap();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('[data-test="flash"]').first().textContent()).toContain('Tip re-allocated.');
  });

  test('tip management on a desktop', async () => {
    const { page } = await env.newPage({ width: 1440, height: 900, touch: false });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard**');
    await page.goto(`/dashboard/tip-managements?date=${addDays(storeToday('America/New_York'), -2)}`);
    await page.locator('[data-test="tips-tickets"]').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'tips-desktop');
  });
});
