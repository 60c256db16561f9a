import type { Request, RequestHandler, Response } from 'express';
import { API_ABILITIES, isApiAbility } from '../../../common/apiTokens';
import { findApiTokenForBearer, touchApiToken } from '../../../database/queries/apiTokens';
import { can, isSuperAdmin } from '../../domain/access/permissions';
import { bearerToken, parseToken, secretMatches } from '../../domain/apiTokens/tokens';
import { countAttempt, throttleKey, ThrottledError } from '../../domain/security/throttle';
import { clock } from '../../../common/clock';

/** Calls a minute, per token and per address. */
export const API_RATE_LIMIT = 60;
const UNAUTHENTICATED = 'Unauthenticated.';

function deny(res: Response, status: number, message: string) {
  if (status === 401) res.set('WWW-Authenticate', 'Bearer');
  res.status(status).json({ message });
}

/** Counts the call under `key`; false (and a 429 with Retry-After sent) when over the limit. */
async function withinLimit(req: Request, res: Response, key: string): Promise<boolean> {
  try {
    await countAttempt(req.ctx.throttle, [{ key, max: API_RATE_LIMIT, decaySeconds: 60 }], null);
    return true;
  } catch (err) {
    if (!(err instanceof ThrottledError)) throw err;
    res.set('Retry-After', String(err.retryAfter));
    deny(res, 429, `Too many requests. Try again in ${err.retryAfter} seconds.`);
    return false;
  }
}

/**
 * `token:<ability>`: the read API's bearer check. The caller's
 * address is counted first (guessing tokens is throttled too), then the token
 * must be well formed, match its stored hash, be neither revoked nor expired,
 * and belong to an account still at that store; then its own calls are
 * counted, and the ability must be on the token and still allowed by the
 * owner's permissions now. The owner and store become req.actor/req.store, so
 * the controllers are ordinary store actions (every query scoped to the store).
 */
export function requireToken(ability: string): RequestHandler {
  if (!isApiAbility(ability))
    throw new Error(`Unknown API ability "${ability}" in the route table.`);
  const { permission } = API_ABILITIES[ability];
  return async (req, res, next) => {
    if (!(await withinLimit(req, res, throttleKey('api-address', req.ip ?? '')))) return;
    const parsed = parseToken(bearerToken(req.get('Authorization')) ?? '');
    const row = parsed ? await findApiTokenForBearer(req.ctx.db, parsed.id) : null;
    if (
      !parsed ||
      !row ||
      !secretMatches(parsed.secret, row.tokenHash) ||
      row.revokedAt ||
      (row.expiresAt && row.expiresAt <= clock.now())
    ) {
      return deny(res, 401, UNAUTHENTICATED);
    }
    // The token's store may be a team store of its owner's, not the home store: loaded acting there (membership checked).
    const owner = await req.ctx.caches.actor({
      kind: 'user',
      id: row.userId,
      storeId: row.storeId,
    });
    if (
      !owner ||
      !owner.store ||
      owner.store.id !== row.storeId ||
      isSuperAdmin(owner.actor) ||
      owner.actor.isReferal
    ) {
      return deny(res, 401, UNAUTHENTICATED);
    }
    if (!(await withinLimit(req, res, throttleKey('api-token', row.id)))) return;
    if (!row.abilities.includes(ability) || !can(owner.actor, permission)) {
      return deny(res, 403, `This token may not ${API_ABILITIES[ability].label.toLowerCase()}.`);
    }
    req.actor = owner.actor;
    req.store = owner.store;
    req.cacheStamps = owner.stamps;
    // At most one write a minute per token (the query's condition holds it when calls race).
    if (!row.lastUsedAt || clock.ms() - row.lastUsedAt.getTime() >= 60_000)
      await touchApiToken(req.ctx.db, row.storeId, row.id);
    next();
  };
}
