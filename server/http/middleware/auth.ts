import type { RequestHandler } from 'express';
import { can, hasRole, isSuperAdmin, STORE_USER } from '../../domain/access/permissions';
import { homeRouteFor } from '../../../common/menu';
import { forbidden } from '../errors';
import { routeUrl } from '../urls';
import { safePath } from '../validate';

/**
 * Loads who is signed in, with their store, once per request: from the
 * process's cache while its stamp is current, else in one query. A deleted
 * account ends the session.
 */
export const loadActor: RequestHandler = async (req, _res, next) => {
  req.actor = null;
  req.store = null;
  req.actorLocale = null;
  const auth = req.session?.auth;
  if (!auth) return next();
  const found = await req.ctx.caches.actor(auth);
  if (!found) {
    delete req.session.auth;
    return next();
  }
  // A store switched to that the account may no longer use (removed from the team): back to its home store, for good.
  if (auth.storeId !== undefined && found.store?.id !== auth.storeId) delete auth.storeId;
  req.actor = found.actor;
  req.store = found.store;
  req.teamStores = found.stores;
  req.homeStoreId = found.homeStoreId;
  req.cacheStamps = found.stamps;
  req.actorLocale = found.locale;
  next();
};

export const requireAuth: RequestHandler = (req, res, next) => {
  if (req.actor) return next();
  // Only a path of this site: an absolute request line (GET http://evil.example/dashboard) routes here too.
  // It rides in the login URL, not the session: a guest's visit must store nothing.
  const intended = req.method === 'GET' ? safePath(req.originalUrl) : null;
  res.redirect(routeUrl('login', {}, intended ? { redirect: intended } : {}));
};

export const requireGuest: RequestHandler = (req, res, next) => {
  if (!req.actor) return next();
  res.redirect(routeUrl(homeRouteFor(req.actor)));
};

/** Store screens: a signed-in member of a store, not a platform or referral account. */
export const requireStore: RequestHandler = (req, _res, next) => {
  if (!req.actor || !req.store || isSuperAdmin(req.actor) || req.actor.isReferal)
    return next(forbidden());
  next();
};

/** `can:manage pos|manage invoices`: any one of the permissions listed opens the route. */
export const requirePermission = (permission: string): RequestHandler => {
  const anyOf = permission.split('|');
  return (req, _res, next) => next(anyOf.some((p) => can(req.actor, p)) ? undefined : forbidden());
};

export const requireRole =
  (role: string): RequestHandler =>
  (req, _res, next) =>
    next(hasRole(req.actor, role) ? undefined : forbidden());

/** Referral partners' own page: a referral account holding the store user role (docs/requirements.md §6). */
export const requireReferral: RequestHandler = (req, _res, next) =>
  next(req.actor?.isReferal && hasRole(req.actor, STORE_USER) ? undefined : forbidden());
