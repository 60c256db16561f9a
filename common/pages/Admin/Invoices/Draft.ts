// The props of resources/js/Pages/Admin/Invoices/Draft.tsx, as the server sends them.
export interface SavedTicket {
  id: number;
  customer: string | null;
  customer_phone: string;
  technicians: string[];
  amount_due: number;
  /** An ISO instant. */
  saved_at: string;
  age_minutes: number;
  saved_by: string;
}

export type Props = { drafts: SavedTicket[] };
