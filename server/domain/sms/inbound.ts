import { translator } from '../../services/i18n';
import { storeLocale } from '../../services/messageLocale';
import type { Db } from '../../../database/client';
import {
  advanceSmsStatus,
  customersWithPhone,
  findStoreIdBySmsNumber,
  getSmsStore,
  insertInboundSms,
  insertSmsEvents,
  optedOutPhones,
} from '../../../database/queries/sms';
import { e164ToLocal, formatSmsPhone, parseKeyword, SMS_BODY_MAX } from '../../../common/sms';
import { formatPhone } from '../../../common/phone';
import { queueSms, smsSegmentPriceMillicents } from './outbox';
import { optInNumber, optOutNumber } from './optOut';
import { fromProviderStatus, reasonForCode, STATUS_RANK } from './statuses';
import { clock } from '../../../common/clock';

export interface InboundText {
  sid: string;
  from: string;
  to: string;
  body: string;
}

/**
 * A text a customer sent to a store's number. The store is the one whose
 * texting number (Settings → Notification) is the `To`; a number no store
 * has is ignored (null). The text is logged (inbound, 'received'); a keyword
 * acts like Twilio's own handling of it:
 * - STOP and its synonyms: the number goes on the store's opt-out list and
 *   its customers lose marketing consent (an event each);
 * - START / UNSTOP / YES from an opted-out number: back on, consent granted
 *   with what she texted as the words;
 * - HELP / INFO: we answer with the store's name and phone (a transactional
 *   keyword_reply). STOP and START get Twilio's own confirmation texts (its
 *   default opt-out handling), so we send none; a reply of ours to STOP would
 *   be refused (21610) anyway.
 * A webhook Twilio repeats (same MessageSid) is recorded and acted on once.
 */
export async function receiveText(db: Db, text: InboundText, now = clock.now()) {
  const storeId = await findStoreIdBySmsNumber(db, text.to);
  if (!storeId) return null;
  return db.transaction(async (tx) => {
    const local = e164ToLocal(text.from);
    const [customer] = local ? await customersWithPhone(tx, storeId, local) : [];
    const keyword = parseKeyword(text.body);
    const inserted = await insertInbound(tx, storeId, customer?.id ?? null, text, now);
    if (!inserted) return { storeId, duplicate: true as const, keyword: keyword?.kind ?? null };
    if (keyword?.kind === 'stop') await optOutNumber(tx, storeId, text.from, keyword.word, now);
    if (keyword?.kind === 'start') {
      const wasOptedOut = (await optedOutPhones(tx, storeId, [text.from])).size > 0;
      await optInNumber(tx, storeId, text.from, text.body, wasOptedOut, now);
    }
    if (keyword?.kind === 'help') {
      const store = await getSmsStore(tx, storeId);
      const phone = store?.phone ? formatPhone(store.phone) : formatSmsPhone(store?.smsNumber);
      // In the store's language for its customers; STOP and START stay the keywords the carrier knows.
      const t = translator(await storeLocale(tx, storeId));
      await queueSms(tx, {
        storeId,
        customerId: customer?.id ?? null,
        to: text.from,
        purpose: 'transactional',
        source: { type: 'keyword_reply', id: inserted },
        body: t('sms.help', { store: store?.name ?? t('sms.ourSalon'), phone }),
      });
    }
    return { storeId, duplicate: false as const, keyword: keyword?.kind ?? null };
  });
}

async function insertInbound(
  tx: Db,
  storeId: number,
  customerId: number | null,
  text: InboundText,
  now: Date,
): Promise<number | null> {
  const id = await insertInboundSms(tx, {
    storeId,
    customerId,
    direction: 'inbound',
    toPhone: text.to,
    fromPhone: text.from,
    body: text.body.slice(0, SMS_BODY_MAX),
    purpose: 'transactional',
    sourceType: 'inbound',
    status: 'received',
    providerSid: text.sid,
    segments: 1,
    costMillicents: 0,
    createdAt: now,
    updatedAt: now,
    sentAt: now,
  });
  if (id)
    await insertSmsEvents(tx, [
      { storeId, messageId: id, status: 'received', origin: 'provider', createdAt: now },
    ]);
  return id;
}

export interface StatusCallback {
  sid: string;
  status: string;
  errorCode: number | null;
  /** Our message id, from the callback URL's query. */
  messageId?: number;
}

/**
 * A status callback: the message moves forward only (a late 'sent' never
 * replaces 'delivered'), and each change is an event. 21610 reported late
 * (the number had opted out with Twilio) is recorded as an opt-out too.
 * Returns whether anything changed.
 */
export async function applyStatusCallback(
  db: Db,
  cb: StatusCallback,
  now = clock.now(),
): Promise<boolean> {
  const status = fromProviderStatus(cb.status);
  if (!status) return false;
  const reason =
    status === 'failed' || status === 'undelivered' ? reasonForCode(cb.errorCode) : null;
  return db.transaction(async (tx) => {
    const row = await advanceSmsStatus(
      tx,
      { sid: cb.sid, messageId: cb.messageId },
      {
        status,
        rank: STATUS_RANK[status],
        errorCode: cb.errorCode,
        reason,
        at: now,
        segmentPriceMillicents: smsSegmentPriceMillicents(),
      },
    );
    if (!row) return false;
    await insertSmsEvents(tx, [
      {
        storeId: row.storeId,
        messageId: row.id,
        status,
        origin: 'callback',
        errorCode: cb.errorCode,
        detail: `Twilio: ${cb.status}`,
        createdAt: now,
      },
    ]);
    if (reason === 'opted_out')
      await optOutNumber(tx, row.storeId, row.toPhone, 'provider 21610', now);
    return true;
  });
}
