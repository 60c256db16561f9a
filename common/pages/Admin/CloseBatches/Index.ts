// The props of resources/js/Pages/Admin/CloseBatches/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

export type DifferenceKind =
  | 'missing_on_terminal'
  | 'missing_on_pos'
  | 'amount_mismatch'
  | 'tip_not_adjusted'
  | 'unknown_result'
  | 'not_on_ticket';

export interface BatchTotalsView {
  count: number;
  amount_cents: number;
  tip_cents: number;
}

export interface DifferenceView {
  /** A key for the list (the transaction id or the terminal's reference). */
  key: string;
  /** What is different, which the page says in one sentence with what to do about it. */
  kind: DifferenceKind;
  transaction_id: number | null;
  terminal_ref: string | null;
  ticket: { number: string; href: string } | null;
  card: string | null;
  /** The amounts each side has, in cents (null: that side has none). */
  pos_cents: number | null;
  terminal_cents: number | null;
  /** amount_mismatch: the tips differ (the fix takes the terminal's tip); otherwise the sale amount does. */
  tip_differs: boolean;
}

/** An open-batch sale in the quick tip-entry list. */
export interface TipEntryRow {
  transaction_id: number;
  ticket: { number: string; href: string } | null;
  card: string;
  amount_cents: number;
  tip_cents: number;
  /** ISO instant. */
  at: string;
  /** Only a sale on a ticket can take a tip here. */
  editable: boolean;
}

export interface TerminalBatchView {
  id: number;
  name: string;
  station: string | null;
  /** The terminal could not be read: nothing can be reconciled or closed until it answers. */
  error: string | null;
  pos: BatchTotalsView;
  terminal: BatchTotalsView | null;
  agree: boolean;
  differences: DifferenceView[];
  tips: TipEntryRow[];
  /** What was done about differences already. */
  resolved: { kind: DifferenceKind; resolution: string; by: string }[];
  can_close: boolean;
}

export interface BatchHistoryRow {
  id: number;
  terminal: string;
  /** ISO instant. */
  closed_at: string;
  count: number;
  amount_cents: number;
  tip_cents: number;
  host_ref: string | null;
  differences: number;
  by: string;
  href: string;
}

export interface Props {
  terminals: TerminalBatchView[];
  /** The cut-off as minutes after the store's midnight, and whether that time has passed today in the store's zone. */
  cutoff: { minute: number; past: boolean };
  tip_mode: 'device' | 'adjust';
  batches: Paginator<BatchHistoryRow>;
  /** Settings → Terminal Devices, for a store with none. */
  terminals_href: string;
}
