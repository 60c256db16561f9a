// The props of resources/js/Pages/Admin/Payrolls/Report.tsx, as the server sends them.
import type { PayRow } from './types';
import type { StoreRegion } from '../../../intlFormats';

export type Type = 'salary' | 'commission' | 'tips';

export interface SalaryRow extends PayRow {
  adjustment_lines: { label: string; amount: number; reason: string }[];
}

export interface CommissionRow {
  technician_id: number;
  technician: string;
  ticket: number | null;
  paid_at: string;
  name: string;
  amount: number;
  rate: number;
  supply_fee: number;
  commission: number;
}

export interface TipRow {
  technician_id: number;
  technician: string;
  ticket: number | null;
  paid_at: string;
  tip: number;
  card_paid: number;
  total_paid: number;
}

export interface Props {
  /** The shared prop's store, as this page gets it (zone and region included, common/shared.ts). */
  store: { name: string; timezone: string; region: StoreRegion };
  type: Type;
  filters: { period: number | null; from: string; to: string; technician: number | null };
  covering: { start: string; end: string; state: string; run_id: number | null };
  periods: { id: number; start: string; end: string; state: string }[];
  technicians: { id: number; name: string }[];
  salary: SalaryRow[];
  commission: CommissionRow[];
  tips: TipRow[];
}
