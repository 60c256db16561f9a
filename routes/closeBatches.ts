import { get, post, group, type RouteDef } from '../server/http/router';
import * as closeBatches from '../server/http/controllers/closeBatches';

/** Close Batches (docs/requirements.md §2): each terminal's open batch reconciled and closed, tips entered, and the closed batches. */
export const closeBatchRoutes: RouteDef[] = [
  ...group({ prefix: '/close-batches', middleware: ['can:view close batches'] }, [
    get('', 'close-batches.index', closeBatches.index),
    get('/{batch}', 'close-batches.show', closeBatches.show),
    post('/terminals/{terminal}/resolve', 'close-batches.resolve', closeBatches.resolve),
    post('/terminals/{terminal}/tip', 'close-batches.tip', closeBatches.tip),
    post('/terminals/{terminal}/close', 'close-batches.close', closeBatches.close),
  ]),
];
