// The props of resources/js/Pages/Admin/Payrolls/Edit.tsx, as the server sends them.
import type { PayRow } from './types';

export interface Technician extends PayRow {
  stub_url: string | null;
}

export interface Adjustment {
  id: number;
  technician_id: number;
  label: string;
  amount: number;
  reason: string;
  by: string;
  removable: boolean;
}

export interface Props {
  run: {
    id: number;
    period_start: string;
    period_end: string;
    state: 'open' | 'finalised';
    finalised_at: string | null;
    finalised_by: string | null;
  };
  ended: boolean;
  technicians: Technician[];
  adjustments: Adjustment[];
  staff: { id: number; name: string }[];
  /** Card tips of the period whose batch is not closed yet (their amount may still change), or null when all are settled. */
  unsettled_card_tips: { count: number; amount_cents: number } | null;
}
