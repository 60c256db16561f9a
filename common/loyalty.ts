import { allocateCents } from './allocate';
import { say } from './said';

/** Loyalty rules the pay screen and the server share: what a reward takes off a ticket. */

export interface RewardValue {
  kind: 'amount_off' | 'free_service';
  amountCents: number | null;
  serviceId: number | null;
}

export interface DiscountableLine {
  kind: string;
  serviceId: number | null;
  unitPriceCents: number;
  quantity: number;
  discountCents: number;
}

/**
 * What a reward takes off a ticket, as extra discount per line: money off is
 * shared by the service lines in proportion to what is left of each after
 * their own discounts, and never more than that (so never onto retail, a gift
 * card sold, tax or the tip, and never below $0); a free service takes one
 * of that service off its line. Null with the reason when it cannot apply.
 */
export function rewardLineDiscounts(
  reward: RewardValue,
  lines: readonly DiscountableLine[],
): { perLine: number[]; totalCents: number } | { problem: string } {
  const left = lines.map((l) =>
    l.kind === 'service' ? Math.max(0, l.unitPriceCents * l.quantity - l.discountCents) : 0,
  );
  if (reward.kind === 'free_service') {
    const i = lines.findIndex(
      (l, j) => l.kind === 'service' && l.serviceId === reward.serviceId && left[j] > 0,
    );
    if (i < 0) return { problem: say('rules.loyalty.addTheRewardSService') };
    const perLine = lines.map(() => 0);
    perLine[i] = Math.min(left[i], lines[i].unitPriceCents);
    return { perLine, totalCents: perLine[i] };
  }
  const services = left.reduce((a, b) => a + b, 0);
  if (services <= 0) return { problem: say('rules.loyalty.thisRewardComesOffServices') };
  const totalCents = Math.min(reward.amountCents ?? 0, services);
  return { perLine: allocateCents(totalCents, left), totalCents };
}

/**
 * What one point is worth for the liability: the most any active reward
 * gives per point today (a free service at its menu price), so the figure
 * is what the store could have to give if every point were spent at the
 * best rate. Null without an active reward (points that buy nothing yet).
 */
export function pointValueBasis(
  rewards: readonly {
    name: string;
    pointsCost: number;
    kind: string;
    amountCents: number | null;
    servicePriceCents: number | null;
    isActive: boolean;
  }[],
) {
  let best: { name: string; centsPerPoint: number } | null = null;
  for (const r of rewards) {
    if (!r.isActive || r.pointsCost <= 0) continue;
    const worth = r.kind === 'amount_off' ? (r.amountCents ?? 0) : (r.servicePriceCents ?? 0);
    const centsPerPoint = worth / r.pointsCost;
    if (!best || centsPerPoint > best.centsPerPoint) best = { name: r.name, centsPerPoint };
  }
  return best;
}

/** Outstanding points at a value per point, in whole cents (half up). */
export const liabilityCents = (points: number, centsPerPoint: number) =>
  Math.round(points * centsPerPoint);
