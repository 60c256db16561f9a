import type { DrawerSessionRow as SessionRecord } from '../../../database/queries/drawer';
import type { DrawerMovementKind } from '../../../database/schema';
import { DRAWER_MOVEMENT_LABELS, describeVariance } from '../../../common/drawer';
import { formatStoreDateTime } from '../../../common/storeTime';
import type {
  DrawerMovementRow,
  DrawerSessionRow,
} from '../../../common/pages/Admin/CashDrawer/Index';
import { movementTotals } from '../../domain/drawer/cash';

type Totals = { sessionId: number; kind: DrawerMovementKind; cents: number }[];

/** A session for the page: times in the store's zone, figures only once counted (the count is blind). */
export const drawerSessionRow =
  (tz: string, totals: Totals) =>
  (s: SessionRecord): DrawerSessionRow => {
    const moved = movementTotals(totals.filter((t) => t.sessionId === s.id));
    const at = (d: Date | null) => (d ? formatStoreDateTime(d, tz) : null);
    return {
      id: s.id,
      status: s.status,
      business_date: s.businessDate,
      opened_at: formatStoreDateTime(s.openedAt, tz),
      opened_by: s.openedByName,
      float_cents: s.floatCents,
      counted_at: at(s.countedAt),
      counted_by: s.countedByName,
      counted_cents: s.countedCents,
      cash_sales_cents: s.cashSalesCents,
      cash_refund_cents: s.cashRefundCents,
      pay_in_cents: moved.payInCents,
      pay_out_cents: moved.payOutCents,
      tip_payout_cents: moved.tipPayoutCents,
      drop_cents: moved.dropCents,
      expected_cents: s.expectedCents,
      variance_cents: s.varianceCents,
      variance_label: s.varianceCents === null ? null : describeVariance(s.varianceCents),
      approved_by: s.approvedByName,
      approval_reason: s.approvalReason,
      closed_at: at(s.closedAt),
    };
  };

export const drawerMovementRow =
  (tz: string) =>
  (m: {
    id: number;
    kind: DrawerMovementKind;
    amountCents: number;
    reason: string;
    employeeName: string | null;
    byName: string;
    createdAt: Date;
  }): DrawerMovementRow => ({
    id: m.id,
    kind: m.kind,
    kind_label: DRAWER_MOVEMENT_LABELS[m.kind],
    amount_cents: m.amountCents,
    technician: m.employeeName,
    reason: m.reason,
    by: m.byName,
    at: formatStoreDateTime(m.createdAt, tz),
  });
