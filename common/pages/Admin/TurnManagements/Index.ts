// The props of resources/js/Pages/Admin/TurnManagements/Index.tsx, as the server sends them.
import type { TurnTechnician } from './Partials/board';

export interface Props {
  board: { date: string; rules: string; technicians: TurnTechnician[] };
  waiting: { count: number; next: string | null };
  can_adjust: boolean;
  can_settings: boolean;
  adjust_reasons: readonly string[];
}
