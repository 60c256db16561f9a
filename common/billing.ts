/** Subscriptions: the codes the server and the pages share (the pages say them from the catalogue). */

/** Capability keys a plan may include. */
export const PLAN_FEATURES = [
  'appointments',
  'sms_marketing',
  'rewards',
  'reviews',
  'payroll',
  'card_terminals',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Stripe's subscription statuses (incomplete ones are not used: there is no card on file). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What the store accounts list filters by: a subscription status, a disabled store, or none at all. */
export const ACCOUNT_FILTER_STATUSES = [...SUBSCRIPTION_STATUSES, 'disabled', 'none'] as const;
export type AccountFilterStatus = (typeof ACCOUNT_FILTER_STATUSES)[number];

/**
 * What a billing line says, as values: stored beside its English description (kept for the super
 * admin's exports) and sent to the invoice pages, which word the line in the reader's language.
 * The plan's line has the plan's name and interval; texts beyond the allowance, the allowance; a
 * plan change's proration, the old plan's unused or the new plan's remaining days out of the
 * period's. A line the super admin typed (a credit, a void's correction) has none.
 */
export type BillingLineDetails =
  | { plan: string; interval: 'month' | 'year' }
  | { allowance: number }
  | { change: 'unused' | 'remaining'; plan: string; remaining_days: number; period_days: number };
