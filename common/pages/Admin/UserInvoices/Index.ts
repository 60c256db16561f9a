// The props of resources/js/Pages/Admin/UserInvoices/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';
import type { DayPeriod } from '../../propShapes';

export interface InvoiceListRow {
  id: number;
  number: string | null;
  store: string;
  period: DayPeriod;
  /** Store days, YYYY-MM-DD; a draft has no issue day. */
  issued_on: string | null;
  due_on: string;
  status: string;
  status_tone: 'primary' | 'danger' | 'neutral';
  total_cents: number;
  balance_cents: number;
  overdue: boolean;
}

export interface Props {
  invoices: Paginator<InvoiceListRow>;
  filters: { status: string; store: string; from: string; to: string };
  totals: {
    count: number;
    total_cents: number;
    paid_cents: number;
    outstanding_cents: number;
    by_status: { status: string; count: number; total_cents: number }[];
  };
  options: { statuses: string[]; stores: { id: number; name: string }[] };
}
