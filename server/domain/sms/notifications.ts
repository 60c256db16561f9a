import type { Db } from '../../../database/client';
import {
  getAppointmentTextFacts,
  getNotificationSettings,
  getReceiptFacts,
  getTextRecipient,
  smsQueuedForSource,
} from '../../../database/queries/sms';
import type { NotificationChannel } from '../../../database/schema';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n';
import { formattersFor } from '../../../common/intlFormats';
import { translator } from '../../services/i18n';
import { storeLocale } from '../../services/messageLocale';
import { formatStoreDateTime } from '../../../common/storeTime';
import { queueEffect, type TicketParticipant } from '../tickets/lifecycle';
import { RECEIPT_MAIL_JOB } from '../tickets/receiptMail';
import { queueSms } from './outbox';

/** The transactional messages of Settings → Notification. */
export type NotificationKind =
  'receipt' | 'bookingConfirmation' | 'appointmentReminder' | 'technicianReady';

/** The defaults until a store saves the tab: the columns' (email as before for appointments; no texts). */
const DEFAULTS: Record<NotificationKind, NotificationChannel> = {
  receipt: 'off',
  bookingConfirmation: 'email',
  appointmentReminder: 'email',
  technicianReady: 'off',
};

export async function notificationChannel(
  db: Db,
  storeId: number,
  kind: NotificationKind,
): Promise<NotificationChannel> {
  const s = await getNotificationSettings(db, storeId);
  return s ? s[kind] : DEFAULTS[kind];
}
export const bySms = (c: NotificationChannel) => c === 'sms' || c === 'both';
export const byEmail = (c: NotificationChannel) => c === 'email' || c === 'both';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The texts' words, in the store's language for its customers (English exactly as before).
 * Vietnamese needs UCS-2 (70 characters a segment, not 160), so its texts are kept short;
 * the outbox counts each body's segments as written (common/sms.ts countSegments).
 */
export function receiptSmsBody(
  locale: Locale,
  r: { store: string; customer: string; number: string; totalCents: number; tipCents: number },
): string {
  const money = formattersFor(locale).money;
  const values = {
    store: r.store,
    name: firstName(r.customer),
    number: r.number,
    amount: money(r.totalCents + r.tipCents),
    tip: money(r.tipCents),
  };
  return translator(locale)(r.tipCents > 0 ? 'sms.receiptWithTip' : 'sms.receipt', values);
}

const APPOINTMENT_TEXTS = {
  booking_confirmation: { alone: 'sms.booked', with: 'sms.bookedWith' },
  appointment_reminder: { alone: 'sms.reminder', with: 'sms.reminderWith' },
} as const;

/** A booking confirmation or reminder; the technician is named when the customer chose one. */
export function appointmentSmsBody(
  locale: Locale,
  kind: 'booking_confirmation' | 'appointment_reminder',
  a: {
    store: string;
    customer: string;
    startsAt: Date;
    timezone: string;
    /** The store's region: the time reads as its screens write it (common/intlFormats.ts). */
    region?: string | null;
    technician: string | null;
  },
): string {
  const when =
    locale === DEFAULT_LOCALE
      ? formatStoreDateTime(a.startsAt, a.timezone, a.region)
      : formattersFor(locale, a.region).shortDateTime(a.startsAt, a.timezone);
  const keys = APPOINTMENT_TEXTS[kind];
  return translator(locale)(a.technician ? keys.with : keys.alone, {
    store: a.store,
    name: firstName(a.customer),
    when,
    technician: a.technician ? firstName(a.technician) : '',
  });
}

/** The job that texts a paid ticket's receipt once it has committed (its number and totals exist only then). */
export const SMS_RECEIPT_JOB = 'sms.receipt';

/**
 * Receipts by text and/or email: a paid ticket with a customer queues a job
 * per channel in the ticket's transaction; each job writes its message from
 * the committed ticket (number, total, tip, points). The keys make a
 * replayed payment send once.
 */
export const receiptParticipant: TicketParticipant = {
  name: 'receipts',
  async onPaid(tx, t) {
    if (t.customerId === null) return;
    const channel = await notificationChannel(tx, t.store.id, 'receipt');
    const payload = { storeId: t.store.id, invoiceId: t.invoiceId };
    if (bySms(channel))
      await queueEffect(tx, {
        kind: SMS_RECEIPT_JOB,
        key: `${SMS_RECEIPT_JOB}:${t.store.id}:${t.invoiceId}`,
        storeId: t.store.id,
        payload,
      });
    if (byEmail(channel))
      await queueEffect(tx, {
        kind: RECEIPT_MAIL_JOB,
        key: `${RECEIPT_MAIL_JOB}:${t.store.id}:${t.invoiceId}`,
        storeId: t.store.id,
        payload,
      });
  },
};

/** The receipt job's work: one transactional text (or a skipped row saying why). */
export async function textReceipt(db: Db, storeId: number, invoiceId: number) {
  const facts = await getReceiptFacts(db, storeId, invoiceId);
  if (!facts || (await smsQueuedForSource(db, storeId, 'receipt', invoiceId))) return null;
  const body = receiptSmsBody(await storeLocale(db, storeId), {
    store: facts.storeName,
    customer: facts.customerName,
    number: String(facts.number ?? invoiceId),
    totalCents: facts.totalCents,
    tipCents: facts.tipCents,
  });
  return db.transaction((tx) =>
    queueSms(tx, {
      storeId,
      customerId: facts.customerId,
      to: facts.phone,
      body,
      purpose: 'transactional',
      source: { type: 'receipt', id: invoiceId },
    }),
  );
}

/** "Your technician is ready": when the desk gives a waiting customer to a technician (in the assignment's transaction). */
export async function textTechnicianReady(
  tx: Db,
  input: { storeId: number; checkInId: number; customerId: number; technicianName: string },
) {
  if (!bySms(await notificationChannel(tx, input.storeId, 'technicianReady'))) return null;
  const who = await getTextRecipient(tx, input.storeId, input.customerId);
  if (!who) return null;
  const body = translator(await storeLocale(tx, input.storeId))('sms.technicianReady', {
    store: who.storeName,
    name: firstName(who.name),
    technician: firstName(input.technicianName),
  });
  return queueSms(tx, {
    storeId: input.storeId,
    customerId: input.customerId,
    to: who.phone,
    body,
    purpose: 'transactional',
    source: { type: 'technician_ready', id: input.checkInId },
  });
}

/** A booking confirmation or the day-before reminder by text, when the store sends them by SMS. */
export async function textAppointment(
  db: Db,
  kind: 'booking_confirmation' | 'appointment_reminder',
  storeId: number,
  appointmentId: number,
) {
  if (
    !bySms(
      await notificationChannel(
        db,
        storeId,
        kind === 'booking_confirmation' ? 'bookingConfirmation' : 'appointmentReminder',
      ),
    )
  )
    return null;
  const a = await getAppointmentTextFacts(db, storeId, appointmentId);
  if (!a) return null;
  const body = appointmentSmsBody(await storeLocale(db, storeId), kind, {
    store: a.storeName,
    customer: a.customerName,
    startsAt: a.startsAt,
    timezone: a.timezone,
    region: a.region,
    technician: a.technicianName && !a.anyTechnician ? a.technicianName : null,
  });
  return db.transaction((tx) =>
    queueSms(tx, {
      storeId,
      customerId: a.customerId,
      to: a.phone,
      body,
      purpose: 'transactional',
      source: { type: kind, id: appointmentId },
    }),
  );
}
