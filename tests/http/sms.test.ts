import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { makeCustomer, makeStore } from '../support/factories';
import { startFakeTwilio, type FakeTwilio } from '../support/fakeTwilio';
import { freshDatabase } from '../support/database';
import { ticketKit } from '../support/tickets';
import { assignCheckIn, createCheckIn } from '../../server/domain/checkins/checkIns';
import { storeToday } from '../../common/storeTime';
import {
  customerConsentEvents,
  customers,
  jobs,
  notificationSettings,
  smsMessageEvents,
  smsMessages,
  smsOptOuts,
  plans,
  stores,
  subscriptions,
} from '../../database/schema';
import { queueSms, queueSmsMany } from '../../server/domain/sms/outbox';
import { sendQueuedSms } from '../../server/domain/sms/sender';
import { voidInvoice } from '../../server/domain/tickets/voids';
import { nextSendableAt } from '../../server/domain/sms/quietHours';
import { twilioSignature } from '../../server/domain/sms/signature';
import { formatSmsCost } from '../../common/sms';
import { createTwilioSmsDriver } from '../../server/services/sms/twilio';
import { smsJobHandlers } from '../../server/jobs/smsSend';
import { routeUrl } from '../../server/http/urls';

/**
 * SMS for real: the outbox, the sender against a fake Twilio
 * (form post, 21610, retries that never send twice, a timeout), the signed
 * webhooks (status callbacks, STOP / START / HELP) and the SMS log.
 */
const TOKEN = 'fake-twilio-auth-token-0123456789';
const STORE_NUMBER = '+12125550199';
let fake: FakeTwilio;
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;

beforeAll(async () => {
  fake = await startFakeTwilio({ authToken: TOKEN, accountSid: `AC${'a'.repeat(32)}` });
  const base = await createTestApp();
  await base.close();
  t = await createTestApp({
    sms: {
      ...base.config.sms,
      driver: 'twilio',
      defaultFrom: '+12125550100',
      twilio: {
        accountSid: fake.accountSid,
        authToken: TOKEN,
        from: '+12125550100',
        apiBase: fake.url,
      },
    },
  });
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  await t.db.insert(notificationSettings).values([
    { storeId: lotus, smsNumber: STORE_NUMBER },
    { storeId: rose, smsNumber: '+14155550199' },
  ]);
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  await t.resetThrottles();
});

const e164 = (local: string) => `+1${local}`;
const message = async (id: number) =>
  (await t.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0];
const events = async (id: number) =>
  (
    await t.db
      .select()
      .from(smsMessageEvents)
      .where(eq(smsMessageEvents.messageId, id))
      .orderBy(smsMessageEvents.id)
  ).map((e) => e.status);
const consentOf = async (id: number) =>
  (await t.db.select({ at: customers.smsConsentAt }).from(customers).where(eq(customers.id, id)))[0]
    .at;
const grantConsent = (id: number) =>
  t.db
    .update(customers)
    .set({
      smsConsentAt: new Date(),
      smsConsentSource: 'front_desk',
      smsConsentText: 'Yes, text me.',
    })
    .where(eq(customers.id, id));
const sentTo = (number: string) => fake.messages.filter((m) => m.to === number);

async function queue(input: Partial<Parameters<typeof queueSms>[1]> & { to: string | null }) {
  return t.db.transaction((tx) =>
    queueSms(tx, {
      storeId: lotus,
      customerId: null,
      body: 'Your receipt: $45.00. Thank you!',
      purpose: 'transactional',
      source: { type: 'receipt' },
      ...input,
    }),
  );
}
const idOf = (r: { id: number }) => r.id;

/** Posts a form to a webhook signed as Twilio would sign it for APP_URL + path. */
function webhook(
  path: string,
  params: Record<string, string>,
  signature: string | null = twilioSignature(TOKEN, t.config.appUrl + path, params),
) {
  const req = request(t.server).post(path).type('form');
  if (signature !== null) req.set('X-Twilio-Signature', signature);
  return req.send(params);
}
const inboundSid = () => `SM${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}`;
const inbound = (from: string, body: string, to = STORE_NUMBER, sid = inboundSid()) =>
  webhook('/webhooks/twilio/inbound', {
    MessageSid: sid,
    SmsMessageSid: sid,
    AccountSid: fake.accountSid,
    From: from,
    To: to,
    Body: body,
    NumMedia: '0',
  });

async function postCallback(sid: string, status: string, errorCode?: number) {
  const cb = fake.callback(sid, status, { errorCode });
  const url = new URL(cb.url);
  return request(t.server)
    .post(url.pathname + url.search)
    .type('form')
    .set('X-Twilio-Signature', cb.signature)
    .send(cb.params);
}

describe('the sender against the fake Twilio', () => {
  test('a receipt is posted as Twilio expects: form fields, Basic auth, a status callback on APP_URL naming the message', async () => {
    const customer = await makeCustomer(t.db, lotus);
    const phone = (
      await t.db.select({ p: customers.phone }).from(customers).where(eq(customers.id, customer))
    )[0].p!;
    const id = idOf(await queue({ customerId: customer, to: phone }));
    expect((await message(id)).status).toBe('queued');
    await t.runJobs();
    const [sent] = sentTo(e164(phone));
    expect(sent.form).toEqual({
      To: e164(phone),
      Body: 'Your receipt: $45.00. Thank you!',
      From: STORE_NUMBER,
      StatusCallback: `${t.config.appUrl}/webhooks/twilio/status?m=${id}`,
    });
    const row = await message(id);
    expect(row).toMatchObject({
      status: 'sending',
      providerSid: sent.sid,
      fromPhone: STORE_NUMBER,
      segments: 1,
      attempts: 1,
    });
    // Running the jobs again sends nothing more.
    await t.runJobs();
    expect(sentTo(e164(phone))).toHaveLength(1);

    expect((await postCallback(sent.sid, 'sent')).status).toBe(204);
    expect((await postCallback(sent.sid, 'delivered')).status).toBe(204);
    // A late 'sent' never replaces 'delivered'.
    expect((await postCallback(sent.sid, 'sent')).status).toBe(204);
    expect(await message(id)).toMatchObject({ status: 'delivered' });
    expect(await events(id)).toEqual(['queued', 'sending', 'sending', 'sent', 'delivered']);
  });

  test('21610: the number is opted out, her marketing consent withdrawn with an event, and nothing more is sent to it', async () => {
    const customer = await makeCustomer(t.db, lotus);
    await grantConsent(customer);
    const phone = (
      await t.db.select({ p: customers.phone }).from(customers).where(eq(customers.id, customer))
    )[0].p!;
    fake.optOut(e164(phone));
    const id = idOf(await queue({ customerId: customer, to: phone }));
    await t.runJobs();
    expect(await message(id)).toMatchObject({
      status: 'failed',
      reason: 'opted_out',
      errorCode: 21610,
      costMillicents: 0,
    });
    expect(await consentOf(customer)).toBeNull();
    const [withdrawal] = await t.db
      .select()
      .from(customerConsentEvents)
      .where(eq(customerConsentEvents.customerId, customer))
      .orderBy(sql`${customerConsentEvents.id} desc`)
      .limit(1);
    expect(withdrawal).toMatchObject({ granted: false, source: 'sms_keyword' });
    expect(
      await t.db
        .select()
        .from(smsOptOuts)
        .where(and(eq(smsOptOuts.storeId, lotus), eq(smsOptOuts.phone, e164(phone)))),
    ).toHaveLength(1);
    // Even a transactional text is now skipped before it reaches Twilio.
    const requests = fake.requests.length;
    expect(await queue({ customerId: customer, to: phone })).toMatchObject({
      skipped: 'opted_out',
    });
    await t.runJobs();
    expect(fake.requests.length).toBe(requests);
  });

  test('a 500 is retried later and the text is sent exactly once', async () => {
    const phone = '2125557001';
    fake.failNext(1, 500);
    const id = idOf(await queue({ to: phone }));
    await t.runJobs();
    const waiting = await message(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.sendAfter.getTime()).toBeGreaterThan(Date.now());
    // The retry's time comes.
    await t.db
      .update(smsMessages)
      .set({ sendAfter: new Date(Date.now() - 1000) })
      .where(eq(smsMessages.id, id));
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(sql`${jobs.key} like ${`sms.send:${id}:retry%`}`);
    await t.runJobs();
    await t.runJobs();
    expect(fake.requests.filter((r) => r.to === e164(phone)).map((r) => r.status)).toEqual([
      500, 201,
    ]);
    expect(sentTo(e164(phone))).toHaveLength(1);
    expect(await message(id)).toMatchObject({ status: 'sending', attempts: 2 });
    expect(await events(id)).toEqual(['queued', 'sending', 'queued', 'sending', 'sending']);
  });

  test('a 503 is tried again about 30 s later, or when Twilio’s Retry-After says if that is later', async () => {
    const waits: number[] = [];
    for (const [phone, retryAfter] of [
      ['2125557011', undefined],
      ['2125557012', '90'],
    ] as const) {
      fake.failNext(1, 503, retryAfter);
      const id = idOf(await queue({ to: phone }));
      const before = Date.now();
      await t.runJobs();
      const waiting = await message(id);
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      const [retry] = await t.db
        .select()
        .from(jobs)
        .where(sql`${jobs.key} like ${`sms.send:${id}:retry%`}`);
      // The retry's job and the message fall due at the same instant.
      expect(retry.runAt.getTime()).toBe(waiting.sendAfter.getTime());
      waits.push(waiting.sendAfter.getTime() - before);
    }
    // 30 s plus up to a fifth (and the time this took); Retry-After 90 s plus up to a fifth.
    expect(waits[0]).toBeGreaterThanOrEqual(30_000);
    expect(waits[0]).toBeLessThan(40_000);
    expect(waits[1]).toBeGreaterThanOrEqual(90_000);
    expect(waits[1]).toBeLessThan(110_000);
  });

  test('a timeout after the request reached Twilio is failed, never retried; its callback still fills in the truth', async () => {
    const phone = '2125557002';
    fake.hangNext(1, { accept: true });
    const id = idOf(await queue({ to: phone }));
    const driver = createTwilioSmsDriver({
      accountSid: fake.accountSid,
      authToken: TOKEN,
      from: '+12125550100',
      apiBase: fake.url,
      timeoutMs: 300,
    });
    await sendQueuedSms(
      {
        db: t.db,
        driver,
        defaultFrom: '+12125550100',
        statusCallback: (m) => `${t.config.appUrl}/webhooks/twilio/status?m=${m}`,
      },
      lotus,
      [id],
    );
    expect(await message(id)).toMatchObject({
      status: 'failed',
      reason: 'unknown_outcome',
      providerSid: null,
    });
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(sql`${jobs.key} like ${`sms.send:${id}:retry%`}`),
    ).toHaveLength(0);
    await t.runJobs();
    expect(sentTo(e164(phone))).toHaveLength(1);
    // Twilio did take it: its callback names our message in the URL.
    const [taken] = sentTo(e164(phone));
    expect((await postCallback(taken.sid, 'delivered')).status).toBe(204);
    expect(await message(id)).toMatchObject({ status: 'delivered', providerSid: taken.sid });
  });

  test('a text whose answer timed out keeps its estimated cost, so the log’s totals count what Twilio may bill; its callback keeps or puts back the estimate', async () => {
    const price = t.config.sms.segmentPriceMillicents;
    const twoSegments = `Your appointment is confirmed. ${'Please arrive ten minutes early. '.repeat(4)}`;
    const driver = createTwilioSmsDriver({
      accountSid: fake.accountSid,
      authToken: TOKEN,
      from: '+12125550100',
      apiBase: fake.url,
      timeoutMs: 300,
    });
    const send = (id: number) =>
      sendQueuedSms(
        {
          db: t.db,
          driver,
          defaultFrom: '+12125550100',
          statusCallback: (m) => `${t.config.appUrl}/webhooks/twilio/status?m=${m}`,
        },
        lotus,
        [id],
      );
    const phones = ['2125557031', '2125557032'];
    const ids: number[] = [];
    for (const phone of phones) {
      fake.hangNext(1, { accept: true });
      const id = idOf(await queue({ to: phone, body: twoSegments }));
      await send(id);
      ids.push(id);
    }
    for (const id of ids)
      expect(await message(id)).toMatchObject({
        status: 'failed',
        reason: 'unknown_outcome',
        segments: 2,
        costMillicents: 2 * price,
      });
    // A row logged at $0.00 before this was kept (an earlier release wrote 0 for an unknown outcome).
    await t.db.update(smsMessages).set({ costMillicents: 0 }).where(eq(smsMessages.id, ids[1]));
    for (const phone of phones) {
      const [taken] = sentTo(e164(phone));
      expect((await postCallback(taken.sid, 'delivered')).status).toBe(204);
    }
    for (const id of ids)
      expect(await message(id)).toMatchObject({ status: 'delivered', costMillicents: 2 * price });
    const log = await owner.visit('/dashboard/sms-logs?q=212555703');
    const shown = (log.body.props.messages.data as { id: number; cost: string }[]).filter((r) =>
      ids.includes(r.id),
    );
    expect(shown.map((r) => r.cost)).toEqual([formatSmsCost(2 * price), formatSmsCost(2 * price)]);
  });

  test('two runners at once send a message once (the claim is one UPDATE)', async () => {
    const phone = '2125557003';
    const id = idOf(await queue({ to: phone }));
    const handlers = smsJobHandlers({
      db: t.db,
      driver: createTwilioSmsDriver({
        accountSid: fake.accountSid,
        authToken: TOKEN,
        from: '+12125550100',
        apiBase: fake.url,
      }),
      defaultFrom: '+12125550100',
      appUrl: t.config.appUrl,
      routeUrl,
    });
    const job = { payload: { storeId: lotus, ids: [id] } } as never;
    await Promise.all([
      handlers['sms.send'](job),
      handlers['sms.send'](job),
      handlers['sms.send'](job),
    ]);
    expect(sentTo(e164(phone))).toHaveLength(1);
  });
});

describe('a closed or disabled account', () => {
  test('sends nothing more: what was queued is skipped with the reason, and sends again once enabled', async () => {
    const queueRose = () =>
      t.db.transaction((tx) =>
        queueSms(tx, {
          storeId: rose,
          customerId: null,
          to: '2125550142',
          body: 'See you at 3 PM.',
          purpose: 'transactional',
          source: { type: 'appointment_reminder' },
        }),
      );
    const [plan] = await t.db
      .insert(plans)
      .values({ code: 'sms-test', name: 'SMS test', interval: 'month', priceCents: 4900 })
      .returning();
    await t.db
      .insert(subscriptions)
      .values({
        storeId: rose,
        planId: plan.id,
        status: 'active',
        currentPeriodStart: '2026-11-01',
        currentPeriodEnd: '2026-11-30',
      })
      .onConflictDoNothing();
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, rose));
    try {
      await t.db
        .update(subscriptions)
        .set({ disabledAt: new Date(), disabledReason: 'Unpaid' })
        .where(eq(subscriptions.storeId, rose));
      const disabled = idOf(await queueRose());
      await t.runJobs();
      expect(await message(disabled)).toMatchObject({
        status: 'skipped',
        reason: 'account_closed',
        costMillicents: 0,
      });
      expect(await events(disabled)).toEqual(['queued', 'sending', 'skipped']);

      await t.db
        .update(subscriptions)
        .set({ disabledAt: null, disabledReason: null })
        .where(eq(subscriptions.storeId, rose));
      await t.db.update(stores).set({ closedAt: new Date() }).where(eq(stores.id, rose));
      const closed = idOf(await queueRose());
      await t.runJobs();
      expect(await message(closed)).toMatchObject({ status: 'skipped', reason: 'account_closed' });
      expect(sentTo('+12125550142')).toHaveLength(0);
    } finally {
      await t.db
        .update(subscriptions)
        .set({ disabledAt: sub.disabledAt, disabledReason: sub.disabledReason })
        .where(eq(subscriptions.storeId, rose));
      await t.db.update(stores).set({ closedAt: null }).where(eq(stores.id, rose));
    }
    const open = idOf(await queueRose());
    await t.runJobs();
    expect((await message(open)).status).toBe('sending');
    expect(sentTo('+12125550142')).toHaveLength(1);
  });
});

describe('the outbox rules', () => {
  test('marketing needs consent, waits out quiet hours in the store zone, and stops at the monthly quota', async () => {
    const withConsent = await makeCustomer(t.db, rose);
    const another = await makeCustomer(t.db, rose);
    const without = await makeCustomer(t.db, rose);
    await grantConsent(withConsent);
    await grantConsent(another);
    await t.db
      .update(notificationSettings)
      .set({ smsMonthlyQuota: 1 })
      .where(eq(notificationSettings.storeId, rose));
    const phones = await t.db
      .select({ id: customers.id, phone: customers.phone })
      .from(customers)
      .where(sql`${customers.id} in (${withConsent}, ${another}, ${without})`);
    const phoneOf = (id: number) => phones.find((p) => p.id === id)!.phone;
    const now = new Date();
    const results = await t.db.transaction((tx) =>
      queueSmsMany(
        tx,
        rose,
        [withConsent, another, without].map((c) => ({
          customerId: c,
          to: phoneOf(c),
          body: 'Tuesday: 20% off gel. Reply STOP to opt out.',
          purpose: 'marketing' as const,
          source: { type: 'announcement' as const, id: 1 },
        })),
        now,
      ),
    );
    expect(results.map((r) => ('skipped' in r ? r.skipped : 'queued'))).toEqual([
      'queued',
      'quota',
      'no_consent',
    ]);
    const row = await message(results[0].id);
    expect(row.sendAfter.getTime()).toBe(nextSendableAt(now, 'America/Los_Angeles').getTime());
    // Skipped messages are in the log, never sent and cost nothing.
    expect(await message(results[1].id)).toMatchObject({
      status: 'skipped',
      reason: 'quota',
      costMillicents: 0,
    });
    await t.db
      .update(notificationSettings)
      .set({ smsMonthlyQuota: null })
      .where(eq(notificationSettings.storeId, rose));
  });

  test('two blasts queued at the same instant cannot pass the monthly quota together', async () => {
    const store = await makeStore(t.db);
    await t.db.insert(notificationSettings).values({ storeId: store.id, smsMonthlyQuota: 3 });
    const people: { id: number; phone: string | null }[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await makeCustomer(t.db, store.id);
      await grantConsent(id);
      people.push(
        (
          await t.db
            .select({ id: customers.id, phone: customers.phone })
            .from(customers)
            .where(eq(customers.id, id))
        )[0],
      );
    }
    const blast = (who: typeof people) =>
      t.db.transaction(async (tx) => {
        const results = await queueSmsMany(
          tx,
          store.id,
          who.map((c) => ({
            customerId: c.id,
            to: c.phone,
            body: 'Gel Tuesday. Reply STOP to opt out.',
            purpose: 'marketing' as const,
            source: { type: 'announcement' as const, id: 2 },
          })),
        );
        // Each blast's rows stay uncommitted a moment: without the quota lock the other counts none of them.
        await tx.execute(sql`select pg_sleep(0.3)`);
        return results;
      });
    const [a, b] = await Promise.all([blast(people.slice(0, 3)), blast(people.slice(3))]);
    const queued = [...a, ...b].filter((r) => !('skipped' in r));
    expect(queued).toHaveLength(3);
    expect([...a, ...b].filter((r) => 'skipped' in r && r.skipped === 'quota')).toHaveLength(3);
  });

  test('no valid phone is skipped; a long body counts its segments and their estimated cost', async () => {
    expect(await queue({ to: null })).toMatchObject({ skipped: 'no_phone' });
    expect(await queue({ to: '123' })).toMatchObject({ skipped: 'no_phone' });
    const id = idOf(await queue({ to: '2125557004', body: 'x'.repeat(200) }));
    expect(await message(id)).toMatchObject({
      segments: 2,
      costMillicents: 2 * t.config.sms.segmentPriceMillicents,
    });
  });

  test('a thousand recipients queue in a few statements, not one per message', async () => {
    let statements = 0;
    let counting = false;
    const own = await freshDatabase({ onQuery: () => void (counting && statements++) });
    try {
      counting = true;
      const results = await own.db.transaction((tx) =>
        queueSmsMany(
          tx,
          lotus,
          Array.from({ length: 1000 }, (_, i) => ({
            customerId: null,
            to: `21255${String(i).padStart(5, '0')}`,
            body: 'Bulk',
            purpose: 'transactional' as const,
            source: { type: 'manual' as const },
          })),
        ),
      );
      counting = false;
      expect(results).toHaveLength(1000);
      // Store, opt-outs, the rows, their events, and one job per 250 messages.
      expect(statements).toBeLessThanOrEqual(12);
      const chunkJobs = await own.db
        .select()
        .from(jobs)
        .where(sql`${jobs.key} like 'sms.send:%'`);
      expect(chunkJobs.map((j) => (j.payload as { ids: number[] }).ids.length)).toEqual([
        250, 250, 250, 250,
      ]);
    } finally {
      await own.drop();
    }
  }, 180_000);
});

describe('webhooks', () => {
  test('a missing or wrong signature is 403, and nothing is recorded', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(smsMessages))[0].n;
    const params = {
      MessageSid: inboundSid(),
      From: '+12125557100',
      To: STORE_NUMBER,
      Body: 'STOP',
    };
    expect((await webhook('/webhooks/twilio/inbound', params, null)).status).toBe(403);
    expect(
      (await webhook('/webhooks/twilio/inbound', params, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=')).status,
    ).toBe(403);
    // Signed for another host (a Host header a caller chooses is never what is checked).
    expect(
      (
        await webhook(
          '/webhooks/twilio/inbound',
          params,
          twilioSignature(TOKEN, 'https://evil.test/webhooks/twilio/inbound', params),
        )
      ).status,
    ).toBe(403);
    // Signed, then one value changed.
    const sig = twilioSignature(TOKEN, `${t.config.appUrl}/webhooks/twilio/inbound`, params);
    expect(
      (await webhook('/webhooks/twilio/inbound', { ...params, Body: 'START' }, sig)).status,
    ).toBe(403);
    expect(
      (
        await webhook(
          '/webhooks/twilio/status',
          { MessageSid: inboundSid(), MessageStatus: 'delivered' },
          null,
        )
      ).status,
    ).toBe(403);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(smsMessages))[0].n).toBe(
      before,
    );
  });

  test('many bad signatures from one address are throttled (429)', async () => {
    const params = { MessageSid: inboundSid(), From: '+12125557100', To: STORE_NUMBER, Body: 'hi' };
    const codes: number[] = [];
    for (let i = 0; i < 32; i++)
      codes.push((await webhook('/webhooks/twilio/inbound', params, 'bad')).status);
    expect(codes.slice(0, 30).every((c) => c === 403)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  test('an oversized body is refused (413)', async () => {
    const res = await webhook('/webhooks/twilio/inbound', {
      MessageSid: inboundSid(),
      From: '+12125557100',
      To: STORE_NUMBER,
      Body: 'x'.repeat(40_000),
    });
    expect(res.status).toBe(413);
  });

  test('a body in any encoding but Twilio’s form is refused (415) before its signature is read, and never crashes', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(smsMessages))[0].n;
    for (const path of ['/webhooks/twilio/inbound', '/webhooks/twilio/status']) {
      for (const [type, body] of [
        ['application/json', '{"Body":{"toString":1},"From":"+12125557100"}'],
        ['application/json', '{"MessageSid":["SM1",{"valueOf":1}]}'],
        ['text/plain', 'Body=STOP'],
        ['application/xml', '<Body>STOP</Body>'],
      ]) {
        const res = await request(t.server)
          .post(path)
          .set('X-Twilio-Signature', 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=')
          .type(type)
          .send(body);
        expect(res.status, `${path} ${type} ${body}`).toBe(415);
      }
    }
    // Twilio's own encoding still reaches the signature check: a forged one is 403, as before.
    const form = await webhook(
      '/webhooks/twilio/inbound',
      { MessageSid: inboundSid(), From: '+12125557100', To: STORE_NUMBER, Body: 'STOP' },
      'AAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    );
    expect(form.status).toBe(403);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(smsMessages))[0].n).toBe(
      before,
    );
  });

  test('STOP withdraws marketing consent with an event, logs the text once, and answers empty TwiML', async () => {
    const customer = await makeCustomer(t.db, lotus, { phone: '2125557200' });
    await grantConsent(customer);
    const sid = inboundSid();
    const res = await inbound('+12125557200', 'Stop', STORE_NUMBER, sid);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.text).toContain('<Response/>');
    expect(await consentOf(customer)).toBeNull();
    const consentEvents = await t.db
      .select()
      .from(customerConsentEvents)
      .where(eq(customerConsentEvents.customerId, customer));
    expect(consentEvents.at(-1)).toMatchObject({
      granted: false,
      source: 'sms_keyword',
      byName: 'Customer',
    });
    const [logged] = await t.db.select().from(smsMessages).where(eq(smsMessages.providerSid, sid));
    expect(logged).toMatchObject({
      direction: 'inbound',
      status: 'received',
      customerId: customer,
      body: 'Stop',
      fromPhone: '+12125557200',
    });
    // Twilio repeats the webhook: recorded once.
    expect((await inbound('+12125557200', 'Stop', STORE_NUMBER, sid)).status).toBe(200);
    expect(
      await t.db.select().from(smsMessages).where(eq(smsMessages.providerSid, sid)),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(customerConsentEvents)
        .where(eq(customerConsentEvents.customerId, customer)),
    ).toHaveLength(consentEvents.length);
    // Marketing to her is now skipped.
    const [r] = await t.db.transaction((tx) =>
      queueSmsMany(tx, lotus, [
        {
          customerId: customer,
          to: '2125557200',
          body: 'Sale',
          purpose: 'marketing',
          source: { type: 'announcement' },
        },
      ]),
    );
    expect(r).toMatchObject({ skipped: 'opted_out' });
  });

  test('START from an opted-out number restores consent with what she texted; YES from anyone else grants nothing', async () => {
    const customer = await makeCustomer(t.db, lotus, { phone: '2125557300' });
    await grantConsent(customer);
    await inbound('+12125557300', 'STOP');
    expect(await consentOf(customer)).toBeNull();
    expect((await inbound('+12125557300', 'start')).status).toBe(200);
    expect(await consentOf(customer)).not.toBeNull();
    const [grant] = await t.db
      .select()
      .from(customerConsentEvents)
      .where(eq(customerConsentEvents.customerId, customer))
      .orderBy(sql`${customerConsentEvents.id} desc`)
      .limit(1);
    expect(grant).toMatchObject({ granted: true, source: 'sms_keyword' });
    expect(grant.consentText).toContain('"start"');
    expect(
      await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+12125557300')),
    ).toHaveLength(0);

    const never = await makeCustomer(t.db, lotus, { phone: '2125557301' });
    await inbound('+12125557301', 'YES');
    expect(await consentOf(never)).toBeNull();
  });

  test("HELP is answered with the store's name and phone, as a transactional reply", async () => {
    await inbound('+12125557400', 'help');
    const [reply] = await t.db
      .select()
      .from(smsMessages)
      .where(
        and(eq(smsMessages.toPhone, '+12125557400'), eq(smsMessages.sourceType, 'keyword_reply')),
      );
    expect(reply).toMatchObject({ purpose: 'transactional', status: 'queued', storeId: lotus });
    expect(reply.body).toContain('Lotus Nail Spa');
    expect(reply.body).toContain('(212) 555-0100');
  });

  test("a text to a number no store has is 404 and changes nothing; the other store's number finds the other store", async () => {
    expect((await inbound('+12125557500', 'STOP', '+19995550000')).status).toBe(404);
    expect(
      await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+12125557500')),
    ).toHaveLength(0);
    expect((await inbound('+12125557500', 'STOP', '+14155550199')).status).toBe(200);
    expect(
      await t.db
        .select({ store: smsOptOuts.storeId })
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phone, '+12125557500')),
    ).toEqual([{ store: rose }]);
  });
});

describe('sms-logs.index', () => {
  test('403 without "view sms logs"', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/sms-logs')).status).toBe(403);
  });

  test("the store's messages with their history, customer, sender and totals; never another store's", async () => {
    const customer = await makeCustomer(t.db, lotus, {
      name: 'Logan Logtest',
      phone: '2125557600',
    });
    const id = idOf(
      await queue({ customerId: customer, to: '2125557600', body: 'Logged receipt' }),
    );
    const roseId = idOf(
      await t.db.transaction((tx) =>
        queueSms(tx, {
          storeId: rose,
          customerId: null,
          to: '2125557601',
          body: 'Rose only',
          purpose: 'transactional',
          source: { type: 'receipt' },
        }),
      ),
    );
    const res = await owner.visit('/dashboard/sms-logs');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/SmsLogs/Index');
    const rows = res.body.props.messages.data as {
      id: number;
      body: string;
      customer: unknown;
      events: { status: string }[];
    }[];
    const row = rows.find((r) => r.id === id)!;
    // Codes: the page says the sender, the status and the reason in the reader's language.
    expect(row).toMatchObject({
      body: 'Logged receipt',
      customer: { id: customer, name: 'Logan Logtest' },
      source_type: 'receipt',
      source_id: null,
      status: 'queued',
      reason: null,
      phone: '(212) 555-7600',
    });
    expect(row.events.map((e) => e.status)).toEqual(['queued']);
    expect(JSON.stringify(row)).not.toMatch(/label|Receipt|Queued/);
    expect(res.body.props.options.statuses).toContain('skipped');
    expect(res.body.props.options.sources).toContain('keyword_reply');
    expect(res.body.props.totals.by_status[0]).not.toHaveProperty('label');
    // Instants as ISO strings; the page writes them in the store's zone (docs/features/languages-and-offline.md).
    const [sent] = await t.db.select().from(smsMessages).where(eq(smsMessages.id, id));
    const [queued] = await t.db
      .select()
      .from(smsMessageEvents)
      .where(eq(smsMessageEvents.messageId, id));
    expect(row).toMatchObject({
      created_at: sent.createdAt.toISOString(),
      events: [expect.objectContaining({ at: queued.createdAt.toISOString() })],
    });
    expect(rows.some((r) => r.id === roseId)).toBe(false);
    expect(res.body.props.totals.messages).toBeGreaterThan(0);
    expect(res.body.props.messages.per_page).toBe(25);
  });

  test('filters: status, kind, sender, phone or name, and the date range in store days', async () => {
    const customer = await makeCustomer(t.db, lotus, {
      name: 'Filtra Findme',
      phone: '2125557700',
    });
    await queue({ customerId: customer, to: '2125557700', body: 'Filter me' });
    const only = async (query: string) =>
      (
        (await owner.visit(`/dashboard/sms-logs?${query}`)).body.props.messages.data as {
          body: string;
        }[]
      ).map((r) => r.body);
    expect(await only('q=filtra')).toEqual(['Filter me']);
    expect(await only('q=557700')).toEqual(['Filter me']);
    expect(await only('q=filtra&status=delivered')).toEqual([]);
    expect(await only('q=filtra&status=queued&purpose=transactional&source=receipt')).toEqual([
      'Filter me',
    ]);
    expect(await only('q=filtra&purpose=marketing')).toEqual([]);
    expect(await only('q=filtra&from=2020-01-01&to=2020-01-31')).toEqual([]);
    // Junk filters read as none.
    const junk = await owner.visit('/dashboard/sms-logs?status=nope&from=2020-13-45&page=-3&q[]=x');
    expect(junk.status).toBe(200);
    expect(junk.body.props.filters).toMatchObject({ status: '', q: '' });
  });
});

describe('Settings → Notification', () => {
  const valid = {
    receipt: 'sms',
    booking_confirmation: 'both',
    appointment_reminder: 'sms',
    technician_ready: 'sms',
    sms_number: '(212) 555-0199',
    sms_monthly_quota: '2500',
  };

  test('the tab shows the saved channels, the number and this month’s marketing count; 403 without "manage settings"', async () => {
    const res = await owner.visit('/dashboard/settings?tab=notification');
    expect(res.status).toBe(200);
    expect(
      res.body.props.tabs.find((x: { key: string }) => x.key === 'notification'),
    ).toMatchObject({ built: true });
    expect(res.body.props.notification).toMatchObject({
      receipt: 'off',
      booking_confirmation: 'email',
      appointment_reminder: 'email',
      technician_ready: 'off',
      sms_number: '(212) 555-0199',
      sms_monthly_quota: '',
    });
    expect(res.body.props.notification_info).toMatchObject({
      sms_driver: 'twilio',
      sms_quota_default: t.config.sms.monthlyQuota,
    });
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.send('put', '/dashboard/settings/notification', valid)).status).toBe(403);
  });

  test('saves, and a bad value is refused beside its field', async () => {
    const saved = await owner.send('put', '/dashboard/settings/notification', valid);
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/dashboard/settings?tab=notification');
    expect(
      (
        await t.db
          .select()
          .from(notificationSettings)
          .where(eq(notificationSettings.storeId, lotus))
      )[0],
    ).toMatchObject({
      receipt: 'sms',
      bookingConfirmation: 'both',
      appointmentReminder: 'sms',
      technicianReady: 'sms',
      smsNumber: STORE_NUMBER,
      smsMonthlyQuota: 2500,
    });
    await owner.send('put', '/dashboard/settings/notification', {
      ...valid,
      receipt: 'fax',
      technician_ready: 'both',
      sms_number: 'call me',
      sms_monthly_quota: '-4',
    });
    expect((await owner.visit('/dashboard/settings?tab=notification')).body.props.errors).toEqual({
      receipt: 'Choose how receipts go out.',
      technician_ready: 'Choose how "your technician is ready" texts go out.',
      sms_number: 'The texting number must be a 10-digit US number or +country and number.',
      sms_monthly_quota: 'The monthly limit must be a whole number from 0 to 1,000,000.',
    });
    // Rose's number belongs to Rose.
    await owner.send('put', '/dashboard/settings/notification', {
      ...valid,
      sms_number: '(415) 555-0199',
    });
    expect((await owner.visit('/dashboard/settings?tab=notification')).body.props.errors).toEqual({
      sms_number: 'Another salon already texts from this number.',
    });
    expect(
      (
        await t.db
          .select()
          .from(notificationSettings)
          .where(eq(notificationSettings.storeId, lotus))
      )[0].smsNumber,
    ).toBe(STORE_NUMBER);
  });

  test('with receipts by text, a paid ticket with a customer gets one receipt text, written from the committed ticket', async () => {
    await t.db
      .update(notificationSettings)
      .set({ receipt: 'sms' })
      .where(eq(notificationSettings.storeId, lotus));
    const kit = await ticketKit(t.db);
    const customer = await makeCustomer(t.db, lotus, { name: 'Rita Receipt', phone: '2125557800' });
    const invoiceId = await kit.pay({ customerId: customer });
    await t.runJobs();
    await t.runJobs();
    const texts = await t.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.sourceType, 'receipt'), eq(smsMessages.sourceId, invoiceId)));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      storeId: lotus,
      customerId: customer,
      toPhone: '+12125557800',
      purpose: 'transactional',
    });
    expect(texts[0].body).toMatch(
      /^Lotus Nail Spa: thank you, Rita! Ticket #\d+ paid: \$51\.00\.$/,
    );
    expect(sentTo('+12125557800')).toHaveLength(1);
    // Receipts off: nothing.
    await t.db
      .update(notificationSettings)
      .set({ receipt: 'off' })
      .where(eq(notificationSettings.storeId, lotus));
    const quiet = await kit.pay({ customerId: customer });
    await t.runJobs();
    expect(
      await t.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.sourceType, 'receipt'), eq(smsMessages.sourceId, quiet))),
    ).toHaveLength(0);
  });

  test('with receipts by text and email, she gets one of each; a ticket voided before its receipt went out gets no email', async () => {
    await t.db
      .update(notificationSettings)
      .set({ receipt: 'both' })
      .where(eq(notificationSettings.storeId, lotus));
    const kit = await ticketKit(t.db);
    const customer = await makeCustomer(t.db, lotus, { name: 'Erin Email', phone: '2125557810' });
    await t.db
      .update(customers)
      .set({ email: 'erin.receipt@example.com' })
      .where(eq(customers.id, customer));
    const mailsTo = () => t.mail.filter((m) => m.to === 'erin.receipt@example.com');
    const invoiceId = await kit.pay({ customerId: customer });
    await t.runJobs();
    await t.runJobs();
    const [mail, ...more] = mailsTo();
    expect(more).toEqual([]);
    expect(mail.subject).toMatch(/^Your receipt from Lotus Nail Spa \(ticket .+\)$/);
    expect(mail.text).toContain('Subtotal');
    expect(
      await t.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.sourceType, 'receipt'), eq(smsMessages.sourceId, invoiceId))),
    ).toHaveLength(1);

    await t.db
      .update(notificationSettings)
      .set({ receipt: 'email' })
      .where(eq(notificationSettings.storeId, lotus));
    const voided = await kit.pay({ customerId: customer });
    expect(await voidInvoice(t.db, kit.store, voided, 'rang up twice', kit.actor)).toBe(true);
    await t.runJobs();
    // The receipt job ran (and chose to send nothing).
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `receipt.email:${lotus}:${voided}`));
    expect(job.doneAt).not.toBeNull();
    expect(mailsTo()).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.sourceType, 'receipt'), eq(smsMessages.sourceId, voided))),
    ).toHaveLength(0);
    await t.db
      .update(notificationSettings)
      .set({ receipt: 'off' })
      .where(eq(notificationSettings.storeId, lotus));
  });

  test('"your technician is ready" when the desk assigns a waiting customer', async () => {
    await t.db
      .update(notificationSettings)
      .set({ technicianReady: 'sms' })
      .where(eq(notificationSettings.storeId, lotus));
    const customer = await makeCustomer(t.db, lotus, {
      name: 'Wanda Waiting',
      phone: '2125557900',
    });
    const kit = await ticketKit(t.db);
    const actor = { kind: 'user' as const, id: kit.actor.id, name: 'Linh Owner' };
    const checkIn = await t.db.transaction((tx) =>
      createCheckIn(tx, {
        storeId: lotus,
        customerId: customer,
        businessDate: storeToday('America/New_York'),
        source: 'front_desk',
        actor,
      }),
    );
    await t.db.transaction((tx) =>
      assignCheckIn(tx, {
        storeId: lotus,
        checkInId: checkIn.id,
        technicianId: kit.techs[0],
        actor,
      }),
    );
    const [text] = await t.db
      .select()
      .from(smsMessages)
      .where(
        and(eq(smsMessages.sourceType, 'technician_ready'), eq(smsMessages.sourceId, checkIn.id)),
      );
    expect(text).toMatchObject({
      customerId: customer,
      toPhone: '+12125557900',
      purpose: 'transactional',
      status: 'queued',
    });
    expect(text.body).toContain('Wanda,');
    expect(text.body).toContain('is ready for you now');
  });
});
