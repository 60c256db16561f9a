// The props of resources/js/Pages/Admin/OfflineTickets/Index.tsx, as the server sends them.

export interface OfflineTicketItem {
  id: number;
  kind: 'ticket' | 'clock_in' | 'clock_out';
  /** "Ticket", "Clock in", "Clock out". */
  kind_label: string;
  /** When it happened at the station, in the store's zone (MM-DD-YYYY hh:mm A). */
  recorded_at: string;
  /** Why the server could not take it as recorded. */
  reason: string | null;
  /** As the station recorded it: "Classic Manicure · Cindy Le · $20.00" (names as the station showed them). */
  lines: string[];
  /** The amount due the station showed, and the cash taken (cents); null for a clock event. */
  shown_total: number | null;
  cash_taken: number | null;
  /** Resolved ones only. */
  resolution_label: string | null;
  resolution_note: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
  invoice_id: number | null;
}

export interface Props {
  waiting: OfflineTicketItem[];
  resolved: OfflineTicketItem[];
}
