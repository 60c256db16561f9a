import { completeVisitAppointments } from '../../../database/queries/appointments';
import { notifyStore } from '../../realtime/storeEvents';
import type { TicketParticipant } from '../tickets/lifecycle';

/**
 * The calendar in a ticket's life: the appointment that brought a visit is
 * completed by the visit's payment (with its history row), and open
 * calendars show it once the payment commits. A walk-in's ticket costs
 * nothing here.
 */
export const appointmentParticipant: TicketParticipant = {
  name: 'appointments',
  async onPaid(tx, t) {
    if (t.checkInId === null) return;
    const by = {
      userId: t.actor.kind === 'user' ? t.actor.id : null,
      employeeId: t.actor.kind === 'employee' ? t.actor.id : null,
      name: t.actor.name,
    };
    const completed = await completeVisitAppointments(tx, t.store.id, {
      checkInId: t.checkInId,
      invoiceId: t.invoiceId,
      by,
    });
    for (const id of completed)
      await notifyStore(tx, t.store.id, 'AppointmentChanged', { id, action: 'completed' });
  },
};
