// The props of resources/js/Pages/Admin/OfflineTickets/Index.tsx, as the server sends them.

export interface OfflineTicketItem {
  id: number;
  kind: 'ticket' | 'clock_in' | 'clock_out';
  /** "Ticket", "Clock in", "Clock out". */
  kind_label: string;
  /** When it happened at the station, in the store's zone (MM-DD-YYYY hh:mm A). */
  recorded_at: string;
  /** Why the server could not take it as recorded, in the reader's language. */
  reason: string | null;
  /** A clock event's reason as the rule's code (too_old, shift_too_long, no_clock_in, overlap, payroll_finalised); null for a ticket. */
  reason_code: string | null;
  /** A clock event's facts, times in the store's zone (MM-DD-YYYY hh:mm A); null for a ticket. */
  clock: OfflineClockFacts | null;
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

export interface OfflineClockFacts {
  employee: string;
  /** The station it was sent from, when the device was set to one. */
  station: string | null;
  /** When the server received it. */
  received_at: string;
  /** A clock-out: when the shift it closes began, and how long it makes it ("19h 30m"), as things stood when it arrived. */
  shift_began: string | null;
  shift_length: string | null;
}

export interface Props {
  waiting: OfflineTicketItem[];
  resolved: OfflineTicketItem[];
  /** Accepting or rejecting a clock event also takes "manage employees" (it writes a clock record). */
  can_resolve_clock: boolean;
}
