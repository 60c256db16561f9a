import {
  pgTable,
  integer,
  text,
  timestamp,
  boolean,
  jsonb,
  date,
  uniqueIndex,
  index,
  check,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { users } from './access';
import {
  SUBSCRIPTION_STATUSES,
  type BillingLineDetails,
  type PlanFeature,
} from '../../common/billing';

/**
 * The SaaS side (docs/integrations.md §3): what each
 * store pays the platform. Plans are versioned (a price change makes a new
 * row, never an edit of one a store is on); a store has one subscription;
 * billing invoices (not `invoices`, the salon's tickets) are numbered only
 * when finalised, from a counter row locked in the finalising transaction,
 * and never change once open (void and reissue): the migration's triggers
 * refuse it.
 */

export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

// The codes the pages share live in common/billing.ts.
export {
  PLAN_FEATURES,
  SUBSCRIPTION_STATUSES,
  type PlanFeature,
  type SubscriptionStatus,
} from '../../common/billing';

export const BILLING_INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type BillingInvoiceStatus = (typeof BILLING_INVOICE_STATUSES)[number];

/** 'period': the monthly job's invoice (one per subscription and period); 'reissue': a voided invoice's replacement. */
export const BILLING_INVOICE_KINDS = ['period', 'reissue'] as const;
export type BillingInvoiceKind = (typeof BILLING_INVOICE_KINDS)[number];

export const BILLING_LINE_KINDS = [
  'subscription',
  'proration',
  'sms_overage',
  'adjustment',
] as const;
export type BillingLineKind = (typeof BILLING_LINE_KINDS)[number];

export const BILLING_PAYMENT_METHODS = ['check', 'transfer'] as const;
export type BillingPaymentMethod = (typeof BILLING_PAYMENT_METHODS)[number];

export const plans = pgTable(
  'plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Stable across versions ("salon"); (code, version) is unique.
    code: text().notNull(),
    name: text().notNull(),
    version: integer().notNull().default(1),
    interval: text({ enum: PLAN_INTERVALS }).notNull(),
    priceCents: integer('price_cents').notNull(),
    // Limits: null is unlimited.
    maxEmployees: integer('max_employees'),
    maxStations: integer('max_stations'),
    smsPerMonth: integer('sms_per_month'),
    maxLocations: integer('max_locations'),
    features: jsonb().$type<PlanFeature[]>().notNull().default([]),
    // Archived or superseded plans take no new subscriptions; stores already on them stay.
    active: boolean().notNull().default(true),
    supersededBy: integer('superseded_by').references((): AnyPgColumn => plans.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plans_code_version_unique').on(t.code, t.version),
    check('plans_price_range', sql`${t.priceCents} between 0 and 100000000`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    // Days in the store's zone; the period ends the day before the next one starts.
    currentPeriodStart: date('current_period_start', { mode: 'string' }).notNull(),
    currentPeriodEnd: date('current_period_end', { mode: 'string' }).notNull(),
    trialEndsOn: date('trial_ends_on', { mode: 'string' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // Dunning: unsafe requests are refused from this moment until the overdue invoice is paid.
    readOnlyAt: timestamp('read_only_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledBy: integer('disabled_by').references(() => users.id),
    disabledReason: text('disabled_reason'),
    // The referral partner who brought the store (Referrals: a commission on each paid invoice).
    referredByUserId: integer('referred_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_store_id_unique').on(t.storeId),
    index('subscriptions_plan_id_index').on(t.planId),
  ],
);

/** One row per numbering sequence ("CS"): the finalise transaction locks it, so numbers have no gap. */
export const billingCounters = pgTable('billing_counters', {
  prefix: text().primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    kind: text({ enum: BILLING_INVOICE_KINDS }).notNull().default('period'),
    // Null while a draft; "CS-000042" from the counter at finalise.
    number: text(),
    status: text({ enum: BILLING_INVOICE_STATUSES }).notNull().default('draft'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    // The bill-to snapshot, taken at finalise.
    billingName: text('billing_name').notNull(),
    billingEmail: text('billing_email'),
    billingAddress: text('billing_address'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    markedUncollectibleAt: timestamp('marked_uncollectible_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    // Dunning: the retry reminders already sent (1 = the first retry day).
    remindersSent: integer('reminders_sent').notNull().default(0),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => billingInvoices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_invoices_number_unique').on(t.number),
    // The monthly job is idempotent: one period invoice per subscription and period.
    uniqueIndex('billing_invoices_period_unique')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.kind} = 'period'`),
    index('billing_invoices_store_id_status_index').on(t.storeId, t.status),
    check('billing_invoices_numbered', sql`(${t.status} = 'draft') = (${t.number} is null)`),
    check('billing_invoices_paid_range', sql`${t.paidCents} >= 0`),
  ],
);

export const billingInvoiceLines = pgTable(
  'billing_invoice_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id, { onDelete: 'cascade' }),
    kind: text({ enum: BILLING_LINE_KINDS }).notNull(),
    // In English, for the super admin's exports; the pages say the line from `details`.
    description: text().notNull(),
    // Null for a line the super admin typed (its description is the text).
    details: jsonb().$type<BillingLineDetails>(),
    quantity: integer().notNull().default(1),
    unitCents: integer('unit_cents').notNull(),
    // Negative for a credit (the unused part of an old plan).
    amountCents: integer('amount_cents').notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    position: integer().notNull().default(0),
  },
  (t) => [index('billing_invoice_lines_invoice_id_index').on(t.invoiceId)],
);

/** Amounts waiting for the next invoice: a plan change's proration, or a manual credit or charge. */
export const billingAdjustments = pgTable(
  'billing_adjustments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text({ enum: ['proration', 'adjustment'] }).notNull(),
    description: text().notNull(),
    // A proration's values, copied onto its invoice line; null for a typed credit or charge.
    details: jsonb().$type<BillingLineDetails>(),
    amountCents: integer('amount_cents').notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    // Set when an invoice took it.
    invoiceId: integer('invoice_id').references(() => billingInvoices.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_adjustments_store_id_invoice_id_index').on(t.storeId, t.invoiceId)],
);

export const billingPayments = pgTable(
  'billing_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id),
    amountCents: integer('amount_cents').notNull(),
    method: text({ enum: BILLING_PAYMENT_METHODS }).notNull(),
    reference: text().notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_payments_store_id_invoice_id_index').on(t.storeId, t.invoiceId),
    check('billing_payments_amount_range', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Who set or cleared a store's referral partner, and when (the Users page's
 * audit of subscriptions.referred_by_user_id): commissions follow the partner
 * on the subscription when an invoice is paid, so this says since when.
 */
export const referralAssignments = pgTable(
  'referral_assignments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    // Null: the store has no partner from now on.
    partnerId: integer('partner_id').references(() => users.id),
    previousPartnerId: integer('previous_partner_id').references(() => users.id),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_assignments_store_id_created_at_index').on(t.storeId, t.createdAt)],
);

/** "Sign in as owner" for support: who, as whom, when; the owner is shown it. */
export const supportSessions = pgTable(
  'support_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('support_sessions_store_id_started_at_index').on(t.storeId, t.startedAt)],
);

/**
 * How a request of a support session ended: done; refused because support
 * may not do it (middleware/support.ts); not done (refused otherwise, or its
 * input was wrong); null while it runs, or when it broke off.
 */
export const SUPPORT_ACTION_OUTCOMES = ['done', 'refused', 'failed'] as const;
export type SupportActionOutcome = (typeof SUPPORT_ACTION_OUTCOMES)[number];

/**
 * What a support session did at the store, one row per request that writes
 * (and per read it was refused): written before the request runs, its
 * outcome when it ends, so nothing it does goes unrecorded. The owner sees
 * them under Support sign-ins.
 */
export const supportSessionActions = pgTable(
  'support_session_actions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    supportSessionId: integer('support_session_id')
      .notNull()
      .references(() => supportSessions.id),
    method: text().notNull(),
    // The path without its query (a search's words stay out of the log); the route's name once it matched.
    path: text().notNull(),
    routeName: text('route_name'),
    outcome: text({ enum: SUPPORT_ACTION_OUTCOMES }),
    status: integer(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_session_actions_store_id_session_index').on(t.storeId, t.supportSessionId),
  ],
);

/** Last successful sign-in of an account (the Users page shows it). */
export const userSignIns = pgTable('user_sign_ins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
});
