import {
  pgTable,
  integer,
  text,
  timestamp,
  jsonb,
  uniqueIndex,
  index,
  boolean,
  check,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores, stations } from './stores';
import { users } from './access';
import { employees } from './staff';
import { invoices, invoicePayments, refunds } from './invoices';

/** Who did something, kept by name too so history reads the same after an account is gone. */
const actor = {
  byUserId: () => integer('by_user_id').references(() => users.id),
  byEmployeeId: () => integer('by_employee_id').references(() => employees.id),
  byName: () => text('by_name').notNull(),
};

export const TERMINAL_MODES = ['http', 'tcp'] as const;
export type TerminalMode = (typeof TERMINAL_MODES)[number];

/**
 * A PAX card terminal on the store's LAN (docs/integrations.md §1). It serves at most one
 * station: the POS on that station sends its card payments to it. A removed terminal is kept
 * (soft-deleted) because its card transactions and batches name it.
 */
export const terminalDevices = pgTable(
  'terminal_devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text().notNull(),
    // An IPv4 address or a host name on the LAN.
    host: text().notNull(),
    port: integer().notNull().default(10009),
    mode: text({ enum: TERMINAL_MODES }).notNull().default('http'),
    stationId: integer('station_id').references(() => stations.id),
    // How long a call may block while the customer taps, inserts or signs.
    timeoutSeconds: integer('timeout_seconds').notNull().default(120),
    // What A00 Initialize answered at the last "Test connection".
    serialNumber: text('serial_number'),
    model: text(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastCheckOk: boolean('last_check_ok'),
    lastCheckMessage: text('last_check_message'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terminal_devices_store_id_name_unique')
      .on(t.storeId, t.name)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('terminal_devices_store_id_station_id_unique')
      .on(t.storeId, t.stationId)
      .where(sql`${t.deletedAt} is null and ${t.stationId} is not null`),
    check('terminal_devices_port_range', sql`${t.port} between 1 and 65535`),
    check('terminal_devices_timeout_range', sql`${t.timeoutSeconds} between 5 and 300`),
  ],
);

/** Settings → PAX Credit: one row per store, created on first save (defaults otherwise). */
export const paxSettings = pgTable('pax_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  // 'device': the terminal asks for the tip before the card (TIPREQ=1); 'adjust': the sale is authorised without it and the tip is adjusted before the batch closes.
  tipMode: text('tip_mode', { enum: ['device', 'adjust'] })
    .notNull()
    .default('adjust'),
  // Ask for a signature on the terminal (SIGN=1).
  signature: boolean().notNull().default(false),
  // Store-local "HH:MM": close the batch before this (before the terminal's own auto-batch).
  batchCutoff: text('batch_cutoff').notNull().default('21:00'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const CARD_TRANSACTION_KINDS = ['sale', 'return', 'void', 'adjust'] as const;
export type CardTransactionKind = (typeof CARD_TRANSACTION_KINDS)[number];

/**
 * - pending: sent to the terminal, no answer yet;
 * - approved: the terminal approved (`approved_cents` may be less than asked: a partial approval);
 * - declined: the terminal or the host said no, or the clerk cancelled; nothing was charged;
 * - unknown: the call timed out or the connection dropped after the request left: the card may or may
 *   not have been charged, so it must be resolved (looked up on the terminal, or the clerk answers);
 * - failed: the request never reached the terminal (refused, unreachable): nothing was charged.
 */
export const CARD_TRANSACTION_STATUSES = [
  'pending',
  'approved',
  'declined',
  'unknown',
  'failed',
] as const;
export type CardTransactionStatus = (typeof CARD_TRANSACTION_STATUSES)[number];

/**
 * Every request the POS sent to a terminal and what came back: sales, returns, voids and tip
 * adjusts. Only the last four digits of a card are ever kept. `ecr_ref` is our reference
 * (ECRRefNum), unique per store, so a repeated request is recognised and an unknown result can
 * be looked up on the terminal by it.
 */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminalDevices.id),
    stationId: integer('station_id').references(() => stations.id),
    kind: text({ enum: CARD_TRANSACTION_KINDS }).notNull(),
    status: text({ enum: CARD_TRANSACTION_STATUSES }).notNull().default('pending'),
    ecrRef: text('ecr_ref').notNull(),
    // The sale a void, return or adjust acts on.
    originalId: integer('original_id'),
    requestedCents: integer('requested_cents').notNull(),
    // What the card was charged (or given back) for the sale itself, tip excluded.
    approvedCents: integer('approved_cents').notNull().default(0),
    // The tip on the card: prompted on the device, or adjusted later (a sale's current tip).
    tipCents: integer('tip_cents').notNull().default(0),
    cardLast4: text('card_last4'),
    cardType: text('card_type'),
    entryMode: text('entry_mode'),
    authCode: text('auth_code'),
    // The gateway's reference (HREF) and the terminal's own transaction number.
    hostRef: text('host_ref'),
    terminalRef: text('terminal_ref'),
    batchNo: text('batch_no'),
    resultCode: text('result_code'),
    resultText: text('result_text'),
    // Set when a sale pays a ticket (checkout links it) or a return/void is part of a refund or void.
    invoiceId: integer('invoice_id').references(() => invoices.id),
    invoicePaymentId: integer('invoice_payment_id').references(() => invoicePayments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    // A sale later voided on the terminal (its void is its own row pointing here).
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    // Set when the batch holding it is closed: its tip is final from then on.
    batchId: integer('batch_id'),
    // How an unknown result was settled: found on the terminal, or answered by the clerk.
    resolution: text({ enum: ['terminal_lookup', 'clerk_approved', 'clerk_declined'] }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    byUserId: actor.byUserId(),
    byEmployeeId: actor.byEmployeeId(),
    byName: actor.byName(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_transactions_store_id_ecr_ref_unique').on(t.storeId, t.ecrRef),
    index('card_transactions_store_id_terminal_id_batch_id_index').on(
      t.storeId,
      t.terminalId,
      t.batchId,
    ),
    index('card_transactions_store_id_invoice_id_index')
      .on(t.storeId, t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    index('card_transactions_store_id_created_at_index').on(t.storeId, t.createdAt),
    check(
      'card_transactions_amounts',
      sql`${t.requestedCents} >= 0 and ${t.approvedCents} >= 0 and ${t.tipCents} >= 0`,
    ),
    check(
      'card_transactions_card_last4',
      sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`,
    ),
  ],
);

/**
 * Who is giving a ticket's card money back right now: a refund (its idempotency key) or a void. A
 * reversal calls the terminal outside any transaction, so two different refunds of one ticket could
 * each pass their checks before either is written and both move money on the card; the claim makes
 * the second wait its turn. A claim left by a crashed process lapses (domain/terminals/ticketClaims.ts).
 */
export const ticketCardClaims = pgTable(
  'ticket_card_claims',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    claimKey: text('claim_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.invoiceId] })],
);

/** One difference found when closing a batch, and what the manager did about it. */
export interface BatchDifference {
  kind:
    | 'missing_on_terminal'
    | 'missing_on_pos'
    | 'amount_mismatch'
    | 'tip_not_adjusted'
    | 'unknown_result'
    | 'not_on_ticket';
  cardTransactionId: number | null;
  terminalRef: string | null;
  posCents: number | null;
  terminalCents: number | null;
  resolution: string;
}

/**
 * A closed (settled) card batch of one terminal: what the POS counted, what the terminal counted
 * (R00) and what the host accepted (B00), with the differences listed at the close.
 */
export const cardBatches = pgTable(
  'card_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminalDevices.id),
    batchNo: text('batch_no'),
    hostRef: text('host_ref'),
    // The host's answer to B00.
    count: integer().notNull(),
    amountCents: integer('amount_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    posCount: integer('pos_count').notNull(),
    posAmountCents: integer('pos_amount_cents').notNull(),
    terminalCount: integer('terminal_count').notNull(),
    terminalAmountCents: integer('terminal_amount_cents').notNull(),
    differences: jsonb().$type<BatchDifference[]>().notNull().default([]),
    resultCode: text('result_code'),
    resultText: text('result_text'),
    // 'closing' while B00 is out: the claim that makes a double submit close once (deleted if the host declines).
    status: text({ enum: ['closing', 'closed'] })
      .notNull()
      .default('closed'),
    byUserId: actor.byUserId(),
    byEmployeeId: actor.byEmployeeId(),
    byName: actor.byName(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_batches_store_id_closed_at_index').on(t.storeId, t.closedAt),
    uniqueIndex('card_batches_store_id_terminal_id_closing_unique')
      .on(t.storeId, t.terminalId)
      .where(sql`${t.status} = 'closing'`),
  ],
);

export const BATCH_DIFFERENCE_KINDS = [
  'missing_on_terminal',
  'missing_on_pos',
  'amount_mismatch',
  'tip_not_adjusted',
  'unknown_result',
  'not_on_ticket',
] as const;

/**
 * What a manager did about one difference of a terminal's open batch before closing it ("not
 * charged", "recorded as an unmatched sale", "linked to ticket #12", "no tip", "took the terminal's
 * tip" …). Rows stay with `batch_id` null until the close copies them into the batch's
 * `differences` and stamps them; one open resolution per transaction and kind.
 */
export const cardBatchResolutions = pgTable(
  'card_batch_resolutions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminalDevices.id),
    kind: text({ enum: BATCH_DIFFERENCE_KINDS }).notNull(),
    cardTransactionId: integer('card_transaction_id').references(() => cardTransactions.id),
    terminalRef: text('terminal_ref'),
    posCents: integer('pos_cents'),
    terminalCents: integer('terminal_cents'),
    // One sentence: what was done, with the manager's reason.
    resolution: text().notNull(),
    batchId: integer('batch_id').references(() => cardBatches.id),
    byUserId: actor.byUserId(),
    byEmployeeId: actor.byEmployeeId(),
    byName: actor.byName(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_batch_resolutions_store_id_terminal_id_batch_id_index').on(
      t.storeId,
      t.terminalId,
      t.batchId,
    ),
    uniqueIndex('card_batch_resolutions_store_id_card_transaction_id_kind_unique')
      .on(t.storeId, t.cardTransactionId, t.kind)
      .where(sql`${t.batchId} is null and ${t.cardTransactionId} is not null`),
  ],
);
