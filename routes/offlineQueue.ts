import { get, post, group, type RouteDef } from '../server/http/router';
import * as offlineTickets from '../server/http/controllers/offlineTickets';
import * as offlineClockCalls from '../server/http/controllers/offlineClockCalls';

/**
 * The offline counter, inside the store group of web.ts
 * (/dashboard, auth, store): what a station queued while offline arrives
 * here when it is back (tickets need "manage pos"; a clock event, like the
 * clock calls, only a signed-in store member), and what the server could not
 * take waits for a manager ("manage invoices") on the offline tickets page.
 */
export const offlineQueueRoutes: RouteDef[] = [
  post('/pos/offline-tickets', 'pos.offline.store', offlineTickets.store, {
    middleware: ['can:manage pos'],
  }),
  post('/employees/clock-offline', 'employees.clock_offline', offlineClockCalls.store),
  ...group({ prefix: '/offline-tickets', middleware: ['can:manage invoices'] }, [
    get('', 'offline-tickets.index', offlineTickets.index),
    post('/{offlineTicket}/resolve', 'offline-tickets.resolve', offlineTickets.resolve),
  ]),
];
