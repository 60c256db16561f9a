// The props of resources/js/Pages/Admin/Promotions/Index.tsx, as the server sends them.
import type { PromotionKind, PromotionState, PromotionTarget } from '../../../promotions';

export interface PromotionRow {
  id: number;
  name: string;
  kind: PromotionKind;
  /** A whole percent (percent; buy X get Y's discount on the Y units), or cents (amount). */
  value: number;
  buy_quantity: number | null;
  get_quantity: number | null;
  target: PromotionTarget;
  service_ids: number[];
  category_ids: number[];
  /** 0 = Sunday … 6 = Saturday; empty: every day. */
  days_of_week: number[];
  /** HH:MM as a time input takes it; '' for all day. */
  start_time: string;
  end_time: string;
  first_visit: boolean;
  birthday_month: boolean;
  starts_on: string;
  ends_on: string;
  priority: number;
  is_active: boolean;
  state: PromotionState;
}

export interface Props {
  promotions: (PromotionRow & {
    uses: number;
    amount_cents: number;
    reversed_cents: number;
    net_cents: number;
  })[];
  filters: { from: string; to: string };
  totals: { uses: number; amount_cents: number; net_cents: number };
  date_window: { min: string; max: string };
}

/** A line of the reports' "Discount by promotion": given on the period's paid tickets, given back by refunds in proportion, and what stayed given. */
export interface PromotionDiscountRow {
  promotion_id: number;
  name: string;
  uses: number;
  amount_cents: number;
  reversed_cents: number;
  net_cents: number;
}
