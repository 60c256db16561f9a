import type { Request, Response } from 'express';
import { getPayrollRun, listPayees, listPayrollRuns } from '../../../database/queries/payrolls';
import { addDays, storeToday } from '../../../common/storeTime';
import { periodContaining } from '../../domain/payroll/payPeriods';
import { loadSchedule, payOfRange, payOfRun, type PayDetail } from '../../domain/payroll/payrollRuns';
import { commissionRows, payrollReportCsv, tipRows } from '../../domain/payroll/payrollReport';
import { notFound } from '../errors';
import { validate } from '../validate';
import { payrollReportSchema, type PayrollReportQuery } from '../validators/payrolls';
import { payRow } from './payrolls';

/** What the report covers: a run (snapshot once finalised) or a from–to range (live); nothing chosen is the latest run, or the last full period. */
async function load(req: Request, q: PayrollReportQuery) {
  const { db } = req.ctx;
  const store = req.store!;
  const today = storeToday(store.timezone);
  const runs = await listPayrollRuns(db, store.id, addDays(today, -400));
  let run = q.period ? await getPayrollRun(db, store.id, q.period) : null;
  if (q.period && !run) throw notFound();
  let range: { start: string; end: string } | null = q.from && q.to ? { start: q.from, end: q.to } : null;
  if (!run && !range) {
    run = runs[0] ?? null;
    if (!run) range = periodContaining(await loadSchedule(db, store.id), addDays(periodContaining(await loadSchedule(db, store.id), today).start, -1));
  }
  let pay: PayDetail[] = run ? await payOfRun(db, store.id, store.timezone, run) : await payOfRange(db, store.id, store.timezone, range!);
  const everyone = pay.map((p) => ({ id: p.employeeId, name: p.name }));
  if (q.technician) pay = pay.filter((p) => p.employeeId === q.technician);
  return { store, runs, run, range, pay, everyone };
}

/** payrolls.report (?type=salary|commission|tips): by run or range and technician, printable stubs, CSV. */
export async function report(req: Request, res: Response) {
  const q = validate(payrollReportSchema, req.query);
  const { store, runs, run, range, pay, everyone } = await load(req, q);
  const tz = store.timezone;
  const staff = everyone.length ? everyone : (await listPayees(req.ctx.db, store.id)).filter((p) => p.isActive).map((p) => ({ id: p.id, name: p.name }));
  await res.inertia('Admin/Payrolls/Report', {
    store: { name: store.name, timezone: tz },
    type: q.type,
    filters: { period: run?.id ?? null, from: range?.start ?? '', to: range?.end ?? '', technician: q.technician ?? null },
    covering: run ? { start: run.periodStart, end: run.periodEnd, state: run.state, run_id: run.id } : { start: range!.start, end: range!.end, state: 'range', run_id: null },
    periods: runs.map((r) => ({ id: r.id, start: r.periodStart, end: r.periodEnd, state: r.state })),
    technicians: staff,
    salary: q.type === 'salary' ? pay.map((p) => ({ ...payRow(p), adjustment_lines: p.adjustments.map((a) => ({ label: a.label, amount: a.amountCents, reason: a.reason })) })) : [],
    commission: q.type === 'commission' ? commissionRows(pay, tz).map((r) => ({
      employee_id: r.employeeId, technician: r.technician, ticket: r.invoiceNumber, paid_at: r.paidAt, name: r.name, amount: r.amountCents, rate: r.rateBp / 100,
      supply_fee: r.supplyFeeCents, commission: r.commissionCents,
    })) : [],
    tips: q.type === 'tips' ? tipRows(pay, tz).map((r) => ({
      employee_id: r.employeeId, technician: r.technician, ticket: r.invoiceNumber, paid_at: r.paidAt, tip: r.tipCents, card_paid: r.cardPaidCents, total_paid: r.totalPaidCents,
    })) : [],
  }, { title: 'Payroll Reports' });
}

/** payrolls.report_export: the same rows as CSV. */
export async function exportCsv(req: Request, res: Response) {
  const q = validate(payrollReportSchema, req.query);
  const { store, run, range, pay } = await load(req, q);
  const start = run?.periodStart ?? range!.start;
  const end = run?.periodEnd ?? range!.end;
  const csv = payrollReportCsv(q.type, pay, store.timezone, [`Payroll ${q.type}`, store.name, start, end, run ? run.state : 'live']);
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="payroll-${q.type}-${start}-${end}.csv"`,
    'Cache-Control': 'no-store',
  }).send(csv);
}
