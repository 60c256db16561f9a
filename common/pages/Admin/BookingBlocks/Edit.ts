// The props of resources/js/Pages/Admin/BookingBlocks/Edit.tsx, as the server sends them.
import type { EmployeeOption } from './Partials/BookingBlockForm';

export interface Props {
  block: {
    id: number;
    title: string;
    technician_id: number | null;
    date: string;
    start: string;
    end: string;
    repeat: 'none' | 'weekly';
    repeat_until: string;
  };
  employees: EmployeeOption[];
  today: string;
  whole_salon: string;
}
