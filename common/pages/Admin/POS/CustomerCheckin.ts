// The props of resources/js/Pages/Admin/POS/CustomerCheckin.tsx, as the server sends them.
import type { CheckInStatus, StaffRef } from '../Checkins/types';
export interface Props {
  check_in: {
    id: number;
    status: CheckInStatus;
    customer: { id: number; name: string; phone_formatted: string; email: string } | null;
    services: { id: number; name: string; minutes: number; price: number }[];
    requested: StaffRef | null;
    assigned: StaffRef | null;
    /** ISO instant; the page shows it in the store's zone. */
    checked_in_at: string;
  };
  technicians: { id: number; name: string; color: string; clocked_in: boolean }[];
  /** Assigned, else asked for, else the turn board's next up. */
  technician_id: number | null;
}
