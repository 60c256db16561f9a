// Types of resources/js/Pages/Admin/TurnManagements/Partials/board.ts that page props use.
export type TurnStatus = 'available' | 'busy' | 'small_service' | 'break' | 'out';

export interface TurnReasonRow {
  /** ISO instant. */
  at: string | null;
  kind: string;
  label: string;
  effect: string;
  counted: boolean;
  invoice_number: number | null;
}

export interface TurnTechnician {
  id: number;
  name: string;
  /** The board says it from the catalogue. */
  status: TurnStatus;
  turns: number;
  turns_label: string;
  /** ISO instants; the board shows them as hh:mm A in the store's zone. */
  last_turn_at: string | null;
  clocked_in_at: string | null;
  position: number | null;
  next_up: boolean;
  /** The customer "give the next walk-in" would hand her (none who asked for someone else), or null. */
  next_walk_in: string | null;
  reasons: TurnReasonRow[];
}
