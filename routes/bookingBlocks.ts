import { get, post, put, del, group, type RouteDef } from '../server/http/router';
import * as bookingBlocks from '../server/http/controllers/bookingBlocks';
import * as appointmentSettings from '../server/http/controllers/appointmentSettings';

/**
 * booking-blocks.* ("Appointment Blocks", Settings group) and the Settings
 * tab "Appointment": how the salon's bookable time is shaped, for whoever may
 * manage settings. `{block}` is numeric, so /create is never an id.
 */
export const bookingBlockRoutes: RouteDef[] = [
  ...group({ prefix: '/booking-blocks', middleware: ['can:manage settings'] }, [
    get('', 'booking-blocks.index', bookingBlocks.index),
    get('/create', 'booking-blocks.create', bookingBlocks.create),
    post('', 'booking-blocks.store', bookingBlocks.store),
    get('/{block}/edit', 'booking-blocks.edit', bookingBlocks.edit),
    put('/{block}', 'booking-blocks.update', bookingBlocks.update),
    del('/{block}', 'booking-blocks.destroy', bookingBlocks.destroy),
  ]),
  ...group({ prefix: '/settings/appointment', middleware: ['can:manage settings'] }, [
    put('', 'settings.appointment.update', appointmentSettings.update),
  ]),
];
