import { pgTable, integer, text, timestamp, jsonb, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { users } from './access';
import { invoices } from './invoices';

/**
 * What a station rang up or clocked while the network was down,
 * sent when it came back. A ticket the server accepted is an invoice under
 * the same idempotency key and needs no row here; a ticket or a clock event
 * it could not take as recorded (a price changed, a technician left, a shift
 * that overlaps) waits here for a manager (status to_resolve, then resolved).
 * Accepted clock events are kept too, so a repeat of one answers the same.
 * The payload is the ticket as the station recorded it; never credentials.
 */

export const OFFLINE_KINDS = ['ticket', 'clock_in', 'clock_out'] as const;
export type OfflineKind = (typeof OFFLINE_KINDS)[number];
export const OFFLINE_STATUSES = ['accepted', 'to_resolve', 'resolved'] as const;
export type OfflineStatus = (typeof OFFLINE_STATUSES)[number];
export const OFFLINE_RESOLUTIONS = ['accepted_today', 'accepted_recorded', 'discarded'] as const;
export type OfflineResolution = (typeof OFFLINE_RESOLUTIONS)[number];

export const offlineSubmissions = pgTable(
  'offline_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text({ enum: OFFLINE_KINDS }).notNull(),
    // The station's key for this ticket or clock event: one row (and one invoice) per key.
    key: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    // When it happened at the station (UTC), not when it reached the server.
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    status: text({ enum: OFFLINE_STATUSES }).notNull(),
    reason: text(),
    // Why a clock event waits, as the rule's code (server/domain/staff/offlineClockRule.ts); null for a ticket.
    reasonCode: text('reason_code'),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    clockRecordId: integer('clock_record_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text({ enum: OFFLINE_RESOLUTIONS }),
    resolutionNote: text('resolution_note'),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id),
    resolvedByName: text('resolved_by_name'),
  },
  (t) => [
    uniqueIndex('offline_submissions_store_id_key_unique').on(t.storeId, t.key),
    index('offline_submissions_store_id_status_created_at_index').on(
      t.storeId,
      t.status,
      t.createdAt,
    ),
  ],
);
