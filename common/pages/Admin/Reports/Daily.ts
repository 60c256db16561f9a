// The props of resources/js/Pages/Admin/Reports/Daily.tsx, as the server sends them.
import type { PromotionDiscountRow } from '../Promotions/Index';
import type { StoreRegion } from '../../../intlFormats';

export interface Figure {
  key: string;
  label: string;
  cents: number;
}

export interface Technician {
  id: number;
  name: string;
  tickets: number;
  service_cents: number;
  tip_cents: number;
  turns: string | null;
  turns_halves: number | null;
}

export interface Props {
  /** The shared prop's store, as this page gets it (zone and region included, common/shared.ts). */
  store: { name: string; timezone: string; region: StoreRegion };
  day: { date: string; today: string; previous: string; next: string };
  tickets: number;
  sales: Figure[];
  tenders: Figure[];
  taxes: { name: string; rate: number; base_cents: number; amount_cents: number }[];
  gift_cards: { sold_cents: number; redeemed_cents: number };
  refunds: { count: number; total_cents: number; tip_cents: number; by_tender: Figure[] };
  voids: { count: number; amount_cents: number };
  /** Refunds that gave back more cash than their ticket took in cash (a manager's override). */
  cash_overrides: {
    refund_id: number;
    invoice_id: number;
    number: number | null;
    cents: number;
    reason: string;
    by: string;
    /** An ISO instant. */
    at: string;
  }[];
  technicians: Technician[];
  /** Discount by promotion on the day's paid tickets. */
  promotions: PromotionDiscountRow[];
  drawer: {
    cash_taken_cents: number;
    change_cents: number;
    cash_refund_cents: number;
    expected_cents: number;
    clock_out_cash_cents: number;
    note: string;
  };
  /** The drawer sessions opened this day (Reports → Cash Drawer); an open one is worked out as of now and has no count yet. */
  drawer_sessions: DrawerDaySession[];
  /** Card tips paid out of the drawer in cash this day, by technician. */
  tip_payouts: { id: number; name: string; cents: number }[];
}

export interface DrawerDaySession {
  id: number;
  status: 'open' | 'closed';
  /** ISO instants, as `closed_at`. */
  opened_at: string;
  opened_by: string;
  closed_at: string | null;
  float_cents: number;
  cash_sales_cents: number;
  cash_refund_cents: number;
  pay_in_cents: number;
  pay_out_cents: number;
  tip_payout_cents: number;
  drop_cents: number;
  expected_cents: number;
  counted_cents: number | null;
  /** Counted minus expected; null before the count. The page says it ("Over by $3.00"). */
  variance_cents: number | null;
  approved_by: string | null;
  approval_reason: string | null;
}
