// The props of resources/js/Pages/Admin/ClockInClockOuts/Edit.tsx, as the server sends them.
import type { AuditRow } from './Partials/AuditTrail';

export interface Props {
  record: {
    id: number;
    employee: { name: string; employee_id: string };
    clock_in: string;
    clock_out: string;
    tip_amount: number;
    bonus_tip: number;
    cash_out: number;
    /** The record's instants (ISO; clock_out null while open), for the read-only view. */
    shown: { clock_in: string; clock_out: string | null };
  };
  audits: AuditRow[];
  now: string;
  /** Set when a finalised payroll paid this record: it stays as paid. */
  payroll_lock: string | null;
}
