import {
  pgTable,
  integer,
  text,
  timestamp,
  boolean,
  uniqueIndex,
  index,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { users } from './access';
import { billingInvoices } from './billing';
import { SUPPORT_TICKET_STATUSES } from '../../common/supports';

/**
 * Supports and Referrals. A support ticket is a store's (or a
 * referral partner's own, store_id null) thread with the super admin; a
 * referral commission is one row per paid billing invoice of a store a
 * partner brought (subscriptions.referred_by_user_id).
 */

export { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '../../common/supports';

export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Null for a referral partner's own ticket (a partner belongs to no store).
    storeId: integer('store_id').references(() => stores.id),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id),
    subject: text().notNull(),
    status: text({ enum: SUPPORT_TICKET_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_store_id_status_index').on(t.storeId, t.status),
    index('support_tickets_opened_by_index').on(t.openedBy),
    check('support_tickets_subject_length', sql`char_length(${t.subject}) between 1 and 120`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    // Written by the super admin (platform staff).
    isStaff: boolean('is_staff').notNull().default(false),
    body: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_ticket_id_index').on(t.ticketId),
    check('support_messages_body_length', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/**
 * An image on a support message. It is uploaded first (message_id null, its
 * uploader's alone) and claimed by the ticket or reply that sends it, in that
 * message's transaction.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    // The uploader's store (null for a referral partner or the super admin), like the ticket's.
    storeId: integer('store_id').references(() => stores.id),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    // A random name under STORAGE_DIR/support.
    path: text().notNull(),
    contentType: text('content_type', { enum: SUPPORT_ATTACHMENT_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_attachments_message_id_index').on(t.messageId),
    index('support_attachments_uploaded_by_index').on(t.uploadedBy, t.messageId),
  ],
);

export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id),
    paidCents: integer('paid_cents').notNull(),
    bps: integer().notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_commissions_invoice_id_unique').on(t.invoiceId),
    index('referral_commissions_partner_id_index').on(t.partnerId),
  ],
);
