import { get, post, group, type RouteDef } from '../server/http/router';
import * as display from '../server/http/controllers/customerDisplay';
import { DISPLAY_TOKEN_PATTERN } from '../server/domain/display/customerDisplay';

/**
 * The customer display (customer page "payment"): no sign-in, a
 * station's secret link. Its socket authorisation is its own endpoint: the
 * link's secret, not a session, decides, and only for its own channel.
 */
// Named {display}, not {token}: the kiosk's {token} is another secret of another shape.
const token = { wheres: { display: DISPLAY_TOKEN_PATTERN } };

export const customerDisplayRoutes: RouteDef[] = [
  ...group({ prefix: '/display/{display}' }, [
    get('', 'display.show', display.show, token),
    post('/auth', 'display.auth', display.auth, token),
    post('/tip', 'display.tip', display.tip, token),
  ]),
];

/**
 * What the POS sends its station's display, and the display link under
 * Settings → Stations: signed in, in a store, with the account check, like
 * web.ts's store group (a read-only store's POS shows nothing new, a disabled
 * one's people see the account disabled page).
 */
export const customerDisplayStoreRoutes: RouteDef[] = group(
  { prefix: '/dashboard', middleware: ['auth', 'account', 'store'] },
  [
    ...group({ prefix: '/pos/display', middleware: ['can:manage pos'] }, [
      post('', 'pos.display.update', display.update),
    ]),
    ...group({ prefix: '/stations/{station}/display', middleware: ['can:manage settings'] }, [
      get('/qr', 'stations.display.qr', display.qr),
      post('/rotate', 'stations.display.rotate', display.rotate),
    ]),
  ],
);
