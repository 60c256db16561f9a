import type {
  findGiftCardByCode,
  getGiftCard,
  listGiftCardEntries,
  listGiftCards,
} from '../../../database/queries/giftCards';
import { formatCurrency } from '../../../common/money';
import { formatStoreDateTime } from '../../../common/storeTime';

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
export const NO_SUCH_GIFT_CARD = 'No gift card has this code.';

/** A row of giftcards.index: balance and amount sold formatted, the day it was made in the store's zone. */
export const giftCardListItem = (tz: string) => (c: ListRow) => ({
  id: c.id,
  code: c.code,
  recipient: c.recipientName,
  balance: formatCurrency(c.balanceCents),
  issued: formatCurrency(c.issuedCents),
  is_active: c.isActive,
  created_at: formatStoreDateTime(c.createdAt, tz),
});

/** The balance check by code: nothing asked is null; a code the store has not is said so. */
export const balanceCheck = (asked: string, found: Found | null) =>
  asked
    ? found
      ? {
          found: true as const,
          id: found.id,
          code: found.code,
          balance: formatCurrency(found.balanceCents),
          is_active: found.isActive,
        }
      : { found: false as const, message: NO_SUCH_GIFT_CARD }
    : null;

/** One card on giftcards.show, its balance both formatted and in cents (the adjust form's ceiling). */
export const giftCardDetail = (card: Card, tz: string) => ({
  id: card.id,
  code: card.code,
  recipient: card.recipientName,
  balance: formatCurrency(card.balanceCents),
  balance_cents: card.balanceCents,
  is_active: card.isActive,
  created_at: formatStoreDateTime(card.createdAt, tz),
});

/** A ledger line: the amount signed ("+$25.00", "−$5.00"), the ticket with the store's prefix when it came from one. */
export const giftCardEntryItem = (prefix: string, tz: string) => (e: Entry) => ({
  id: e.id,
  kind: e.kind,
  label: GIFT_CARD_ENTRY_LABELS[e.kind],
  amount: `${e.amountCents < 0 ? '−' : '+'}${formatCurrency(Math.abs(e.amountCents))}`,
  balance_after: formatCurrency(e.balanceAfterCents),
  invoice_id: e.invoiceId,
  ticket: e.invoiceNumber === null ? null : `${prefix}${e.invoiceNumber}`,
  reason: e.reason,
  by: e.byName,
  at: formatStoreDateTime(e.createdAt, tz),
});

/** What the store's gift cards still owe its customers, and on how many cards. */
export const giftCardLiability = (l: { cents: number; cards: number }) => ({
  amount: formatCurrency(l.cents),
  cards: l.cards,
});
