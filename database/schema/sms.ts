import { pgTable, integer, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { customers } from './customers';
import { SMS_STATUSES, type SmsReason, type SmsSourceType } from '../../common/sms';

export {
  SMS_REASONS,
  SMS_SOURCE_TYPES,
  SMS_STATUSES,
  type SmsReason,
  type SmsSourceType,
  type SmsStatus,
} from '../../common/sms';

export const SMS_PURPOSES = ['marketing', 'transactional'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * Every text message in or out of a store: the SMS log. Outbound rows are
 * the outbox too: the sender job claims `queued` rows due now (`send_after`
 * holds marketing past quiet hours), so a message row exists before anything
 * leaves the process and one row is at most one send.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: integer('customer_id').references(() => customers.id),
    direction: text({ enum: ['outbound', 'inbound'] }).notNull(),
    // E.164 (+15551234567).
    toPhone: text('to_phone').notNull(),
    fromPhone: text('from_phone'),
    body: text().notNull(),
    purpose: text({ enum: SMS_PURPOSES }).notNull(),
    sourceType: text('source_type').$type<SmsSourceType>().notNull(),
    sourceId: integer('source_id'),
    status: text({ enum: SMS_STATUSES }).notNull(),
    reason: text().$type<SmsReason>(),
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    segments: integer().notNull().default(1),
    // Thousandths of a cent (a segment costs less than a cent: $0.0083 is 830). Estimated at queue time
    // (segments × SMS_SEGMENT_PRICE); replaced when the provider reports the price.
    costMillicents: integer('cost_millicents').notNull().default(0),
    providerSid: text('provider_sid'),
    attempts: integer().notNull().default(0),
    // Quiet hours: the sender does not take it before this instant.
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    // A claim's end: a sender that died mid-send leaves the row 'sending' until then (and then it is an unknown outcome).
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_messages_provider_sid_unique').on(t.providerSid),
    // The log: a store's messages newest first, filtered by status.
    index('sms_messages_store_id_created_at_index').on(t.storeId, t.createdAt),
    index('sms_messages_store_id_customer_id_index').on(t.storeId, t.customerId),
    index('sms_messages_store_id_source_index').on(t.storeId, t.sourceType, t.sourceId),
    // The sender's claim: only rows still waiting.
    index('sms_messages_due_index')
      .on(t.sendAfter)
      .where(sql`${t.status} = 'queued'`),
    // Quota: a store's marketing this month.
    index('sms_messages_store_id_purpose_created_at_index').on(t.storeId, t.purpose, t.createdAt),
  ],
);

/** Each status a message passed through, with the provider's code: the log's history of a message. */
export const smsMessageEvents = pgTable(
  'sms_message_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    messageId: integer('message_id')
      .notNull()
      .references(() => smsMessages.id),
    status: text({ enum: SMS_STATUSES }).notNull(),
    // 'app' (we queued, claimed, skipped), 'provider' (the send's answer), 'callback' (a status callback).
    origin: text({ enum: ['app', 'provider', 'callback'] }).notNull(),
    errorCode: integer('error_code'),
    detail: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_message_events_message_id_index').on(t.messageId)],
);

export const NOTIFICATION_CHANNELS = ['off', 'sms', 'email', 'both'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Settings → Notification: how each transactional message goes out. One
 * row per store, created on first save; the defaults are the columns'.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    receipt: text({ enum: NOTIFICATION_CHANNELS }).notNull().default('off'),
    bookingConfirmation: text('booking_confirmation', { enum: NOTIFICATION_CHANNELS })
      .notNull()
      .default('email'),
    appointmentReminder: text('appointment_reminder', { enum: NOTIFICATION_CHANNELS })
      .notNull()
      .default('email'),
    technicianReady: text('technician_ready', { enum: NOTIFICATION_CHANNELS })
      .notNull()
      .default('off'),
    // Marketing texts a month; null uses SMS_MONTHLY_QUOTA.
    smsMonthlyQuota: integer('sms_monthly_quota'),
    // The store's texting number (E.164): what its messages come from and how an inbound text finds its store. Null: TWILIO_FROM.
    smsNumber: text('sms_number'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_settings_sms_number_unique').on(t.smsNumber)],
);

/**
 * Numbers that texted STOP to a store (removed by START): nothing, not even
 * a receipt, is sent to them. Kept by number, not customer, because the
 * opt-out is the phone's (two customer records may share none, one, or a
 * number later given to someone else) and Twilio refuses them anyway (21610).
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    phone: text().notNull(),
    // The word she sent (STOP, UNSUBSCRIBE…), or 'provider 21610' when Twilio told us first.
    keyword: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_opt_outs_store_id_phone_unique').on(t.storeId, t.phone)],
);
