import type { RouteDef } from '../server/http/router';
import { employeeRoutes } from './employees';
import { clockRecordRoutes } from './clockRecords';

/** Employees, roles and the time clock. Mounted inside the store group of web.ts (/dashboard, auth, store). */
export const staffRoutes: RouteDef[] = [...employeeRoutes, ...clockRecordRoutes];
