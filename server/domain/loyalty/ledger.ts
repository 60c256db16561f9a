import type { Db } from '../../../database/client';
import {
  appendLoyaltyEntries,
  getInvoiceServiceRefunds,
  getLoyaltySettings,
  listInvoiceLoyaltyEntries,
  listLoyaltyRows,
  lockLoyaltyAccount,
  type LoyaltyEntryValues,
  type LoyaltySettingsValues,
} from '../../../database/queries/loyalty';
import { expiryDue, pointsBalance, reversedSoFar, type PointsBalance } from './points';
import { clock } from '../../../common/clock';

/**
 * Every change to a customer's points goes through here: it takes the lock
 * on her points first (loyalty_accounts), writes any expiry that has come
 * due (so FIFO spending never eats an expired lot), then appends. Nothing
 * here updates or deletes a ledger row.
 */

const HOUR_MS = 3_600_000;

/** When points earned now become spendable, and when they expire (null: never). */
export function lotDates(
  settings: Pick<LoyaltySettingsValues, 'availableAfterHours' | 'expiryMonths'>,
  now: Date,
): { availableAt: Date; expiresAt: Date | null } {
  const availableAt = new Date(now.getTime() + settings.availableAfterHours * HOUR_MS);
  if (!settings.expiryMonths) return { availableAt, expiresAt: null };
  const expiresAt = new Date(availableAt);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + settings.expiryMonths);
  return { availableAt, expiresAt };
}

/** Locks her points and writes what has expired by now; her balance after that. */
export async function lockPoints(
  tx: Db,
  storeId: number,
  customerId: number,
  now: Date,
): Promise<PointsBalance> {
  await lockLoyaltyAccount(tx, storeId, customerId);
  const rows = await listLoyaltyRows(tx, storeId, customerId);
  const due = expiryDue(rows, now);
  if (due > 0) {
    await appendLoyaltyEntries(tx, storeId, [
      {
        customerId,
        kind: 'expire',
        points: -due,
        availableAt: now,
        createdAt: now,
        byName: 'Rewards',
        note: 'Oldest points past their expiry date',
      },
    ]);
    return pointsBalance(
      [
        ...rows,
        {
          id: Number.MAX_SAFE_INTEGER,
          kind: 'expire',
          points: -due,
          reversesId: null,
          availableAt: now,
          expiresAt: null,
        },
      ],
      now,
    );
  }
  return pointsBalance(rows, now);
}

/** Her points as of now (reading only: expiry come due is left out of `available` without being written). */
export async function customerPoints(
  db: Db,
  storeId: number,
  customerId: number,
  now: Date,
): Promise<PointsBalance> {
  return pointsBalance(await listLoyaltyRows(db, storeId, customerId), now);
}

/** Adds points to her ledger as a lot (earned or a bonus), pending for the store's delay. The ids written (none when a bonus was already given). */
export async function addPoints(
  tx: Db,
  storeId: number,
  settings: LoyaltySettingsValues,
  entry: Omit<LoyaltyEntryValues, 'availableAt' | 'expiresAt'> & { kind: 'earn' | 'bonus' },
  now: Date,
) {
  if (entry.points <= 0) return [];
  await lockPoints(tx, storeId, entry.customerId, now);
  return appendLoyaltyEntries(tx, storeId, [
    { ...entry, ...lotDates(settings, now), createdAt: now },
  ]);
}

/**
 * Takes back what a ticket's refunds have now reached: each lot the ticket
 * earned (earn and the booking bonus) shrinks in proportion to the service
 * value refunded so far, and a reward redeemed on it comes back in the same
 * proportion; a void (`all`) takes back and gives back the rest. Worked from
 * running totals, so whatever the refunds' cuts, nothing goes back twice and
 * never more than was earned or spent. A reversal keeps its lot's dates:
 * pending points reversed leave nothing pending. Her balance may go below
 * zero when the points were already spent: she earns it back before she
 * can redeem again.
 */
export async function reverseTicketPoints(
  tx: Db,
  storeId: number,
  invoiceId: number,
  opts: { all: boolean; byName: string; note: string; now: Date },
) {
  const entries = await listInvoiceLoyaltyEntries(tx, storeId, invoiceId);
  if (entries.length === 0) return;
  const { serviceCents, refundedCents } = opts.all
    ? { serviceCents: 1, refundedCents: 1 }
    : await getInvoiceServiceRefunds(tx, storeId, invoiceId);
  const customers = [...new Set(entries.map((e) => e.customerId))].sort((a, b) => a - b);
  for (const customerId of customers) await lockPoints(tx, storeId, customerId, opts.now);

  const rows: LoyaltyEntryValues[] = [];
  for (const e of entries) {
    if (e.kind !== 'earn' && e.kind !== 'bonus' && e.kind !== 'redeem') continue;
    const size = Math.abs(e.points);
    const done = Math.abs(
      entries
        .filter((r) => r.kind === 'reverse' && r.reversesId === e.id)
        .reduce((a, r) => a + r.points, 0),
    );
    const more = reversedSoFar(size, refundedCents, serviceCents) - done;
    if (more <= 0) continue;
    const giveBack = e.kind === 'redeem';
    rows.push({
      customerId: e.customerId,
      kind: 'reverse',
      points: giveBack ? more : -more,
      invoiceId,
      reversesId: e.id,
      byName: opts.byName,
      note: giveBack ? `${e.rewardName ?? 'Reward'} given back: ${opts.note}` : opts.note,
      availableAt: giveBack
        ? opts.now
        : new Date(Math.max(opts.now.getTime(), e.availableAt.getTime())),
      expiresAt: giveBack ? null : e.expiresAt,
      createdAt: opts.now,
    });
  }
  await appendLoyaltyEntries(tx, storeId, rows);
}

/** Her points for the customer profile: null when Rewards is off and she never had any (nothing to show). */
export async function profilePoints(db: Db, storeId: number, customerId: number) {
  const rows = await listLoyaltyRows(db, storeId, customerId);
  if (rows.length === 0 && !(await getLoyaltySettings(db, storeId)).enabled) return null;
  const { available, pending, lifetime } = pointsBalance(rows, clock.now());
  return { available, pending, lifetime };
}
