// The props of resources/js/Pages/Admin/Billing/Invoice.tsx, as the server sends them.
import type { InvoiceSheet, Seller } from '../UserInvoices/Show';

export interface Props {
  invoice: InvoiceSheet;
  seller: Seller;
}
