import type { RouteDef } from '../server/http/router';
import { authRoutes } from './auth';
import { webRoutes } from './web';
import { apiRoutes } from './api';
import { customerDisplayRoutes, customerDisplayStoreRoutes } from './customerDisplay';

/** The whole route table: mounted by app.ts, exported to the browser as Ziggy's config. */
export const routes: RouteDef[] = [
  ...authRoutes,
  ...webRoutes,
  ...customerDisplayRoutes,
  ...customerDisplayStoreRoutes,
  ...apiRoutes,
];
