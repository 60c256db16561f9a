// The props of resources/js/Pages/Admin/CloseBatches/Show.tsx, as the server sends them.
import type { DifferenceKind } from './Index';

export interface BatchTransactionRow {
  id: number;
  kind: 'sale' | 'return';
  ticket: { number: string; href: string } | null;
  card: string;
  amount: string;
  tip: string;
  by: string;
  at: string;
}

export interface Props {
  batch: {
    id: number;
    terminal: string;
    closed_at: string;
    by: string;
    host_ref: string | null;
    batch_no: string | null;
    host: { count: number; amount: string };
    pos: { count: number; amount: string; tips: string };
    terminal_side: { count: number; amount: string };
    message: string | null;
  };
  differences: {
    kind: DifferenceKind;
    label: string;
    terminal_ref: string | null;
    pos: string | null;
    terminal: string | null;
    resolution: string;
  }[];
  transactions: BatchTransactionRow[];
  back_href: string;
}
