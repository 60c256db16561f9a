import type { Translate } from '@common/i18n';
import {
  invoiceStatusShown,
  type InvoiceStatusFilter,
  type InvoiceStatusShown,
} from '@common/invoiceStatus';
import { TENDER_KEYS } from '@/Components/pos/words';

/** What the invoice edit page's forms share: the tenders a correction may choose, the panel around each form. */
export const CORRECTABLE: { value: 'cash' | 'credit_card' | 'check'; key: string }[] = [
  { value: 'cash', key: TENDER_KEYS.cash },
  { value: 'credit_card', key: TENDER_KEYS.credit_card },
  { value: 'check', key: TENDER_KEYS.check },
];

export const panel = 'space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** A ticket's status, by its code (common/invoiceStatus.ts). */
export const STATUS_KEYS: Record<InvoiceStatusShown, string> = {
  paid: 'ui.paid',
  voided: 'ui.voided',
  refunded: 'ui.refunded',
  partly_refunded: 'invoices.status.partlyRefunded',
};

/** The list's status filter's choices, by their code. */
export const STATUS_FILTER_KEYS: Record<InvoiceStatusFilter, string> = {
  paid: 'ui.paid',
  voided: 'ui.voided',
  refunded: 'ui.refunded',
};

/** A ticket's status in the page's language, counting its refunds: "Paid", "Partly refunded"… */
export const statusLabel = (
  t: Translate,
  ticket: { status: string; refunded_cents: number | null; amount_due_cents: number },
): string =>
  t(STATUS_KEYS[invoiceStatusShown(ticket.status, ticket.refunded_cents, ticket.amount_due_cents)]);
