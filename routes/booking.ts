import { get, post, group, ID_PATTERN, type RouteDef } from '../server/http/router';
import * as booking from '../server/http/controllers/booking';
import * as bookedAppointments from '../server/http/controllers/bookedAppointments';

/**
 * Online booking (docs/requirements.md §2 customer side "appointments" and "menu"): public,
 * no sign-in, one store per path. `{booking}` is the customer's appointment,
 * opened by its signed link (bookedAppointments.ts says how).
 */
/** The group's `{store}` is an id like any other (a prefix's parameters get no pattern of their own). */
const store = { wheres: { store: ID_PATTERN } };

export const bookingRoutes: RouteDef[] = [
  ...group({ prefix: '/book/{store}' }, [
    get('', 'booking.create', booking.create, store),
    post('', 'booking.store', booking.store, store),
    get('/menu', 'booking.menu', booking.menu, store),
    get('/appointments/{booking}', 'booking.show', bookedAppointments.show, store),
    get('/appointments/{booking}/calendar', 'booking.calendar', bookedAppointments.calendar, store),
    post('/appointments/{booking}/cancel', 'booking.cancel', bookedAppointments.cancel, store),
    post(
      '/appointments/{booking}/reschedule',
      'booking.reschedule',
      bookedAppointments.reschedule,
      store,
    ),
  ]),
];
