import { get, post, put, del, group, type RouteDef } from '../server/http/router';
import * as payrolls from '../server/http/controllers/payrolls';
import * as adjustments from '../server/http/controllers/payrollAdjustments';
import * as reports from '../server/http/controllers/payrollReports';
import * as payStubs from '../server/http/controllers/payStubs';

/**
 * Commission payroll (docs/requirements.md §2): Payroll Control, runs, adjustments,
 * finalise, the payroll report and the pay stub links, for "view payrolls
 * report". `{payroll}` is a run's id, numeric, so /create and /reports are never one.
 */
export const payrollRoutes: RouteDef[] = [
  ...group({ prefix: '/payrolls', middleware: ['can:view payrolls report'] }, [
    get('', 'payrolls.index', payrolls.index),
    put('/schedule', 'payrolls.schedule', payrolls.schedule),
    get('/create', 'payrolls.create', payrolls.create),
    post('', 'payrolls.store', payrolls.store),
    get('/reports', 'payrolls.report', reports.report),
    get('/reports/export', 'payrolls.report_export', reports.exportCsv),
    get('/{payroll}/edit', 'payrolls.edit', payrolls.edit),
    post('/{payroll}/finalise', 'payrolls.finalise', payrolls.finalise),
    post('/{payroll}/adjustments', 'payrolls.adjustments.store', adjustments.store),
    del('/{payroll}/adjustments/{adjustment}', 'payrolls.adjustments.destroy', adjustments.destroy),
    get('/{payroll}/stubs/{employee}/qr', 'payrolls.stub_qr', payStubs.qr),
    post('/{payroll}/stubs/{employee}/send', 'payrolls.stub_send', payStubs.send),
  ]),
];

/** The technician's own pay stub (customer side "employee payroll report"): no sign-in, a signed link. */
export const payStubRoutes: RouteDef[] = [
  get('/pay-stubs/{store}/{payroll}/{employee}', 'payrolls.employee_report', payStubs.show),
];
