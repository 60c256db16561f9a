import type { CheckInService } from '../../propShapes';

/** What checkins.index sends (server/http/controllers/checkIns.ts). */
export type CheckInStatus =
  'waiting' | 'assigned' | 'in_service' | 'done' | 'cancelled' | 'no_show';

export interface Person {
  id: number;
  name: string;
}

export interface CheckInRow {
  id: number;
  status: CheckInStatus;
  status_label: string;
  source: 'kiosk' | 'front_desk' | 'appointment';
  customer: { id: number; name: string; phone_formatted: string };
  services: Person[];
  requested: Person | null;
  assigned: Person | null;
  /** ISO instant; the page shows it in the store's zone. */
  checked_in_at: string;
  /** When the wait ended (service started, or closed); null: still waiting, the page ticks. */
  waited_until: string | null;
  position: number | null;
  wait_label: string | null;
  reason: string | null;
  invoice_id: number | null;
}

export interface Technician extends Person {
  clocked_in: boolean;
}

export interface CheckinsProps {
  business_date: string;
  filters: { status: 'all' | CheckInStatus };
  counts: Record<string, number>;
  statuses: { value: CheckInStatus; label: string }[];
  check_ins: CheckInRow[];
  technicians: Technician[];
  suggested_technician_id: number | null;
  service_menu: { categories: { id: number; name: string }[]; services: CheckInService[] };
  consent_text: string;
  can_start: boolean;
}
