import { post, group, type RouteDef } from '../server/http/router';
import * as broadcasting from '../server/http/controllers/broadcasting';

/**
 * Echo's auth endpoints (docs/requirements.md §7): session and CSRF like any other POST, and
 * only for store staff (others have no private channel to join: 403).
 */
export const broadcastingRoutes: RouteDef[] = group(
  { prefix: '/broadcasting', middleware: ['store'] },
  [
    post('/auth', 'broadcasting.auth', broadcasting.auth),
    post('/user-auth', 'broadcasting.user_auth', broadcasting.userAuth),
  ],
);
