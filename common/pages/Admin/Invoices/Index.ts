// The props of resources/js/Pages/Admin/Invoices/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';
import type { InvoiceStatusFilter } from '../../../invoiceStatus';
import type { ReportRangeChoice } from '../../../reportRanges';

export interface Row {
  id: number;
  number: string;
  /** An ISO instant. */
  paid_at: string | null;
  /** The ticket's own status; the page says it counting its refunds (common/invoiceStatus.ts). */
  status: 'paid' | 'voided' | 'draft';
  customer: string | null;
  phone: string | null;
  technicians: string | null;
  subtotal_cents: number;
  tax_cents: number;
  tip_cents: number;
  amount_due_cents: number;
  /** Null: nothing refunded. */
  refunded_cents: number | null;
  tenders: { type: string; label: string; cents: number }[];
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
    subtotal_cents: number;
    discount_cents: number;
    tax_cents: number;
    tip_cents: number;
    total_cents: number;
    amount_due_cents: number;
    refunded_cents: number;
    tenders: { type: string; label: string; cents: number }[];
  };
  filters: Filters;
  period: { from: string; to: string };
  export_query: Record<string, string | number>;
  /** The report ranges, then custom dates, as codes; the page says them. */
  ranges: ReportRangeChoice[];
  technicians: { id: number; name: string }[];
  tenders: Option[];
  statuses: InvoiceStatusFilter[];
}
