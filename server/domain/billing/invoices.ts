import type { Db } from '../../../database/client';
import {
  claimAdjustments,
  getStoreForBilling,
  getStoreOwner,
  insertBillingPayment,
  insertDraftInvoice,
  insertInvoiceLines,
  listBillingLines,
  listPendingAdjustments,
  lockBillingInvoice,
  setDraftTotals,
  smsSegmentsSince,
  takeInvoiceNumber,
  updateBillingInvoice,
  updateSubscription,
  listUnpaidInvoices,
  lockSubscription,
  type BillingInvoiceRow,
  type LineValues,
  type PlanRow,
  type SubscriptionRow,
} from '../../../database/queries/billing';
import { scheduleJob } from '../../../database/queries/jobs';
import type { BillingPaymentMethod } from '../../../database/schema';
import { addDays, storeDayBounds, storeToday } from '../../../common/storeTime';
import { formatCurrency } from '../../../common/money';
import { DomainError } from '../errors';
import { periodBefore } from './periods';
import { INVOICE_DUE_DAYS } from './dunning';
import { recordCommission } from '../referrals/commissions';
import { clock } from '../../../common/clock';
import { say, type Said } from '../../../common/said';

/** The prefix of every billing invoice number: CS-000001. */
export const INVOICE_PREFIX = 'CS';
/** A text segment beyond the plan's monthly allowance. */
export const SMS_OVERAGE_CENTS = 2;
export const INVOICE_EMAIL_JOB = 'billing.invoice_email';

export const formatInvoiceNumber = (n: number) => `${INVOICE_PREFIX}-${String(n).padStart(6, '0')}`;

const planLine = (plan: PlanRow, period: { start: string; end: string }): LineValues => ({
  kind: 'subscription',
  description: `${plan.name} plan (${plan.interval === 'year' ? 'yearly' : 'monthly'})`,
  details: { plan: plan.name, interval: plan.interval },
  quantity: 1,
  unitCents: plan.priceCents,
  amountCents: plan.priceCents,
  periodStart: period.start,
  periodEnd: period.end,
});

/**
 * The lines of a subscription's invoice for a period: the plan in advance,
 * texts beyond the allowance in the period before (in arrears), and the
 * adjustments waiting (a plan change's proration, credits). Returns the
 * adjustments' ids so the invoice claims them.
 */
export async function periodLines(
  db: Db,
  sub: SubscriptionRow,
  plan: PlanRow,
  timezone: string,
  period: { start: string; end: string },
) {
  const lines: LineValues[] = [planLine(plan, period)];
  if (plan.smsPerMonth !== null) {
    const before = periodBefore(period.start, plan.interval);
    const used = await smsSegmentsSince(
      db,
      sub.storeId,
      storeDayBounds(timezone, before.start).start,
      storeDayBounds(timezone, before.end).end,
    );
    const allowance = plan.smsPerMonth * (plan.interval === 'year' ? 12 : 1);
    if (used > allowance) {
      const over = used - allowance;
      lines.push({
        kind: 'sms_overage',
        description: `Text segments beyond ${allowance.toLocaleString('en-US')} (${before.start} to ${before.end})`,
        details: { allowance },
        quantity: over,
        unitCents: SMS_OVERAGE_CENTS,
        amountCents: over * SMS_OVERAGE_CENTS,
        periodStart: before.start,
        periodEnd: before.end,
      });
    }
  }
  const pending = await listPendingAdjustments(db, sub.storeId);
  for (const a of pending)
    lines.push({
      kind: a.kind,
      description: a.description,
      details: a.details,
      quantity: 1,
      unitCents: a.amountCents,
      amountCents: a.amountCents,
      periodStart: a.periodStart,
      periodEnd: a.periodEnd,
    });
  return { lines, adjustmentIds: pending.map((a) => a.id) };
}

/**
 * The period invoice of a subscription, made once: a second call for the same
 * subscription and period (the job run twice, two processes) finds the
 * unique index taken and makes nothing. Finalised in the same transaction.
 */
export async function createPeriodInvoice(
  db: Db,
  sub: SubscriptionRow,
  plan: PlanRow,
  timezone: string,
  period: { start: string; end: string },
  now = clock.now(),
) {
  return db.transaction(async (tx) => {
    const store = await getStoreForBilling(tx, sub.storeId);
    const draft = await insertDraftInvoice(tx, {
      storeId: sub.storeId,
      subscriptionId: sub.id,
      kind: 'period',
      periodStart: period.start,
      periodEnd: period.end,
      dueOn: addDays(period.start, INVOICE_DUE_DAYS),
      billingName: store?.name ?? '',
    });
    if (!draft) return null;
    const { lines, adjustmentIds } = await periodLines(tx, sub, plan, timezone, period);
    await insertInvoiceLines(tx, draft.id, lines);
    await claimAdjustments(tx, sub.storeId, adjustmentIds, draft.id);
    await setDraftTotals(
      tx,
      draft.id,
      lines.reduce((a, l) => a + l.amountCents, 0),
    );
    return finaliseInvoice(tx, draft.id, timezone, now);
  });
}

/**
 * Draft → open: the number comes from the counter row, locked until this
 * transaction ends, so a finalise that rolls back gives its number back and
 * numbers have no gap. The bill-to is copied now; a zero or negative total
 * is paid at once. The owner's email is queued in the same transaction.
 */
export async function finaliseInvoice(
  tx: Db,
  invoiceId: number,
  timezone: string,
  now = clock.now(),
): Promise<BillingInvoiceRow> {
  const invoice = await lockBillingInvoice(tx, invoiceId);
  if (!invoice) throw new DomainError(say('validation.billing.noSuchInvoice'), null, 404);
  if (invoice.status !== 'draft')
    throw new DomainError(say('validation.billing.onlyADraftInvoiceCan'));
  const [store, owner] = await Promise.all([
    getStoreForBilling(tx, invoice.storeId),
    getStoreOwner(tx, invoice.storeId),
  ]);
  const number = formatInvoiceNumber(await takeInvoiceNumber(tx, INVOICE_PREFIX));
  const settled = invoice.totalCents <= 0;
  const row = await updateBillingInvoice(tx, invoice.storeId, invoice.id, {
    number,
    status: settled ? 'paid' : 'open',
    finalizedAt: now,
    issuedOn: storeToday(timezone, now),
    paidAt: settled ? now : null,
    billingName: store?.name ?? invoice.billingName,
    billingAddress: store?.address ?? null,
    billingEmail: owner?.email ?? null,
  });
  if (owner) await queueInvoiceEmail(tx, row!, 'issued', now);
  return row!;
}

/** Queues the invoice's email to the owner (once per invoice and reason). */
export async function queueInvoiceEmail(
  db: Db,
  invoice: BillingInvoiceRow,
  reason: string,
  now = clock.now(),
) {
  return scheduleJob(db, {
    kind: INVOICE_EMAIL_JOB,
    key: `${INVOICE_EMAIL_JOB}:${invoice.id}:${reason}`,
    runAt: now,
    storeId: invoice.storeId,
    payload: { storeId: invoice.storeId, invoiceId: invoice.id, reason },
  });
}

const refuse = (message: Said, field: string | null = null) => new DomainError(message, field);

/** What a recorded payment leaves, in the product's English (the page says it in the reader's language). */
export const paymentRecordedMessage = (row: {
  status: string;
  totalCents: number;
  paidCents: number;
}) =>
  row.status === 'paid'
    ? say('flash.billing.invoiceMarkedPaid')
    : say('flash.billing.paymentRecordedLeft', {
        amount: formatCurrency(row.totalCents - row.paidCents),
      });

/**
 * A payment by check or transfer (at most what is left): the invoice is paid
 * when nothing is left, and a store with no other overdue invoice is current
 * again (past due and read-only end; a disabled account stays for the super admin).
 */
export async function recordPayment(
  db: Db,
  invoiceId: number,
  p: {
    amountCents: number;
    method: BillingPaymentMethod;
    reference: string;
    receivedOn: string;
    by: number;
  },
  now = clock.now(),
) {
  return db.transaction(async (tx) => {
    const invoice = await lockBillingInvoice(tx, invoiceId);
    if (!invoice) throw new DomainError(say('validation.billing.noSuchInvoice'), null, 404);
    if (invoice.status !== 'open' && invoice.status !== 'uncollectible')
      throw refuse(say('validation.billing.onlyAnOpenOrUncollectible'));
    const left = invoice.totalCents - invoice.paidCents;
    if (p.amountCents > left)
      throw refuse(
        say('validation.billing.theAmountMayNotBe', { amount: formatCurrency(left) }),
        'amount',
      );
    await insertBillingPayment(tx, {
      storeId: invoice.storeId,
      invoiceId,
      amountCents: p.amountCents,
      method: p.method,
      reference: p.reference,
      receivedOn: p.receivedOn,
      recordedBy: p.by,
    });
    const paid = invoice.paidCents + p.amountCents;
    const row = await updateBillingInvoice(tx, invoice.storeId, invoiceId, {
      paidCents: paid,
      ...(paid >= invoice.totalCents ? { status: 'paid' as const, paidAt: now } : {}),
    });
    if (row?.status === 'paid') {
      await settleAccount(tx, invoice.storeId);
      // Referrals: the partner who brought the store earns a commission on the paid invoice (once per invoice).
      await recordCommission(tx, row, await lockSubscription(tx, invoice.storeId), now);
    }
    return row!;
  });
}

/** After a payment: without another open invoice past its due date, the subscription is active and writable again. */
async function settleAccount(tx: Db, storeId: number) {
  const sub = await lockSubscription(tx, storeId);
  if (!sub) return;
  const today = storeToday((await getStoreForBilling(tx, storeId))?.timezone ?? 'UTC');
  const overdue = (await listUnpaidInvoices(tx, storeId)).filter((i) => i.dueOn < today);
  if (overdue.length) return;
  await updateSubscription(tx, storeId, {
    readOnlyAt: null,
    ...(sub.status === 'past_due' || sub.status === 'unpaid' ? { status: 'active' as const } : {}),
  });
}

export async function markUncollectible(db: Db, invoiceId: number, now = clock.now()) {
  return db.transaction(async (tx) => {
    const invoice = await lockBillingInvoice(tx, invoiceId);
    if (!invoice) throw new DomainError(say('validation.billing.noSuchInvoice'), null, 404);
    if (invoice.status !== 'open') throw refuse(say('validation.billing.onlyAnOpenInvoiceCan'));
    return (await updateBillingInvoice(tx, invoice.storeId, invoiceId, {
      status: 'uncollectible',
      markedUncollectibleAt: now,
    }))!;
  });
}

/**
 * Void, and optionally reissue: an open invoice never changes, so a
 * correction is a new invoice (kind 'reissue') with the same lines plus the
 * correcting one, finalised with the next number; the void one points at it.
 */
export async function voidInvoice(
  db: Db,
  invoiceId: number,
  v: {
    reason: string;
    reissue: boolean;
    correction: { description: string; amountCents: number } | null;
  },
  now = clock.now(),
) {
  return db.transaction(async (tx) => {
    const invoice = await lockBillingInvoice(tx, invoiceId);
    if (!invoice) throw new DomainError(say('validation.billing.noSuchInvoice'), null, 404);
    if (invoice.status !== 'open' && invoice.status !== 'uncollectible')
      throw refuse(say('validation.billing.onlyAnOpenOrUncollectible2'));
    if (invoice.paidCents > 0) throw refuse(say('validation.billing.anInvoiceWithAPayment'));
    const store = await getStoreForBilling(tx, invoice.storeId);
    const tz = store?.timezone ?? 'UTC';
    let replacement: BillingInvoiceRow | null = null;
    if (v.reissue) {
      const draft = await insertDraftInvoice(tx, {
        storeId: invoice.storeId,
        subscriptionId: invoice.subscriptionId,
        kind: 'reissue',
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        dueOn: addDays(storeToday(tz, now), INVOICE_DUE_DAYS),
        billingName: invoice.billingName,
      });
      const lines: LineValues[] = (await listBillingLines(tx, invoice.id)).map((l) => ({
        kind: l.kind,
        description: l.description,
        details: l.details,
        quantity: l.quantity,
        unitCents: l.unitCents,
        amountCents: l.amountCents,
        periodStart: l.periodStart,
        periodEnd: l.periodEnd,
      }));
      if (v.correction)
        lines.push({
          kind: 'adjustment',
          description: v.correction.description,
          quantity: 1,
          unitCents: v.correction.amountCents,
          amountCents: v.correction.amountCents,
        });
      await insertInvoiceLines(tx, draft!.id, lines);
      await setDraftTotals(
        tx,
        draft!.id,
        lines.reduce((a, l) => a + l.amountCents, 0),
      );
      replacement = await finaliseInvoice(tx, draft!.id, tz, now);
    }
    const voided = await updateBillingInvoice(tx, invoice.storeId, invoiceId, {
      status: 'void',
      voidedAt: now,
      voidReason: v.reason,
      replacedBy: replacement?.id ?? null,
    });
    if (!replacement) await settleAccount(tx, invoice.storeId);
    return { voided: voided!, replacement };
  });
}
