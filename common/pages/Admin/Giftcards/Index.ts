// The props of resources/js/Pages/Admin/Giftcards/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

export interface CardRow {
  id: number;
  code: string;
  recipient: string | null;
  balance: string;
  issued: string;
  is_active: boolean;
  created_at: string;
}

export type Checked =
  | { found: true; id: number; code: string; balance: string; is_active: boolean }
  | { found: false; message: string }
  | null;

export interface Props {
  giftcards: Paginator<CardRow>;
  liability: { amount: string; cards: number };
  filters: { q: string; check: string };
  checked: Checked;
}
