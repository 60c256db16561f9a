import { get, put, post, del, group, type RouteDef } from '../server/http/router';
import * as openingHours from '../server/http/controllers/openingHours';

/** opening-hours.* (Settings group): the store's week and dated exceptions, for whoever may manage settings. */
export const openingHourRoutes: RouteDef[] = [
  ...group({ prefix: '/opening-hours', middleware: ['can:manage settings'] }, [
    get('', 'opening-hours.index', openingHours.index),
    put('', 'opening-hours.update', openingHours.update),
    post('/exceptions', 'opening-hours.exceptions.store', openingHours.storeException),
    del(
      '/exceptions/{exception}',
      'opening-hours.exceptions.destroy',
      openingHours.destroyException,
    ),
  ]),
];
