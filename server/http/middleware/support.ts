import type { Request, RequestHandler, Response } from 'express';
import {
  finishSupportAction,
  recordSupportAction,
} from '../../../database/queries/supportSessions';
import type { SupportActionOutcome } from '../../../database/schema';
import { DomainError } from '../../domain/errors';
import { say } from '../../../common/said';

/**
 * Support sessions ("sign in as owner", controllers/storeAccounts.ts): the
 * super admin works in the store as its owner, and leaves nothing behind
 * that still works once the session ends, nor takes anything away.
 */

declare global {
  namespace Express {
    interface Locals {
      /** The `no-support` guard refused this request (the audit row says so). */
      supportRefused?: boolean;
    }
  }
}

export const SUPPORT_SESSION_REFUSED = say('flash.billing.aSupportSessionCannotDo');

/**
 * `no-support`: what only the owner may do, never a support session: the
 * account's sign-in (password, email, two-factor, its other browsers, the
 * password confirmation), API tokens, invitations that give someone a
 * sign-in to the store, making this browser one of the store's stations,
 * the store's data export and closing the account. A flash beside the page
 * (403 for a JSON caller); the refusal is in the owner's audit list too.
 */
export const refuseDuringSupport: RequestHandler = (req, res, next) => {
  if (!req.session?.support) return next();
  res.locals.supportRefused = true;
  next(new DomainError(SUPPORT_SESSION_REFUSED, null, 403));
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The messages a request leaves for the page after it: a change means it did not go through. */
const saidToPage = (req: Request) =>
  JSON.stringify([req.session?.errors ?? null, req.session?.flash?.error ?? null]);

/**
 * Every write of a support session is in the owner's audit list
 * (support_session_actions, the Support sign-ins page): the row is written
 * before the request runs, so a write that cannot be recorded does not run
 * (the insert's failure is the request's); how it ended is noted as it
 * answers, before the answer leaves. A read the guard refused is recorded
 * as it answers. Reads that go through are not listed.
 */
export const recordSupportActions: RequestHandler = async (req, res, next) => {
  const support = req.session?.support;
  if (!support) return next();
  const db = req.ctx.db;
  const base = {
    supportSessionId: support.sessionId,
    method: req.method,
    path: req.path.slice(0, 500),
  };
  const actionId = SAFE_METHODS.has(req.method)
    ? null
    : await recordSupportAction(db, support.storeId, base);
  const before = saidToPage(req);
  const end = res.end;
  let ended = false;
  res.end = function finish(this: Response, ...args: unknown[]) {
    if (ended) return this;
    ended = true;
    const refused = res.locals.supportRefused === true;
    if (actionId === null && !refused) return Reflect.apply(end, this, args);
    const said = saidToPage(req);
    const outcome: SupportActionOutcome = refused
      ? 'refused'
      : res.statusCode >= 400 ||
          (said !== before && (req.session?.errors || req.session?.flash?.error))
        ? 'failed'
        : 'done';
    const values = {
      routeName: res.locals.routeName ?? null,
      outcome,
      status: res.statusCode,
    };
    const noted =
      actionId !== null
        ? finishSupportAction(db, support.storeId, actionId, values)
        : recordSupportAction(db, support.storeId, base).then((id) =>
            finishSupportAction(db, support.storeId, id, values),
          );
    noted
      .catch((err: unknown) => req.log?.error({ err }, 'support session action not recorded'))
      .finally(() => Reflect.apply(end, this, args));
    return this;
  } as Response['end'];
  next();
};
