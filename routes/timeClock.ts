import type { RouteDef } from '../server/http/router';

/** employees.confirm_account, employees.clock_in, employees.clock_out and clock-in-outs.* */
export const timeClockRoutes: RouteDef[] = [];
