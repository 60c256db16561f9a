// The props of resources/js/Pages/Admin/Appointments/Index.tsx, as the server sends them.
import type { AppointmentSource, AppointmentStatus } from '../../../appointments';
import type { Paginator } from '../../../pagination';
import type { ReportRange } from '../../../reportRanges';

export interface Row {
  id: number;
  /** Instants (ISO); the page shows them in the store's zone. */
  start_time: string;
  end_time: string;
  customer: string;
  phone: string;
  technician: string;
  services: string;
  status: AppointmentStatus;
  source: AppointmentSource;
}

export interface Filters {
  range: ReportRange | null;
  from: string;
  to: string;
  employee: number | null;
  status: AppointmentStatus | null;
}

export interface Props {
  appointments: Paginator<Row>;
  filters: Filters;
  /** The choices of the filters, as codes: the page says them. */
  ranges: ReportRange[];
  statuses: AppointmentStatus[];
  technicians: { id: number; name: string }[];
}
