/**
 * The owner reads the range report (reports.index) on the front-desk tablet
 * (1024×768, touch): picks a range and a grouping, reads the total and the
 * table by period, which stays a table and scrolls inside its own box, its
 * first column held, never the page; switches to payments, jumps to a
 * section, and downloads a table. Then the same page on a desktop and a
 * phone. RANGE_REPORT_SCREENSHOTS=<dir> saves each size to look at.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, screenshotsTo, startBrowserEnv, type BrowserEnv } from '../support/browser';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv();
});
afterAll(() => env?.close());

const shot = screenshotsTo('RANGE_REPORT_SCREENSHOTS');
/** A visit over a year of tickets on a busy machine: waited for, never timed. */
const SLOW = { timeout: 15_000 };

/**
 * Nothing wider than the screen. Against the root's clientWidth, not
 * innerWidth: a phone's layout viewport grows to fit what overflows it, so
 * innerWidth grows with the overflow it should reveal.
 */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const text = async (page: Page, test: string) =>
  ((await page.locator(`[data-test="${test}"]`).first().textContent()) ?? '').trim();
const top = async (page: Page, test: string) =>
  (await page.locator(`[data-test="${test}"]`).boundingBox())!.y;

/**
 * The period table scrolled to its right end: where its first and last
 * column headers sit against its box. A table that became cards has no
 * visible header row.
 */
function periodTableScrolled(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('[data-test="report-periods"]')!;
    const frame = table.closest<HTMLElement>('[role="region"]')!;
    const heads = Array.from(table.querySelectorAll<HTMLElement>('thead th'));
    const overflows = frame.scrollWidth > frame.clientWidth;
    frame.scrollLeft = frame.scrollWidth;
    const box = frame.getBoundingClientRect();
    const first = heads[0].getBoundingClientRect();
    const last = heads[heads.length - 1].getBoundingClientRect();
    return {
      headerShown:
        getComputedStyle(table.querySelector('thead')!).display === 'table-header-group' &&
        first.height > 0,
      columns: heads.map((h) => h.textContent),
      overflows,
      firstHeldAtLeft: Math.abs(first.left - box.left) <= 1,
      lastInsideBox: last.right <= box.right + 1,
    };
  });
}

/** No control of the report under 44 px, no serious or critical axe violation. */
function problemsOf(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const main = document.querySelector('main')!;
    for (const el of Array.from(main.querySelectorAll<HTMLElement>('a, button, input, select'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
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
    for (const v of (await axe.run(main)).violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        problems.push(`axe ${v.impact} ${v.id}`);
    return problems;
  });
}

async function openReports(width: number, height: number, touch: boolean, path: string) {
  const { context, page } = await env.newPage({ width, height, touch, mobile: width < 500 });
  await context.addInitScript({ path: AXE_PATH });
  await logIn(page, 'owner@example.com');
  await page.waitForURL('**/dashboard**');
  await page.goto(path);
  await page.locator('[data-test="report-headline"]').waitFor();
  return { context, page };
}

describe('the range report', () => {
  test('on the tablet the owner picks this year by week, reads the table in its own box, switches to payments and downloads it', async () => {
    const { context, page } = await openReports(1024, 768, true, '/dashboard/reports');
    // The period picker and grouping on top, then the total, then the table.
    expect(await top(page, 'range-filters')).toBeLessThan(await top(page, 'report-headline'));
    expect(await top(page, 'report-headline')).toBeLessThan(await top(page, 'report-periods'));

    await page.locator('[data-test="filter-range"]').selectOption('thisYear');
    await expect.poll(() => page.url(), SLOW).toContain('range=thisYear');
    await expect
      .poll(() => page.locator('[data-test="filter-group"]').inputValue(), SLOW)
      .toBe('month');
    await page.locator('[data-test="filter-group"]').selectOption('week');
    await expect.poll(() => page.url(), SLOW).toContain('group=week');
    await expect.poll(() => page.locator('#periods-title').textContent(), SLOW).toBe('By week');
    // The demo has tickets in several weeks of this year.
    expect(await page.locator('[data-test="report-periods"] tbody tr').count()).toBeGreaterThan(2);

    const table = await periodTableScrolled(page);
    expect(table.headerShown).toBe(true);
    expect(table.columns).toEqual([
      'Period',
      'Tickets',
      'Services',
      'Retail',
      'Discounts',
      'Net sales',
      'Tax',
      'Tips',
      'Refunds',
      'Voids',
    ]);
    expect(table.firstHeldAtLeft).toBe(true);
    expect(table.lastInsideBox).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    // The footer adds up to the strip above it.
    expect(await text(page, 'total-tickets')).toBe(await text(page, 'headline-tickets'));
    expect(await text(page, 'total-net')).toBe(await text(page, 'headline-net'));
    // Discounts are taken off, shown with the real minus sign as on the daily report (the demo gives some every week).
    expect(await text(page, 'total-discounts')).toMatch(/^\u2212\$[\d,]+\.\d\d$/);
    expect(await problemsOf(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => {
      document
        .querySelector<HTMLElement>('[data-test="report-periods"]')!
        .closest<HTMLElement>('[role="region"]')!.scrollLeft = 0;
    });
    await shot(page, 'range-tablet');
    await shot(page, 'range-tablet-screen', false);

    await page.locator('[data-test="view-payments"]').tap();
    await page.locator('[data-test="report-tenders"]').waitFor();
    expect(await page.locator('[data-test="report-periods"]').count()).toBe(0);
    expect(await page.locator('[data-test="view-payments"]').getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await text(page, 'total-cash')).toBe(await text(page, 'headline-tender-cash'));
    expect(await text(page, 'total-credit_card')).toBe(
      await text(page, 'headline-tender-credit_card'),
    );

    // The export is the same query and the same numbers, as a file a spreadsheet reads.
    const href = (await page.locator('[data-test="export-periods"]').getAttribute('href'))!;
    const query = new URL(href, env.baseUrl).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      range: 'thisYear',
      group: 'week',
      table: 'periods',
    });
    const res = await page.request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['From', 'To', 'Tickets']);
    expect(lines.at(-1)!.split(',')[2]).toBe(await text(page, 'headline-tickets'));
    const technicians = await page.request.get(
      (await page.locator('[data-test="export-technicians"]').getAttribute('href'))!,
    );
    expect((await technicians.text()).split('\r\n')[0]).toBe(
      'Technician,Tickets,Service sales,Average ticket,Tips',
    );

    // The section bar jumps to the technicians, below the top bar and the section bar itself.
    await page.locator('[data-test="jump-technicians"]').tap();
    await expect.poll(() => page.url(), SLOW).toContain('#technicians');
    const heading = (await page.locator('#technicians-title').boundingBox())!;
    const bar = (await page.locator('[data-test="report-sections"]').boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(heading.y + heading.height).toBeLessThan(768);
    await shot(page, 'range-tablet-technicians', false);
    await context.close();
  });

  test('on a desktop the whole table shows without scrolling, and every section has its export', async () => {
    const { context, page } = await openReports(
      1440,
      900,
      false,
      '/dashboard/reports?range=3months',
    );
    await expect.poll(() => page.locator('#periods-title').textContent(), SLOW).toBe('By week');
    const table = await periodTableScrolled(page);
    expect(table.headerShown).toBe(true);
    expect(table.overflows).toBe(false);
    expect(await page.locator('[data-test="scroll-more"]').count()).toBe(0);
    for (const name of ['periods', 'categories', 'taxes', 'services', 'technicians']) {
      expect(
        await page.locator(`[data-test="table-${name}"] [data-test="export-${name}"]`).count(),
      ).toBe(1);
    }
    expect(await noSidewaysScroll(page)).toBe(true);
    await shot(page, 'range-desktop');
    await context.close();
  });

  test('on a phone the tables stay tables and scroll inside their boxes; the page never scrolls sideways', async () => {
    const { context, page } = await openReports(
      390,
      844,
      true,
      '/dashboard/reports?range=thisMonth',
    );
    const table = await periodTableScrolled(page);
    expect(table.headerShown).toBe(true);
    expect(table.overflows).toBe(true);
    expect(table.firstHeldAtLeft).toBe(true);
    expect(table.lastInsideBox).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.evaluate(() => {
      document
        .querySelector<HTMLElement>('[data-test="report-periods"]')!
        .closest<HTMLElement>('[role="region"]')!.scrollLeft = 0;
    });
    await shot(page, 'range-phone');
    await context.close();
  });
});
