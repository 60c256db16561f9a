// The props of resources/js/Pages/Admin/ClockInClockOuts/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';
import type { ReportRange } from '../../../reportRanges';
import type { EmployeeOption } from './Partials/ClockRecordForm';

export interface RecordRow {
  id: number;
  employee_name: string;
  employee_number: string;
  /** ISO instant. */
  clock_in: string;
  /** ISO instant; null while open. */
  clock_out: string | null;
  is_open: boolean;
  hours: string | null;
  hours_decimal: string | null;
  tip_cents: number;
  bonus_cents: number;
  cash_out_cents: number;
  audits: number;
}

export interface Filters {
  range: string;
  employee: number | null;
}

export interface Props {
  records: Paginator<RecordRow>;
  totals: {
    hours: string;
    hours_decimal: string;
    tip_cents: number;
    bonus_cents: number;
    cash_out_cents: number;
  };
  filters: Filters;
  period: { from: string; to: string };
  /** The report ranges as codes; the page says them. */
  ranges: ReportRange[];
  employees: EmployeeOption[];
  can_manage: boolean;
  /**
   * The longest shift an offline clock event may make without a manager (editable with "manage settings"),
   * and how long after its tap one may reach the server without a manager (fixed).
   */
  shift_limit: { hours: number; can_edit: boolean; window_hours: number };
}
