// The props of resources/js/Pages/Admin/BookingBlocks/Create.tsx, as the server sends them.
import type { EmployeeOption } from './Partials/BookingBlockForm';

export interface Props {
  employees: EmployeeOption[];
  /** The store's today (YYYY-MM-DD). */
  today: string;
  whole_salon: string;
}
