// The props of resources/js/Pages/Admin/Giftcards/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

export interface CardRow {
  id: number;
  code: string;
  recipient: string | null;
  balance_cents: number;
  issued_cents: number;
  is_active: boolean;
  /** ISO instant. */
  created_at: string;
}

export type Checked =
  | { found: true; id: number; code: string; balance_cents: number; is_active: boolean }
  | { found: false; message: string }
  | null;

export interface Props {
  giftcards: Paginator<CardRow>;
  liability: { amount_cents: number; cards: number };
  filters: { q: string; check: string };
  checked: Checked;
}
