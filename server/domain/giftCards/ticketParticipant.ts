import { randomInt } from 'node:crypto';
import type { Db } from '../../../database/client';
import {
  createGiftCard,
  getGiftCard,
  moveGiftCardBalance,
  setGiftCardActive,
} from '../../../database/queries/giftCards';
import { countGiftCardUses } from '../../../database/queries/invoiceChanges';
import { setLineGiftCard } from '../../../database/queries/invoices';
import { formatCurrency } from '../../../common/money';
import { DomainError, FieldErrors } from '../errors';
import type { TicketParticipant } from '../tickets/lifecycle';
import { say, type Said } from '../../../common/said';

export const GIFT_CARD_CODE_TAKEN = say('validation.giftCards.thatGiftCardCodeIs');

/** Why `amount` of a gift card sold cannot be refunded (null when it can): only what is still on the card comes back. */
export function giftCardSaleProblem(
  card: { code: string; balanceCents: number; isActive: boolean } | null,
  amountCents: number,
): Said | null {
  if (!card) return say('validation.giftCards.thisGiftCardSaleHas');
  if (!card.isActive)
    return say('validation.giftCards.giftCardIsSwitchedOff2', { code: card.code });
  if (card.balanceCents === 0)
    return say('validation.giftCards.giftCardHasBeenUsed', { code: card.code });
  if (amountCents > card.balanceCents)
    return say('validation.giftCards.giftCardHasOnlyLeft', {
      code: card.code,
      amount: formatCurrency(card.balanceCents),
    });
  return null;
}

/** 12 characters without look-alikes (no 0/O, 1/I/L), printed in groups of four. */
export function generateGiftCardCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/**
 * Gift cards in a ticket's life. Paying redeems them as a tender (the
 * checkout's tenders, `redeemGiftCardTender`); this participant handles the
 * cards the ticket sold and the value that goes back onto cards:
 * - paid: each card sold comes to life with its first ledger row, exactly
 *   what was paid for its line (no discount reaches a gift card line); the
 *   line carries the card (in the ticket's last statement when it is not
 *   written yet). The code is claimed by the insert itself, so
 *   two desks selling one new code at once end with one card and one
 *   "already in use" beside the other's line.
 * - refunded: payouts onto a card are credited to its ledger; a card sold and
 *   refunded loses what comes back, only while it still holds it, and is
 *   switched off once its whole sale is back and it is empty.
 * - voided: what cards paid goes back onto them; cards sold are emptied and
 *   switched off, refused when one has already been spent.
 */
export const giftCardParticipant: TicketParticipant = {
  name: 'gift cards',

  async onPaid(tx: Db, t) {
    const lineGiftCards: Record<string, number> = {};
    for (const [i, line] of t.lines.entries()) {
      if (line.kind !== 'giftcard') continue;
      const code = line.giftCardCode?.trim() || generateGiftCardCode();
      const card = await createGiftCard(tx, t.store.id, {
        code,
        recipientName: line.recipientName?.trim() || null,
      });
      if (!card) throw new FieldErrors({ [`lines.${i}.gift_card_code`]: GIFT_CARD_CODE_TAKEN });
      await moveGiftCardBalance(tx, t.store.id, card.id, {
        kind: 'issue',
        amountCents: line.netCents,
        invoiceId: t.invoiceId,
        byName: t.actor.name,
      });
      if (t.linesWritten) await setLineGiftCard(tx, t.store.id, t.invoiceId, line.key, card.id);
      else lineGiftCards[line.key] = card.id;
    }
    return { lineGiftCards };
  },

  async onRefunded(tx: Db, r) {
    const storeId = r.store.id;
    for (const p of r.payouts) {
      if (p.type !== 'gift_card' || p.giftCardId === null) continue;
      await moveGiftCardBalance(tx, storeId, p.giftCardId, {
        kind: 'refund',
        amountCents: p.amountCents,
        invoiceId: r.invoiceId,
        refundId: r.refundId,
        reason: r.reason,
        byName: r.actor.name,
      });
    }
    // A redemption racing this refund can leave too little on a card sold: then nothing is refunded.
    for (const part of r.lines) {
      if (part.kind !== 'giftcard' || part.giftCardId === null) continue;
      const balance = await moveGiftCardBalance(tx, storeId, part.giftCardId, {
        kind: 'adjust',
        amountCents: -part.netCents,
        invoiceId: r.invoiceId,
        refundId: r.refundId,
        reason: `Sale refunded: ${r.reason}`,
        byName: r.actor.name,
      });
      if (balance === null) {
        const now = await getGiftCard(tx, storeId, part.giftCardId);
        throw new FieldErrors({
          [part.field]:
            giftCardSaleProblem(now, part.netCents) ??
            say('validation.giftCards.thisGiftCardChangedTry'),
        });
      }
      if (balance === 0 && part.refundedBeforeCents + part.netCents >= part.lineNetCents)
        await setGiftCardActive(tx, storeId, part.giftCardId, false);
    }
  },

  async onVoided(tx: Db, v) {
    const storeId = v.store.id;
    for (const line of v.lines) {
      if (line.kind !== 'giftcard' || line.giftCardId === null) continue;
      if ((await countGiftCardUses(tx, storeId, line.giftCardId, v.invoiceId)) > 0) {
        throw new DomainError(say('validation.giftCards.aGiftCardSoldOn'));
      }
      const current = await getGiftCard(tx, storeId, line.giftCardId);
      if (current && current.balanceCents > 0) {
        await moveGiftCardBalance(tx, storeId, line.giftCardId, {
          kind: 'adjust',
          amountCents: -current.balanceCents,
          invoiceId: v.invoiceId,
          reason: `Sale voided: ${v.reason}`,
          byName: v.actor.name,
        });
      }
      await setGiftCardActive(tx, storeId, line.giftCardId, false);
    }
    for (const p of v.payments) {
      if (p.type !== 'gift_card' || p.giftCardId === null) continue;
      const balance = await moveGiftCardBalance(tx, storeId, p.giftCardId, {
        kind: 'refund',
        amountCents: p.amountCents,
        invoiceId: v.invoiceId,
        reason: `Ticket voided: ${v.reason}`,
        byName: v.actor.name,
      });
      if (balance === null)
        throw new DomainError(
          say('validation.giftCards.giftCardIsSwitchedOff', {
            code: p.giftCardCode ?? '',
            amount: formatCurrency(p.amountCents),
          }),
        );
    }
  },
};
