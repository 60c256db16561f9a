import type { CheckInService } from '../../propShapes';

/** What checkins.index sends (server/http/controllers/checkIns.ts). */
export type CheckInStatus =
  'waiting' | 'assigned' | 'in_service' | 'done' | 'cancelled' | 'no_show';

export interface Person {
  id: number;
  name: string;
}

/** A technician the visit names; `name` is null once she is no longer on staff (the page says so). */
export interface StaffRef {
  id: number;
  name: string | null;
}

export interface CheckInRow {
  id: number;
  status: CheckInStatus;
  source: 'kiosk' | 'front_desk' | 'appointment';
  customer: { id: number; name: string; phone_formatted: string };
  /** `name` is null for a service gone from the menu (the card says so). */
  services: { id: number; name: string | null }[];
  requested: StaffRef | null;
  assigned: StaffRef | null;
  /** ISO instant; the page shows it in the store's zone. */
  checked_in_at: string;
  /** When the wait ended (service started, or closed); null: still waiting, the page ticks. */
  waited_until: string | null;
  position: number | null;
  /** The estimated wait in minutes (waitEstimate's), while she waits; null otherwise. */
  wait_minutes: number | null;
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
  statuses: CheckInStatus[];
  check_ins: CheckInRow[];
  technicians: Technician[];
  suggested_technician_id: number | null;
  service_menu: { categories: { id: number; name: string }[]; services: CheckInService[] };
  consent_text: string;
  can_start: boolean;
}
