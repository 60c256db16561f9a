import {
  pgTable,
  integer,
  text,
  timestamp,
  uniqueIndex,
  index,
  check,
  smallint,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { users } from './access';
import { employees } from './staff';
import { customers } from './customers';
import { invoices } from './invoices';

export const REVIEW_MODES = ['off', 'sms', 'email'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];

/**
 * Settings → Review SMS and the Google-reviews page: whether a paid ticket
 * asks its customer for a review, how and when, and the store's public
 * Google review link (the one link every customer is shown, whatever her
 * rating: domain.md §3.8, no review gating).
 */
export const reviewSettings = pgTable(
  'review_settings',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    mode: text({ enum: REVIEW_MODES }).notNull().default('off'),
    delayMinutes: integer('delay_minutes').notNull().default(60),
    // Must hold {link}; the link is signed per request when the message goes.
    message: text().notNull(),
    // A review whose salon or technician rating is at or below this opens a follow-up for the owner.
    lowRatingThreshold: smallint('low_rating_threshold').notNull().default(2),
    googleReviewUrl: text('google_review_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('review_settings_delay_range', sql`${t.delayMinutes} between 0 and 10080`),
    check('review_settings_threshold_range', sql`${t.lowRatingThreshold} between 1 and 4`),
  ],
);

export const REVIEW_REQUEST_STATUSES = [
  'queued',
  'sent',
  'opened',
  'completed',
  'expired',
  'cancelled',
] as const;
export type ReviewRequestStatus = (typeof REVIEW_REQUEST_STATUSES)[number];

/**
 * One ask per paid ticket (unique by invoice): queued by the ticket's
 * payment, sent by its job after the store's delay, opened by the signed
 * link, completed by the review. The link carries `nonce`, so a request's
 * link cannot be forged from its id; completing is one conditional UPDATE,
 * so a second submit finds it done.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    // The technician she is asked about: the one who did most of the ticket's services.
    technicianId: integer('technician_id').references(() => employees.id),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    status: text({ enum: REVIEW_REQUEST_STATUSES }).notNull().default('queued'),
    nonce: text().notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    googleClicks: integer('google_clicks').notNull().default(0),
    googleClickedAt: timestamp('google_clicked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_requests_store_id_invoice_id_unique').on(t.storeId, t.invoiceId),
    index('review_requests_store_id_created_at_index').on(t.storeId, t.createdAt),
  ],
);

export const REVIEW_COMMENT_MAX = 1000;

/** A customer's review, one per request; a low one carries a follow-up the owner resolves with a note. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    requestId: integer('request_id')
      .notNull()
      .references(() => reviewRequests.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    technicianId: integer('technician_id').references(() => employees.id),
    salonRating: smallint('salon_rating').notNull(),
    technicianRating: smallint('technician_rating'),
    comment: text().notNull().default(''),
    followUp: text('follow_up', { enum: ['open', 'resolved'] }),
    followUpNote: text('follow_up_note'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id),
    resolvedByName: text('resolved_by_name'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_request_id_unique').on(t.requestId),
    index('reviews_store_id_created_at_index').on(t.storeId, t.createdAt),
    index('reviews_store_id_technician_id_index').on(t.storeId, t.technicianId),
    check('reviews_salon_rating_range', sql`${t.salonRating} between 1 and 5`),
    check(
      'reviews_technician_rating_range',
      sql`${t.technicianRating} is null or ${t.technicianRating} between 1 and 5`,
    ),
    check(
      'reviews_comment_length',
      sql`char_length(${t.comment}) <= ${sql.raw(String(REVIEW_COMMENT_MAX))}`,
    ),
  ],
);
