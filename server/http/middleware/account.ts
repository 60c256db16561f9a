import type { RequestHandler } from 'express';
import { formatStoreDateTime, storeToday } from '../../../common/storeTime';
import { isSuperAdmin } from '../../domain/access/permissions';
import { back, flash, wantsJson } from '../validate';
import type { AccountNotice } from '../../../common/shared';

declare global {
  namespace Express {
    interface Request {
      /** The store's billing state for the banner (shared props); null for platform accounts and stores without a subscription. */
      accountNotice?: AccountNotice | null;
    }
  }
}

export const READ_ONLY_MESSAGE = 'Your account is read-only until the invoice is paid.';
/** Routes a disabled or read-only store still reaches: ending a support sign-in. */
const ALWAYS_OPEN = new Set(['support-session.destroy']);

/**
 * `account`: a store's subscription decides what its people reach (issue 20).
 * Disabled (by the super admin, by dunning, or cancelled past its period) →
 * the account disabled page on every route, nothing deleted; read-only
 * (dunning) → every unsafe request is refused with a flash. Platform
 * accounts and stores without a subscription pass.
 */
export const accountState: RequestHandler = async (req, res, next) => {
  req.accountNotice = null;
  if (!req.actor || !req.store || isSuperAdmin(req.actor)) return next();
  // Cached per process (guarded by the actors stamp), so a warm page runs no query for it.
  const state = await req.ctx.caches.accountState(req.store.id, req.cacheStamps);
  const support = req.session?.support
    ? { since: formatStoreDateTime(new Date(req.session.support.startedAt), req.store.timezone) }
    : null;
  if (!state) {
    req.accountNotice = support ? { read_only: false, support, last_support_at: null } : null;
    return next();
  }
  req.accountNotice = {
    read_only: Boolean(state.readOnlyAt),
    support,
    last_support_at: state.lastSupportAt
      ? formatStoreDateTime(new Date(state.lastSupportAt), req.store.timezone)
      : null,
  };
  if (ALWAYS_OPEN.has(res.locals.routeName)) return next();
  const ended =
    state.status === 'canceled' && storeToday(req.store.timezone) > state.currentPeriodEnd;
  if (state.disabledAt || ended) {
    if (wantsJson(req)) return void res.status(403).json({ message: 'This account is disabled.' });
    const reason =
      state.disabledReason ||
      (ended
        ? `The subscription ended on ${state.currentPeriodEnd}.`
        : 'The account was disabled.');
    return void (await res.inertia(
      'AccountDisabled',
      { store: req.store.name, reason, contact: { email: req.ctx.config.mail.fromAddress } },
      { status: 403, title: 'Account disabled' },
    ));
  }
  if (state.readOnlyAt && !['GET', 'HEAD', 'OPTIONS'].includes(req.method)) {
    if (wantsJson(req)) return void res.status(403).json({ message: READ_ONLY_MESSAGE });
    flash(req, 'error', READ_ONLY_MESSAGE);
    return void res.redirect(303, back(req));
  }
  next();
};
