// The props of resources/js/Pages/Admin/Appointments/Show.tsx, as the server sends them.
export interface Props {
  appointment: {
    id: number;
    start_time: string;
    end_time: string;
    date: string;
    start: string;
    end: string;
    status: string;
    status_label: string;
    actions: string[];
    movable: boolean;
    source: string;
    any_technician: boolean;
    notes: string;
    cancel_reason: string;
    check_in_id: number | null;
    technician: { id: number; name: string; color: string };
    customer: { id: number; name: string; phone: string; email: string };
    services: { name: string; minutes: number; price: string }[];
    history: {
      id: number;
      action: string;
      when: string;
      by: string;
      change: string;
      reason: string;
    }[];
  };
  technicians: { id: number; name: string }[];
  can_pos: boolean;
}
