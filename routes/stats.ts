import { get, type RouteDef } from '../server/http/router';
import * as stats from '../server/http/controllers/stats';

/** stats.index (docs/requirements.md §2): charts over a range, for "view stats". */
export const statsRoutes: RouteDef[] = [
  get('/stats', 'stats.index', stats.index, { middleware: ['can:view stats'] }),
];
