import type { Db } from '../../../database/client';
import {
  listBillableSubscriptions,
  listUnpaidInvoices,
  lockSubscription,
  updateBillingInvoice,
  updateSubscription,
  type PlanRow,
  type SubscriptionRow,
} from '../../../database/queries/billing';
import { addDays, storeToday } from '../../../common/storeTime';
import { createPeriodInvoice, queueInvoiceEmail } from './invoices';
import { periodAfter } from './periods';
import { DEFAULT_DUNNING_POLICY, dunningStage, remindersDue, type DunningPolicy } from './dunning';
import { clock } from '../../../common/clock';

export const BILLING_JOB = 'billing.invoices';

export interface BillingPassResult {
  invoices: number;
  reminders: number;
  transitions: number;
}

/**
 * The monthly billing job, safe to run any number of times (each pass only
 * does what the store's date calls for, and the unique period index refuses
 * a second invoice): ends trials, rolls periods over, makes each period's
 * invoice, then applies dunning by the oldest unpaid invoice's dates.
 */
export async function runBillingPass(
  db: Db,
  now = clock.now(),
  policy: DunningPolicy = DEFAULT_DUNNING_POLICY,
): Promise<BillingPassResult> {
  const result: BillingPassResult = { invoices: 0, reminders: 0, transitions: 0 };
  for (const { subscription, plan, timezone } of await listBillableSubscriptions(db)) {
    const today = storeToday(timezone, now);
    const sub = await rollPeriods(db, subscription, plan, today);
    if (!sub) continue;
    if (
      sub.status !== 'trialing' &&
      sub.status !== 'canceled' &&
      sub.status !== 'paused' &&
      sub.currentPeriodStart <= today
    ) {
      if (
        await createPeriodInvoice(
          db,
          sub,
          plan,
          timezone,
          { start: sub.currentPeriodStart, end: sub.currentPeriodEnd },
          now,
        )
      )
        result.invoices++;
    }
    const d = await dun(db, sub, today, policy, now);
    result.reminders += d.reminders;
    result.transitions += d.transitions;
  }
  return result;
}

/**
 * What one step past a period's end does to a subscription, or null while the
 * period lasts (or once cancelled): an owner's "cancel at period end" ends it
 * as cancelled on the first day after the period, with no new period and so
 * no new invoice; otherwise the next period starts (a trial becomes active).
 * The store keeps its days already paid for: the account middleware lets it
 * in up to currentPeriodEnd.
 */
export function periodRoll(
  sub: Pick<SubscriptionRow, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
  interval: PlanRow['interval'],
  today: string,
): Partial<Pick<SubscriptionRow, 'status' | 'currentPeriodStart' | 'currentPeriodEnd'>> | null {
  if (sub.status === 'canceled' || today <= sub.currentPeriodEnd) return null;
  if (sub.cancelAtPeriodEnd) return { status: 'canceled' };
  const next = periodAfter(sub.currentPeriodEnd, interval);
  return {
    currentPeriodStart: next.start,
    currentPeriodEnd: next.end,
    ...(sub.status === 'trialing' ? { status: 'active' as const } : {}),
  };
}

/** Trials that ended become active with a first period; periods that ended give way to the next (or a cancellation). */
async function rollPeriods(
  db: Db,
  subscription: SubscriptionRow,
  plan: PlanRow,
  today: string,
): Promise<SubscriptionRow | null> {
  if (today <= subscription.currentPeriodEnd) return subscription;
  return db.transaction(async (tx) => {
    let sub = (await lockSubscription(tx, subscription.storeId))!;
    for (
      let change = periodRoll(sub, plan.interval, today);
      change;
      change = periodRoll(sub, plan.interval, today)
    ) {
      sub = (await updateSubscription(tx, sub.storeId, change))!;
    }
    return sub;
  });
}

/** Reminders on the retry days, then past due, read-only (unpaid) and disabled with the invoice uncollectible. */
async function dun(db: Db, sub: SubscriptionRow, today: string, policy: DunningPolicy, now: Date) {
  const out = { reminders: 0, transitions: 0 };
  const [oldest] = (await listUnpaidInvoices(db, sub.storeId)).filter((i) => i.dueOn < today);
  if (!oldest) return out;
  await db.transaction(async (tx) => {
    const due = remindersDue(oldest.dueOn, today, policy);
    if (due > oldest.remindersSent) {
      await updateBillingInvoice(tx, sub.storeId, oldest.id, { remindersSent: due });
      if (await queueInvoiceEmail(tx, oldest, `reminder-${due}`, now)) out.reminders++;
    }
    const stage = dunningStage(oldest.dueOn, today, policy);
    const current = (await lockSubscription(tx, sub.storeId))!;
    if (stage === 'disabled' && !current.disabledAt) {
      await updateBillingInvoice(tx, sub.storeId, oldest.id, {
        status: 'uncollectible',
        markedUncollectibleAt: now,
      });
      await updateSubscription(tx, sub.storeId, {
        status: 'unpaid',
        disabledAt: now,
        disabledBy: null,
        disabledReason: `Invoice ${oldest.number} was not paid by ${addDays(oldest.dueOn, policy.disabledAfterDays)}.`,
      });
      out.transitions++;
    } else if (stage === 'read_only' && (!current.readOnlyAt || current.status !== 'unpaid')) {
      await updateSubscription(tx, sub.storeId, {
        status: 'unpaid',
        readOnlyAt: current.readOnlyAt ?? now,
      });
      out.transitions++;
    } else if (stage === 'past_due' && current.status === 'active') {
      await updateSubscription(tx, sub.storeId, { status: 'past_due' });
      out.transitions++;
    }
  });
  return out;
}
