import type { Db } from '../../../database/client';
import {
  createSubscription,
  listActivePlans,
  type PlanRow,
} from '../../../database/queries/billing';
import { addDays, storeToday } from '../../../common/storeTime';
import { clock } from '../../../common/clock';

/** A new store's free trial: 14 days, the period ending with it. */
export const TRIAL_DAYS = 14;

/** The plan a sign-up starts on: the active monthly "salon" plan, else the cheapest active monthly plan. */
export function defaultPlan(active: PlanRow[]): PlanRow | null {
  const monthly = active.filter((p) => p.interval === 'month');
  return (
    monthly.find((p) => p.code === 'salon') ??
    [...monthly].sort((a, b) => a.priceCents - b.priceCents)[0] ??
    null
  );
}

/**
 * Starts a store's trial on the default plan, from today in its zone. A
 * platform with no plans yet leaves the store without a subscription (as
 * before plans existed); null then.
 */
export async function startTrial(
  db: Db,
  store: { id: number; timezone: string },
  now = clock.now(),
) {
  const plan = defaultPlan(await listActivePlans(db));
  if (!plan) return null;
  const today = storeToday(store.timezone, now);
  const last = addDays(today, TRIAL_DAYS - 1);
  return createSubscription(db, {
    storeId: store.id,
    planId: plan.id,
    status: 'trialing',
    currentPeriodStart: today,
    currentPeriodEnd: last,
    trialEndsOn: last,
    createdAt: now,
  });
}
