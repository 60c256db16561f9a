import type { Db } from '../../../database/client';
import { findGiftCardByCode, redeemGiftCard } from '../../../database/queries/giftCards';
import type { InvoicePaymentValues } from '../../../database/queries/invoices';
import { formatCurrency } from '../../../common/money';
import { FieldErrors } from '../errors';
import { say } from '../../../common/said';

/**
 * A gift card tendered at checkout: found and debited in one conditional
 * statement, so a card is never overspent however many desks use it at once.
 * Answers the payment row; a refusal is keyed to the tender's field.
 */
export async function redeemGiftCardTender(
  tx: Db,
  storeId: number,
  invoiceId: number,
  byName: string,
  tender: { code?: string | null; amountCents: number },
  index: number,
): Promise<InvoicePaymentValues> {
  const debited = tender.code
    ? await redeemGiftCard(tx, storeId, tender.code, tender.amountCents, { invoiceId, byName })
    : null;
  if (debited)
    return { type: 'gift_card', amountCents: tender.amountCents, giftCardId: debited.giftCardId };
  const card = tender.code ? await findGiftCardByCode(tx, storeId, tender.code) : null;
  if (!card)
    throw new FieldErrors({
      [`tenders.${index}.code`]: say('validation.giftCards.noGiftCardHasThis'),
    });
  if (!card.isActive)
    throw new FieldErrors({
      [`tenders.${index}.code`]: say('validation.giftCards.thisGiftCardIsSwitched2'),
    });
  throw new FieldErrors({
    [`tenders.${index}.amount`]: say('validation.giftCards.thisGiftCardHasOnly2', {
      amount: formatCurrency(card.balanceCents),
    }),
  });
}
