import { del, get, post, group, type RouteDef } from '../server/http/router';
import * as apiTokens from '../server/http/controllers/apiTokens';

/**
 * api-tokens.*, inside the /dashboard store group: any store
 * account manages its own tokens; which abilities it may grant follows its
 * permissions (common/apiTokens.ts). The API itself is routes/api.ts.
 * A support session makes and revokes none: a token would outlive it.
 */
export const apiTokenRoutes: RouteDef[] = group({ prefix: '/api-tokens' }, [
  get('', 'api-tokens.index', apiTokens.index),
  post('', 'api-tokens.store', apiTokens.store, { middleware: ['no-support'] }),
  del('/{token}', 'api-tokens.destroy', apiTokens.destroy, { middleware: ['no-support'] }),
]);
