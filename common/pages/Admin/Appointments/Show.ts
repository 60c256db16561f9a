// The props of resources/js/Pages/Admin/Appointments/Show.tsx, as the server sends them.
import type {
  AppointmentAction,
  AppointmentSource,
  AppointmentStatus,
  ManualStatus,
} from '../../../appointments';

/** One side of a history row's change (server/http/presenters/appointments.ts historyChange). */
export interface ChangeSide {
  /** Its name is null when the technician is no longer on staff: the page says so. */
  technician: { id: number; name: string | null } | null;
  /** Instants (ISO). */
  start_time: string | null;
  end_time: string | null;
  /** The status value; a move names none. */
  status: AppointmentStatus | null;
}

export interface Props {
  appointment: {
    id: number;
    /** Instants (ISO); the page shows them in the store's zone. */
    start_time: string;
    end_time: string;
    /** The move form's fields: YYYY-MM-DD and HH:mm on the store's wall clock. */
    date: string;
    start: string;
    end: string;
    status: AppointmentStatus;
    /** The statuses staff may set next, in the order a visit goes. */
    actions: ManualStatus[];
    movable: boolean;
    source: AppointmentSource;
    any_technician: boolean;
    notes: string;
    cancel_reason: string;
    check_in_id: number | null;
    technician: { id: number; name: string; color: string };
    customer: { id: number; name: string; phone: string; email: string };
    services: { name: string; minutes: number; price_cents: number }[];
    history: {
      id: number;
      action: AppointmentAction;
      /** ISO instant. */
      at: string;
      by: string;
      change: { before: ChangeSide | null; after: ChangeSide | null };
      reason: string;
    }[];
  };
  technicians: { id: number; name: string }[];
  can_pos: boolean;
}
