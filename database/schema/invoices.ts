import {
  pgTable,
  integer,
  text,
  timestamp,
  jsonb,
  uniqueIndex,
  index,
  primaryKey,
  check,
  date,
  boolean,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { users } from './access';
import { employees } from './staff';
import { customers } from './customers';
import { services, taxes } from './catalog';

/** The last ticket number given out per store: checkout takes the next one inside its transaction. */
export const ticketCounters = pgTable('ticket_counters', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Who did something, kept by name too so history reads the same after an account is gone. */
const actorColumns = {
  byUserId: () => integer('by_user_id').references(() => users.id),
  byEmployeeId: () => integer('by_employee_id').references(() => employees.id),
  byName: () => text('by_name').notNull(),
};

/**
 * A ticket: a saved ticket while `draft`, an invoice once `paid`, `voided`
 * the same store day. Amounts are integer cents; the five tender columns
 * carry the spec's names (cash_amount …, docs/requirements.md §3) and hold cents too.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    // Given at checkout from ticket_counters; a draft has none.
    number: integer(),
    status: text({ enum: ['draft', 'paid', 'voided'] })
      .notNull()
      .default('draft'),
    customerId: integer('customer_id').references(() => customers.id),
    // The visit this ticket pays for: paying it marks the check-in done (no FK: check_ins is defined after invoices).
    checkInId: integer('check_in_id'),
    // Set by appointments; the turn rules leave appointment lines out unless the store counts them.
    appointmentId: integer('appointment_id'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    ticketDiscountType: text('ticket_discount_type', { enum: ['amount', 'percent'] }),
    // Cents for an amount discount, whole percent for a percent discount.
    ticketDiscountValue: integer('ticket_discount_value').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    tipCents: integer('tip_cents').notNull().default(0),
    amountDueCents: integer('amount_due_cents').notNull().default(0),
    cashAmount: integer('cash_amount').notNull().default(0),
    creditCardAmount: integer('credit_card_amount').notNull().default(0),
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    couponAmount: integer('coupon_amount').notNull().default(0),
    checkAmount: integer('check_amount').notNull().default(0),
    changeCents: integer('change_cents').notNull().default(0),
    // The tip rule in force when the ticket was paid, so a later settings change cannot re-split old tips.
    tipBase: text('tip_base', { enum: ['subtotal', 'total'] })
      .notNull()
      .default('subtotal'),
    tipSplit: text('tip_split', { enum: ['proportional', 'even', 'manual'] })
      .notNull()
      .default('proportional'),
    // How the store took coupons when this ticket was paid (settings: tender or discount), so changing the setting never re-prices history.
    couponMode: text('coupon_mode', { enum: ['tender', 'discount'] })
      .notNull()
      .default('tender'),
    // The client's key for one checkout: a repeat returns the same invoice and charges nothing twice.
    idempotencyKey: text('idempotency_key'),
    createdByUserId: actorColumns.byUserId(),
    createdByEmployeeId: actorColumns.byEmployeeId(),
    createdByName: text('created_by_name').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_store_id_number_unique')
      .on(t.storeId, t.number)
      .where(sql`${t.number} is not null`),
    uniqueIndex('invoices_store_id_idempotency_key_unique')
      .on(t.storeId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('invoices_store_id_paid_at_index')
      .on(t.storeId, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('invoices_store_id_status_updated_at_index').on(t.storeId, t.status, t.updatedAt),
    index('invoices_store_id_customer_id_index').on(t.storeId, t.customerId),
    // A customer's first paid visit in one probe (stats: new against returning customers).
    index('invoices_store_id_customer_id_paid_at_index')
      .on(t.storeId, t.customerId, t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check(
      'invoices_paid_has_number',
      sql`${t.status} = 'draft' or (${t.number} is not null and ${t.paidAt} is not null)`,
    ),
    check(
      'invoices_amounts_not_negative',
      sql`${t.totalCents} >= 0 and ${t.tipCents} >= 0 and ${t.cashAmount} >= 0 and ${t.creditCardAmount} >= 0 and ${t.giftCardAmount} >= 0 and ${t.couponAmount} >= 0 and ${t.checkAmount} >= 0`,
    ),
  ],
);

/** A line of a ticket, with the name, price and rules copied from the menu at the time of sale. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    // The client's key ("service-" + timestamp + random, docs/requirements.md §9).
    lineKey: text('line_key').notNull(),
    kind: text({ enum: ['service', 'retail', 'giftcard'] }).notNull(),
    serviceId: integer('service_id').references(() => services.id),
    name: text().notNull(),
    technicianId: integer('technician_id').references(() => employees.id),
    // The customer asked for this technician: by default a requested service is not a walk-in turn.
    requested: boolean().notNull().default(false),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer().notNull().default(1),
    discountCents: integer('discount_cents').notNull().default(0),
    ticketDiscountCents: integer('ticket_discount_cents').notNull().default(0),
    netCents: integer('net_cents').notNull(),
    taxIds: jsonb('tax_ids').$type<number[]>().notNull().default([]),
    turnWeightHalves: integer('turn_weight_halves').notNull().default(0),
    commissionRateBp: integer('commission_rate_bp'),
    // The card a gift card line sold.
    giftCardId: integer('gift_card_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('invoice_lines_store_id_invoice_id_index').on(t.storeId, t.invoiceId),
    index('invoice_lines_store_id_technician_id_index').on(t.storeId, t.technicianId),
    check('invoice_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Tax charged per rate on a ticket, with the name and rate as they were. */
export const invoiceTaxes = pgTable(
  'invoice_taxes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    taxId: integer('tax_id').references(() => taxes.id),
    name: text().notNull(),
    rate: integer().notNull(),
    baseCents: integer('base_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('invoice_taxes_store_id_invoice_id_index').on(t.storeId, t.invoiceId)],
);

/** Each technician's share of a ticket's tip: 100 % theirs (docs/domain.md §3.3). */
export const invoiceTips = pgTable(
  'invoice_tips',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    technicianId: integer('technician_id')
      .notNull()
      .references(() => employees.id),
    cents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.technicianId] }),
    index('invoice_tips_store_id_technician_id_index').on(t.storeId, t.technicianId),
    // The shares of a period's tickets, led by store_id like every other child table.
    index('invoice_tips_store_id_invoice_id_index').on(t.storeId, t.invoiceId),
  ],
);

/** A tender. Cards keep only the last four digits and the authorisation code: never a full number. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    type: text({ enum: ['cash', 'credit_card', 'gift_card', 'coupon', 'check'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    // Cash handed over, before change.
    tenderedCents: integer('tendered_cents'),
    cardLast4: text('card_last4'),
    authCode: text('auth_code'),
    // From the terminal's approval (none for a card typed in by hand): Visa…, chip/tap/swipe/manual, the gateway's reference.
    cardType: text('card_type'),
    entryMode: text('entry_mode'),
    cardReference: text('card_reference'),
    // The terminal sale that paid this tender (card_transactions.id; no FK: that table is defined after this one).
    cardTransactionId: integer('card_transaction_id'),
    checkNumber: text('check_number'),
    giftCardId: integer('gift_card_id'),
    couponId: integer('coupon_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_store_id_invoice_id_index').on(t.storeId, t.invoiceId),
    check('invoice_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'invoice_payments_card_last4',
      sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`,
    ),
  ],
);

/** Every change after payment (tip, its split, a line's technician, a tender correction, a void): who, when, why, before, after. */
export const invoiceAudits = pgTable(
  'invoice_audits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    action: text({ enum: ['tip', 'technician', 'tender', 'void'] }).notNull(),
    reason: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    byUserId: actorColumns.byUserId(),
    byEmployeeId: actorColumns.byEmployeeId(),
    byName: actorColumns.byName(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_audits_store_id_invoice_id_index').on(t.storeId, t.invoiceId)],
);

/** A refund is its own record linked to the invoice, never an overwrite of it. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    reason: text().notNull(),
    // Lines (net), their tax and any tip given back, in cents.
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    tipCents: integer('tip_cents').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    // Cash given back beyond what the ticket was paid in cash: only by a manager's override, with its reason (by_* is who).
    overrideCents: integer('override_cents').notNull().default(0),
    overrideReason: text('override_reason'),
    byUserId: actorColumns.byUserId(),
    byEmployeeId: actorColumns.byEmployeeId(),
    byName: actorColumns.byName(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_store_id_created_at_index').on(t.storeId, t.createdAt),
    check(
      'refunds_override_has_reason',
      sql`${t.overrideCents} >= 0 and (${t.overrideCents} = 0 or ${t.overrideReason} is not null)`,
    ),
    index('refunds_store_id_invoice_id_index').on(t.storeId, t.invoiceId),
    uniqueIndex('refunds_store_id_idempotency_key_unique')
      .on(t.storeId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // A refund gives back lines, or only a tip (the technicians' money, docs/domain.md §3.3), never nothing.
    check(
      'refunds_amount_positive',
      sql`${t.amountCents} >= 0 and ${t.tipCents} >= 0 and ${t.amountCents} + ${t.tipCents} > 0`,
    ),
  ],
);

export const refundLines = pgTable(
  'refund_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    invoiceLineId: integer('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id),
    netCents: integer('net_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
  },
  (t) => [index('refund_lines_store_id_refund_id_index').on(t.storeId, t.refundId)],
);

/** Where refunded money went: back to cash, the card, a check, or onto a gift card. */
export const refundPayments = pgTable(
  'refund_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    type: text({ enum: ['cash', 'credit_card', 'gift_card', 'check'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    giftCardId: integer('gift_card_id'),
  },
  (t) => [
    index('refund_payments_store_id_refund_id_index').on(t.storeId, t.refundId),
    check('refund_payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Stored value. The balance column is kept in the same transaction as each
 * ledger row and can never go below zero (the check), so many redemptions at
 * once cannot overspend a card; the ledger is the history and the proof.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    code: text().notNull(),
    balanceCents: integer('balance_cents').notNull().default(0),
    recipientName: text('recipient_name'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_store_id_code_unique').on(t.storeId, sql`lower(${t.code})`),
    check('gift_cards_balance_not_negative', sql`${t.balanceCents} >= 0`),
  ],
);

/** Append-only: issue (+), redeem (−), refund (+), adjust (±, with a reason). */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    kind: text({ enum: ['issue', 'redeem', 'refund', 'adjust'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    refundId: integer('refund_id').references(() => refunds.id),
    reason: text(),
    byName: actorColumns.byName(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_entries_store_id_card_index').on(t.storeId, t.giftCardId, t.createdAt)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    code: text().notNull(),
    kind: text({ enum: ['percent', 'amount'] }).notNull(),
    // Whole percent, or cents.
    value: integer().notNull(),
    minimumSpendCents: integer('minimum_spend_cents').notNull().default(0),
    // The store's calendar days, inclusive.
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_store_id_code_unique').on(t.storeId, sql`lower(${t.code})`),
    check(
      'coupons_value_range',
      sql`${t.value} > 0 and (${t.kind} = 'amount' or ${t.value} <= 100)`,
    ),
  ],
);

/** One use of a coupon on a ticket; a void releases it (released_at) instead of deleting it. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    customerId: integer('customer_id').references(() => customers.id),
    amountCents: integer('amount_cents').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_store_id_coupon_id_index').on(t.storeId, t.couponId)],
);
