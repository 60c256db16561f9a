// Types of resources/js/Pages/Admin/TipManagements/Partials/ReallocateDialog.tsx that page props use.
export interface TippedTicket {
  id: number;
  number: string;
  paid_at: string;
  tip_cents: number;
  /** Paid by a terminal card: 'open' until its batch closes, then 'settled' (the amount is final, the split may still move). */
  card_tip: 'open' | 'settled' | null;
  shares: { technician_id: number; name: string; cents: number }[];
  technicians: { id: number; name: string }[];
}
