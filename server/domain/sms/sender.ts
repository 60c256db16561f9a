import type { Db } from '../../../database/client';
import { scheduleJob } from '../../../database/queries/jobs';
import {
  advanceSmsStatus,
  claimSmsMessage,
  closeAbandonedSends,
  consentedCustomerIds,
  dueSmsIds,
  getSmsStore,
  insertSmsEvents,
  optedOutPhones,
  updateClaimedSms,
  type SmsMessageRow,
} from '../../../database/queries/sms';
import type { SmsStatus } from '../../../database/schema';
import { SmsSendError, type SmsDriver, type SmsSendResult } from '../../services/sms/driver';
import { SMS_SEND_JOB, smsSegmentPriceMillicents } from './outbox';
import { optOutNumber } from './optOut';
import { MAX_SEND_ATTEMPTS, smsRetryDelayMs } from './retries';
import { fromProviderStatus, reasonForCode, STATUS_RANK } from './statuses';
import { clock } from '../../../common/clock';

export interface SenderDeps {
  db: Db;
  driver: SmsDriver;
  /** The sender number when the store has none of its own. */
  defaultFrom: string;
  /** The status callback URL for a message (on APP_URL), or undefined for a driver that reports none. */
  statusCallback: (messageId: number) => string | undefined;
  /** Sends in flight at once within a job. */
  concurrency?: number;
}

/** A claim lasts this long; longer than the driver's timeout, so a live send is never taken for a dead one. */
const CLAIM_MS = 2 * 60_000;

/**
 * The 'sms.send' job: sends the messages it names that are still queued
 * and due. Each is claimed by one UPDATE (queued → sending) before the
 * driver is called, so a job that runs twice, or two processes, send a
 * message once.
 *
 * Never twice, also across failures. Twilio has no idempotency key, so:
 * - the request never reached Twilio (connection refused, DNS) or Twilio
 *   answered 429/5xx: back to queued with a backoff (about 30 s, 2 min,
 *   10 min, or Twilio's Retry-After: retries.ts), a new job, up to
 *   MAX_SEND_ATTEMPTS;
 * - the request may have reached Twilio (timeout after sending, connection
 *   dropped, an answer we cannot read): failed with reason
 *   'unknown_outcome', never retried. We chose this over listing Twilio's
 *   Messages by To/From/DateSent before a retry: that list is filtered by
 *   day, not instant, so a salon texting one customer a receipt and a
 *   reminder the same day could match the wrong one and drop a message,
 *   and the list lags the send. A duplicate text costs the customer's
 *   trust (and TCPA exposure for marketing); a missing receipt costs less.
 *   And the outcome still arrives: the status callback URL carries our
 *   message id, so if Twilio did take the message its callbacks attach the
 *   sid and the real status to the row (advanceSmsStatus reopens it).
 */
export async function sendQueuedSms(
  deps: SenderDeps,
  storeId: number,
  ids: number[],
  now = clock.now(),
) {
  await closeAbandoned(deps.db, now);
  const due = await dueSmsIds(deps.db, storeId, ids, now);
  const store = await getSmsStore(deps.db, storeId);
  if (!store || !due.length) return { sent: 0 };
  const from = store.smsNumber ?? deps.defaultFrom;
  let next = 0;
  let sent = 0;
  const worker = async () => {
    while (next < due.length) {
      const id = due[next++];
      if (await sendOne(deps, storeId, id, from, now, store.closed)) sent++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(deps.concurrency ?? 5, due.length) }, worker));
  return { sent };
}

async function closeAbandoned(db: Db, now: Date) {
  const closed = await closeAbandonedSends(db, now);
  if (closed.length) {
    await insertSmsEvents(
      db,
      closed.map((c) => ({
        storeId: c.storeId,
        messageId: c.id,
        status: 'failed' as const,
        origin: 'app' as const,
        detail: 'The send was interrupted; not retried, to never send twice.',
      })),
    );
  }
}

const event = (
  m: SmsMessageRow,
  status: SmsStatus,
  detail: string | null,
  origin: 'app' | 'provider' = 'app',
  errorCode: number | null = null,
) => ({
  storeId: m.storeId,
  messageId: m.id,
  status,
  origin,
  detail: detail?.slice(0, 500) ?? null,
  errorCode,
});

/** Claims and sends one message; true when the provider took it. */
async function sendOne(
  deps: SenderDeps,
  storeId: number,
  id: number,
  from: string,
  now: Date,
  accountClosed: boolean,
): Promise<boolean> {
  const { db, driver } = deps;
  const m = await claimSmsMessage(db, storeId, id, CLAIM_MS, now);
  if (!m) return false;
  await insertSmsEvents(db, [event(m, 'sending', `Attempt ${m.attempts}`)]);
  if (await skippedBeforeSending(db, storeId, m, accountClosed)) return false;
  try {
    const result = await driver.send({
      to: m.toPhone,
      from,
      body: m.body,
      statusCallback: deps.statusCallback(m.id),
      messageId: m.id,
    });
    await recordAccepted(deps, storeId, m, from, result);
    return true;
  } catch (err) {
    const e =
      err instanceof SmsSendError
        ? err
        : new SmsSendError('unknown', err instanceof Error ? err.message : String(err));
    await recordFailure(deps, m, e);
    return false;
  }
}

/**
 * Checked again at the last moment, so a claimed message is skipped (and logged as such) rather
 * than sent: a closed store, or one whose account was disabled, no longer pays for texts; STOP is
 * honoured up to the send (a reply between queueing and sending still stops this one); marketing
 * needs consent still given.
 */
async function skippedBeforeSending(
  db: Db,
  storeId: number,
  m: SmsMessageRow,
  accountClosed: boolean,
): Promise<boolean> {
  if (accountClosed) {
    await updateClaimedSms(db, storeId, m.id, {
      status: 'skipped',
      reason: 'account_closed',
      costMillicents: 0,
    });
    await insertSmsEvents(db, [
      event(m, 'skipped', 'The salon’s account was closed or disabled before it was sent.'),
    ]);
    return true;
  }
  const stopped = (await optedOutPhones(db, storeId, [m.toPhone])).size > 0;
  const noConsent =
    m.purpose === 'marketing' &&
    (!m.customerId || !(await consentedCustomerIds(db, storeId, [m.customerId])).has(m.customerId));
  if (!stopped && !noConsent) return false;
  const reason = stopped ? 'opted_out' : 'no_consent';
  await updateClaimedSms(db, storeId, m.id, { status: 'skipped', reason, costMillicents: 0 });
  await insertSmsEvents(db, [
    event(
      m,
      'skipped',
      stopped
        ? 'The number texted STOP before it was sent.'
        : 'Marketing consent was withdrawn before it was sent.',
    ),
  ]);
  return true;
}

/** The provider took the message: its answer recorded on the claimed row, and in the history. */
async function recordAccepted(
  deps: SenderDeps,
  storeId: number,
  m: SmsMessageRow,
  from: string,
  result: SmsSendResult,
): Promise<void> {
  const { db, driver } = deps;
  const status = fromProviderStatus(result.status) ?? 'sending';
  const at = clock.now();
  const values = {
    status,
    providerSid: result.sid,
    fromPhone: from,
    segments: result.segments ?? m.segments,
    costMillicents: result.priceMillicents ?? m.costMillicents,
    sentAt: STATUS_RANK[status] >= STATUS_RANK.sent ? at : null,
    deliveredAt: status === 'delivered' ? at : null,
  };
  if (!(await updateClaimedSms(db, storeId, m.id, values))) {
    // A status callback overtook this answer and already moved the row on: add what we know, forward only.
    await advanceSmsStatus(
      db,
      { sid: result.sid, messageId: m.id },
      {
        status,
        rank: STATUS_RANK[status],
        errorCode: null,
        reason: null,
        at,
        segmentPriceMillicents: smsSegmentPriceMillicents(),
      },
    );
  }
  // The log driver reports delivery at once: the history still shows it passing through 'sent'.
  const passed: SmsStatus[] = status === 'delivered' ? ['sent', 'delivered'] : [status];
  await insertSmsEvents(
    db,
    passed.map((s) =>
      event(
        m,
        s,
        s === passed[0]
          ? `${driver.name === 'log' ? 'Log driver' : 'Twilio'}: ${result.status}`
          : null,
        'provider',
      ),
    ),
  );
}

async function recordFailure(deps: SenderDeps, m: SmsMessageRow, e: SmsSendError) {
  const { db } = deps;
  if (e.kind === 'retryable' && m.attempts < MAX_SEND_ATTEMPTS) {
    // The job runner wakes for the retry's job at this instant, not at its next poll (runner.ts).
    const retryAt = new Date(clock.ms() + smsRetryDelayMs(m.attempts, e.retryAfterMs));
    await updateClaimedSms(db, m.storeId, m.id, {
      status: 'queued',
      sendAfter: retryAt,
      errorMessage: e.message.slice(0, 500),
      errorCode: e.code,
    });
    await insertSmsEvents(db, [event(m, 'queued', `Will retry: ${e.message}`, 'app', e.code)]);
    await scheduleJob(db, {
      kind: SMS_SEND_JOB,
      key: `${SMS_SEND_JOB}:${m.id}:retry${m.attempts}`,
      storeId: m.storeId,
      runAt: retryAt,
      payload: { storeId: m.storeId, ids: [m.id] },
    });
    return;
  }
  const reason =
    e.kind === 'unknown'
      ? 'unknown_outcome'
      : e.kind === 'rejected'
        ? reasonForCode(e.code)
        : 'provider_error';
  const status: SmsStatus = reason === 'undeliverable' ? 'undelivered' : 'failed';
  await db.transaction(async (tx) => {
    await updateClaimedSms(tx, m.storeId, m.id, {
      status,
      reason,
      errorCode: e.code,
      errorMessage: e.message.slice(0, 500),
      // Refused or never reached, Twilio bills nothing; an unknown outcome may well have been sent and billed, so it
      // keeps the estimate it was queued with (the log's totals and an announcement's cost count it).
      ...(e.kind === 'unknown' ? {} : { costMillicents: 0 }),
    });
    await insertSmsEvents(tx, [
      event(m, status, e.message, e.kind === 'rejected' ? 'provider' : 'app', e.code),
    ]);
    // Twilio knew of the STOP before we did (sent to Twilio directly, or via another of the service's numbers): record it as ours.
    if (reason === 'opted_out') await optOutNumber(tx, m.storeId, m.toPhone, 'provider 21610');
  });
}
