import type {
  DrawerSessionRow as SessionRecord,
  listDrawerMovements,
} from '../../../database/queries/drawer';
import type { ActiveEmployee } from '../../../database/queries/employees';
import type { DrawerMovementKind } from '../../../database/schema';
import type {
  DrawerMovementRow,
  DrawerSessionRow,
} from '../../../common/pages/Admin/CashDrawer/Index';
import { movementTotals } from '../../domain/drawer/cash';
import { withLinks } from '../pagination';
import { nameOptions } from './options';
import type { StoreRegion } from '../../../common/intlFormats';

type Totals = { sessionId: number; kind: DrawerMovementKind; cents: number }[];

/**
 * A session for the page: its instants as ISO (the page shows them in the store's zone,
 * docs/features/languages-and-offline.md), figures only once counted (the count is blind).
 */
export const drawerSessionRow =
  (totals: Totals) =>
  (s: SessionRecord): DrawerSessionRow => {
    const moved = movementTotals(totals.filter((t) => t.sessionId === s.id));
    const at = (d: Date | null) => (d ? d.toISOString() : null);
    return {
      id: s.id,
      status: s.status,
      business_date: s.businessDate,
      opened_at: s.openedAt.toISOString(),
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
      approved_by: s.approvedByName,
      approval_reason: s.approvalReason,
      closed_at: at(s.closedAt),
    };
  };

/** A movement: its kind as a code (the page says it), its amount in cents, its ISO instant. */
export const drawerMovementRow = (m: {
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
  amount_cents: m.amountCents,
  technician: m.employeeName,
  reason: m.reason,
  by: m.byName,
  at: m.createdAt.toISOString(),
});

/**
 * cash-drawer.index: the open drawer (blind until counted, then its count in cents, which the page
 * words, and whether a manager must approve it), the last close (first page only), one page of the history, and who may do what.
 */
export function cashDrawerPage(p: {
  store: { name: string; timezone: string; region: StoreRegion };
  can: { operate: boolean; approve: boolean; settings: boolean };
  open: SessionRecord | null;
  movements: Awaited<ReturnType<typeof listDrawerMovements>>;
  history: { rows: SessionRecord[]; total: number };
  totals: Totals;
  page: number;
  perPage: number;
  technicians: ActiveEmployee[];
  threshold: number;
}) {
  const { store, open, history } = p;
  const row = drawerSessionRow(p.totals);
  const [lastClosed] = history.rows.filter((s) => s.status === 'closed');
  const lastPage = Math.max(1, Math.ceil(history.total / p.perPage));
  const counted = open && open.countedCents !== null ? open : null;
  return {
    store: { name: store.name, timezone: store.timezone, region: store.region },
    can: p.can,
    open: open && {
      session: row(open),
      movements: p.movements.map(drawerMovementRow),
      count: counted && {
        counted_cents: counted.countedCents!,
        expected_cents: counted.expectedCents!,
        variance_cents: counted.varianceCents!,
        threshold_cents: counted.thresholdCents!,
      },
    },
    // Only the first page holds the latest close.
    last_closed: p.page === 1 && lastClosed ? row(lastClosed) : null,
    history: withLinks(
      {
        data: history.rows.map(row),
        current_page: Math.min(p.page, lastPage),
        last_page: lastPage,
        per_page: p.perPage,
        total: history.total,
      },
      'cash-drawer.index',
      {},
    ),
    technicians: nameOptions(p.technicians),
    threshold_cents: p.threshold,
  };
}
