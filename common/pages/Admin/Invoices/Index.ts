// The props of resources/js/Pages/Admin/Invoices/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

export interface Row {
  id: number;
  number: string;
  paid_at: string;
  status: 'paid' | 'voided' | 'draft';
  status_label: string;
  customer: string | null;
  phone: string | null;
  technicians: string | null;
  amount_due: string;
  refunded: string | null;
  tenders: { type: string; label: string; amount: string }[];
}

export interface Filters {
  range: string;
  from: string;
  to: string;
  technician: number | null;
  tender: string | null;
  status: string | null;
  q: string;
}

export type Option = { value: string; label: string };

export interface Props {
  invoices: Paginator<Row>;
  totals: {
    count: number;
    voided: number;
    subtotal: string;
    discount: string;
    tax: string;
    tip: string;
    total: string;
    amount_due: string;
    refunded: string;
    tenders: { type: string; label: string; amount: string; cents: number }[];
  };
  filters: Filters;
  period: { from: string; to: string };
  export_query: Record<string, string | number>;
  ranges: Option[];
  technicians: { id: number; name: string }[];
  tenders: Option[];
  statuses: Option[];
}
