import type { Db } from '../../../database/client';
import {
  getLoyaltySettings,
  listLoyaltyRewards,
  sumLoyaltyMovements,
  sumOutstandingPoints,
} from '../../../database/queries/loyalty';
import { liabilityCents, pointValueBasis } from '../../../common/loyalty';
import { clock } from '../../../common/clock';

/**
 * The store's outstanding points (pending included; a customer below zero
 * counts as none) and what they are worth when redeemed, valued at the most
 * any active reward gives per point, with that basis in words. `asOf` reads
 * the ledger as it stood at an instant (a report period's end).
 */
export async function pointsLiability(db: Db, storeId: number, asOf?: Date) {
  const [points, rewards] = await Promise.all([
    sumOutstandingPoints(db, storeId, asOf),
    listLoyaltyRewards(db, storeId),
  ]);
  const basis = pointValueBasis(rewards);
  return {
    points,
    cents: basis ? liabilityCents(points, basis.centsPerPoint) : 0,
    // What a point is worth and which reward says so, or null when no active reward gives points a value:
    // the page says it in the reader's language (docs/features/languages-and-offline.md).
    basis: basis ? { centsPerPoint: basis.centsPerPoint, rewardName: basis.name } : null,
  };
}

/**
 * Points over a report's period: given (earned and bonuses), spent on
 * rewards, taken back by refunds and voids (net of points a refund gave back
 * from a reward), expired and adjusted, all as positive counts of what moved;
 * and the liability at the period's end (or now, for a period running into
 * the future). Null for a store that has never used Rewards.
 */
export async function pointsForPeriod(
  db: Db,
  storeId: number,
  period: { start: Date; end: Date },
  now = clock.now(),
) {
  const [settings, moves] = await Promise.all([
    getLoyaltySettings(db, storeId),
    sumLoyaltyMovements(db, storeId, period),
  ]);
  const asOf = period.end < now ? period.end : now;
  const liability = await pointsLiability(db, storeId, asOf);
  if (!settings.enabled && moves.length === 0 && liability.points === 0) return null;
  const of = (kind: string) => moves.find((m) => m.kind === kind)?.points ?? 0;
  return {
    given: of('earn') + of('bonus'),
    spent: -of('redeem'),
    reversed: -of('reverse'),
    expired: -of('expire'),
    adjusted: of('adjust'),
    outstanding: liability.points,
    worthCents: liability.cents,
    basis: liability.basis,
  };
}
export type PeriodPoints = NonNullable<Awaited<ReturnType<typeof pointsForPeriod>>>;
