import { get, post, group, type RouteDef } from '../server/http/router';
import * as kiosk from '../server/http/controllers/kiosk';
import { KIOSK_TOKEN_PATTERN } from '../server/domain/checkins/kiosk';

/**
 * The self check-in kiosk (docs/requirements.md §2 customer side): no sign-in. /kiosk sends a
 * station device to its store's link; the link's token names the store.
 */
const token = { wheres: { token: KIOSK_TOKEN_PATTERN } };

export const kioskRoutes: RouteDef[] = [
  get('/kiosk', 'kiosk.index', kiosk.index),
  ...group({ prefix: '/kiosk/{token}' }, [
    get('', 'kiosk.show', kiosk.show, token),
    post('', 'kiosk.lookup', kiosk.lookup, token),
    get('/customer', 'kiosk.customer', kiosk.customer, token),
    post('/customer', 'kiosk.store', kiosk.store, token),
    get('/success', 'kiosk.success', kiosk.success, token),
  ]),
];
