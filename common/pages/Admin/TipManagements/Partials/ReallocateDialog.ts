// Types of resources/js/Pages/Admin/TipManagements/Partials/ReallocateDialog.tsx that page props use.
export interface TippedTicket {
  id: number;
  number: string;
  paid_at: string;
  tip_cents: number;
  shares: { technician_id: number; name: string; cents: number }[];
  technicians: { id: number; name: string }[];
}
