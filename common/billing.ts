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
