import { get, group, type RouteDef } from '../server/http/router';
import * as reports from '../server/http/controllers/reports';

/** reports.daily (spec §2, issue 10): one store day, its print view and its CSV, for "view daily reports". */
export const reportRoutes: RouteDef[] = [
  ...group({ prefix: '/reports/daily', middleware: ['can:view daily reports'] }, [
    get('', 'reports.daily', reports.daily),
    get('/export', 'reports.daily_export', reports.dailyExport),
  ]),
];
