import type { AppointmentStatus, ManualStatus } from '../../../appointments';
import type { CheckInService } from '../../propShapes';

/**
 * The calendar's grid (server/domain/appointments/calendar.ts builds it): minutes
 * after the store's midnight, and each column names its technician and date. Values
 * only: the page writes the times, weekdays and words in the reader's language
 * (docs/features/languages-and-offline.md "Values on the wire, formats on the page").
 */

/** Why a column's header shows no hours: the technician is off, or the salon is closed that day. */
export type ColumnNoHours = 'off' | 'closed';

export interface CalendarColumn {
  key: string;
  technician_id: number;
  /** The technician's name: the day view's column heading. */
  technician_name: string;
  /** YYYY-MM-DD: the week view's column heading. */
  date: string;
  /**
   * The header's hours: the technician's working hours (day view) or the hours she can be
   * booked (week view), as minutes; else why there are none.
   */
  hours: { start: number; end: number } | ColumnNoHours;
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
  /** Minutes after the store's midnight; the end is the day's end (1440) when it runs past midnight. */
  start: number;
  end: number;
  customer: string;
  phone: string;
  services: string;
  status: AppointmentStatus;
  /** The statuses staff may set next, in the order a visit goes. */
  actions: ManualStatus[];
  movable: boolean;
  any_technician: boolean;
}

export interface CalendarGridData {
  start: number;
  end: number;
  step: number;
  columns: CalendarColumn[];
  appointments: CalendarAppointment[];
  /** The day view's header: the store's hours on the day as minutes, null when it is closed (and in the week view). */
  opening: { open: number; close: number } | null;
  /** The week view's header: the technician whose week it is (null in the day view). */
  employee_name: string | null;
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
  statuses: ManualStatus[];
  can_pos: boolean;
}

/** A drop or resize: where the appointment should now be. */
export interface Placement {
  column: string;
  start: number;
  end: number;
}
