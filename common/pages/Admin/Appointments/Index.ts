// The props of resources/js/Pages/Admin/Appointments/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

export interface Row {
  id: number;
  /** Instants (ISO); the page shows them in the store's zone. */
  start_time: string;
  end_time: string;
  customer: string;
  phone: string;
  technician: string;
  services: string;
  status: string;
  status_label: string;
  source: string;
}

export interface Filters {
  range: string | null;
  from: string;
  to: string;
  employee: number | null;
  status: string | null;
}

export interface Props {
  appointments: Paginator<Row>;
  filters: Filters;
  ranges: { value: string; label: string }[];
  statuses: { value: string; label: string }[];
  technicians: { id: number; name: string }[];
}
