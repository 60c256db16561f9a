/**
 * The arithmetic of loyalty points, without the database: what a ticket
 * earns, what a refund takes back, what a reward takes off, what expires.
 * Points are whole numbers; every rounding rule is written beside its use.
 */

export interface EarnRule {
  earnMode: 'spend' | 'visit';
  pointsPerDollar: number;
  pointsPerVisit: number;
}

/**
 * What a paid ticket earns. Only services earn: the net paid for each
 * service line after every discount (a reward's included, so a reward's own
 * value never earns). Retail is left out on purpose (product margins are
 * thin and a bottle of polish is not a visit), gift cards sold (stored value:
 * the points come when the card is spent on services), tax and tips too.
 * By spend: points per whole dollar, rounded down ($45.99 at 2 per dollar is
 * 91 points: 4599 × 2 / 100 = 91.98). Per visit: the fixed points when any
 * service was paid for (a visit paid entirely by a reward earns nothing).
 */
export function pointsEarned(rule: EarnRule, serviceNetCents: number): number {
  if (serviceNetCents <= 0) return 0;
  if (rule.earnMode === 'visit') return rule.pointsPerVisit;
  return Math.floor((serviceNetCents * rule.pointsPerDollar) / 100);
}

/**
 * How much of `points` a refund takes back in all, when `refundedCents` of
 * the ticket's `serviceCents` has now been refunded (this refund and the
 * earlier ones together). Rounded half up, never more than the points: 95
 * points on $47.50 of services, $20 refunded: 95 × 2000 / 4750 = 40.0 → 40;
 * then $10 more ($30 in all): 60.0 → 60, so this refund takes 20. Working
 * from the running total means the parts add up to exactly the points once
 * everything is back, however the refunds were cut.
 */
export function reversedSoFar(points: number, refundedCents: number, serviceCents: number): number {
  if (points <= 0 || refundedCents <= 0) return 0;
  if (serviceCents <= 0 || refundedCents >= serviceCents) return points;
  return Math.min(
    points,
    Math.floor((2 * points * refundedCents + serviceCents) / (2 * serviceCents)),
  );
}

export interface LedgerRow {
  id: number;
  kind: 'earn' | 'bonus' | 'redeem' | 'reverse' | 'expire' | 'adjust';
  points: number;
  reversesId: number | null;
  availableAt: Date;
  expiresAt: Date | null;
}

export interface PointsBalance {
  /** Spendable now. */
  available: number;
  /** Earned, not spendable yet (the availability delay). */
  pending: number;
  /** Everything ever earned (earn, bonus, added by hand), less what refunds took back. */
  lifetime: number;
  /** Expired by now but not yet written in the ledger: already left out of `available`. */
  expiringNow: number;
}

/**
 * FIFO expiry. Each positive row (earn, bonus, a point added by hand, but
 * not a redemption given back) is a lot; its reversals shrink it. Spending
 * (redemptions, less what came back, and points taken by hand) uses the
 * oldest lots first, so what has expired by `now` is the lots past their
 * date, less all that was spent, less what already expired. Expiry is
 * written before each spend, so a spend never eats a lot that had already
 * expired when it happened.
 */
export function expiryDue(rows: readonly LedgerRow[], now: Date): number {
  const lots = new Map<number, LedgerRow>();
  for (const r of rows) if (isLot(r)) lots.set(r.id, r);
  let expiredLots = 0;
  let spent = 0;
  let expired = 0;
  for (const r of rows) {
    const lot = isLot(r)
      ? r
      : r.kind === 'reverse' && r.reversesId !== null
        ? lots.get(r.reversesId)
        : undefined;
    if (lot) {
      if (lot.expiresAt && lot.expiresAt <= now) expiredLots += r.points;
    } else if (r.kind === 'expire') {
      expired -= r.points;
    } else {
      // Redemptions (negative), their returns (positive, reversing a redemption), points taken by hand.
      spent -= r.points;
    }
  }
  return Math.max(0, expiredLots - Math.max(0, spent) - expired);
}

const isLot = (r: LedgerRow) =>
  r.kind === 'earn' || r.kind === 'bonus' || (r.kind === 'adjust' && r.points > 0);

export function pointsBalance(rows: readonly LedgerRow[], now: Date): PointsBalance {
  let available = 0;
  let pending = 0;
  let lifetime = 0;
  for (const r of rows) {
    if (r.availableAt <= now) available += r.points;
    else pending += r.points;
    if (isLot(r)) lifetime += r.points;
    else if (r.kind === 'reverse' && r.points < 0) lifetime += r.points;
  }
  const expiringNow = expiryDue(rows, now);
  return { available: available - expiringNow, pending, lifetime, expiringNow };
}

export {
  rewardLineDiscounts,
  type RewardValue,
  type DiscountableLine,
} from '../../../common/loyalty';
