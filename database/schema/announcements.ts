import {
  pgTable,
  integer,
  text,
  timestamp,
  jsonb,
  uniqueIndex,
  index,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { customers } from './customers';
import { coupons } from './invoices';
import type { AudienceRule } from '../../common/announcements';

/** An SMS blast to an audience of the store's consented customers (Announcements). */
export const announcements = pgTable(
  'announcements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text().notNull(),
    body: text().notNull(),
    audience: jsonb().$type<AudienceRule>().notNull(),
    // The coupon made for this campaign: one code for everyone who gets it, so its uses are the campaign's redemptions.
    couponId: integer('coupon_id').references(() => coupons.id),
    status: text({ enum: ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] })
      .notNull()
      .default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Set by the send job: the audience as resolved at send time (what each text became is in sms_messages, by source).
    recipientCount: integer('recipient_count').notNull().default(0),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_store_id_created_at_index').on(t.storeId, t.createdAt),
    check(
      'announcements_scheduled_has_time',
      sql`${t.status} <> 'scheduled' or ${t.scheduledAt} is not null`,
    ),
  ],
);

/**
 * One row per customer an announcement went to. The unique pair is what makes a
 * second run of the send job (a retry, two processes, a double tap on Send) text no one twice.
 */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    phone: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announcement_recipients_announcement_id_customer_id_unique').on(
      t.announcementId,
      t.customerId,
    ),
    uniqueIndex('announcement_recipients_announcement_id_phone_unique').on(
      t.announcementId,
      t.phone,
    ),
    index('announcement_recipients_store_id_announcement_id_index').on(t.storeId, t.announcementId),
  ],
);
