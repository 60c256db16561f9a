// The props of resources/js/Pages/Admin/POS/CustomerCheckin.tsx, as the server sends them.
export interface Props {
  check_in: {
    id: number;
    status: string;
    status_label: string;
    customer: { id: number; name: string; phone_formatted: string; email: string } | null;
    services: { id: number; name: string; minutes: number; price: number }[];
    requested: { id: number; name: string } | null;
    assigned: { id: number; name: string } | null;
    /** ISO instant; the page shows it in the store's zone. */
    checked_in_at: string;
  };
  technicians: { id: number; name: string; color: string; clocked_in: boolean }[];
  /** Assigned, else asked for, else the turn board's next up. */
  technician_id: number | null;
}
