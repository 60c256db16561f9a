import { get, group, type RouteDef } from '../server/http/router';
import * as reports from '../server/http/controllers/reports';

/** reports.daily and reports.index (docs/requirements.md §2): one store day for "view daily reports"; ranges of days for "view reports"; each with its CSV. */
export const reportRoutes: RouteDef[] = [
  ...group({ prefix: '/reports/daily', middleware: ['can:view daily reports'] }, [
    get('', 'reports.daily', reports.daily),
    get('/export', 'reports.daily_export', reports.dailyExport),
  ]),
  ...group({ prefix: '/reports', middleware: ['can:view reports'] }, [
    get('', 'reports.index', reports.index),
    get('/export', 'reports.export', reports.rangeExport),
  ]),
];
