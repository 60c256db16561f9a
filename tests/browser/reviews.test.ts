/**
 * Ask review: a customer opens her signed link on a phone
 * (390×844) and on a tablet (1024×768), taps stars, types, sends, and is
 * thanked with the salon's Google link, which leads to the stored address.
 * REVIEW_SCREENSHOTS=<dir> saves each step.
 */
import { expect, test, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { customers, reviewRequests, reviews } from '../../database/schema';
import { claimReviewRequest, saveReviewSettings } from '../../database/queries/reviews';
import { reviewLink } from '../../server/domain/reviews/reviewRequests';
import { routeUrl } from '../../server/http/urls';
import { storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import { submitReview } from '../../server/domain/reviews/reviews';
import {
  HOOK_TIMEOUT,
  logIn,
  screenshotsTo,
  startBrowserEnv,
  type BrowserEnv,
} from '../support/browser';

let env: BrowserEnv;
let lotus: number;
let kit: TicketKit;
const shot = screenshotsTo('REVIEW_SCREENSHOTS');
const GOOGLE = 'https://g.page/r/lotus-browser-test/review';

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  env = await startBrowserEnv();
  lotus = await storeId(env.db, 'Lotus Nail Spa');
  kit = await ticketKit(env.db);
  await saveReviewSettings(env.db, lotus, {
    mode: 'email',
    delayMinutes: 0,
    googleReviewUrl: GOOGLE,
  });
});
test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await env?.close();
});

let seq = 0;
/** A paid ticket's request, sent: its link's path (the browser opens 127.0.0.1, APP_URL says localhost). */
async function sentLink(): Promise<{ link: string; requestId: number }> {
  seq += 1;
  const [c] = await env.db
    .insert(customers)
    .values({
      storeId: lotus,
      name: `Browser Guest ${seq}`,
      phone: `917555${String(2000 + seq)}`,
      email: `browser${seq}@example.com`,
    })
    .returning({ id: customers.id });
  const invoiceId = await kit.pay({ customerId: c.id });
  const [queued] = await env.db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.storeId, lotus), eq(reviewRequests.invoiceId, invoiceId)));
  // The app's own job runner may have sent it already; either way it is sent now.
  await claimReviewRequest(env.db, lotus, queued.id, new Date());
  const [row] = await env.db.select().from(reviewRequests).where(eq(reviewRequests.id, queued.id));
  expect(row.status).toBe('sent');
  return {
    link: reviewLink({ appUrl: '', sessionSecret: env.config.sessionSecret, routeUrl }, lotus, row),
    requestId: row.id,
  };
}

/** Nothing scrolls sideways, and every visible control is at least 44 px both ways. */
async function checkLayout(page: Page) {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) out.push(`scrolls sideways: ${root.scrollWidth}px`);
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(
        'main a[href], main button, main textarea, main input:not([type="hidden"])',
      ),
    )) {
      if (!el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      if (Math.round(box.height) < 44 || Math.round(box.width) < 44)
        out.push(
          `${Math.round(box.width)}×${Math.round(box.height)}: ${el.getAttribute('data-test') ?? el.textContent?.trim().slice(0, 30)}`,
        );
    }
    return out;
  });
  expect(problems).toEqual([]);
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'tablet', width: 1024, height: 768, mobile: false },
];

test.describe('a customer reviews her visit', () => {
  for (const v of VIEWPORTS) {
    test(`on a ${v.name} (${v.width}×${v.height}): taps stars, types, sends, sees the Google link and thank you`, async () => {
      test.setTimeout(180_000);
      const { link, requestId } = await sentLink();
      const { context, page } = await env.newPage({
        width: v.width,
        height: v.height,
        touch: true,
        mobile: v.mobile,
      });

      await page.goto(link);
      await page.locator('[data-test="ask-review"]').waitFor();
      expect(new URL(page.url()).search).toBe('');
      await expect(page.locator('[data-test="page-title"]')).toHaveText('How was your visit?');
      await checkLayout(page);
      await shot(page, `ask-review-${v.width}`);

      // Sending with no stars: the message is beside the stars, nothing is stored.
      await page.locator('[data-test="review-submit"]').tap();
      await page.locator('[data-test="error-salon_rating"]').waitFor();
      await shot(page, `ask-review-error-${v.width}`);

      await page.locator('[data-test="salon_rating-star-4"]').tap();
      await page.locator('[data-test="technician_rating-star-5"]').tap();
      await expect(page.locator('[data-test="salon_rating-star-4"]')).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(page.locator('[data-test="salon_rating-words"]')).toHaveText('Very good');
      await page.locator('[data-test="review-comment"]').fill(`Lovely visit from the ${v.name}.`);
      await shot(page, `ask-review-filled-${v.width}`);
      await page.locator('[data-test="review-submit"]').tap();

      await page.locator('[data-test="review-thanks"]').waitFor();
      await checkLayout(page);
      await shot(page, `thank-you-${v.width}`);
      const google = page.locator('[data-test="google-review-link"]');
      await expect(google).toHaveAttribute('href', `/review/${lotus}/${requestId}/google`);
      const [review] = await env.db.select().from(reviews).where(eq(reviews.requestId, requestId));
      expect(review).toMatchObject({
        salonRating: 4,
        technicianRating: 5,
        comment: `Lovely visit from the ${v.name}.`,
      });

      // The machine has no network: the browser's request for the stored address is what shows where the link leads.
      await Promise.all([page.waitForRequest((r) => r.url() === GOOGLE), google.tap()]);
      const [row] = await env.db
        .select()
        .from(reviewRequests)
        .where(eq(reviewRequests.id, requestId));
      expect(row.googleClicks).toBe(1);

      // Her link again (a new tab: the first is on its way to Google): thanked again, not asked twice.
      const again = await context.newPage();
      await again.goto(link);
      await again.locator('[data-test="review-thanks"]').waitFor();
      await context.close();
    });
  }

  test('a tampered link shows the friendly page on a phone', async () => {
    const { link } = await sentLink();
    const { context, page } = await env.newPage({
      width: 390,
      height: 844,
      touch: true,
      mobile: true,
    });
    await page.goto(link.replace(/n=[^&]+/, 'n=tampered'));
    await page.locator('[data-test="review-invalid"]').waitFor();
    await checkLayout(page);
    await shot(page, 'invalid-390');
    await context.close();
  });

  test('the owner sees the averages and resolves a low rating’s follow-up on a tablet; the Google-reviews page and the settings tab at 1440×900', async () => {
    test.setTimeout(180_000);
    const { link, requestId } = await sentLink();
    expect(link).toContain(`/review/${lotus}/${requestId}`);
    await env.db
      .update(reviewRequests)
      .set({ status: 'opened' })
      .where(eq(reviewRequests.id, requestId));
    await submitReview(
      env.db,
      lotus,
      requestId,
      {
        salonRating: 1,
        technicianRating: 2,
        comment: 'Waited 40 minutes and the polish chipped.',
      },
      new Date(),
    );

    const { context, page } = await env.newPage({ width: 1024, height: 768, touch: true });
    await logIn(page, 'owner@example.com');
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/customer-reviews?follow_up=open');
    await page.locator('[data-test="reviews"]').waitFor();
    await expect(page.locator('[data-test="open-follow-ups"]')).toHaveText('1');
    await shot(page, 'reviews-1024');
    await page.locator('[data-test="review-resolve"]').first().tap();
    await page.locator('[data-test="resolve-note"]').fill('Called her, redid the manicure free.');
    await shot(page, 'reviews-resolve-1024', false);
    await page.locator('[data-test="resolve-save"]').tap();
    await page.locator('[data-test="resolve-modal"]').waitFor({ state: 'detached' });
    await expect(page.locator('[data-test="open-follow-ups"]')).toHaveText('0');
    const [review] = await env.db.select().from(reviews).where(eq(reviews.requestId, requestId));
    expect(review).toMatchObject({
      followUp: 'resolved',
      followUpNote: 'Called her, redid the manicure free.',
    });
    await context.close();

    const desktop = await env.newPage({ width: 1440, height: 900 });
    await logIn(desktop.page, 'owner@example.com');
    await desktop.page.waitForURL('**/dashboard');
    await desktop.page.goto('/dashboard/customer-reviews');
    await desktop.page.locator('[data-test="reviews"]').waitFor();
    await shot(desktop.page, 'reviews-1440');
    await desktop.page.goto('/dashboard/google-reviews');
    await desktop.page.locator('[data-test="google-review-url"]').waitFor();
    await expect(desktop.page.locator('[data-test="google-customers"]')).toHaveText('2');
    await shot(desktop.page, 'google-reviews-1440');
    await desktop.page.goto('/dashboard/settings?tab=review-sms');
    await desktop.page.locator('[data-test="settings-review-sms"]').waitFor();
    await shot(desktop.page, 'settings-review-sms-1440');
    await desktop.context.close();
  });
});
