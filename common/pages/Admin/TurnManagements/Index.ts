// The props of resources/js/Pages/Admin/TurnManagements/Index.tsx, as the server sends them.
import type { TurnTechnician } from './Partials/board';

export interface Props {
  board: {
    /** The store's day, YYYY-MM-DD. */
    date: string;
    /** The board's rules, one catalogue key each (with the small-service price, in cents, where it applies). */
    rules: { key: string; amount_cents?: number }[];
    technicians: TurnTechnician[];
  };
  waiting: { count: number; next: string | null };
  can_adjust: boolean;
  can_settings: boolean;
  adjust_reasons: readonly string[];
}
