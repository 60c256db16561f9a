import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as timeClock from '../server/http/controllers/timeClock';
import * as clockInOuts from '../server/http/controllers/clockInOuts';

/**
 * employees.confirm_account, employees.clock_in, employees.clock_out (spec §7)
 * and clock-in-outs.*. The three clock calls need only a signed-in store
 * member: they are made at the station, by whoever is clocking.
 */
export const timeClockRoutes: RouteDef[] = [
  post('/employees/confirm-account', 'employees.confirm_account', timeClock.confirmAccount),
  post('/employees/clock-in', 'employees.clock_in', timeClock.clockIn),
  post('/employees/clock-out', 'employees.clock_out', timeClock.clockOut),
  ...group({ prefix: '/clock-in-outs' }, [
    get('', 'clock-in-outs.index', clockInOuts.index, { middleware: ['can:view clock in clock outs'] }),
    ...group({ middleware: ['can:manage employees'] }, [
      get('/create', 'clock-in-outs.create', clockInOuts.create),
      post('', 'clock-in-outs.store', clockInOuts.store),
      get('/{clockInOut}/edit', 'clock-in-outs.edit', clockInOuts.edit),
      put('/{clockInOut}', 'clock-in-outs.update', clockInOuts.update),
    ]),
  ]),
];
