import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { makeCustomer, makeStore, type StoreFixture } from '../support/factories';
import { startFakeTwilio, type FakeTwilio } from '../support/fakeTwilio';
import { customers, smsMessages } from '../../database/schema';

/**
 * An announcement sent for real: the send job queues, the sms.send jobs send
 * through the Twilio driver to the fake Twilio server, and a number Twilio
 * knows as opted out (21610) ends 'opted out' in the results.
 */
const TOKEN = 'fake-twilio-auth-token-announcements';
let fake: FakeTwilio;
let t: TestApp;
let store: StoreFixture;
let owner: Client;

/**
 * A zone where it is now about noon: marketing waits out 9 PM–8 AM in the
 * store's zone, and this test must send whenever it runs. Etc/GMT-N is UTC+N.
 */
function noonZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

beforeAll(async () => {
  fake = await startFakeTwilio({ authToken: TOKEN, accountSid: `AC${'b'.repeat(32)}` });
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
  store = await makeStore(t.db, { timezone: noonZone() });
  owner = await signedIn(t.app, store.owner.email);
  for (const [name, phone] of [
    ['Ann', '2025550201'],
    ['Bea', '2025550202'],
    ['Cat', '2025550203'],
  ]) {
    const id = await makeCustomer(t.db, store.id, { name, phone });
    await t.db
      .update(customers)
      .set({
        smsConsentAt: new Date(Date.now() - 86_400_000),
        smsConsentSource: 'front_desk',
        smsConsentText: 'Texts OK',
      })
      .where(eq(customers.id, id));
  }
  // Cat texted STOP to the salon's number at Twilio; our records do not know it yet.
  fake.optOut('+12025550203');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('an announcement through Twilio', () => {
  test('the jobs send each text once through the Twilio driver; 21610 ends opted out', async () => {
    const res = await owner.post('/dashboard/announcements', {
      name: 'Noon',
      body: 'Lunch special: 10% off. Reply STOP to opt out.',
      audience_kind: 'all',
      timing: 'now',
    });
    const id = Number(/(\d+)$/.exec(res.headers.location)?.[1]);
    await owner.post(`/dashboard/announcements/${id}/send`);
    // The first pass queues the texts (and their sms.send jobs); the next sends them; a third finds nothing left.
    await t.runJobs();
    await t.runJobs();
    await t.runJobs();
    expect(fake.messages.map((m) => m.to).sort()).toEqual(['+12025550201', '+12025550202']);
    expect(
      fake.messages.every(
        (m) =>
          m.body === 'Lunch special: 10% off. Reply STOP to opt out.' && m.from === '+12125550100',
      ),
    ).toBe(true);
    const [cat] = await t.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.sourceId, id), eq(smsMessages.toPhone, '+12025550203')));
    expect(cat).toMatchObject({ status: 'failed', reason: 'opted_out', errorCode: 21610 });
    const progress = (await owner.visit(`/dashboard/announcements/${id}`)).body.props.progress;
    expect(progress).toMatchObject({ total: 3, opted_out: 1, queued: 0, failed: 0, settled: true });
    expect(progress.sent + progress.delivered).toBe(2);
  });
});
