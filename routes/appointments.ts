import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as appointmentCalendars from '../server/http/controllers/appointmentCalendars';
import * as appointmentList from '../server/http/controllers/appointmentList';
import * as appointments from '../server/http/controllers/appointments';
import * as pos from '../server/http/controllers/pos';

/**
 * The staff side of appointments (docs/requirements.md §2: appointments.calendars, Appointments
 * index and show), mounted inside the store group of web.ts; everything needs
 * "view appointment calendars". The customer lookup and quick add are the
 * POS picker's own handlers, opened to whoever books at the desk.
 * `{appointment}` is numeric, so /calendars is never an id.
 */
export const appointmentRoutes: RouteDef[] = [
  ...group({ prefix: '/appointments', middleware: ['can:view appointment calendars'] }, [
    get('/calendars', 'appointments.calendars', appointmentCalendars.index),
    get('', 'appointments.index', appointmentList.index),
    post('', 'appointments.store', appointments.store),
    get('/customers', 'appointments.customers.lookup', pos.findCustomer),
    post('/customers', 'appointments.customers.store', pos.storeCustomer),
    get('/{appointment}', 'appointments.show', appointmentList.show),
    put('/{appointment}', 'appointments.update', appointments.update),
    post('/{appointment}/status', 'appointments.status', appointments.status),
  ]),
];
