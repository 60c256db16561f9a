// The props of resources/js/Pages/Customer/EmployeePayrollReport.tsx, as the server sends them.
import type { PayRow } from '../Admin/Payrolls/types';

export interface Props {
  store: { name: string };
  period: { start: string; end: string };
  pay: PayRow;
  adjustments: { label: string; amount: number; reason: string }[];
  lines: number;
  tickets_tipped: number;
}
