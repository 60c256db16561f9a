// The props of resources/js/Pages/Admin/CashDrawer/Index.tsx, as the server sends them.
import type { DrawerMovementKind } from '../../../drawer';
import type { Paginator } from '../../../pagination';
import type { StoreRegion } from '../../../intlFormats';

export type { DrawerMovementKind };

export interface DrawerMovementRow {
  id: number;
  kind: DrawerMovementKind;
  amount_cents: number;
  /** The technician a tip payout went to. */
  technician: string | null;
  reason: string;
  by: string;
  /** ISO instant; the page shows it in the store's zone. */
  at: string;
}

/** A session as the history lists it; the figures are null until it is counted. */
export interface DrawerSessionRow {
  id: number;
  status: 'open' | 'closed';
  /** YYYY-MM-DD, the store day it was opened. */
  business_date: string;
  /** ISO instants, as are counted_at and closed_at. */
  opened_at: string;
  opened_by: string;
  float_cents: number;
  counted_at: string | null;
  counted_by: string | null;
  counted_cents: number | null;
  cash_sales_cents: number | null;
  cash_refund_cents: number | null;
  pay_in_cents: number;
  pay_out_cents: number;
  tip_payout_cents: number;
  drop_cents: number;
  expected_cents: number | null;
  /** Counted minus expected; the page words it ("Short by $1.00"). */
  variance_cents: number | null;
  approved_by: string | null;
  approval_reason: string | null;
  closed_at: string | null;
}

export interface Props {
  /** The shared prop's store, as this page gets it (zone and region included, common/shared.ts). */
  store: { name: string; timezone: string; region: StoreRegion };
  can: { operate: boolean; approve: boolean; settings: boolean };
  /**
   * The open session. Before its count nothing says what it should hold
   * (the count is blind): only the float and the movements. Once counted
   * beyond the threshold, `count` shows the result awaiting approval.
   */
  open: null | {
    session: DrawerSessionRow;
    movements: DrawerMovementRow[];
    count: null | {
      counted_cents: number;
      expected_cents: number;
      variance_cents: number;
      threshold_cents: number;
    };
  };
  /** The last closed session, with its figures: what a close just showed. */
  last_closed: DrawerSessionRow | null;
  history: Paginator<DrawerSessionRow>;
  technicians: { id: number; name: string }[];
  threshold_cents: number;
}
