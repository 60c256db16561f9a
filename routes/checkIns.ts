import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as checkIns from '../server/http/controllers/checkIns';
import * as checkInSettings from '../server/http/controllers/checkInSettings';

/**
 * The front desk's queue (docs/requirements.md §2 Check-ins), mounted inside the store group
 * of web.ts. Seeing and working the queue needs "view checkins"; starting a
 * service opens the POS, so it needs "manage pos"; the kiosk's settings need
 * "manage settings".
 */
export const checkInRoutes: RouteDef[] = [
  ...group({ prefix: '/checkins', middleware: ['can:view checkins'] }, [
    get('', 'checkins.index', checkIns.index),
    post('', 'checkins.store', checkIns.store),
    get('/customers', 'checkins.customers.lookup', checkIns.findCustomer),
    post('/{checkIn}/assign', 'checkins.assign', checkIns.assign),
    post('/{checkIn}/cancel', 'checkins.cancel', checkIns.cancel),
    post('/{checkIn}/no-show', 'checkins.no_show', checkIns.noShow),
  ]),
  ...group({ prefix: '/pos/checkins', middleware: ['can:manage pos'] }, [
    get('/{checkIn}', 'pos.customer_checkin', checkIns.showForPos),
    post('/{checkIn}/start', 'pos.customer_checkin.start', checkIns.start),
  ]),
  ...group({ prefix: '/settings/checkins', middleware: ['can:manage settings'] }, [
    put('', 'settings.checkins.update', checkInSettings.update),
    post('/link', 'settings.checkins.rotate_link', checkInSettings.rotateLink),
  ]),
];
