// The props of resources/js/Pages/Admin/Invoices/Edit.tsx, as the server sends them.
import type { EditableInvoice, InvoiceLine, Refundable, Technician } from './types';
import type { InvoiceAudit } from './Partials/AuditTrail';

export interface Props {
  invoice: EditableInvoice;
  lines: InvoiceLine[];
  tips: { technician_id: number; name: string; cents: number }[];
  payments: {
    id: number;
    type: string;
    label: string;
    amount_cents: number;
    card: string | null;
    gift_card: string | null;
  }[];
  refunds: {
    id: number;
    /** An ISO instant. */
    at: string;
    by: string;
    reason: string;
    total_cents: number;
    payouts: { type: string; label: string; gift_card_code: string | null; cents: number }[];
    /** More cash given back than was paid in cash: how much, who allowed it and why. */
    override: { cents: number; by: string; reason: string } | null;
  }[];
  refundable: Refundable;
  audits: InvoiceAudit[];
  technicians: Technician[];
  void_problem: string | null;
  /** Set when a finalised payroll covers the ticket's day: its tip and technicians stay as paid. */
  payroll_lock: string | null;
  /** Paid by a terminal card: its tip is adjusted on the terminal until the batch closes, then settled (the split may still move). */
  card_tip: { card: string; settled: boolean } | null;
}
