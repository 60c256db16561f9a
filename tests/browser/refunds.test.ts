/**
 * A refund on the station tablet (1024×768, touch, on-screen keyboard): part
 * of a line given back, split between cash and the card it was paid with.
 * REFUND_SCREENSHOTS=<dir> also saves the form there and on a desktop (1440×900).
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { asc, eq } from 'drizzle-orm';
import { refundPayments, refunds } from '../../database/schema';
import { ticketKit, type TicketKit } from '../support/tickets';
import { HOOK_TIMEOUT, tapKeys, logIn, startBrowserEnv, type BrowserEnv } from '../support/browser';

const SHOTS = process.env.REFUND_SCREENSHOTS ?? '';
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let env: BrowserEnv;
let kit: TicketKit;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  kit = await ticketKit(env.db);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

/** The form as the screen shows it (scrolled to), and the whole page. */
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await page.locator('[data-test="refund-form"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  await page.screenshot({ path: join(SHOTS, `${name}-page.png`), fullPage: true });
};

/**
 * The page sweep sees the form closed; this looks at it open (axe injected
 * before the page loads, as the sweep does: the CSP refuses inline scripts): no control
 * under 44 px, no sideways scroll, no serious axe violation in the form.
 */
async function problemsOfOpenForm(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      problems.push(`scrolls sideways: ${root.scrollWidth}px`);
    const form = document.querySelector('[data-test="refund-form"]')!;
    for (const el of Array.from(
      form.querySelectorAll<HTMLElement>('button, input, select, textarea'),
    )) {
      const target =
        (el instanceof HTMLInputElement && el.type === 'checkbox' && el.closest('label')) || el;
      const box = target.getBoundingClientRect();
      if (Math.round(box.width) < 44 || Math.round(box.height) < 44)
        problems.push(
          `tap target ${Math.round(box.width)}×${Math.round(box.height)}: ${el.getAttribute('name') ?? el.textContent}`,
        );
    }
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown) => Promise<{ violations: { id: string; impact: string }[] }> };
      }
    ).axe;
    const result = await axe.run(form);
    for (const v of result.violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        problems.push(`axe ${v.impact} ${v.id}`);
    return problems;
  });
}

/** $40 service + $10 item + $1 tax + $6 tip = $57: $36 on the card ending 4242, $21 cash. */
const paidTicket = () =>
  kit.pay({
    tip: { type: 'amount', cents: 600 },
    tenders: [
      { type: 'credit_card', amountCents: 3600, cardLast4: '4242' },
      { type: 'cash', amountCents: 2100 },
    ],
  });

test.describe('refunds', () => {
  test('part of a service goes back, split between cash and the card, typed on the amount keypad', async () => {
    const id = await paidTicket();
    const { page, context } = await env.newPage({
      width: 1024,
      height: 768,
      touch: true,
      keyboard: true,
    });
    await context.addInitScript({ path: AXE_PATH });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/invoices/${id}/edit`);
    const form = page.locator('[data-test="refund-form"]');
    await form.waitFor();
    const service = form.locator('[data-test^="refund-row-"]').first();
    await service.locator('[data-test^="refund-line-"]').tap();
    const amount = service.locator('[data-test^="refund-amount-"]');
    await expect(amount).toHaveValue('40.00');
    await amount.tap();
    await tapKeys(page, ['{bksp}', '{bksp}', '{bksp}', '{bksp}', '2', '5', '0', '0', '{enter}']);
    await expect(amount).toHaveValue('25.00');
    // The split follows the refund, in proportion to what each tender paid ($36 on the card, $21 cash).
    await expect(form.locator('[data-test="refund-payout-credit_card"]')).toHaveValue('15.79');
    await expect(form.locator('[data-test="refund-payout-cash"]')).toHaveValue('9.21');
    await expect(form.locator('[data-test="refund-remaining"]')).toHaveText('$0.00 to assign');

    // The desk gives $10.00 back in cash instead: the form says what is over until the card takes the rest.
    await form.locator('[data-test="refund-payout-cash"]').tap();
    await tapKeys(page, ['{bksp}', '{bksp}', '{bksp}', '1', '0', '0', '0', '{enter}']);
    await expect(form.locator('[data-test="refund-remaining"]')).toHaveText(
      '$0.79 too much assigned',
    );
    await expect(form.locator('[data-test="refund-save"]')).toBeDisabled();
    await form.locator('[data-test="refund-rest-credit_card"]').tap();
    // A tap re-renders on the next frame: wait for it rather than read at once.
    await expect(form.locator('[data-test="refund-payout-credit_card"]')).toHaveValue('15.00');
    await expect(form.locator('[data-test="refund-remaining"]')).toHaveText('$0.00 to assign');

    await form.locator('[data-test="refund-reason"]').tap();
    await tapKeys(page, ['c', 'h', 'i', 'p', '{enter}']);
    await shot(page, 'refund-tablet');
    expect(await problemsOfOpenForm(page)).toEqual([]);
    await form.locator('[data-test="refund-save"]').tap();
    const confirm = page.locator('[data-test="confirm-modal"]');
    await confirm.waitFor();
    await expect(confirm).toContainText('$25.00 back: Cash $10.00, Back to card **** 4242 $15.00.');
    await confirm.locator('[data-test="confirm-modal-confirm"]').tap();
    await page.locator('[data-test="refunds"]').waitFor();
    await expect(page.locator('[data-test="invoice-status"]')).toHaveText('Partly refunded');

    const [r] = await env.db.select().from(refunds).where(eq(refunds.invoiceId, id));
    expect(r).toMatchObject({ amountCents: 2500, taxCents: 0, tipCents: 0, reason: 'chip' });
    const payouts = await env.db
      .select({ type: refundPayments.type, amount: refundPayments.amountCents })
      .from(refundPayments)
      .where(eq(refundPayments.refundId, r.id))
      .orderBy(asc(refundPayments.id));
    expect(payouts).toEqual([
      { type: 'cash', amount: 1000 },
      { type: 'credit_card', amount: 1500 },
    ]);
    // The form starts over for the next refund, with what is left.
    await expect(form.locator('[data-test="refund-remaining"]')).toHaveText('$0.00 to assign');
    await expect(form.locator('[data-test^="refund-row-"]').first()).toContainText('$15.00 left');
    await shot(page, 'refund-tablet-done');
    await context.close();
  });

  test('on a desktop the same form takes the tip back too, and says whose it was', async () => {
    const id = await paidTicket();
    const { page, context } = await env.newPage({ width: 1440, height: 900 });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto(`/dashboard/invoices/${id}/edit`);
    const form = page.locator('[data-test="refund-form"]');
    await form.locator('[data-test^="refund-line-"]').nth(1).click();
    await form.locator('[data-test="refund-tip"]').click();
    await page.keyboard.type('300');
    await expect(form.locator('[data-test="refund-total"]')).toContainText('Refund $14.00');
    await expect(form).toHaveText(/Taken back from \S+ \S+ \$3\.00\./);
    // Nothing to assign by hand: $14.00 split as the ticket was paid, $8.84 to the card and $5.16 cash.
    await expect(form.locator('[data-test="refund-remaining"]')).toHaveText('$0.00 to assign');
    await expect(form.locator('[data-test="refund-payout-credit_card"]')).toHaveValue('8.84');
    await expect(form.locator('[data-test="refund-payout-cash"]')).toHaveValue('5.16');
    await expect(form.locator('[data-test="refund-rest-credit_card"]')).toBeDisabled();
    await shot(page, 'refund-desktop');
    await context.close();
  });
});
