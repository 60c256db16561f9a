/**
 * A paid ticket's status as the invoice list, the edit page and the CSV export say it: paid,
 * voided, refunded (all of it) or partly refunded. The server sends the ticket's own status and
 * its amounts; the page works the status out with this rule and says it from the catalogue, the
 * CSV in English (docs/features/languages-and-offline.md "Values on the wire, formats on the page").
 */

/** What the invoice list filters by (a refunded ticket is one with any refund). */
export const INVOICE_STATUSES = ['paid', 'voided', 'refunded'] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUSES)[number];

/** The status a ticket is shown with. */
export const INVOICE_STATUSES_SHOWN = ['paid', 'voided', 'refunded', 'partly_refunded'] as const;
export type InvoiceStatusShown = (typeof INVOICE_STATUSES_SHOWN)[number];

/** Voided; else refunded when the refunds reach what was paid, partly refunded below that; else paid. */
export function invoiceStatusShown(
  status: string,
  refundedCents: number | null,
  amountDueCents: number,
): InvoiceStatusShown {
  if (status === 'voided') return 'voided';
  const refunded = refundedCents ?? 0;
  if (refunded > 0) return refunded >= amountDueCents ? 'refunded' : 'partly_refunded';
  return 'paid';
}
