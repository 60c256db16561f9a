import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import {
  customers,
  invoiceLines,
  jobs,
  reviewRequests,
  reviews,
  reviewSettings,
  smsMessages,
  stores,
} from '../../database/schema';
import { saveReviewSettings } from '../../database/queries/reviews';
import { seedReviews } from '../../database/seeders/reviews';
import { reviewJobKey, reviewLink } from '../../server/domain/reviews/reviewRequests';
import { voidInvoice } from '../../server/domain/tickets/voids';
import { refundInvoice } from '../../server/domain/tickets/refunds';
import { routeUrl } from '../../server/http/urls';

/**
 * Reviews: a paid ticket asks its customer once, by a signed
 * one-time link; every customer is shown the same Google link whatever she
 * rated; the owner's list, the Google-reviews page and Settings → Review SMS.
 */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let kit: TicketKit;
const GOOGLE = 'https://g.page/r/lotus-nail-spa/review';

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.resetThrottles();
  await saveReviewSettings(t.db, lotus, {
    mode: 'email',
    delayMinutes: 0,
    lowRatingThreshold: 2,
    googleReviewUrl: GOOGLE,
  });
});

let seq = 0;
async function customer(over: { email?: string | null; phone?: string | null } = {}) {
  seq += 1;
  const [row] = await t.db
    .insert(customers)
    .values({
      storeId: lotus,
      name: `Review Guest ${seq}`,
      phone: over.phone === undefined ? `646555${String(1000 + seq).slice(-4)}` : over.phone,
      email: over.email === undefined ? `guest${seq}@example.com` : over.email,
    })
    .returning({ id: customers.id });
  return row.id;
}

const requestOf = async (invoiceId: number) =>
  (
    await t.db
      .select()
      .from(reviewRequests)
      .where(and(eq(reviewRequests.storeId, lotus), eq(reviewRequests.invoiceId, invoiceId)))
  )[0];

/** Pays a ticket for a new customer, runs the jobs, and answers the link's path from the mail she got (its subject in the store's customer language). */
async function askedCustomer(
  subject = 'How was your visit to Lotus Nail Spa?',
): Promise<{ invoiceId: number; link: string; requestId: number }> {
  const customerId = await customer();
  const invoiceId = await kit.pay({ customerId });
  await t.runJobs();
  const [row] = await t.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  const mail = t.mail.filter((m) => m.to === row.email).at(-1);
  expect(mail?.subject).toBe(subject);
  const url = /(https?:\/\/\S+)/.exec(mail!.text)![1];
  expect(url.startsWith(`${t.config.appUrl}/review/${lotus}/`)).toBe(true);
  return {
    invoiceId,
    link: url.slice(t.config.appUrl.length),
    requestId: (await requestOf(invoiceId)).id,
  };
}

/** A browser that opened her link: the signed address answers 303 to the plain one. */
async function opened(link: string) {
  const phone = new Client(t.app);
  const res = await phone.get(link);
  expect(res.status).toBe(303);
  return { phone, plain: res.headers.location as string };
}

describe('asking for a review', () => {
  test('paying a ticket with an emailed customer queues one request, sent by its job with an absolute signed link', async () => {
    const customerId = await customer();
    const invoiceId = await kit.pay({ customerId });
    const request = await requestOf(invoiceId);
    expect(request).toMatchObject({ customerId, channel: 'email', status: 'queued' });
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, reviewJobKey(lotus, invoiceId))),
    ).toHaveLength(1);
    await t.runJobs();
    await t.runJobs();
    const sent = await requestOf(invoiceId);
    expect(sent.status).toBe('sent');
    expect(sent.technicianId).toBe(kit.techs[0]);
    expect(t.mail.filter((m) => m.to === `guest${seq}@example.com`)).toHaveLength(1);
  });

  test('nobody is asked when the setting is off, the ticket has no customer, or she has no address for the channel', async () => {
    await saveReviewSettings(t.db, lotus, { mode: 'off' });
    expect(await requestOf(await kit.pay({ customerId: await customer() }))).toBeUndefined();
    await saveReviewSettings(t.db, lotus, { mode: 'email' });
    expect(await requestOf(await kit.pay({ customerId: null }))).toBeUndefined();
    expect(
      await requestOf(await kit.pay({ customerId: await customer({ email: null }) })),
    ).toBeUndefined();
    await saveReviewSettings(t.db, lotus, { mode: 'sms' });
    expect(
      await requestOf(await kit.pay({ customerId: await customer({ phone: null }) })),
    ).toBeUndefined();
    expect(await requestOf(await kit.pay({ customerId: await customer() }))).toMatchObject({
      channel: 'sms',
      status: 'queued',
    });
  });

  test('by SMS the request goes to the outbox as marketing (consent and quiet hours apply), once; without consent it is not sent', async () => {
    await saveReviewSettings(t.db, lotus, { mode: 'sms' });
    const withoutConsent = await kit.pay({ customerId: await customer() });
    const consenting = await customer();
    await t.db
      .update(customers)
      .set({
        smsConsentAt: new Date(),
        smsConsentSource: 'front_desk',
        smsConsentText: 'Texts from Lotus',
      })
      .where(eq(customers.id, consenting));
    const invoiceId = await kit.pay({ customerId: consenting });
    await t.runJobs();
    await t.runJobs();
    const skipped = await requestOf(withoutConsent);
    expect(skipped.status).toBe('cancelled');
    expect(
      (
        await t.db
          .select()
          .from(smsMessages)
          .where(
            and(eq(smsMessages.sourceType, 'review_request'), eq(smsMessages.sourceId, skipped.id)),
          )
      )[0],
    ).toMatchObject({ status: 'skipped', reason: 'no_consent' });
    const request = await requestOf(invoiceId);
    expect(request.status).toBe('sent');
    const texts = await t.db
      .select()
      .from(smsMessages)
      .where(
        and(
          eq(smsMessages.storeId, lotus),
          eq(smsMessages.sourceType, 'review_request'),
          eq(smsMessages.sourceId, request.id),
        ),
      );
    expect(texts).toHaveLength(1);
    expect(texts[0].purpose).toBe('marketing');
    expect(texts[0].body).toContain(`/review/${lotus}/${request.id}?`);
  });

  test('voiding the ticket cancels its pending request and its job', async () => {
    const invoiceId = await kit.pay({ customerId: await customer() }, new Date());
    await saveReviewSettings(t.db, lotus, { delayMinutes: 60 });
    expect((await requestOf(invoiceId)).status).toBe('queued');
    expect(await voidInvoice(t.db, kit.store, invoiceId, 'rang up twice', kit.actor)).toBe(true);
    expect((await requestOf(invoiceId)).status).toBe('cancelled');
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, reviewJobKey(lotus, invoiceId))),
    ).toHaveLength(0);
  });

  test('a partial refund keeps the request; refunding the rest of the ticket cancels it', async () => {
    await saveReviewSettings(t.db, lotus, { delayMinutes: 60 });
    const invoiceId = await kit.pay({ customerId: await customer() });
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.storeId, lotus), eq(invoiceLines.invoiceId, invoiceId)));
    const service = lines.find((l) => l.kind === 'service')!;
    const retail = lines.find((l) => l.kind === 'retail')!;
    const refund = (lineId: number, cents: number, n: number) =>
      refundInvoice(
        t.db,
        kit.store,
        invoiceId,
        {
          idempotencyKey: `review-refund-${invoiceId}-${n}`,
          reason: 'Chipped',
          lines: [{ lineId, amountCents: null }],
          tipCents: 0,
          payouts: [{ type: 'cash', amountCents: cents, giftCardCode: null }],
        },
        kit.actor,
      );
    await refund(service.id, 4000, 1);
    expect((await requestOf(invoiceId)).status).toBe('queued');
    await refund(retail.id, 1100, 2);
    expect((await requestOf(invoiceId)).status).toBe('cancelled');
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, reviewJobKey(lotus, invoiceId))),
    ).toHaveLength(0);
  });

  test('a voided ticket’s link that was already sent stops working', async () => {
    const { invoiceId, link } = await askedCustomer();
    await voidInvoice(t.db, kit.store, invoiceId, 'wrong customer', kit.actor);
    const res = await new Client(t.app).visit(link);
    expect(res.status).toBe(403);
    expect(res.body.props).toMatchObject({ kind: 'invalid' });
  });
});

describe('the customer’s pages', () => {
  test('the link opens ask review with her technician, then the review is taken once and she is thanked with the Google link', async () => {
    const { link, requestId } = await askedCustomer();
    const { phone, plain } = await opened(link);
    expect(plain).toBe(`/review/${lotus}/${requestId}`);
    const page = await phone.visit(plain);
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('Customer/AskReview');
    expect(page.body.props).toMatchObject({
      salon: { name: 'Lotus Nail Spa' },
      comment_max: 1000,
      submit_url: plain,
      google_url: `/review/${lotus}/${requestId}/google`,
    });
    expect(page.body.props.technician.name).toMatch(/^\S+$/);
    expect(
      (
        await requestOf(
          (await t.db.select().from(reviewRequests).where(eq(reviewRequests.id, requestId)))[0]
            .invoiceId,
        )
      ).status,
    ).toBe('opened');
    // Opening twice is fine until she sends it.
    expect((await phone.get(link)).status).toBe(303);

    const sent = await phone.post(plain, {
      salon_rating: 5,
      technician_rating: 4,
      comment: 'Lovely gel manicure.',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(`/review/${lotus}/${requestId}/thanks`);
    const thanks = await phone.visit(sent.headers.location);
    expect(thanks.body.component).toBe('Customer/ThankYou');
    expect(thanks.body.props).toMatchObject({
      kind: 'thanks',
      google_url: `/review/${lotus}/${requestId}/google`,
    });
    const [review] = await t.db.select().from(reviews).where(eq(reviews.requestId, requestId));
    expect(review).toMatchObject({
      storeId: lotus,
      salonRating: 5,
      technicianRating: 4,
      comment: 'Lovely gel manicure.',
      followUp: null,
      technicianId: kit.techs[0],
    });

    const again = await phone.post(plain, {
      salon_rating: 1,
      technician_rating: 1,
      comment: 'changed my mind',
    });
    expect(again.status).toBe(410);
    expect(again.body.component).toBe('Customer/ThankYou');
    expect(again.body.props.kind).toBe('answered');
    expect(await t.db.select().from(reviews).where(eq(reviews.requestId, requestId))).toHaveLength(
      1,
    );
    // The link itself now says thank you again.
    expect((await new Client(t.app).get(link)).headers.location).toBe(
      `/review/${lotus}/${requestId}/thanks`,
    );
  });

  test('the thank-you and already-answered pages speak the store’s customer language, like the review page', async () => {
    await t.db.update(stores).set({ locale: 'vi' }).where(eq(stores.id, lotus));
    try {
      // The email asking her is in the store's language too.
      const { link } = await askedCustomer('Bạn thấy buổi làm đẹp tại Lotus Nail Spa thế nào?');
      const { phone, plain } = await opened(link);
      expect((await phone.visit(plain)).body.props.locale).toBe('vi');
      const sent = await phone.post(plain, { salon_rating: 5, technician_rating: 5, comment: '' });
      const thanks = await phone.visit(sent.headers.location);
      expect(thanks.body).toMatchObject({
        component: 'Customer/ThankYou',
        props: { kind: 'thanks', locale: 'vi' },
      });
      const again = await phone.post(plain, { salon_rating: 1, technician_rating: 1, comment: '' });
      expect(again.status).toBe(410);
      expect(again.body.props).toMatchObject({ kind: 'answered', locale: 'vi' });
    } finally {
      await t.db.update(stores).set({ locale: 'en' }).where(eq(stores.id, lotus));
    }
  });

  test('no review gating: a 1-star and a 5-star customer are shown the same Google link, which redirects only to the stored one and counts', async () => {
    const locations: string[] = [];
    for (const stars of [1, 5]) {
      const { link, requestId } = await askedCustomer();
      const { phone, plain } = await opened(link);
      expect((await phone.visit(plain)).body.props.google_url).toBe(
        `/review/${lotus}/${requestId}/google`,
      );
      await phone.post(plain, { salon_rating: stars, technician_rating: stars, comment: '' });
      const thanks = await phone.visit(`/review/${lotus}/${requestId}/thanks`);
      expect(thanks.body.props.kind).toBe('thanks');
      expect(thanks.body.props.message).toBe(
        'Thank you for your review. It helps us take good care of every guest.',
      );
      const go = await phone.get(`${thanks.body.props.google_url}?to=https://evil.example/`);
      expect(go.status).toBe(303);
      locations.push(go.headers.location);
      const [row] = await t.db
        .select()
        .from(reviewRequests)
        .where(eq(reviewRequests.id, requestId));
      expect(row.googleClicks).toBe(1);
    }
    expect(locations).toEqual([GOOGLE, GOOGLE]);
    const low = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.storeId, lotus), eq(reviews.salonRating, 1)));
    expect(low.at(-1)!.followUp).toBe('open');
  });

  test('bad input is shown beside the field and takes nothing', async () => {
    const { link, requestId } = await askedCustomer();
    const { phone, plain } = await opened(link);
    await phone.visit(plain);
    const res = await phone.post(plain, {
      salon_rating: 9,
      technician_rating: 'x',
      comment: 'a'.repeat(1001),
    });
    expect(res.status).toBe(302);
    const page = await phone.visit(plain);
    expect(page.body.props.errors).toEqual({
      salon_rating: 'Choose a rating for the salon from 1 to 5 stars.',
      technician_rating: 'Choose a rating for your technician from 1 to 5 stars.',
      comment: 'The comment may not be longer than 1000 characters.',
    });
    await phone.post(plain, { technician_rating: 3 });
    expect((await phone.visit(plain)).body.props.errors).toEqual({
      salon_rating: 'Choose a rating for the salon from 1 to 5 stars.',
    });
    expect(await t.db.select().from(reviews).where(eq(reviews.requestId, requestId))).toHaveLength(
      0,
    );
  });

  test('a tampered link is a friendly 403; an expired one a friendly 410; no link at all is 403', async () => {
    const { link, requestId } = await askedCustomer();
    const tampered = await new Client(t.app).visit(
      link.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`),
    );
    expect(tampered.status).toBe(403);
    expect(tampered.body).toMatchObject({
      component: 'Customer/ThankYou',
      props: { kind: 'invalid' },
    });
    const otherNonce = await new Client(t.app).visit(link.replace(/n=[^&]+/, 'n=AAAAAAAAAAAA'));
    expect(otherNonce.status).toBe(403);
    const foreign = await new Client(t.app).visit(
      link.replace(`/review/${lotus}/`, `/review/${rose}/`),
    );
    expect(foreign.status).toBe(403);
    expect((await new Client(t.app).visit(`/review/${lotus}/${requestId}`)).status).toBe(403);
    expect(
      (await new Client(t.app).post(`/review/${lotus}/${requestId}`, { salon_rating: 5 })).status,
    ).toBe(403);
    expect((await new Client(t.app).visit(`/review/${lotus}/${requestId}/google`)).status).toBe(
      403,
    );

    const past = new Date(Date.now() - 60_000);
    await t.db
      .update(reviewRequests)
      .set({ expiresAt: past })
      .where(eq(reviewRequests.id, requestId));
    const [row] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.id, requestId));
    const expiredLink = reviewLink(
      { appUrl: '', sessionSecret: t.config.sessionSecret, routeUrl },
      lotus,
      row,
    );
    const expired = await new Client(t.app).visit(expiredLink);
    expect(expired.status).toBe(410);
    expect(expired.body.props).toMatchObject({ kind: 'expired', title: 'This link has expired' });
    // A browser that opened it in time cannot answer it after the expiry either.
    await t.db
      .update(reviewRequests)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(reviewRequests.id, requestId));
    const { phone, plain } = await opened(link);
    await t.db
      .update(reviewRequests)
      .set({ expiresAt: past })
      .where(eq(reviewRequests.id, requestId));
    const late = await phone.post(plain, { salon_rating: 5 });
    expect(late.status).toBe(410);
    expect(late.body.props.kind).toBe('expired');
  });

  test('impossible ids are 404, never 500', async () => {
    expect((await new Client(t.app).visit('/review/1/99999999999')).status).toBe(404);
    expect((await new Client(t.app).visit('/review/abc/1')).status).toBe(404);
  });
});

describe('the owner’s pages', () => {
  test('the demo seeder gives Lotus answered, opened and sent requests on its tickets, with one open follow-up and one resolved', async () => {
    const before = await t.db.select().from(reviews).where(eq(reviews.storeId, lotus));
    await seedReviews(t.db);
    const seeded = (await t.db.select().from(reviews).where(eq(reviews.storeId, lotus))).filter(
      (r) => !before.some((b) => b.id === r.id),
    );
    expect(seeded.length).toBeGreaterThanOrEqual(15);
    expect(seeded.filter((r) => r.followUp === 'open')).toHaveLength(1);
    expect(seeded.filter((r) => r.followUp === 'resolved')).toHaveLength(1);
    expect(seeded.every((r) => r.salonRating >= 1 && r.salonRating <= 5)).toBe(true);
    const statuses = new Set(
      (
        await t.db
          .select({ status: reviewRequests.status })
          .from(reviewRequests)
          .where(eq(reviewRequests.storeId, lotus))
      ).map((r) => r.status),
    );
    expect([...statuses]).toEqual(expect.arrayContaining(['completed', 'opened', 'sent']));
  });

  test('the reviews list shows averages overall and by technician, request stats and open follow-ups; filters narrow it', async () => {
    const res = await owner.visit('/dashboard/customer-reviews');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/CustomerReviews/Index');
    const p = res.body.props;
    expect(p.averages.count).toBeGreaterThan(0);
    expect(p.averages.salon).toBeGreaterThanOrEqual(1);
    expect(p.averages.by_technician.length).toBeGreaterThan(0);
    expect(p.stats.sent).toBeGreaterThanOrEqual(p.stats.completed);
    expect(p.open_follow_ups).toBeGreaterThan(0);
    const ones = await owner.visit('/dashboard/customer-reviews?rating=1');
    expect(
      ones.body.props.reviews.data.every(
        (r: { salon_rating: number; technician_rating: number | null }) =>
          r.salon_rating === 1 || r.technician_rating === 1,
      ),
    ).toBe(true);
    expect(ones.body.props.filters.rating).toBe(1);
    const open = await owner.visit('/dashboard/customer-reviews?follow_up=open');
    expect(open.body.props.reviews.data.length).toBe(open.body.props.open_follow_ups);
    // Tolerant filters: a stale link still opens the list.
    expect(
      (await owner.visit('/dashboard/customer-reviews?rating=9&technician=x&from=nope&page=-1'))
        .status,
    ).toBe(200);
    const tech = kit.techs[0];
    const byTech = await owner.visit(`/dashboard/customer-reviews?technician=${tech}`);
    expect(
      byTech.body.props.averages.by_technician.every((t: { id: number }) => t.id === tech),
    ).toBe(true);
  });

  test('the owner resolves a follow-up with a note; a second resolve and a blank note are refused beside the field', async () => {
    const [review] = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.storeId, lotus), eq(reviews.followUp, 'open')));
    await owner.visit('/dashboard/customer-reviews');
    await owner.post(`/dashboard/customer-reviews/${review.id}/resolve`, { note: '   ' });
    expect((await owner.visit('/dashboard/customer-reviews')).body.props.errors).toEqual({
      note: 'The note field is required.',
    });
    const res = await owner.post(`/dashboard/customer-reviews/${review.id}/resolve`, {
      note: 'Called her; redid the nails free.',
    });
    expect(res.status).toBe(303);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({
      followUp: 'resolved',
      followUpNote: 'Called her; redid the nails free.',
      resolvedByName: 'Linh Owner',
    });
    // Instants travel as ISO; the page shows them in the store's zone.
    const listed = (await owner.visit('/dashboard/customer-reviews?follow_up=resolved')).body.props
      .reviews.data;
    expect(listed.find((r: { id: number }) => r.id === review.id)).toMatchObject({
      created_at: row.createdAt.toISOString(),
      resolved_at: row.resolvedAt!.toISOString(),
    });
    await owner.post(`/dashboard/customer-reviews/${review.id}/resolve`, { note: 'again' });
    expect((await owner.visit('/dashboard/customer-reviews')).body.props.errors).toEqual({
      note: 'This review has no open follow-up.',
    });
  });

  test('another store’s review is a 404; without "view customer-reviews" the pages are 403', async () => {
    const [review] = await t.db.select().from(reviews).where(eq(reviews.storeId, lotus));
    const roseOwner = await signedIn(t.app, 'owner2@example.com');
    expect(
      (
        await roseOwner.post(`/dashboard/customer-reviews/${review.id}/resolve`, {
          note: 'not mine',
        })
      ).status,
    ).toBe(404);
    expect(
      (await roseOwner.visit('/dashboard/customer-reviews')).body.props.reviews.data.some(
        (r: { id: number }) => r.id === review.id,
      ),
    ).toBe(false);
    expect(
      (await owner.post('/dashboard/customer-reviews/2147483647/resolve', { note: 'x' })).status,
    ).toBe(404);
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/customer-reviews')).status).toBe(403);
    expect(
      (await manager.post(`/dashboard/customer-reviews/${review.id}/resolve`, { note: 'x' }))
        .status,
    ).toBe(403);
    expect((await manager.visit('/dashboard/google-reviews')).status).toBe(403);
    expect(
      (await manager.send('put', '/dashboard/google-reviews', { google_review_url: GOOGLE }))
        .status,
    ).toBe(403);
    expect((await manager.send('put', '/dashboard/settings/review-sms', {})).status).toBe(403);
  });

  test('the Google-reviews page keeps a valid https link and counts who went there', async () => {
    const page = await owner.visit('/dashboard/google-reviews');
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('Admin/Google-reviews/Index');
    expect(page.body.props).toMatchObject({
      google_review_url: GOOGLE,
      can_edit: true,
      url_max: 500,
    });
    expect(page.body.props.clicks.customers).toBeGreaterThanOrEqual(2);
    for (const bad of [
      'http://g.page/r/x',
      'javascript:alert(1)',
      'https://',
      `https://g.page/${'x'.repeat(500)}`,
    ]) {
      await owner.send('put', '/dashboard/google-reviews', { google_review_url: bad });
      const errors = (await owner.visit('/dashboard/google-reviews')).body.props.errors;
      expect(Object.keys(errors)).toEqual(['google_review_url']);
    }
    const res = await owner.send('put', '/dashboard/google-reviews', {
      google_review_url: 'https://g.page/r/new-link/review',
    });
    expect(res.status).toBe(303);
    const [row] = await t.db.select().from(reviewSettings).where(eq(reviewSettings.storeId, lotus));
    expect(row.googleReviewUrl).toBe('https://g.page/r/new-link/review');
  });

  test('Settings → Review SMS shows and saves the mode, delay, message with {link} and threshold', async () => {
    const tab = await owner.visit('/dashboard/settings?tab=review-sms');
    expect(tab.body.props.tabs.find((x: { key: string }) => x.key === 'review-sms').built).toBe(
      true,
    );
    expect(tab.body.props.review_sms).toMatchObject({
      mode: 'email',
      delay_minutes: 0,
      low_rating_threshold: 2,
    });
    expect(tab.body.props.review_limits).toEqual({
      message_max: 320,
      delay_min: 0,
      delay_max: 10080,
    });
    await owner.send('put', '/dashboard/settings/review-sms', {
      mode: 'loud',
      delay_minutes: 99999,
      message: 'Review us!',
      low_rating_threshold: 5,
    });
    expect((await owner.visit('/dashboard/settings?tab=review-sms')).body.props.errors).toEqual({
      mode: 'Choose off, by SMS or by email.',
      delay_minutes: 'The delay must be from 0 to 10080 minutes.',
      message: 'The message must contain {link}, where the review link goes.',
      low_rating_threshold: 'Choose a threshold from 1 to 4 stars.',
    });
    await owner.send('put', '/dashboard/settings/review-sms', {
      mode: 'sms',
      delay_minutes: 30,
      message: 'x'.repeat(321),
      low_rating_threshold: 3,
    });
    expect((await owner.visit('/dashboard/settings?tab=review-sms')).body.props.errors).toEqual({
      message: 'The message may not be longer than 320 characters.',
    });
    const res = await owner.send('put', '/dashboard/settings/review-sms', {
      mode: 'sms',
      delay_minutes: '45',
      message: 'Thanks from {salon}! {link}',
      low_rating_threshold: 3,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/settings?tab=review-sms');
    const [row] = await t.db.select().from(reviewSettings).where(eq(reviewSettings.storeId, lotus));
    expect(row).toMatchObject({
      mode: 'sms',
      delayMinutes: 45,
      message: 'Thanks from {salon}! {link}',
      lowRatingThreshold: 3,
    });
  });
});
