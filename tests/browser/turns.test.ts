/**
 * The turn board at the desk: on a touch tablet, adjust a turn with
 * a reason, watch the order change, open a technician's reasons. The board
 * has no layout, so it is checked here for sideways scroll and 44 px targets
 * at the tablet, desktop and wall-display sizes. TURNS_SCREENSHOTS=<dir> also
 * saves what it looks like there.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { checkIns, clockRecords, customers } from '../../database/schema';
import { emptyToday, employeeByNumber, storeId } from '../support/lookups';
import { ticketKit } from '../support/tickets';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';
import { storeToday } from '../../common/storeTime';

const BOARD = '/dashboard/turn-managements';

let env: BrowserEnv;
let ids: Record<'bao' | 'cindy' | 'david', number>;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  const lotus = await storeId(env.db, 'Lotus Nail Spa');
  const [bao, cindy, david] = await Promise.all(
    ['1002', '1003', '1004'].map(async (n) => (await employeeByNumber(env.db, lotus, n))!.id),
  );
  ids = { bao, cindy, david };
  await emptyToday(env.db, lotus);
  // Bao clocked in first, then Cindy, then David; Bao has done one full service.
  const now = Date.now();
  await env.db.insert(clockRecords).values(
    [bao, cindy, david].map((employeeId, i) => ({
      storeId: lotus,
      employeeId,
      clockIn: new Date(now - 3600_000 + i * 60_000),
    })),
  );
  const kit = await ticketKit(env.db, 'Lotus Nail Spa', ['1002']);
  await kit.pay({
    lines: [
      {
        key: 'service-board-1',
        kind: 'service',
        serviceId: kit.service,
        technicianId: bao,
        unitPriceCents: null,
        quantity: 1,
        discountCents: 0,
      },
    ],
    tenders: [{ type: 'cash', amountCents: 4000 }],
  });
  const [walkIn] = await env.db
    .insert(customers)
    .values({ storeId: lotus, name: 'Amy Walker', phone: '2125558801' })
    .returning();
  await env.db.insert(checkIns).values({
    storeId: lotus,
    customerId: walkIn.id,
    businessDate: storeToday('America/New_York'),
    source: 'kiosk',
    byName: 'Kiosk',
  });
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

const order = (page: Page) =>
  page
    .locator('[data-test="board-queue"] > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-name')));
const card = (page: Page, id: number) => page.locator(`[data-test="tech-${id}"]`);

/** What the page sweep checks, for a page without the layout: no sideways scroll, every control 44×44 px. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(
        `scrolls sideways: ${document.documentElement.scrollWidth} > ${window.innerWidth}`,
      );
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, input, [role="button"]'),
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width < 44 || r.height < 44)
        problems.push(
          `${el.textContent?.trim() || el.getAttribute('aria-label')}: ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return problems;
  });
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations, as the page sweep counts them. */
async function axeProblems(page: Page) {
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const shot = screenshotsTo('TURNS_SCREENSHOTS');

test.describe('the turn board on a touch tablet', () => {
  test('adjust a turn with a reason, see the order change, open a technician’s reasons', async () => {
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    // Before any page script, as the page sweep does (the CSP refuses a tag added later).
    await context.addInitScript({ path: AXE_PATH });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto(BOARD);
    await page.locator('[data-test="board-queue"]').waitFor();
    await expect.poll(() => order(page)).toEqual(['Cindy Le', 'David Pham', 'Bao Tran']);
    await expect(page.locator('[data-test="next-up"]')).toContainText('Cindy Le');
    await expect(page.locator('[data-test="board-waiting"]')).toHaveText(
      '1 waiting · next: Amy Walker',
    );
    await expect(page.locator('header nav, aside')).toHaveCount(0);
    expect(await layoutProblems(page)).toEqual([]);
    expect(await axeProblems(page)).toEqual([]);
    await shot(page, 'board-1024x768');

    // Cindy gets a whole turn for coming in late: she goes behind Bao (same turns, later clock-in).
    await card(page, ids.cindy).locator('[data-test="tech-open"]').tap();
    const why = page.locator('[data-test="tech-dialog"]');
    await expect(why.locator('h2, [id]').first()).toContainText('Why is Cindy Le #1?');
    await why.locator('[data-test="tech-adjust"]').tap();
    const adjust = page.locator('[data-test="adjust-dialog"]');
    await adjust.locator('label[for="delta_halves-2"]').tap();
    await adjust.locator('[data-test="adjust-save"]').tap();
    await expect(adjust.locator('[data-test="error-reason"]')).toHaveText('Choose a reason.');
    await adjust.locator('label[for="reason-Late"]').tap();
    await shot(page, 'board-adjust-1024x768');
    expect(await axeProblems(page)).toEqual([]);
    // The save's own TurnsChanged comes back as a live partial reload: its success message must outlive it.
    const liveReload = page.waitForResponse(
      (r) => !!r.request().headers()['x-inertia-partial-data'],
      { timeout: 10_000 },
    );
    await adjust.locator('[data-test="adjust-save"]').tap();
    await adjust.waitFor({ state: 'detached' });
    await liveReload;
    // Once the reload's new order is on screen, the message must still be there.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-test="board-queue"] > li')?.getAttribute('data-name') ===
        'David Pham',
    );
    await expect(page.locator('[data-test="flash"][data-kind="success"]')).toBeVisible();
    await expect.poll(() => order(page)).toEqual(['David Pham', 'Bao Tran', 'Cindy Le']);
    await expect(card(page, ids.cindy).locator('[data-test="tech-turns"]')).toHaveText('1');
    await shot(page, 'board-after-adjust-1024x768');

    // Why is Cindy #3? The adjustment, with who made it and why.
    await card(page, ids.cindy).locator('[data-test="tech-open"]').tap();
    await expect(why.locator('h2, [id]').first()).toContainText('Why is Cindy Le #3?');
    await expect(why.locator('[data-test="tech-reasons"]')).toHaveText(
      /Adjusted by Linh Owner: Late\s*\+1/,
    );
    await shot(page, 'board-why-1024x768');
    expect(await axeProblems(page)).toEqual([]);
    await why.getByRole('button', { name: 'Close' }).tap();
    await why.waitFor({ state: 'detached' });

    // Bao's list shows the ticket that counted.
    await card(page, ids.bao).locator('[data-test="tech-open"]').tap();
    await expect(why.locator('[data-test="tech-reasons"]')).toHaveText(
      /Ticket L-\d+ · Kit service .*\+1/,
    );
    await why.getByRole('button', { name: 'Close' }).tap();
    await why.waitFor({ state: 'detached' });

    // Break, and back: the back of the line among those with as many turns (David still has the fewest).
    await card(page, ids.david).locator('[data-test="tech-break"]').tap();
    await card(page, ids.david).locator('[data-test="tech-back"]').waitFor();
    await card(page, ids.david).locator('[data-test="tech-back"]').tap();
    await card(page, ids.david).locator('[data-test="tech-busy"]').waitFor();
    await expect.poll(() => order(page)).toEqual(['David Pham', 'Bao Tran', 'Cindy Le']);
    await expect(card(page, ids.david).locator('[data-test="tech-status"]')).toHaveText(
      'Available',
    );
    await context.close();
  });

  test('the board fits a desktop and a wall display; the settings page a tablet', async () => {
    for (const [width, height] of [
      [1440, 900],
      [1920, 1080],
    ]) {
      const { page, context } = await env.newPage({ width, height });
      await logIn(page, 'owner@example.com');
      await page.waitForURL('**/dashboard');
      await page.goto(BOARD);
      await page.locator('[data-test="board-queue"]').waitFor();
      expect(await layoutProblems(page)).toEqual([]);
      await shot(page, `board-${width}x${height}`);
      await context.close();
    }
    const { page, context } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto(BOARD);
    await page.locator('[data-test="board-settings"]').tap();
    await page.waitForURL('**/turn-managements/settings');
    await page.locator('label[for="basis-price"]').tap();
    await page.locator('[data-test="small_service_threshold"]').waitFor();
    await shot(page, 'turn-settings-1024x768');
    await page.locator('[data-test="turn-settings-save"]').tap();
    await expect(page.locator('[data-test="flash"]')).toContainText('Turn settings saved.');
    await context.close();
  });
});
