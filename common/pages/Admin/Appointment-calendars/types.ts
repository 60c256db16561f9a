import type { AppointmentStatus } from '../../../appointments';
import type { CheckInService } from '../../propShapes';

/**
 * The calendar's grid (server/domain/appointments/calendar.ts builds it): minutes
 * after the store's midnight, and each column names its technician and date.
 */
export interface CalendarColumn {
  key: string;
  technician_id: number;
  date: string;
  title: string;
  subtitle: string;
  color: string;
  /** Where the technician can be booked: working hours ∩ opening; null = off or closed. */
  open: { start: number; end: number } | null;
  blocks: { start: number; end: number; title: string }[];
}

export interface CalendarAppointment {
  id: number;
  column: string;
  technician_id: number;
  date: string;
  start: number;
  end: number;
  time_label: string;
  customer: string;
  phone: string;
  services: string;
  status: AppointmentStatus;
  /** The statuses staff may set next, in the order a visit goes. */
  actions: AppointmentStatus[];
  movable: boolean;
  any_technician: boolean;
}

export interface CalendarGridData {
  start: number;
  end: number;
  step: number;
  columns: CalendarColumn[];
  appointments: CalendarAppointment[];
  /** The store's hours on the day (day view), for the header. */
  hours_label: string;
  now: { column_date: string; minute: number } | null;
}

export interface Technician {
  id: number;
  name: string;
  color: string;
}

export interface CalendarProps {
  view: 'day' | 'week';
  date: string;
  today: string;
  previous: string;
  next: string;
  technician_id: number | null;
  grid: CalendarGridData;
  technicians: Technician[];
  service_menu: { categories: { id: number; name: string }[]; services: CheckInService[] };
  /** The statuses staff may set by hand. */
  statuses: AppointmentStatus[];
  can_pos: boolean;
}

/** A drop or resize: where the appointment should now be. */
export interface Placement {
  column: string;
  start: number;
  end: number;
}
