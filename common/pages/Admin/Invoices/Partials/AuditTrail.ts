// Types of resources/js/Pages/Admin/Invoices/Partials/AuditTrail.tsx that page props use.
export interface InvoiceAudit {
  id: number;
  action: 'tip' | 'technician' | 'tender' | 'void';
  /** An ISO instant. */
  at: string;
  by: string;
  reason: string;
  changes: { field: string; before: string; after: string }[];
}
