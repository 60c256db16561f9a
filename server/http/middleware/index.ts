import type { RequestHandler } from 'express';
import type { MiddlewareToken } from '../router';
import { accountState } from './account';
import { requireToken } from './apiToken';
import { refuseDuringSupport } from './support';
import {
  requireAuth,
  requireGuest,
  requirePermission,
  requireReferral,
  requireRole,
  requireStore,
} from './auth';

/** Resolves the route table's middleware tokens to handlers. */
export function resolveMiddleware(token: MiddlewareToken): RequestHandler {
  const [name, arg] = token.split(/:(.*)/s);
  switch (name) {
    case 'auth':
      return requireAuth;
    case 'guest':
      return requireGuest;
    case 'store':
      return requireStore;
    case 'can':
      return requirePermission(arg);
    case 'role':
      return requireRole(arg);
    case 'referral':
      return requireReferral;
    case 'account':
      return accountState;
    case 'token':
      return requireToken(arg);
    case 'no-support':
      return refuseDuringSupport;
    default:
      throw new Error(`Unknown middleware "${token}" in the route table.`);
  }
}
