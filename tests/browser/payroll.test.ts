/**
 * The owner runs and finalises the last full demo week's payroll on the
 * tablet (1024×768, touch), adds a bonus first, then opens a technician's pay
 * stub from its link on a phone (390×844). PAYROLL_SCREENSHOTS=<dir> saves
 * Payroll Control, the run, the report (1440×900 too) and the phone stub.
 */
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { addDays, storeToday } from '../../common/storeTime';
import { periodContaining } from '../../server/domain/payroll/payPeriods';
import { DEFAULT_SCHEDULE } from '../../server/domain/payroll/payrollRuns';
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

const shot = screenshotsTo('PAYROLL_SCREENSHOTS');
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('payroll', () => {
  test('the owner runs the last demo week, adds a bonus, finalises it, and the technician opens her pay stub on a phone', async () => {
    test.setTimeout(180_000);
    const week = periodContaining(
      DEFAULT_SCHEDULE,
      addDays(periodContaining(DEFAULT_SCHEDULE, storeToday('America/New_York')).start, -1),
    );
    const { page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard**');
    await page.goto('/dashboard/payrolls');
    await expect(page.locator('h1')).toContainText('Payroll Control');
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'payroll-index-tablet');

    const row = page.locator(`[data-test="payroll-period-${week.start}"]`);
    await expect(row.locator('[data-test="period-state"]')).toHaveText('Not started');
    await row.locator('[data-test="period-run"]').tap();
    await page.waitForURL('**/dashboard/payrolls/*/edit');
    expect(page.url()).toMatch(/\/payrolls\/\d+\/edit$/);
    await expect
      .poll(() => page.locator('[data-test="payroll-technician"]').count())
      .toBeGreaterThan(0);
    await expect(page.locator('h1')).toContainText('Payroll');
    const first = page.locator('[data-test="payroll-technician"]').first();
    const netBefore = (await first.locator('[data-test="pay-net"] dd').textContent()) ?? '';

    await first.locator('[data-test="technician-adjust"]').tap();
    await page.locator('[data-test="adjustment-label"]').fill('Top seller');
    await page.locator('[data-test="adjustment-amount"]').fill('25.00');
    await page.locator('[data-test="adjustment-reason"]').fill('Most requests this week');
    await page.locator('[data-test="adjustment-save"]').tap();
    await page.locator('[data-test="adjustment"]').first().waitFor();
    await expect(first.locator('[data-test="pay-net"] dd')).not.toHaveText(netBefore);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'payroll-edit-tablet');

    await page.locator('[data-test="run-finalise"]').tap();
    await page.locator('[data-test="confirm-modal-confirm"]').tap();
    await expect(page.locator('[data-test="run-state"]')).toHaveText('Finalised');
    await expect(page.locator('[data-test="adjustment-remove"]')).toHaveCount(0);
    await page.locator('[data-test="stub-qr"]').first().tap();
    await page.locator('[data-test="stub-qr-image"]').waitFor();
    await expect
      .poll(() =>
        page
          .locator('[data-test="stub-qr-image"]')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const link = (await page.locator('[data-test="stub-link"]').getAttribute('href'))!;
    await shot(page, 'payroll-stub-qr-tablet');
    await page.keyboard.press('Escape');

    const reportUrl = (await page.locator('[data-test="run-report"]').getAttribute('href'))!;

    // Payroll Control now offers only the week after the finalised one, and says why.
    await page.goto('/dashboard/payrolls');
    await expect(page.locator('[data-test="run-order"]')).toHaveText(
      /so the next payroll to run is .* Periods are run one after another/,
    );
    const thisWeek = periodContaining(DEFAULT_SCHEDULE, storeToday('America/New_York'));
    await page
      .locator(`[data-test="payroll-period-${thisWeek.start}"] [data-test="period-run"]`)
      .waitFor();
    await expect(
      page.locator(
        `[data-test="payroll-period-${addDays(week.start, -7)}"] [data-test="period-not-offered"]`,
      ),
    ).toHaveText('Before the last finalised payroll');
    await expect(page.locator('[data-test="period-run"]')).toHaveCount(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'payroll-index-after-finalise-tablet');

    // A ticket and a clock record of that week are shown as paid: the tip, its technicians and the record stay as they are.
    const tz = 'America/New_York';
    const [ticket] = (
      (await env.db
        .execute(sql`select i.id from invoices i join stores s on s.id = i.store_id where s.name = 'Lotus Nail Spa' and i.status = 'paid'
      and (i.paid_at at time zone ${tz})::date between ${week.start}::date and ${week.end}::date order by i.id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await page.goto(`/dashboard/invoices/${ticket.id}/edit`);
    await expect(page.locator('[data-test="payroll-locked-message"]')).toHaveText(
      /^Payroll is finalised through \d\d-\d\d-\d{4}\. Add an adjustment to the next payroll instead\.$/,
    );
    await expect(page.locator('[data-test="tip-form"]')).toHaveCount(0);
    await page.locator('[data-test="tender-form"]').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'payroll-locked-invoice-tablet');
    const [record] = (
      (await env.db
        .execute(sql`select c.id from clock_records c join stores s on s.id = c.store_id where s.name = 'Lotus Nail Spa' and c.clock_out is not null
      and (c.clock_in at time zone ${tz})::date between ${week.start}::date and ${week.end}::date order by c.id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await page.goto(`/dashboard/clock-in-outs/${record.id}/edit`);
    await page.locator('[data-test="payroll-locked"]').waitFor();
    await expect(page.locator('[data-test="clock-record-form"]')).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'payroll-locked-clock-record-tablet');
    await page.goto('/dashboard/clock-in-outs/create');
    await page.locator('[data-test="clock-record-form"]').waitFor();
    await expect(page.locator('[data-test="finalised-through"]')).toHaveText(
      /^Payroll is finalised through /,
    );
    await shot(page, 'payroll-locked-clock-create-tablet');
    await page.goto('/dashboard/payrolls/create');
    await page.locator('[data-test="run-order"]').waitFor();
    await expect(page.locator('[data-test="create-period"] option')).toHaveCount(1);
    await shot(page, 'payroll-create-after-finalise-tablet');

    await page.goto(reportUrl);
    await page.waitForURL('**/payrolls/reports**');
    await page.locator('[data-test^="salary-row-"]').first().waitFor();
    await shot(page, 'payroll-report-tablet');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-test="pay-stub"]').first()).toBeVisible();
    await shot(page, 'payroll-report-print');
    await page.emulateMedia({ media: 'screen' });

    const desk = await env.newPage({ width: 1440, height: 900, touch: false });
    await logIn(desk.page, 'owner@example.com');
    await desk.page.waitForURL('**/dashboard**');
    await desk.page.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    await desk.page.locator('[data-test^="salary-row-"]').first().waitFor();
    expect(await noSidewaysScroll(desk.page)).toBe(true);
    await shot(desk.page, 'payroll-report-desktop');
    await desk.page.goto('/dashboard/payrolls');
    await desk.page.locator('[data-test="run-order"]').waitFor();
    await shot(desk.page, 'payroll-index-desktop');
    await desk.page.goto(`/dashboard/invoices/${ticket.id}/edit`);
    await desk.page.locator('[data-test="payroll-locked"]').waitFor();
    await shot(desk.page, 'payroll-locked-invoice-desktop');
    await desk.page.goto(`/dashboard/clock-in-outs/${record.id}/edit`);
    await desk.page.locator('[data-test="payroll-locked"]').waitFor();
    await shot(desk.page, 'payroll-locked-clock-record-desktop');

    const phone = await env.newPage({ width: 390, height: 844, touch: true, mobile: true });
    await phone.page.goto(new URL(link).pathname + new URL(link).search);
    await phone.page.locator('[data-test="employee-pay-stub"]').waitFor();
    await expect(phone.page.locator('[data-test="pay-net"]')).toBeVisible();
    expect(await noSidewaysScroll(phone.page)).toBe(true);
    await shot(phone.page, 'payroll-stub-phone');
    await phone.page.goto(
      new URL(link).pathname +
        new URL(link).search.replace(
          /signature=(.)/,
          (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`,
        ),
    );
    await expect(phone.page.locator('body')).toHaveText(/not valid or has expired|permission/i);
  });
});
