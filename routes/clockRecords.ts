import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as clockRecordCalls from '../server/http/controllers/clockRecordCalls';
import * as clockRecords from '../server/http/controllers/clockRecords';

/**
 * employees.confirm_account, employees.clock_in, employees.clock_out (docs/requirements.md §7)
 * and clock-in-outs.*. The three clock calls need only a signed-in store
 * member: they are made at the station, by whoever is clocking.
 */
export const clockRecordRoutes: RouteDef[] = [
  post('/employees/confirm-account', 'employees.confirm_account', clockRecordCalls.confirmAccount),
  post('/employees/clock-in', 'employees.clock_in', clockRecordCalls.clockIn),
  post('/employees/clock-out', 'employees.clock_out', clockRecordCalls.clockOut),
  ...group({ prefix: '/clock-in-outs' }, [
    get('', 'clock-in-outs.index', clockRecords.index, {
      middleware: ['can:view clock in clock outs'],
    }),
    // The store's shift limit, shown on the list: a setting like the others, for "manage settings".
    put('/settings', 'clock-in-outs.settings.update', clockRecords.updateSettings, {
      middleware: ['can:manage settings'],
    }),
    ...group({ middleware: ['can:manage employees'] }, [
      get('/create', 'clock-in-outs.create', clockRecords.create),
      post('', 'clock-in-outs.store', clockRecords.store),
      get('/{clockRecord}/edit', 'clock-in-outs.edit', clockRecords.edit),
      put('/{clockRecord}', 'clock-in-outs.update', clockRecords.update),
    ]),
  ]),
];
