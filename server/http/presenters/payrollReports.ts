import type { PayeeRow, PayrollRunRow } from '../../../database/queries/payrolls';
import type { PayDetail } from '../../domain/payroll/payrollRuns';
import { commissionRows, tipRows } from '../../domain/payroll/payrollReport';
import type { PayrollReportQuery } from '../validators/payrolls';
import { nameOptions } from './options';
import { payRow } from './payrolls';
import type { StoreRegion } from '../../../common/intlFormats';

export interface PayrollReport {
  store: { name: string; timezone: string; region: StoreRegion };
  query: PayrollReportQuery;
  /** The store's recent runs, for the period picker. */
  runs: readonly PayrollRunRow[];
  /** What the report covers: a run, or else a from–to range. */
  run: PayrollRunRow | null;
  range: { start: string; end: string } | null;
  /** The technicians shown (already narrowed to the one asked for). */
  pay: readonly PayDetail[];
  /** Whom the technician picker offers. */
  technicians: { id: number; name: string }[];
}

/**
 * payrolls.report's props: only the asked-for type's rows travel (the others are empty lists);
 * money in cents, a commission rate as a percent, times in the store's zone.
 */
export const payrollReportProps = ({
  store,
  query: q,
  runs,
  run,
  range,
  pay,
  technicians,
}: PayrollReport) => ({
  store: { name: store.name, timezone: store.timezone, region: store.region },
  type: q.type,
  filters: {
    period: run?.id ?? null,
    from: range?.start ?? '',
    to: range?.end ?? '',
    technician: q.technician ?? null,
  },
  covering: run
    ? { start: run.periodStart, end: run.periodEnd, state: run.state, run_id: run.id }
    : { start: range!.start, end: range!.end, state: 'range', run_id: null },
  periods: runs.map((r) => ({ id: r.id, start: r.periodStart, end: r.periodEnd, state: r.state })),
  technicians,
  salary:
    q.type === 'salary'
      ? pay.map((p) => ({
          ...payRow(p),
          adjustment_lines: p.adjustments.map((a) => ({
            label: a.label,
            amount: a.amountCents,
            reason: a.reason,
          })),
        }))
      : [],
  commission:
    q.type === 'commission'
      ? commissionRows(pay, store.timezone).map((r) => ({
          technician_id: r.employeeId,
          technician: r.technician,
          ticket: r.invoiceNumber,
          paid_at: r.paidAt,
          name: r.name,
          amount: r.amountCents,
          rate: r.rateBp / 100,
          supply_fee: r.supplyFeeCents,
          commission: r.commissionCents,
        }))
      : [],
  tips:
    q.type === 'tips'
      ? tipRows(pay, store.timezone).map((r) => ({
          technician_id: r.employeeId,
          technician: r.technician,
          ticket: r.invoiceNumber,
          paid_at: r.paidAt,
          tip: r.tipCents,
          card_paid: r.cardPaidCents,
          total_paid: r.totalPaidCents,
        }))
      : [],
});

/** The report's technician filter: whoever the period paid, or (nobody paid yet) the active payees. */
export const reportTechnicians = (paid: PayDetail[], payees: PayeeRow[]) =>
  paid.length
    ? paid.map((p) => ({ id: p.employeeId, name: p.name }))
    : nameOptions(payees.filter((p) => p.isActive));
