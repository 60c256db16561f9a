import type { Db } from '../../../database/client';
import {
  appendLoyaltyEntries,
  getLoyaltyReward,
  getLoyaltySettings,
} from '../../../database/queries/loyalty';
import { rewardLineDiscounts } from '../../../common/loyalty';
import { FieldErrors } from '../errors';
import type { Actor } from '../access/permissions';
import { lockPoints } from './ledger';
import { say } from '../../../common/said';

export const REWARD_NEEDS_CUSTOMER = say('validation.loyalty.addTheCustomerToThe');
export const REWARD_UNAVAILABLE = say('validation.loyalty.thatRewardIsNotAvailable');

/**
 * Spends a reward on a ticket being paid, inside checkout's transaction and
 * before the ticket's final pricing: her points are locked (a second desk
 * redeeming for her waits here, then sees this redemption in her balance),
 * any expiry due is written, the reward must be affordable from her
 * available points (pending ones do not count) and at least the store's
 * minimum, and the redemption is appended with the money it takes off.
 * Returns the extra discount per ticket line (the services only, see
 * common/loyalty.ts); a refusal is beside `reward_id` and rolls the whole
 * ticket back.
 */
export async function spendReward(
  tx: Db,
  store: { id: number },
  actor: Actor,
  input: {
    invoiceId: number;
    customerId: number | null;
    rewardId: number;
    now: Date;
    lines: readonly {
      kind: string;
      serviceId: number | null;
      unitPriceCents: number;
      quantity: number;
      discountCents: number;
    }[];
  },
): Promise<number[]> {
  const storeId = store.id;
  if (input.customerId === null) throw new FieldErrors({ reward_id: REWARD_NEEDS_CUSTOMER });
  const settings = await getLoyaltySettings(tx, storeId);
  if (!settings.enabled)
    throw new FieldErrors({ reward_id: say('validation.loyalty.rewardsAreSwitchedOffIn') });
  const reward = await getLoyaltyReward(tx, storeId, input.rewardId);
  if (!reward || !reward.isActive) throw new FieldErrors({ reward_id: REWARD_UNAVAILABLE });
  const applied = rewardLineDiscounts(reward, input.lines);
  if ('problem' in applied) throw new FieldErrors({ reward_id: applied.problem });

  const balance = await lockPoints(tx, storeId, input.customerId, input.now);
  const needed = Math.max(reward.pointsCost, settings.minimumRedeemPoints);
  if (balance.available < needed) {
    throw new FieldErrors({
      reward_id:
        balance.available < reward.pointsCost
          ? say('validation.loyalty.needsPointsSheHasAvailable', {
              name: reward.name,
              cost: reward.pointsCost,
              available: Math.max(0, balance.available),
            })
          : say('validation.loyalty.pointsCanBeRedeemedFrom', {
              minimum: settings.minimumRedeemPoints,
              available: balance.available,
            }),
    });
  }
  await appendLoyaltyEntries(tx, storeId, [
    {
      customerId: input.customerId,
      kind: 'redeem',
      points: -reward.pointsCost,
      invoiceId: input.invoiceId,
      rewardId: reward.id,
      discountCents: applied.totalCents,
      note: reward.name,
      availableAt: input.now,
      createdAt: input.now,
      byName: actor.name,
    },
  ]);
  return applied.perLine;
}
