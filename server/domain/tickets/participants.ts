import { appointmentParticipant } from '../appointments/ticketParticipant';
import { checkInParticipant } from '../checkins/ticketParticipant';
import { couponParticipant } from '../coupons/ticketParticipant';
import { giftCardParticipant } from '../giftCards/ticketParticipant';
import { loyaltyParticipant } from '../loyalty/ticketParticipant';
import { reviewParticipant } from '../reviews/ticketParticipant';
import { receiptParticipant } from '../sms/notifications';
import { notifyStore } from '../../realtime/storeEvents';
import type { TicketParticipant } from './lifecycle';

/**
 * The screens that show sales (the dashboard's headline, the invoice list,
 * reports) reload when a ticket is paid, refunded or voided; the event goes
 * after the commit, so a listener never reloads the old rows.
 */
export const salesScreensParticipant: TicketParticipant = {
  name: 'sales screens',
  onPaid: (tx, t) =>
    notifyStore(tx, t.store.id, 'TicketPaid', { invoice_id: t.invoiceId, status: 'paid' }),
  onRefunded: (tx, r) =>
    notifyStore(tx, r.store.id, 'TicketPaid', { invoice_id: r.invoiceId, status: 'refunded' }),
  onVoided: (tx, v) =>
    notifyStore(tx, v.store.id, 'TicketPaid', { invoice_id: v.invoiceId, status: 'voided' }),
};

/**
 * Who reacts to a ticket's moments, in order. Money first (cards sold and
 * taken back, coupons), then the front desk (the visit, its appointment),
 * then the screens. A new capability (loyalty points, card terminals, review
 * requests) adds its participant here.
 */
export const TICKET_PARTICIPANTS: readonly TicketParticipant[] = [
  giftCardParticipant,
  couponParticipant,
  loyaltyParticipant,
  checkInParticipant,
  appointmentParticipant,
  reviewParticipant,
  receiptParticipant,
  salesScreensParticipant,
];
