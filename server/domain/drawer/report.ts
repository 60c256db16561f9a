import type { Db } from '../../../database/client';
import {
  listDrawerMovements,
  listDrawerSessionsOn,
  sumDrawerMovements,
} from '../../../database/queries/drawer';
import { movementTotals } from './cash';
import { drawerFigures, type DrawerFigures } from './sessions';
import { clock } from '../../../common/clock';

/** One drawer session of a store day, as the daily report shows it. */
export interface DrawerDaySession extends DrawerFigures {
  id: number;
  status: 'open' | 'closed';
  openedAt: Date;
  openedBy: string;
  countedAt: Date | null;
  countedBy: string | null;
  /** Null while the drawer is open and not counted: the expected figure is then as of the report. */
  countedCents: number | null;
  varianceCents: number | null;
  closedAt: Date | null;
  approvedBy: string | null;
  approvalReason: string | null;
}

export interface DrawerDay {
  sessions: DrawerDaySession[];
  /** Card tips paid out of the drawer in cash that day, by technician (recorded, not taken off payroll here). */
  tipPayouts: { technicianId: number; name: string; cents: number }[];
}

/**
 * The drawer sessions opened on a store day. A counted session shows what was
 * kept at its count; one still open is worked out as of `now`, so the report
 * of today shows what the drawer should hold right now.
 */
export async function loadDrawerDay(
  db: Db,
  storeId: number,
  date: string,
  now = clock.now(),
): Promise<DrawerDay> {
  const sessions = await listDrawerSessionsOn(db, storeId, date);
  const ids = sessions.map((s) => s.id);
  const [totals, movements] = await Promise.all([
    sumDrawerMovements(db, storeId, ids),
    listDrawerMovements(db, storeId, ids),
  ]);
  const rows: DrawerDaySession[] = [];
  for (const s of sessions) {
    const counted = s.countedCents !== null;
    const figures: DrawerFigures = counted
      ? {
          floatCents: s.floatCents,
          cashSalesCents: s.cashSalesCents ?? 0,
          cashRefundCents: s.cashRefundCents ?? 0,
          ...movementTotals(totals.filter((t) => t.sessionId === s.id)),
          expectedCents: s.expectedCents ?? 0,
        }
      : await drawerFigures(db, storeId, s, now);
    rows.push({
      ...figures,
      id: s.id,
      status: s.status,
      openedAt: s.openedAt,
      openedBy: s.openedByName,
      countedAt: s.countedAt,
      countedBy: s.countedByName,
      countedCents: s.countedCents,
      varianceCents: s.varianceCents,
      closedAt: s.closedAt,
      approvedBy: s.approvedByName,
      approvalReason: s.approvalReason,
    });
  }
  const byTech = new Map<number, { technicianId: number; name: string; cents: number }>();
  for (const m of movements) {
    if (m.kind !== 'tip_payout' || m.employeeId === null) continue;
    const row = byTech.get(m.employeeId) ?? {
      technicianId: m.employeeId,
      name: m.employeeName ?? '',
      cents: 0,
    };
    row.cents += m.amountCents;
    byTech.set(m.employeeId, row);
  }
  return {
    sessions: rows,
    tipPayouts: [...byTech.values()].sort(
      (a, b) => a.name.localeCompare(b.name) || a.technicianId - b.technicianId,
    ),
  };
}
