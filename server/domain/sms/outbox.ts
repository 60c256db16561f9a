import type { Db } from '../../../database/client';
import {
  consentedCustomerIds,
  countMarketingSince,
  getSmsStore,
  insertSmsEvents,
  insertSmsMessages,
  lockMarketingQuota,
  optedOutPhones,
  type NewSmsMessage,
} from '../../../database/queries/sms';
import type { SmsPurpose, SmsReason, SmsSourceType } from '../../../database/schema';
import { countSegments, SMS_BODY_MAX, toE164 } from '../../../common/sms';
import { queueEffect } from '../tickets/lifecycle';
import { nextSendableAt, storeMonthStart } from './quietHours';
import { clock } from '../../../common/clock';

/** The job that sends queued messages; its payload names the store and the message ids. */
export const SMS_SEND_JOB = 'sms.send';
/** Messages one blast job sends: small enough that a retried job redoes little, large enough that 5,000 are 20 jobs. */
export const SMS_CHUNK = 250;

/** What the outbox needs from the configuration; set once at start (configureSms), defaults as config.ts. */
const settings = { segmentPriceMillicents: 830, monthlyQuota: 5000 };
export function configureSms(values: { segmentPriceMillicents: number; monthlyQuota: number }) {
  Object.assign(settings, values);
}
export const smsSegmentPriceMillicents = () => settings.segmentPriceMillicents;

export interface QueueSmsInput {
  storeId: number;
  customerId: number | null;
  /** Ten stored digits or E.164; null or malformed is skipped 'no_phone'. */
  to: string | null;
  body: string;
  purpose: SmsPurpose;
  source: { type: SmsSourceType; id?: number | null };
  /** Not before this instant (a scheduled announcement, a delayed review request); quiet hours still apply to marketing. */
  notBefore?: Date;
}

export type SmsSkipReason = Extract<SmsReason, 'opted_out' | 'no_consent' | 'quota' | 'no_phone'>;
export type QueueSmsResult = { id: number } | { id: number; skipped: SmsSkipReason };

/** The estimate shown before sending: segments and cost for one body (cost in thousandths of a cent). */
export function estimateSms(body: string, recipients = 1) {
  const { segments, encoding } = countSegments(body);
  return {
    segments,
    encoding,
    totalSegments: segments * recipients,
    costMillicents: segments * recipients * settings.segmentPriceMillicents,
  };
}

/**
 * Queues one text in the caller's transaction: the sms_messages row and the
 * job that sends it commit with the caller's change or not at all. Skipped
 * messages are stored too (status 'skipped' and why), so the log answers
 * "why did she not get it", but never sent.
 *
 * Rules: nothing goes to a number that texted STOP to this store, whatever
 * the purpose (Twilio would refuse it with 21610 anyway). Marketing also
 * needs the customer's current SMS consent, fits in the store's monthly
 * quota and waits out quiet hours (8 AM–9 PM store time, `send_after`).
 * Transactional texts (receipt, reminder) need no marketing consent.
 */
export async function queueSms(tx: Db, input: QueueSmsInput): Promise<QueueSmsResult> {
  const [result] = await queueSmsMany(tx, input.storeId, [input]);
  return result;
}

/**
 * Many texts of one store at once (an announcement): a few set-based
 * statements whatever the count (consent, opt-outs and quota read once, the
 * rows in one insert), and one send job per SMS_CHUNK messages. Results are
 * in input order. The quota is counted once, at the start, under the store's
 * quota lock held to the end of the caller's transaction, so two blasts queued
 * at the same instant take their turns and cannot pass it together.
 */
export async function queueSmsMany(
  tx: Db,
  storeId: number,
  messages: Omit<QueueSmsInput, 'storeId'>[],
  now = clock.now(),
): Promise<QueueSmsResult[]> {
  if (!messages.length) return [];
  const store = await getSmsStore(tx, storeId);
  if (!store) throw new Error(`queueSms: no store ${storeId}`);
  const phones = messages.map((m) => toE164(m.to));
  const may = await whoMayBeTexted(tx, storeId, store, messages, phones, now);
  const rows: NewSmsMessage[] = messages.map((m, i) => {
    const to = phones[i];
    const body = m.body.slice(0, SMS_BODY_MAX);
    const { segments } = countSegments(body);
    const skip = skipReason(m, to, may);
    const notBefore = m.notBefore && m.notBefore > now ? m.notBefore : now;
    return {
      storeId,
      customerId: m.customerId,
      direction: 'outbound',
      toPhone: to ?? (m.to ?? '').slice(0, 40),
      fromPhone: null,
      body,
      purpose: m.purpose,
      sourceType: m.source.type,
      sourceId: m.source.id ?? null,
      status: skip ? 'skipped' : 'queued',
      reason: skip,
      segments,
      // A skipped message costs nothing; a queued one is estimated until the provider reports its price.
      costMillicents: skip ? 0 : segments * settings.segmentPriceMillicents,
      sendAfter: m.purpose === 'marketing' ? nextSendableAt(notBefore, store.timezone) : notBefore,
      createdAt: now,
      updatedAt: now,
    };
  });
  const inserted = await insertSmsMessages(tx, rows);
  await insertSmsEvents(
    tx,
    inserted.map((r, i) => ({
      storeId,
      messageId: r.id,
      status: r.status,
      origin: 'app' as const,
      detail:
        rows[i].reason ?? (rows[i].sendAfter! > now ? 'held for quiet hours or its time' : null),
      createdAt: now,
    })),
  );
  await queueSendJobs(
    tx,
    storeId,
    inserted
      .map((r, i) => ({ id: r.id, status: r.status, sendAfter: rows[i].sendAfter as Date }))
      .filter((r) => r.status === 'queued'),
  );
  return inserted.map((r, i) =>
    rows[i].reason ? { id: r.id, skipped: rows[i].reason as SmsSkipReason } : { id: r.id },
  );
}

/** Read once for a whole blast: the numbers that texted STOP, the customers who consent to marketing, and the quota left this month. */
interface MayBeTexted {
  optedOut: ReadonlySet<string>;
  consented: ReadonlySet<number>;
  /** Counted down as marketing messages are queued. */
  quota: { left: number };
}

/** The quota is counted under the store's quota lock, held to the end of the caller's transaction. */
async function whoMayBeTexted(
  tx: Db,
  storeId: number,
  store: NonNullable<Awaited<ReturnType<typeof getSmsStore>>>,
  messages: readonly Omit<QueueSmsInput, 'storeId'>[],
  phones: readonly (string | null)[],
  now: Date,
): Promise<MayBeTexted> {
  const optedOut = await optedOutPhones(tx, storeId, [
    ...new Set(phones.filter((p): p is string => !!p)),
  ]);
  const marketingCustomers = [
    ...new Set(
      messages.filter((m) => m.purpose === 'marketing' && m.customerId).map((m) => m.customerId!),
    ),
  ];
  const consented = await consentedCustomerIds(tx, storeId, marketingCustomers);
  const needsQuota = messages.some((m) => m.purpose === 'marketing');
  const quota = store.quota ?? settings.monthlyQuota;
  if (needsQuota) await lockMarketingQuota(tx, storeId);
  const left = needsQuota
    ? Math.max(
        0,
        quota - (await countMarketingSince(tx, storeId, storeMonthStart(now, store.timezone))),
      )
    : 0;
  return { optedOut, consented, quota: { left } };
}

/** Why a message is logged but not sent, or null: no number, STOP, no marketing consent, the quota spent. */
function skipReason(
  m: Omit<QueueSmsInput, 'storeId'>,
  to: string | null,
  may: MayBeTexted,
): SmsSkipReason | null {
  if (!to) return 'no_phone';
  if (may.optedOut.has(to)) return 'opted_out';
  if (m.purpose === 'marketing' && (!m.customerId || !may.consented.has(m.customerId)))
    return 'no_consent';
  if (m.purpose === 'marketing') {
    if (may.quota.left <= 0) return 'quota';
    may.quota.left--;
  }
  return null;
}

/** One send job per chunk of messages due at the same instant, keyed by its first id (unique: ids are). */
async function queueSendJobs(
  tx: Db,
  storeId: number,
  queued: readonly { id: number; sendAfter: Date }[],
): Promise<void> {
  const byTime = new Map<number, number[]>();
  for (const q of queued) {
    const t = q.sendAfter.getTime();
    const list = byTime.get(t);
    if (list) list.push(q.id);
    else byTime.set(t, [q.id]);
  }
  for (const [time, ids] of byTime) {
    for (let i = 0; i < ids.length; i += SMS_CHUNK) {
      const chunk = ids.slice(i, i + SMS_CHUNK);
      await queueEffect(tx, {
        kind: SMS_SEND_JOB,
        key: `${SMS_SEND_JOB}:${chunk[0]}`,
        storeId,
        payload: { storeId, ids: chunk },
        runAt: new Date(time),
      });
    }
  }
}
