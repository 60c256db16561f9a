/**
 * The owner reads the numbers: stats with its charts drawn from the data,
 * the range reports with a custom period, and tip management re-allocating
 * a tip on the tablet. STATS_SCREENSHOTS=<dir> saves each page at 1024×768
 * and 1440×900.
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../../common/storeTime';
import { lastDayWithTickets, storeDay } from '../support/days';
import { storeId } from '../support/lookups';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;
test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('STATS_SCREENSHOTS');
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const SIZES = [
  { width: 1024, height: 768, touch: true, name: 'tablet' },
  { width: 1440, height: 900, touch: false, name: 'desktop' },
];

test.describe('stats, reports and tips', () => {
  for (const size of SIZES) {
    test(`stats draws its charts from the data (${size.width}×${size.height})`, async () => {
      const { page } = await env.newPage(size);
      await logIn(page, 'owner@example.com');
      await page.waitForURL('**/dashboard**');
      // The owner's dashboard has today's headline numbers.
      await page.locator('[data-test="dashboard-headline"]').waitFor();
      await page.goto('/dashboard/stats?range=3months');
      // uPlot is loaded by the page and says what it drew: two series, a point per day of the three months
      // (as many as the table's rows), on a canvas that has the brand colour's line on it.
      const chart = page.locator('[data-test="chart-revenue"][data-drawn]');
      await chart.waitFor();
      const rows = page.locator('[data-test="stats-revenue"] details tbody tr');
      const days = await rows.count();
      expect(days).toBeGreaterThan(60);
      await expect(chart).toHaveAttribute('data-series', '2');
      await expect(chart).toHaveAttribute('data-points', String(days));
      await expect(chart).toHaveAttribute(
        'aria-label',
        /^Net sales by day: \$[\d,]+\.\d\d this period against \$[\d,]+\.\d\d the period before\.$/,
      );
      const inks = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let brand = 0;
        let grey = 0;
        for (let i = 0; i < data.length; i += 4) {
          const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
          if (
            a > 200 &&
            Math.abs(r - 0x0f) < 12 &&
            Math.abs(g - 0x76) < 12 &&
            Math.abs(b - 0x6e) < 12
          )
            brand++;
          if (
            a > 200 &&
            Math.abs(r - 0x6b) < 12 &&
            Math.abs(g - 0x72) < 12 &&
            Math.abs(b - 0x80) < 12
          )
            grey++;
        }
        return { brand, grey, width: canvas.getBoundingClientRect().width };
      });
      expect(inks.brand).toBeGreaterThan(200);
      expect(inks.grey).toBeGreaterThan(100);
      // The chart fills its card (less the card's padding).
      const card = await page.locator('[data-test="stats-revenue"]').boundingBox();
      expect(inks.width).toBeGreaterThan((card?.width ?? 0) - 40);
      // Before a day is chosen the legend gives the totals; a tap (tablet) or the mouse (desktop) on the
      // best day's place on the x axis shows that day with its two values, as in the table's row.
      const legend = (n: number) => chart.locator('.u-legend .u-series').nth(n).locator('.u-value');
      await expect(legend(0)).toHaveText('Whole period');
      await expect(legend(1)).toHaveText(
        (await page.locator('[data-test="stats-total"]').textContent()) ?? '',
      );
      const table = await rows.evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
      );
      const cents = (text: string) => Number(text.replace(/[$,]/g, '')) * 100;
      const best = table.reduce((b, row, i) => (cents(row[1]) > cents(table[b][1]) ? i : b), 0);
      expect(cents(table[best][1])).toBeGreaterThan(0);
      const box = await chart.locator('.u-over').boundingBox();
      if (!box) throw new Error('no plotting area');
      const x = box.x + (best / (table.length - 1)) * box.width;
      const y = box.y + box.height / 2;
      if (size.touch) await page.touchscreen.tap(x, y);
      else await page.mouse.move(x, y);
      await expect(legend(0)).toHaveText(table[best][0]);
      await expect(legend(1)).toHaveText(table[best][1]);
      await expect(legend(2)).toHaveText(`${table[best][3]} (${table[best][2]})`);
      // The chart follows its card's width: wider with a wider window, and back, every card inside the window.
      const canvasWidth = () =>
        chart.locator('canvas').evaluate((c) => Math.round(c.getBoundingClientRect().width));
      const before = await canvasWidth();
      await page.setViewportSize({ width: size.width + 200, height: size.height });
      await expect.poll(canvasWidth).toBeGreaterThan(before);
      await page.setViewportSize({ width: size.width, height: size.height });
      await expect.poll(canvasWidth).toBe(before);
      const rights = await page
        .locator('section[data-test^="stats-"]')
        .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().right));
      expect(rights.length).toBe(6);
      expect(Math.max(...rights)).toBeLessThanOrEqual(size.width);
      // Another range: the same chart takes the new points (uPlot's setData), as many as the new table's rows.
      await page.evaluate(() => {
        (window as unknown as { firstCanvas: Element | null }).firstCanvas = document.querySelector(
          '[data-test="chart-revenue"] canvas',
        );
      });
      await page.locator('[data-test="filter-range"]').selectOption('thisMonth');
      await expect.poll(() => page.url()).toContain('range=thisMonth');
      await expect
        .poll(async () => (await chart.getAttribute('data-points')) === String(await rows.count()))
        .toBe(true);
      await expect.poll(() => rows.count()).toBeLessThan(days);
      await expect(legend(1)).toHaveText(
        (await page.locator('[data-test="stats-total"]').textContent()) ?? '',
      );
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { firstCanvas: Element | null }).firstCanvas ===
            document.querySelector('[data-test="chart-revenue"] canvas'),
        ),
      ).toBe(true);
      await expect
        .poll(() => page.locator('[data-test="heat-cell"]').count())
        .toBeGreaterThanOrEqual(7 * 6);
      await expect.poll(() => page.locator('[data-test="mix-bar"]').count()).toBeGreaterThan(1);
      await expect
        .poll(() => page.locator('[data-test="by-sales-bar"]').count())
        .toBeGreaterThan(1);
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
      const today = storeDay();
      await page.locator('[data-test="filter-from"]').fill(today);
      await page.locator('[data-test="filter-to"]').fill(addDays(today, -3));
      await page.locator('[data-test="filter-show"]').click();
      await expect(page.locator('[data-test="error-to"]')).toHaveText(
        'The end date must be on or after the start date.',
      );
      await page.locator('[data-test="filter-from"]').fill(addDays(today, -20));
      await page.locator('[data-test="filter-to"]').fill(today);
      await page.locator('[data-test="filter-show"]').click();
      await expect(page.locator('[data-test="period"]')).toContainText(' – ');
      await expect(page.locator('[data-test="error-to"]')).toHaveCount(0);
      await expect.poll(() => page.locator('[data-test^="period-"]').count()).toBeGreaterThan(10);
      expect(await noSidewaysScroll(page)).toBe(true);
      await shot(page, `reports-${size.name}`);
    });
  }

  test('tip management on the tablet: re-allocate a ticket’s tip with a reason', async () => {
    const { page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard**');
    // The last day the demo salon worked (it is closed on Mondays: on a Tuesday yesterday has no technicians).
    const worked = await lastDayWithTickets(env.db, await storeId(env.db, 'Lotus Nail Spa'));
    await page.goto(`/dashboard/tip-managements?date=${worked}`);
    await page.locator('[data-test="tips-technicians"]').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'tips-tablet');
    // The first ticket with two technicians, if the demo day has one; otherwise any ticket keeps its one technician.
    const button = page.locator('[data-test^="reallocate-"]:not([disabled])').first();
    await button.tap();
    const dialog = page.locator('[data-test="reallocate-dialog"]');
    await dialog.waitFor();
    await expect(page.locator('[data-test="reallocate-left"]')).toHaveText(
      'The shares add up to the tip.',
    );
    await page.locator('[data-test="reallocate-reason"]').fill('Checked with the team');
    await shot(page, 'tips-dialog-tablet', false);
    await page.locator('[data-test="reallocate-save"]').tap();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.locator('[data-test="flash"]').first()).toContainText('Tip re-allocated.');
  });

  test('tip management on a desktop', async () => {
    const { page } = await env.newPage({ width: 1440, height: 900, touch: false });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard**');
    // A tipped day before the one the tablet test opened (the demo salon is closed on Mondays, so "two days ago" may have none).
    const lotus = await storeId(env.db, 'Lotus Nail Spa');
    const before = await lastDayWithTickets(env.db, lotus);
    const day = await lastDayWithTickets(env.db, lotus, { before, tipped: true });
    await page.goto(`/dashboard/tip-managements?date=${day}`);
    await page.locator('[data-test="tips-tickets"]').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'tips-desktop');
  });
});
