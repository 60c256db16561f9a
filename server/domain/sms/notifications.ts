import type { Db } from '../../../database/client';
import { getAppointmentTextFacts, getNotificationSettings, getReceiptFacts, getTextRecipient, smsQueuedForSource } from '../../../database/queries/sms';
import type { NotificationChannel } from '../../../database/schema';
import { formatCurrency } from '../../../common/money';
import { formatStoreDateTime } from '../../../common/storeTime';
import { queueEffect, type TicketParticipant } from '../tickets/lifecycle';
import { RECEIPT_MAIL_JOB } from '../tickets/receiptMail';
import { queueSms } from './outbox';

/** The transactional messages of Settings → Notification. */
export type NotificationKind = 'receipt' | 'bookingConfirmation' | 'appointmentReminder' | 'technicianReady';

/** The defaults until a store saves the tab: the columns' (email as before for appointments; no texts). */
const DEFAULTS: Record<NotificationKind, NotificationChannel> = { receipt: 'off', bookingConfirmation: 'email', appointmentReminder: 'email', technicianReady: 'off' };

export async function notificationChannel(db: Db, storeId: number, kind: NotificationKind): Promise<NotificationChannel> {
  const s = await getNotificationSettings(db, storeId);
  return s ? s[kind] : DEFAULTS[kind];
}
export const bySms = (c: NotificationChannel) => c === 'sms' || c === 'both';
export const byEmail = (c: NotificationChannel) => c === 'email' || c === 'both';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

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
    if (bySms(channel)) await queueEffect(tx, { kind: SMS_RECEIPT_JOB, key: `${SMS_RECEIPT_JOB}:${t.store.id}:${t.invoiceId}`, storeId: t.store.id, payload });
    if (byEmail(channel)) await queueEffect(tx, { kind: RECEIPT_MAIL_JOB, key: `${RECEIPT_MAIL_JOB}:${t.store.id}:${t.invoiceId}`, storeId: t.store.id, payload });
  },
};

/** The receipt job's work: one transactional text (or a skipped row saying why). */
export async function textReceipt(db: Db, storeId: number, invoiceId: number) {
  const facts = await getReceiptFacts(db, storeId, invoiceId);
  if (!facts || (await smsQueuedForSource(db, storeId, 'receipt', invoiceId))) return null;
  const tip = facts.tipCents > 0 ? ` incl. ${formatCurrency(facts.tipCents)} tip` : '';
  const body = `${facts.storeName}: thank you, ${firstName(facts.customerName)}! Ticket #${facts.number ?? invoiceId} paid: ${formatCurrency(facts.totalCents + facts.tipCents)}${tip}.`;
  return db.transaction((tx) => queueSms(tx, { storeId, customerId: facts.customerId, to: facts.phone, body, purpose: 'transactional', source: { type: 'receipt', id: invoiceId } }));
}

/** "Your technician is ready": when the desk gives a waiting customer to a technician (in the assignment's transaction). */
export async function textTechnicianReady(tx: Db, input: { storeId: number; checkInId: number; customerId: number; technicianName: string }) {
  if (!bySms(await notificationChannel(tx, input.storeId, 'technicianReady'))) return null;
  const who = await getTextRecipient(tx, input.storeId, input.customerId);
  if (!who) return null;
  const body = `${who.storeName}: ${firstName(who.name)}, ${firstName(input.technicianName)} is ready for you now. Please come to the front desk.`;
  return queueSms(tx, { storeId: input.storeId, customerId: input.customerId, to: who.phone, body, purpose: 'transactional', source: { type: 'technician_ready', id: input.checkInId } });
}

/** A booking confirmation or the day-before reminder by text, when the store sends them by SMS. */
export async function textAppointment(db: Db, kind: 'booking_confirmation' | 'appointment_reminder', storeId: number, appointmentId: number) {
  if (!bySms(await notificationChannel(db, storeId, kind === 'booking_confirmation' ? 'bookingConfirmation' : 'appointmentReminder'))) return null;
  const a = await getAppointmentTextFacts(db, storeId, appointmentId);
  if (!a) return null;
  const when = formatStoreDateTime(a.startsAt, a.timezone);
  const withWhom = a.technicianName && !a.anyTechnician ? ` with ${firstName(a.technicianName)}` : '';
  const body = kind === 'booking_confirmation'
    ? `${a.storeName}: ${firstName(a.customerName)}, you're booked for ${when}${withWhom}. See you then!`
    : `${a.storeName}: a reminder of your appointment ${when}${withWhom}. See you soon!`;
  return db.transaction((tx) => queueSms(tx, { storeId, customerId: a.customerId, to: a.phone, body, purpose: 'transactional', source: { type: kind, id: appointmentId } }));
}
