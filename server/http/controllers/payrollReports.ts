import { getPayrollRun, listPayees, listPayrollRuns } from '../../../database/queries/payrolls';
import { addDays, storeToday } from '../../../common/storeTime';
import { periodContaining } from '../../domain/payroll/payPeriods';
import {
  loadSchedule,
  payOfRange,
  payOfRun,
  type PayDetail,
} from '../../domain/payroll/payrollRuns';
import { payrollReportCsv } from '../../domain/payroll/payrollReport';
import { storeAction, type StoreContext } from '../action';
import { notFound } from '../errors';
import { payrollReportProps, reportTechnicians } from '../presenters/payrollReports';
import { payrollReportSchema, type PayrollReportQuery } from '../validators/payrolls';

/** What the report covers: a run (snapshot once finalised) or a from–to range (live); nothing chosen is the latest run, or the last full period. */
async function load({ db, store }: Pick<StoreContext, 'db' | 'store'>, q: PayrollReportQuery) {
  const today = storeToday(store.timezone);
  const runs = await listPayrollRuns(db, store.id, addDays(today, -400));
  let run = q.period ? await getPayrollRun(db, store.id, q.period) : null;
  // The run is a choice in the query string, not a route parameter, so it is looked up here: another store's is a 404 all the same.
  if (q.period && !run) throw notFound();
  let range: { start: string; end: string } | null =
    q.from && q.to ? { start: q.from, end: q.to } : null;
  if (!run && !range) {
    run = runs[0] ?? null;
    if (!run)
      range = periodContaining(
        await loadSchedule(db, store.id),
        addDays(periodContaining(await loadSchedule(db, store.id), today).start, -1),
      );
  }
  let pay: PayDetail[] = run
    ? await payOfRun(db, store.id, store.timezone, run)
    : await payOfRange(db, store.id, store.timezone, range!);
  const everyone = pay;
  if (q.technician) pay = pay.filter((p) => p.employeeId === q.technician);
  return { runs, run, range, pay, everyone };
}

/** payrolls.report (?type=salary|commission|tips): by run or range and technician, printable stubs, CSV. */
export const report = storeAction({ input: payrollReportSchema }, async (a) => {
  const { db, store, input: q, res } = a;
  const { runs, run, range, pay, everyone } = await load(a, q);
  const technicians = reportTechnicians(
    everyone,
    everyone.length ? [] : await listPayees(db, store.id),
  );
  await res.inertia(
    'Admin/Payrolls/Report',
    payrollReportProps({ store, query: q, runs, run, range, pay, technicians }),
    { title: 'Payroll Reports' },
  );
});

/** payrolls.report_export: the same rows as CSV. */
export const exportCsv = storeAction({ input: payrollReportSchema }, async (a) => {
  const { store, input: q, res } = a;
  const { run, range, pay } = await load(a, q);
  const start = run?.periodStart ?? range!.start;
  const end = run?.periodEnd ?? range!.end;
  const csv = payrollReportCsv(q.type, pay, store.timezone, [
    `Payroll ${q.type}`,
    store.name,
    start,
    end,
    run ? run.state : 'live',
  ]);
  res
    .status(200)
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="payroll-${q.type}-${start}-${end}.csv"`,
      'Cache-Control': 'no-store',
    })
    .send(csv);
});
