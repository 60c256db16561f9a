// The props of resources/js/Pages/Admin/OfflineTickets/Index.tsx, as the server sends them.

export type OfflineResolution = 'accepted_today' | 'accepted_recorded' | 'discarded';

/**
 * A line of what the station recorded: names as it showed them, amounts in cents. A name the
 * payload lacks is null, and the page names the thing by its id ("Service #4", "Employee #12").
 */
export type OfflineLine =
  /** A ticket's line: "Classic Manicure · Cindy Le × 2 · $40.00" on the page. */
  | {
      kind: 'item';
      service_id: number | null;
      label: string | null;
      quantity: number;
      amount_cents: number;
    }
  /** A clock event's employee. */
  | { kind: 'employee'; id: number | null; name: string | null }
  /** A clock event's amount, by the time clock's field: "Tip Amount $25.00" on the page. */
  | { kind: 'amount'; field: 'tip_amount' | 'bonus_tip' | 'cash_out'; amount_cents: number };

export interface OfflineTicketItem {
  id: number;
  kind: 'ticket' | 'clock_in' | 'clock_out';
  /** When it happened at the station (ISO); the page shows it in the store's zone. */
  recorded_at: string;
  /** Why the server could not take it as recorded, in the reader's language. */
  reason: string | null;
  /** A clock event's reason as the rule's code (too_old, shift_too_long, no_clock_in, overlap, payroll_finalised); null for a ticket. */
  reason_code: string | null;
  /** A clock event's facts, times as instants (ISO); null for a ticket. */
  clock: OfflineClockFacts | null;
  /** As the station recorded it (names as the station showed them). */
  lines: OfflineLine[];
  /** The amount due the station showed, and the cash taken (cents); null for a clock event. */
  shown_total: number | null;
  cash_taken: number | null;
  /** Resolved ones only. A clock event is only ever accepted as recorded ("Accepted") or discarded ("Rejected"). */
  resolution: OfflineResolution | null;
  resolution_note: string | null;
  resolved_by: string | null;
  /** ISO instant. */
  resolved_at: string | null;
  invoice_id: number | null;
}

export interface OfflineClockFacts {
  /** Her name as the station showed it; null when it sent none (the employee line has her id). */
  employee: string | null;
  /** The station it was sent from, when the device was set to one. */
  station: string | null;
  /** When the server received it (ISO). */
  received_at: string;
  /** A clock-out: when the shift it closes began (ISO), and how long it makes it in minutes, as things stood when it arrived. */
  shift_began: string | null;
  shift_minutes: number | null;
}

export interface Props {
  waiting: OfflineTicketItem[];
  resolved: OfflineTicketItem[];
  /** Accepting or rejecting a clock event also takes "manage employees" (it writes a clock record). */
  can_resolve_clock: boolean;
}
