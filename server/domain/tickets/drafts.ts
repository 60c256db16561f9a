import type { Db } from '../../../database/client';
import {
  insertInvoice,
  lockDraft,
  updateInvoice,
  writeInvoiceDetails,
} from '../../../database/queries/invoices';
import type { Actor } from '../access/permissions';
import { DomainError, FieldErrors } from '../errors';
import { ALREADY_PAID } from './checkout';
import { invoiceTotals, priceTicket, type TicketRequest } from './ticketPricing';
import { say } from '../../../common/said';

export const GIFT_CARD_NOT_SAVED = say('validation.tickets.aGiftCardIsSold');

/**
 * Saves a ticket unpaid (Save ticket on the pay screen): priced by the same
 * function as checkout, so Saved Ticket lists the amount the customer will be
 * asked for. A new one when `draftId` is null, otherwise that saved ticket is
 * rewritten whole. One transaction; answers the saved ticket's id.
 */
export async function saveDraft(
  db: Db,
  storeId: number,
  actor: Actor,
  draftId: number | null,
  req: TicketRequest,
): Promise<number> {
  // A saved line keeps no gift card code or recipient, so a card typed in would come back blank.
  const giftcard = req.lines.findIndex((l) => l.kind === 'giftcard');
  if (giftcard >= 0)
    throw new FieldErrors({ [`lines.${giftcard}.gift_card_code`]: GIFT_CARD_NOT_SAVED });
  return db.transaction(async (tx) => {
    let id: number;
    if (draftId === null) {
      id = await insertInvoice(tx, storeId, {
        status: 'draft',
        createdByName: actor.name,
        createdByUserId: actor.kind === 'user' ? actor.id : null,
        createdByEmployeeId: actor.kind === 'employee' ? actor.id : null,
      });
    } else {
      const draft = await lockDraft(tx, storeId, draftId);
      if (!draft)
        throw new DomainError(say('validation.tickets.thatSavedTicketNoLonger'), null, 404);
      // Paid, or being paid right now by another station.
      if (draft.status !== 'draft' || draft.idempotencyKey !== null)
        throw new DomainError(ALREADY_PAID, null, 409);
      id = draft.id;
    }
    const priced = await priceTicket(tx, storeId, req);
    await writeInvoiceDetails(tx, storeId, id, priced);
    // A split edited by hand is kept as it was typed (its shares are the saved tip rows), so resuming brings it back.
    await updateInvoice(tx, storeId, id, {
      ...invoiceTotals(priced, req),
      ...(req.tipShares.length > 0 ? { tipSplit: 'manual' as const } : {}),
    });
    return id;
  });
}
