import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { customers, invoices, notificationSettings, stores, type SmsStatus } from '../schema';
import { insertSmsEvents, insertSmsMessages, type NewSmsMessage } from '../queries/sms';
import { countSegments, toE164 } from '../../common/sms';
import { formatCurrency } from '../../common/money';
import { optOutNumber } from '../../server/domain/sms/optOut';
import { clock } from '../../common/clock';

const LOTUS_NUMBER = '+12125550199';
const ROSE_NUMBER = '+14155550199';
/** $0.0083 a segment, as SMS_SEGMENT_PRICE's default. */
const PRICE = 830;

/**
 * The SMS log's history for the demo (Lotus Nail Spa): three weeks of
 * receipts and reminders as they ended (mostly delivered, a few undelivered
 * or refused), a STOP that withdrew a customer's consent, a HELP and its
 * answer. Both stores get their texting numbers; Lotus texts receipts,
 * reminders and "your technician is ready".
 */
export async function seedSmsLog(db: Db, now = clock.now()): Promise<void> {
  const [lotus] = await db.select().from(stores).where(eq(stores.name, 'Lotus Nail Spa'));
  const [rose] = await db.select().from(stores).where(eq(stores.name, 'Rose Nails'));
  if (!lotus || !rose) return;
  await db
    .insert(notificationSettings)
    .values([
      {
        storeId: lotus.id,
        smsNumber: LOTUS_NUMBER,
        receipt: 'sms',
        bookingConfirmation: 'both',
        appointmentReminder: 'both',
        technicianReady: 'sms',
      },
      { storeId: rose.id, smsNumber: ROSE_NUMBER },
    ])
    .onConflictDoNothing();

  await seedReceiptTexts(db, lotus.id, now);
  await seedStopAndHelp(db, lotus.id, now);
}

type SeededText = NewSmsMessage & {
  history: { status: SmsStatus; at: Date; detail?: string; code?: number }[];
};

/** Three weeks of receipts texted for Lotus's paid tickets, each with its history as it ended. */
async function seedReceiptTexts(db: Db, lotusId: number, now: Date) {
  const since = new Date(now.getTime() - 21 * 86_400_000);
  const paid = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      total: invoices.totalCents,
      tip: invoices.tipCents,
      paidAt: invoices.paidAt,
      customerId: customers.id,
      name: customers.name,
      phone: customers.phone,
    })
    .from(invoices)
    .innerJoin(customers, and(eq(customers.id, invoices.customerId), isNotNull(customers.phone)))
    .where(
      and(eq(invoices.storeId, lotusId), eq(invoices.status, 'paid'), gte(invoices.paidAt, since)),
    )
    .orderBy(desc(invoices.paidAt))
    .limit(60);

  const rows: SeededText[] = [];
  paid.forEach((t, i) => {
    if (t.paidAt && t.phone)
      rows.push(receiptText(lotusId, { ...t, paidAt: t.paidAt, phone: t.phone }, i));
  });
  const inserted = await insertSmsMessages(
    db,
    rows.map(({ history: _h, ...r }) => r),
  );
  await insertSmsEvents(
    db,
    inserted.flatMap((m, i) =>
      rows[i].history.map((h) => ({
        storeId: lotusId,
        messageId: m.id,
        status: h.status,
        origin: h.detail?.startsWith('Twilio') ? ('callback' as const) : ('app' as const),
        detail: h.detail ?? null,
        errorCode: h.code ?? null,
        createdAt: h.at,
      })),
    ),
  );
}

/** The i-th receipt text: one in fourteen is undelivered (a landline, 30006); one number is not a mobile at all (21211); the rest arrive. */
function receiptText(
  lotusId: number,
  t: {
    id: number;
    number: number | null;
    total: number;
    tip: number;
    paidAt: Date;
    customerId: number;
    name: string;
    phone: string;
  },
  i: number,
): SeededText {
  const body = `Lotus Nail Spa: thank you, ${t.name.split(' ')[0]}! Ticket #${t.number ?? t.id} paid: ${formatCurrency(t.total + t.tip)}${t.tip ? ` incl. ${formatCurrency(t.tip)} tip` : ''}.`;
  const at = new Date(t.paidAt.getTime() + 20_000);
  const sent = new Date(at.getTime() + 3_000);
  const done = new Date(at.getTime() + 9_000);
  const outcome: SmsStatus = i === 5 ? 'failed' : i % 14 === 3 ? 'undelivered' : 'delivered';
  const segments = countSegments(body).segments;
  return {
    storeId: lotusId,
    customerId: t.customerId,
    direction: 'outbound',
    toPhone: toE164(t.phone)!,
    fromPhone: LOTUS_NUMBER,
    body,
    purpose: 'transactional',
    sourceType: 'receipt',
    sourceId: t.id,
    status: outcome,
    reason:
      outcome === 'failed' ? 'invalid_number' : outcome === 'undelivered' ? 'undeliverable' : null,
    errorCode: outcome === 'failed' ? 21211 : outcome === 'undelivered' ? 30006 : null,
    segments,
    costMillicents: outcome === 'failed' ? 0 : segments * PRICE,
    providerSid:
      outcome === 'failed' ? null : `SM${(0x5e0000 + t.id).toString(16).padStart(32, '0')}`,
    attempts: 1,
    sendAfter: at,
    createdAt: at,
    updatedAt: done,
    sentAt: outcome === 'failed' ? null : sent,
    deliveredAt: outcome === 'delivered' ? done : null,
    history:
      outcome === 'failed'
        ? [
            { status: 'queued', at },
            { status: 'sending', at: sent, detail: 'Attempt 1' },
            {
              status: 'failed',
              at: sent,
              detail: "The 'To' number is not a valid phone number.",
              code: 21211,
            },
          ]
        : [
            { status: 'queued', at },
            { status: 'sending', at: sent, detail: 'Attempt 1' },
            { status: 'sending', at: sent, detail: 'Twilio: queued' },
            { status: 'sent', at: new Date(sent.getTime() + 2_000), detail: 'Twilio: sent' },
            {
              status: outcome,
              at: done,
              detail: `Twilio: ${outcome}`,
              ...(outcome === 'undelivered' ? { code: 30006 } : {}),
            },
          ],
  };
}

/**
 * A regular texts STOP to the salon (her consent is withdrawn, with its event), another asks for
 * HELP and gets the answer.
 */
async function seedStopAndHelp(db: Db, lotusId: number, now: Date) {
  const [stopper, helper] = await db
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.storeId, lotusId), isNotNull(customers.smsConsentAt)))
    .limit(2);
  if (stopper?.phone) {
    const at = new Date(now.getTime() - 5 * 86_400_000);
    const phone = toE164(stopper.phone)!;
    await db.transaction(async (tx) => {
      const [m] = await insertSmsMessages(tx, [
        inboundText(lotusId, stopper.id, phone, 'STOP', at, 1),
      ]);
      await insertSmsEvents(tx, [
        {
          storeId: lotusId,
          messageId: m.id,
          status: 'received',
          origin: 'provider',
          createdAt: at,
        },
      ]);
      await optOutNumber(tx, lotusId, phone, 'STOP', at);
    });
  }
  if (helper?.phone) await seedHelp(db, lotusId, helper.id, toE164(helper.phone)!, now);
}

/** A text a customer sent the salon. */
function inboundText(
  lotusId: number,
  customerId: number,
  from: string,
  body: string,
  at: Date,
  n: number,
): NewSmsMessage {
  return {
    storeId: lotusId,
    customerId,
    direction: 'inbound',
    toPhone: LOTUS_NUMBER,
    fromPhone: from,
    body,
    purpose: 'transactional',
    sourceType: 'inbound',
    status: 'received',
    providerSid: `SM${(0x1b0000 + n).toString(16).padStart(32, '0')}`,
    segments: 1,
    costMillicents: 0,
    createdAt: at,
    updatedAt: at,
    sentAt: at,
    sendAfter: at,
  };
}

/** HELP, and the salon's answer four seconds later, delivered. */
async function seedHelp(db: Db, lotusId: number, customerId: number, phone: string, now: Date) {
  const at = new Date(now.getTime() - 2 * 86_400_000);
  const [m] = await insertSmsMessages(db, [inboundText(lotusId, customerId, phone, 'help', at, 2)]);
  const replyAt = new Date(at.getTime() + 4_000);
  const body =
    'Lotus Nail Spa: for help call (212) 555-0100. Reply STOP to stop texts, START to get them again. Msg & data rates may apply.';
  const [reply] = await insertSmsMessages(db, [
    {
      storeId: lotusId,
      customerId,
      direction: 'outbound',
      toPhone: phone,
      fromPhone: LOTUS_NUMBER,
      body,
      purpose: 'transactional',
      sourceType: 'keyword_reply',
      sourceId: m.id,
      status: 'delivered',
      segments: countSegments(body).segments,
      costMillicents: countSegments(body).segments * PRICE,
      providerSid: `SM${(0x1b0003).toString(16).padStart(32, '0')}`,
      attempts: 1,
      sendAfter: replyAt,
      createdAt: replyAt,
      updatedAt: replyAt,
      sentAt: replyAt,
      deliveredAt: new Date(replyAt.getTime() + 5_000),
    },
  ]);
  await insertSmsEvents(db, [
    { storeId: lotusId, messageId: m.id, status: 'received', origin: 'provider', createdAt: at },
    { storeId: lotusId, messageId: reply.id, status: 'queued', origin: 'app', createdAt: replyAt },
    {
      storeId: lotusId,
      messageId: reply.id,
      status: 'sent',
      origin: 'provider',
      detail: 'Twilio: sent',
      createdAt: replyAt,
    },
    {
      storeId: lotusId,
      messageId: reply.id,
      status: 'delivered',
      origin: 'callback',
      detail: 'Twilio: delivered',
      createdAt: new Date(replyAt.getTime() + 5_000),
    },
  ]);
}
