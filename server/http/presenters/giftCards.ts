import type {
  findGiftCardByCode,
  getGiftCard,
  listGiftCardEntries,
  listGiftCards,
} from '../../../database/queries/giftCards';
import { say } from '../../../common/said';

type ListRow = Awaited<ReturnType<typeof listGiftCards>>['rows'][number];
type Card = NonNullable<Awaited<ReturnType<typeof getGiftCard>>>;
type Entry = Awaited<ReturnType<typeof listGiftCardEntries>>[number];
type Found = Awaited<ReturnType<typeof findGiftCardByCode>>;

export const GIFT_CARD_ENTRY_LABELS = {
  issue: 'Sold',
  redeem: 'Spent',
  refund: 'Refunded',
  adjust: 'Adjusted',
} as const;
export const NO_SUCH_GIFT_CARD = say('validation.giftCards.noGiftCardHasThis');

/**
 * A row of giftcards.index: balance and amount sold in cents, the moment it was made as an
 * instant; the page formats them (docs/features/languages-and-offline.md).
 */
export const giftCardListItem = (c: ListRow) => ({
  id: c.id,
  code: c.code,
  recipient: c.recipientName,
  balance_cents: c.balanceCents,
  issued_cents: c.issuedCents,
  is_active: c.isActive,
  created_at: c.createdAt.toISOString(),
});

/** The balance check by code: nothing asked is null; a code the store has not is said so. */
export const balanceCheck = (asked: string, found: Found | null) =>
  asked
    ? found
      ? {
          found: true as const,
          id: found.id,
          code: found.code,
          balance_cents: found.balanceCents,
          is_active: found.isActive,
        }
      : { found: false as const, message: NO_SUCH_GIFT_CARD }
    : null;

/** One card on giftcards.show: its balance in cents (also the adjust form's ceiling), made at an instant. */
export const giftCardDetail = (card: Card) => ({
  id: card.id,
  code: card.code,
  recipient: card.recipientName,
  balance_cents: card.balanceCents,
  is_active: card.isActive,
  created_at: card.createdAt.toISOString(),
});

/** A ledger line: the signed amount in cents (the page writes "+$25.00", "−$5.00"), the ticket with the store's prefix when it came from one. */
export const giftCardEntryItem = (prefix: string) => (e: Entry) => ({
  id: e.id,
  kind: e.kind,
  label: GIFT_CARD_ENTRY_LABELS[e.kind],
  amount_cents: e.amountCents,
  balance_after_cents: e.balanceAfterCents,
  invoice_id: e.invoiceId,
  ticket: e.invoiceNumber === null ? null : `${prefix}${e.invoiceNumber}`,
  reason: e.reason,
  by: e.byName,
  at: e.createdAt.toISOString(),
});

/** What the store's gift cards still owe its customers, and on how many cards. */
export const giftCardLiability = (l: { cents: number; cards: number }) => ({
  amount_cents: l.cents,
  cards: l.cards,
});
