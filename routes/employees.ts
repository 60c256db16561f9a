import type { RouteDef } from '../server/http/router';

/** employees.* and roles.* */
export const employeeRoutes: RouteDef[] = [];
