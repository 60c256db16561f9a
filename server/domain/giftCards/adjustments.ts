import type { Db } from '../../../database/client';
import { getGiftCard, moveGiftCardBalance } from '../../../database/queries/giftCards';
import { formatCurrency } from '../../../common/money';
import { DomainError } from '../errors';
import type { Actor } from '../access/permissions';
import { say } from '../../../common/said';

/**
 * Adjusts a card's balance by hand (ledger kind adjust, with the reason), in
 * one transaction; never below zero. False when the store has no such card.
 */
export async function adjustGiftCard(
  db: Db,
  storeId: number,
  id: number,
  deltaCents: number,
  reason: string,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const card = await getGiftCard(tx, storeId, id);
    if (!card) return false;
    if (!card.isActive)
      throw new DomainError(say('validation.giftCards.thisGiftCardIsSwitched'), 'amount');
    const balance = await moveGiftCardBalance(tx, storeId, id, {
      kind: 'adjust',
      amountCents: deltaCents,
      reason,
      byName: actor.name,
    });
    if (balance === null)
      throw new DomainError(
        say('validation.giftCards.thisGiftCardHasOnly', {
          amount: formatCurrency(card.balanceCents),
        }),
        'amount',
      );
    return true;
  });
}
