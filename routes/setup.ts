import { get, post, put, type RouteDef } from '../server/http/router';
import * as setup from '../server/http/controllers/setup';

const owner = { middleware: ['can:manage settings'] };

/** First-run setup: the wizard's steps, Welcome after it, and hiding the dashboard's card, for whoever may manage settings (the owner). */
export const setupRoutes: RouteDef[] = [
  get('/setup', 'setup.show', setup.show, owner),
  post('/setup/business', 'setup.business.store', setup.storeBusiness, owner),
  post('/setup/opening-hours', 'setup.hours.store', setup.storeHours, owner),
  put('/setup/opening-hours', 'setup.hours.update', setup.updateHours, owner),
  post('/setup/services', 'setup.services.store', setup.storeServices, owner),
  post('/setup/technicians', 'setup.technicians.store', setup.storeTechnician, owner),
  post('/setup/station', 'setup.station.store', setup.storeStation, owner),
  post('/setup/dismiss', 'setup.dismiss', setup.dismiss, owner),
  get('/welcome', 'setup.welcome', setup.welcome, owner),
];
