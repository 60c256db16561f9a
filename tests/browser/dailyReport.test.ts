/**
 * The manager closes the day on the front-desk tablet (1024×768, touch):
 * opens the daily report, steps back a day, and previews the printed sheet.
 * DAILY_REPORT_SCREENSHOTS=<dir> saves the page at 1024×768, 1440×900 and
 * 390×844, and the print emulation.
 */
import { createRequire } from 'node:module';
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

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let env: BrowserEnv;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const shot = screenshotsTo('DAILY_REPORT_SCREENSHOTS');

/** Nothing wider than the screen (the root's clientWidth: on a phone innerWidth grows with what overflows). */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The technicians stay a table (a header row shown), its last column reachable inside its own box. */
const technicianTable = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('[data-test="report-technicians"]')!;
    const frame = table.closest<HTMLElement>('[role="region"]')!;
    frame.scrollLeft = frame.scrollWidth;
    const heads = Array.from(table.querySelectorAll<HTMLElement>('thead th'));
    const last = heads[heads.length - 1].getBoundingClientRect();
    const shown = heads[0].getBoundingClientRect().height > 0;
    frame.scrollLeft = 0;
    return {
      shown,
      columns: heads.map((h) => h.textContent),
      lastInside: last.right <= frame.getBoundingClientRect().right + 1,
    };
  });

/** The report with its rows filled (the sweep sees whatever day it opens): no control under 44 px, no serious axe violation. */
function problemsOfReport(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const report = document.querySelector('[data-report]')!;
    for (const el of Array.from(report.querySelectorAll<HTMLElement>('a, button, input'))) {
      const box = el.getBoundingClientRect();
      if (Math.round(box.width) < 44 || Math.round(box.height) < 44)
        problems.push(
          `tap target ${Math.round(box.width)}×${Math.round(box.height)}: ${el.textContent}`,
        );
    }
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown) => Promise<{ violations: { id: string; impact: string }[] }> };
      }
    ).axe;
    for (const v of (await axe.run(report)).violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        problems.push(`axe ${v.impact} ${v.id}`);
    return problems;
  });
}

test.describe('the daily report', () => {
  test('on the tablet the manager opens today, goes to the previous day and previews the printed sheet', async () => {
    const today = storeDay();
    const worked = await lastDayWithTickets(env.db, await storeId(env.db, 'Lotus Nail Spa'));
    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await context.addInitScript({ path: AXE_PATH });
    await logIn(page, 'manager@example.com');
    await page.waitForURL('**/dashboard**');
    await page.goto('/dashboard/reports/daily');
    await expect(page.locator('h1')).toContainText('Daily Report');
    await expect(page.locator('[data-test="day-picker"]')).toHaveValue(today);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'daily-report-tablet');

    // The previous day should have tickets to list, and the demo salon is closed on Mondays: on a Tuesday the step
    // back starts from Monday, the day after the last one worked.
    if (addDays(worked, 1) !== today) {
      await page.goto(`/dashboard/reports/daily?date=${addDays(worked, 1)}`);
      await expect(page.locator('[data-test="day-picker"]')).toHaveValue(addDays(worked, 1));
    }
    await page.locator('[data-test="day-previous"]').tap();
    await expect(page.locator('[data-test="day-picker"]')).toHaveValue(worked);
    expect(page.url()).toContain(`date=${worked}`);
    // That day has tickets, and its technicians are listed.
    await expect
      .poll(async () => Number(await page.locator('[data-test="headline-tickets"]').textContent()))
      .toBeGreaterThan(0);
    await page.locator('[data-test="report-technicians"]').waitFor();
    expect(await technicianTable(page)).toEqual({
      shown: true,
      columns: ['Technician', 'Tickets', 'Service sales', 'Tips', 'Turns'],
      lastInside: true,
    });
    expect(await problemsOfReport(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'daily-report-tablet-previous');

    await page.emulateMedia({ media: 'print' });
    // On paper: the report only, without the shell's sidebar, the day buttons or the Print button.
    await expect(page.locator('[data-test="report-print"]')).toBeHidden();
    await expect(page.locator('[data-test="day-previous"]')).toBeHidden();
    await expect(page.locator('[data-test="report-sales"]')).toBeVisible();
    await expect(page.locator('[data-test="report-technicians"]')).toBeVisible();
    await shot(page, 'daily-report-print');
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });

  test('on a phone the previous day reads without sideways scrolling, its technicians still a table', async () => {
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard**');
    // The last day the demo salon worked (it is closed on Mondays), so that there are technicians to list.
    const worked = await lastDayWithTickets(env.db, await storeId(env.db, 'Lotus Nail Spa'));
    await page.goto(`/dashboard/reports/daily?date=${worked}`);
    await page.locator('[data-test="report-technicians"]').waitFor();
    expect(await technicianTable(page)).toMatchObject({ shown: true, lastInside: true });
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'daily-report-phone');
    await context.close();
  });

  test('on a desktop the day picker opens any day, and a day without tickets says so', async () => {
    const { context, page } = await env.newPage({ width: 1440, height: 900 });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard**');
    await page.goto('/dashboard/reports/daily');
    await shot(page, 'daily-report-desktop');
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.locator('[data-test="day-picker"]').fill('2020-01-15');
    await expect.poll(() => page.url()).toContain('date=2020-01-15');
    await expect(page.locator('[data-test="headline-tickets"]')).toHaveText('0');
    await expect(page.locator('text=No technician worked a ticket this day.')).toBeVisible();
    await context.close();
  });
});
