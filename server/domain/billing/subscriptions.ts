import type { Db } from '../../../database/client';
import {
  addAdjustment,
  getPlan,
  getStoreForBilling,
  insertReferralAssignment,
  lockSubscription,
  updateSubscription,
  type PlanRow,
  type SubscriptionRow,
} from '../../../database/queries/billing';
import { getReferralPartner } from '../../../database/queries/referrals';
import { addDays, storeToday } from '../../../common/storeTime';
import { formatCurrency } from '../../../common/money';
import { DomainError } from '../errors';
import { prorate, type Proration } from './proration';
import { clock } from '../../../common/clock';
import { say, type Said } from '../../../common/said';

/** How far ahead a trial may be extended. */
export const MAX_TRIAL_EXTENSION_DAYS = 90;

const noSubscription = () =>
  new DomainError(say('validation.billing.thisStoreHasNoSubscription'), null, 404);

/**
 * What moving a store to another plan today costs, before it is confirmed:
 * nothing during a trial (nothing was paid), else the day-based proration
 * of the current period. Plans of another interval are refused: a period's
 * days cannot be priced in both.
 */
export function planChangeQuote(
  sub: SubscriptionRow,
  from: PlanRow,
  to: PlanRow,
  today: string,
): Proration | null {
  if (to.id === from.id)
    throw new DomainError(say('validation.billing.theStoreIsOnThis'), 'plan_id');
  if (!to.active) throw new DomainError(say('validation.billing.thisPlanTakesNoNew'), 'plan_id');
  if (to.interval !== from.interval)
    throw new DomainError(
      say('validation.billing.choosePlanOfInterval', { interval: from.interval }),
      'plan_id',
    );
  if (sub.status === 'trialing') return null;
  return prorate({
    oldPriceCents: from.priceCents,
    newPriceCents: to.priceCents,
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    changeOn: today,
  });
}

/** What a plan change did, in the product's English: the prorated net, if any, goes on the next invoice. */
export const planChangedMessage = (
  storeName: string,
  planName: string,
  quote: { netCents: number } | null,
) =>
  quote
    ? say('flash.billing.isOnNowGoesOn', {
        store: storeName,
        plan: planName,
        amount: formatCurrency(quote.netCents),
      })
    : say('flash.billing.isOnNow', { store: storeName, plan: planName });

/** Moves a store to another plan now; the proration waits for the next invoice as two adjustments (credit, charge). */
export async function changePlan(
  db: Db,
  storeId: number,
  planId: number,
  by: number,
  now = clock.now(),
) {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, storeId);
    if (!sub) throw noSubscription();
    const [from, to, store] = await Promise.all([
      getPlan(tx, sub.planId),
      getPlan(tx, planId),
      getStoreForBilling(tx, storeId),
    ]);
    if (!to) throw new DomainError(say('validation.billing.chooseAPlan'), 'plan_id');
    const today = storeToday(store!.timezone, now);
    const quote = planChangeQuote(sub, from!, to, today);
    if (quote && quote.remainingDays > 0) {
      const period = { periodStart: today, periodEnd: sub.currentPeriodEnd };
      const days = `${quote.remainingDays} of ${quote.periodDays} days`;
      const proratedDays = { remaining_days: quote.remainingDays, period_days: quote.periodDays };
      await addAdjustment(tx, {
        storeId,
        kind: 'proration',
        description: `Unused time on ${from!.name} (${days})`,
        details: { change: 'unused', plan: from!.name, ...proratedDays },
        amountCents: quote.creditCents,
        ...period,
        createdBy: by,
      });
      await addAdjustment(tx, {
        storeId,
        kind: 'proration',
        description: `Remaining time on ${to.name} (${days})`,
        details: { change: 'remaining', plan: to.name, ...proratedDays },
        amountCents: quote.chargeCents,
        ...period,
        createdBy: by,
      });
    }
    await updateSubscription(tx, storeId, { planId: to.id });
    return { plan: to, quote };
  });
}

/** A trial runs to a later day (at most 90 days ahead); its period ends with it. */
export async function extendTrial(db: Db, storeId: number, until: string, now = clock.now()) {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, storeId);
    if (!sub) throw noSubscription();
    if (sub.status !== 'trialing')
      throw new DomainError(say('validation.billing.onlyATrialCanBe'), 'trial_ends_on');
    const today = storeToday((await getStoreForBilling(tx, storeId))!.timezone, now);
    if (until <= today || until > addDays(today, MAX_TRIAL_EXTENSION_DAYS))
      throw new DomainError(
        say('validation.billing.theTrialMustEndAfter', { max: MAX_TRIAL_EXTENSION_DAYS }),
        'trial_ends_on',
      );
    if (sub.trialEndsOn && until <= sub.trialEndsOn)
      throw new DomainError(
        say('validation.billing.theTrialAlreadyRunsTo', { date: sub.trialEndsOn }),
        'trial_ends_on',
      );
    return updateSubscription(tx, storeId, { trialEndsOn: until, currentPeriodEnd: until });
  });
}

/** The store's people see the account disabled page from their next request; nothing is deleted. */
export async function disableAccount(
  db: Db,
  storeId: number,
  reason: string,
  by: number | null,
  now = clock.now(),
) {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, storeId);
    if (!sub) throw noSubscription();
    if (sub.disabledAt)
      throw new DomainError(say('validation.billing.thisAccountIsDisabledAlready'));
    return updateSubscription(tx, storeId, {
      disabledAt: now,
      disabledBy: by,
      disabledReason: reason,
    });
  });
}

/** Open again, writable: the super admin decided so (an unpaid invoice stays what it is). */
export async function enableAccount(db: Db, storeId: number) {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, storeId);
    if (!sub) throw noSubscription();
    if (!sub.disabledAt) throw new DomainError(say('validation.billing.thisAccountIsNotDisabled'));
    return updateSubscription(tx, storeId, {
      disabledAt: null,
      disabledBy: null,
      disabledReason: null,
      readOnlyAt: null,
    });
  });
}

/**
 * Why an owner may not cancel (at the period's end) or resume now, or null.
 * Only a running subscription can be cancelled; only one waiting to end can
 * be resumed; a disabled account changes nothing (the super admin decides).
 */
export function cancellationRefusal(
  sub: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd' | 'disabledAt'>,
  action: 'cancel' | 'resume',
): Said | null {
  if (sub.disabledAt) return say('validation.billing.thisAccountIsDisabledContact');
  if (sub.status === 'canceled') return say('validation.billing.theSubscriptionHasEndedContact');
  if (action === 'cancel')
    return sub.cancelAtPeriodEnd ? say('validation.billing.theSubscriptionAlreadyEndsWith') : null;
  return sub.cancelAtPeriodEnd ? null : say('validation.billing.theSubscriptionIsNotSet');
}

/** The owner's "cancel at period end" or "resume"; the billing pass ends it after the period (run.ts periodRoll). */
export async function setCancelAtPeriodEnd(db: Db, storeId: number, cancel: boolean) {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, storeId);
    if (!sub) throw noSubscription();
    const refusal = cancellationRefusal(sub, cancel ? 'cancel' : 'resume');
    if (refusal) throw new DomainError(refusal);
    return (await updateSubscription(tx, storeId, { cancelAtPeriodEnd: cancel }))!;
  });
}

/**
 * Sets (or, with null, clears) the referral partner who brought a store,
 * audited in referral_assignments. Commissions are written when an invoice
 * is paid, from the partner on the subscription then: invoices paid from now
 * on earn the new partner's, those paid before keep theirs.
 */
export async function setReferralPartner(
  db: Db,
  storeId: number,
  partnerId: number | null,
  by: number,
  now = clock.now(),
) {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, storeId);
    if (!sub) throw noSubscription();
    if (partnerId !== null && !(await getReferralPartner(tx, partnerId)))
      throw new DomainError(say('validation.billing.chooseAReferralPartnerFrom'), 'partner_id');
    if (sub.referredByUserId === partnerId)
      throw new DomainError(
        partnerId === null
          ? say('validation.billing.thisStoreHasNoReferral')
          : say('validation.billing.thisPartnerAlreadyBroughtThe'),
        'partner_id',
      );
    await insertReferralAssignment(tx, {
      storeId,
      partnerId,
      previousPartnerId: sub.referredByUserId,
      changedBy: by,
      createdAt: now,
    });
    return (await updateSubscription(tx, storeId, { referredByUserId: partnerId }))!;
  });
}
