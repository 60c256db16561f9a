import type { RefundTender, TenderType, TicketPayments } from '../../../tenders';

/** The props of Admin/Invoices/Edit, shared by its partials. */
export type Tender = TenderType;

export interface InvoiceLine {
  id: number;
  name: string;
  kind: 'service' | 'retail' | 'giftcard';
  quantity: number;
  technician_id: number | null;
  technician: string | null;
  net_cents: number;
  /** The line's share of the ticket's tax. */
  tax_cents: number;
  /** What is left to refund of the line: net and its tax share. */
  refundable_cents: number;
  refundable_tax_cents: number;
  /** A gift card sold on the line: only its unused balance can be refunded. */
  gift_card: { code: string; balance_cents: number; active: boolean } | null;
}

/** What is left to refund of the ticket, and where it may go. */
export interface Refundable {
  total_cents: number;
  tip_cents: number;
  tip_refunded_cents: number;
  credit_card_cents: number;
  check_cents: number;
  card_last4: string | null;
  gift_card_code: string | null;
  /** Each tender that paid (gift cards one per card), what it paid and what earlier refunds gave back on it. */
  tenders: {
    type: RefundTender;
    gift_card_code: string | null;
    paid_cents: number;
    refunded_cents: number;
  }[];
  /** May give back more cash than was paid in cash (a manager's override, with a reason). */
  can_override: boolean;
}

/** With the five payment amounts in cents under the spec's names (cash_amount …). */
export interface EditableInvoice extends TicketPayments {
  id: number;
  number: string;
  /** An ISO instant, as `voided_at`. */
  paid_at: string | null;
  /** The ticket's own status; the page says it counting its refunds (common/invoiceStatus.ts). */
  status: 'paid' | 'voided' | 'draft';
  customer: { name: string; phone: string | null } | null;
  voided_at: string | null;
  void_reason: string | null;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  tip_cents: number;
  amount_due_cents: number;
  refunded_cents: number;
}

export interface Technician {
  id: number;
  name: string;
}
