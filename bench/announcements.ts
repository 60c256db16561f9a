// A 5,000-recipient announcement: time to queue it (the send job:
// audience query, recipients claimed and texts queued in chunks of 500)
// against a floor of one raw INSERT … SELECT of the same 5,000 sms_messages
// rows, in the same run; then every text sent through the Twilio driver to
// the fake Twilio server (tests/support/fakeTwilio.ts) as the sms.send jobs
// do, in messages per second; and the memory the queueing took (process RSS
// and heap before and after). In process, on an embedded PGlite, and on a
// PostgreSQL database of the run's own (BENCH_PG_URL; skipped without a server).
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../database/client';
import { customers, jobs, smsMessages } from '../database/schema';
import { createStore } from '../database/queries/stores';
import { addDays, storeMinuteToUtc, storeToday } from '../common/storeTime';
import { createCampaign, sendCampaignNow } from '../server/domain/announcements/campaigns';
import { runCampaign } from '../server/domain/announcements/send';
import { SMS_SEND_JOB } from '../server/domain/sms/outbox';
import { sendQueuedSms } from '../server/domain/sms/sender';
import { createTwilioSmsDriver } from '../server/services/sms/twilio';
import { startFakeTwilio } from '../tests/support/fakeTwilio';
import { createBenchDatabase } from './client';

const RECIPIENTS = Number(process.env.BENCH_ANNOUNCEMENT_RECIPIENTS ?? 5000);
const TZ = 'America/New_York';
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export async function benchAnnouncements(): Promise<string[]> {
  const lines = await benchOn(undefined);
  const pg = await createBenchDatabase('announcements');
  if ('error' in pg) return [...lines, `announcement on PostgreSQL: skipped (${pg.error})`];
  try {
    return [...lines, ...(await benchOn(pg.url))];
  } finally {
    await pg.drop();
  }
}

async function benchOn(url: string | undefined): Promise<string[]> {
  const database = await openDatabase(url ? { url } : {});
  const db = database.db;
  const fake = await startFakeTwilio({ authToken: 'bench-token' });
  const lines: string[] = [];
  try {
    await database.migrate();
    const store = await createStore(db, { name: 'Bench Salon', timezone: TZ });
    // 11 AM store time yesterday: inside the marketing hours, and past (the sender claims what is due by the clock), whenever the bench runs.
    const at = storeMinuteToUtc(addDays(storeToday(TZ), -1), 11 * 60, TZ).at;
    for (let i = 0; i < RECIPIENTS; i += 1000) {
      await db.insert(customers).values(
        Array.from({ length: Math.min(1000, RECIPIENTS - i) }, (_, k) => ({
          storeId: store.id,
          name: `Customer ${i + k}`,
          phone: `2${String(100_000_000 + i + k).slice(0, 9)}`,
          smsConsentAt: new Date(at.getTime() - 86_400_000),
          smsConsentSource: 'import' as const,
          smsConsentText: 'Texts OK',
        })),
      );
    }
    const body = 'Bench Salon: 20% off gel this Tuesday with code {coupon}. Reply STOP to opt out.';

    // The floor: the same number of queued marketing rows, in one statement, then taken away again.
    const floorMs: number[] = [];
    for (let round = 0; round < 3; round++) {
      const t0 = performance.now();
      await db.execute(sql`insert into sms_messages (store_id, customer_id, direction, to_phone, body, purpose, source_type, source_id, status, segments, cost_millicents, send_after)
        select store_id, id, 'outbound', '+1' || phone, ${body}, 'marketing', 'manual', 0, 'queued', 1, 830, ${at.toISOString()} from customers where store_id = ${store.id}`);
      floorMs.push(performance.now() - t0);
      await db
        .delete(smsMessages)
        .where(and(eq(smsMessages.storeId, store.id), eq(smsMessages.sourceType, 'manual')));
    }

    const id = await createCampaign(
      db,
      store.id,
      {
        name: 'Bench',
        body,
        audience: { kind: 'all' },
        scheduledAt: null,
        coupon: { code: 'BENCH20', kind: 'percent', value: 20, validTo: null },
      },
      'bench',
    );
    await sendCampaignNow(db, store.id, id, at);
    const before = process.memoryUsage();
    const t0 = performance.now();
    const run = await runCampaign(db, store.id, id, at);
    const queueMs = performance.now() - t0;
    const after = process.memoryUsage();
    if (!run.ran || run.queued !== RECIPIENTS)
      throw new Error(`announcement bench: queued ${JSON.stringify(run)}`);

    // Send as the sms.send jobs do, one job after another, through the Twilio driver to the fake server.
    const driver = createTwilioSmsDriver({
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      from: '+15555550100',
      apiBase: fake.url,
    });
    const payloads = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, SMS_SEND_JOB));
    const s0 = performance.now();
    for (const { payload } of payloads) {
      const { ids } = payload as { ids: number[] };
      await sendQueuedSms(
        { db, driver, defaultFrom: '+15555550100', statusCallback: () => undefined },
        store.id,
        ids,
        new Date(),
      );
    }
    const sendS = (performance.now() - s0) / 1000;
    if (fake.messages.length !== RECIPIENTS)
      throw new Error(`announcement bench: the fake server got ${fake.messages.length} messages`);

    const floor = [...floorMs].sort((a, b) => a - b)[1];
    const driverName = url ? 'PostgreSQL' : 'PGlite (embedded)';
    lines.push(
      '',
      `Announcement to ${RECIPIENTS} consented customers (${driverName}); ${payloads.length} sms.send jobs`,
    );
    lines.push('| step | ms | note |', '|---|---|---|');
    lines.push(
      `| raw INSERT … SELECT of ${RECIPIENTS} queued sms_messages rows (floor, median of 3) | ${floor.toFixed(0)} | one statement |`,
    );
    lines.push(
      `| send job: audience, recipients claimed, texts queued (chunks of 500) | ${queueMs.toFixed(0)} | ratio to floor ${(queueMs / floor).toFixed(1)} |`,
    );
    lines.push(
      `| every text sent through the Twilio driver to the fake server | ${(sendS * 1000).toFixed(0)} | ${(RECIPIENTS / sendS).toFixed(0)} messages/s |`,
    );
    lines.push(
      `memory while queueing: RSS ${mb(before.rss)} → ${mb(after.rss)} MB (Δ ${mb(after.rss - before.rss)}), heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB (Δ ${mb(after.heapUsed - before.heapUsed)})`,
    );
  } finally {
    await fake.close();
    await database.close();
  }
  return lines;
}
