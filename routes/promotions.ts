import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as promotions from '../server/http/controllers/promotions';

/** promotions.*: "view promotions" opens the list and its forms. `{promotion}` is numeric, so /create is never an id. */
export const promotionRoutes: RouteDef[] = [
  ...group({ prefix: '/promotions', middleware: ['can:view promotions'] }, [
    get('', 'promotions.index', promotions.index),
    get('/create', 'promotions.create', promotions.create),
    post('', 'promotions.store', promotions.store),
    get('/{promotion}/edit', 'promotions.edit', promotions.edit),
    put('/{promotion}', 'promotions.update', promotions.update),
    post('/{promotion}/deactivate', 'promotions.deactivate', promotions.deactivate),
  ]),
];
