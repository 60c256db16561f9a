import type { PayDetail } from '../../domain/payroll/payrollRuns';
import { payRow } from './payrolls';

/** payrolls.employee_report: the stub itself, from the finalised run's snapshot (no email: a stub is opened, never sent from). */
export const payStubPage = (
  store: { name: string },
  period: { start: string; end: string },
  d: PayDetail,
) => ({
  store: { name: store.name },
  period,
  pay: { ...payRow(d), has_email: undefined },
  adjustments: d.adjustments.map((a) => ({
    label: a.label,
    amount: a.amountCents,
    reason: a.reason,
  })),
  lines: d.lines.length,
  tickets_tipped: d.tips.length,
});
