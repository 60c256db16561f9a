import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as coupons from '../server/http/controllers/coupons';

/** coupons.* (docs/requirements.md §2, §6): "view coupons" opens the list and its forms. `{coupon}` is numeric, so /create is never an id. */
export const couponRoutes: RouteDef[] = [
  ...group({ prefix: '/coupons', middleware: ['can:view coupons'] }, [
    get('', 'coupons.index', coupons.index),
    get('/create', 'coupons.create', coupons.create),
    post('', 'coupons.store', coupons.store),
    get('/{coupon}/edit', 'coupons.edit', coupons.edit),
    put('/{coupon}', 'coupons.update', coupons.update),
  ]),
];
