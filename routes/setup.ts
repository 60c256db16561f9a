import { get, post, type RouteDef } from '../server/http/router';
import * as setup from '../server/http/controllers/setup';

/** First-run setup (issue 20): the checklist and the template menu, for whoever may manage settings (the owner). */
export const setupRoutes: RouteDef[] = [
  get('/setup', 'setup.show', setup.show, { middleware: ['can:manage settings'] }),
  post('/setup/opening-hours', 'setup.hours.store', setup.storeHours, { middleware: ['can:manage settings'] }),
  post('/setup/services', 'setup.services.store', setup.storeServices, { middleware: ['can:manage settings'] }),
];
