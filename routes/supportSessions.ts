import { get, type RouteDef } from '../server/http/router';
import * as supportSessions from '../server/http/controllers/supportSessions';

/** What support did while signed in as the owner (inside the /dashboard store group of web.ts): whoever may manage settings. */
export const supportSessionAuditRoutes: RouteDef[] = [
  get('/support-sessions', 'support-sessions.index', supportSessions.index, {
    middleware: ['can:manage settings'],
  }),
];
