import { markRequestedLines } from '../../../database/queries/checkIns';
import type { TicketParticipant } from '../tickets/lifecycle';
import { finishCheckIn } from './checkIns';

/**
 * The check-in queue in a ticket's life: the visit is done once its ticket
 * is paid, closed with the invoice, and lines by the technician she asked
 * for are marked requested (by default they are not walk-in turns). A
 * visit's ticket has its lines written before the participants run.
 */
export const checkInParticipant: TicketParticipant = {
  name: 'check-ins',
  async onPaid(tx, t) {
    if (t.checkInId === null) return;
    const checkIn = await finishCheckIn(tx, {
      storeId: t.store.id,
      checkInId: t.checkInId,
      invoiceId: t.invoiceId,
      now: t.now,
    });
    if (checkIn.requestedTechnicianId !== null)
      await markRequestedLines(tx, t.store.id, t.invoiceId, checkIn.requestedTechnicianId);
  },
};
