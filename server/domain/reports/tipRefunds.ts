import type { Db } from '../../../database/client';
import { listTipRefundShares } from '../../../database/queries/payrolls';
import { technicianNames, type ReportBounds } from '../../../database/queries/reports';
import { allocateTipRefunds } from '../payroll/payrollRuns';

/**
 * Every screen that shows a technician's tips shows what payroll pays: the
 * shares of the period's paid tickets less the tips given back by refunds in
 * the period (whichever day their ticket was paid), split among the ticket's
 * technicians as payroll splits them. Otherwise an owner paying tips out from
 * Tip Management or a report would pay a refunded tip a second time.
 */
export async function tipRefundsByTechnician(
  db: Db,
  storeId: number,
  b: ReportBounds,
): Promise<Map<number, number>> {
  return allocateTipRefunds(await listTipRefundShares(db, storeId, b));
}

type TipRow = { technicianId: number; name: string; tipCents: number };

/**
 * The rows with each technician's tips net of the period's tip refunds; a
 * technician with only a refund in the period gets a row of their own from
 * `blank`, so the rows still add up to what payroll takes back.
 */
export async function netOfTipRefunds<T extends TipRow>(
  db: Db,
  storeId: number,
  b: ReportBounds,
  rows: readonly T[],
  blank: (technicianId: number, name: string) => T,
): Promise<T[]> {
  const back = await tipRefundsByTechnician(db, storeId, b);
  if (back.size === 0) return [...rows];
  const out = rows.map((r) =>
    back.has(r.technicianId) ? { ...r, tipCents: r.tipCents - back.get(r.technicianId)! } : r,
  );
  const missing = [...back.keys()].filter((id) => !rows.some((r) => r.technicianId === id));
  const names = await technicianNames(db, storeId, missing);
  for (const id of missing)
    out.push({ ...blank(id, names.get(id) ?? `#${id}`), tipCents: -back.get(id)! });
  return out;
}
