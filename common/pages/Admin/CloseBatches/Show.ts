// The props of resources/js/Pages/Admin/CloseBatches/Show.tsx, as the server sends them.
import type { DifferenceKind } from './Index';

export interface BatchTransactionRow {
  id: number;
  kind: 'sale' | 'return';
  ticket: { number: string; href: string } | null;
  card: string;
  /** Negative for a return. */
  amount_cents: number;
  tip_cents: number;
  by: string;
  /** ISO instant. */
  at: string;
}

export interface Props {
  batch: {
    id: number;
    terminal: string;
    /** ISO instant. */
    closed_at: string;
    by: string;
    host_ref: string | null;
    batch_no: string | null;
    host: { count: number; amount_cents: number };
    pos: { count: number; amount_cents: number; tip_cents: number };
    terminal_side: { count: number; amount_cents: number };
    message: string | null;
  };
  differences: {
    kind: DifferenceKind;
    label: string;
    terminal_ref: string | null;
    pos_cents: number | null;
    terminal_cents: number | null;
    resolution: string;
  }[];
  transactions: BatchTransactionRow[];
  back_href: string;
}
