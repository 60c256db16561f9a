import type { RequestHandler } from 'express';
import { formatStoreDateTime, storeToday } from '../../../common/storeTime';
import { isSuperAdmin } from '../../domain/access/permissions';
import { back, flash, wantsJson } from '../validate';
import type { AccountNotice } from '../../../common/shared';
import { say } from '../../../common/said';

declare global {
  namespace Express {
    interface Request {
      /** The store's billing state for the banner (shared props); null for platform accounts and stores without a subscription. */
      accountNotice?: AccountNotice | null;
    }
  }
}

export const READ_ONLY_MESSAGE = say('validation.billing.yourAccountIsReadOnly');
/** Routes a disabled or read-only store still reaches: ending a support sign-in. */
export const ALWAYS_OPEN: ReadonlySet<string> = new Set(['support-session.destroy']);

/**
 * The writes a read-only (dunning) store's people may still make. Read-only
 * keeps the store's data as it is until the invoice is paid; what stays open
 * is what is not the store's data: securing one's own account (name and
 * email, password, two-factor, signing other browsers out), talking to
 * support about the bill, and the subscription itself (cancel or resume it).
 * A disabled store reaches none of these (only ALWAYS_OPEN). Every route here
 * carries `account` (tests/unit/accountCheck.test.ts walks the route table).
 */
export const READ_ONLY_OPEN: ReadonlySet<string> = new Set([
  // The account's own sign-in: whoever fears a stolen session must be able to lock it out.
  'user-profile-information.update',
  'user-password.update',
  'two-factor.enable',
  'two-factor.confirm',
  'two-factor.disable',
  'two-factor.recovery-codes',
  'other-browser-sessions.destroy',
  // Support tickets: the way to sort the invoice out with us.
  'supports.store',
  'supports.attachments.store',
  'supports.reply',
  'supports.close',
  'supports.reopen',
  // The subscription: a store that wants to leave must not have to keep being invoiced.
  'billing.cancel',
  'billing.resume',
]);

/**
 * `account`: a store's subscription decides what its people reach.
 * Disabled (by the super admin, by dunning, or cancelled past its period) →
 * the account disabled page on every route, nothing deleted; read-only
 * (dunning) → every unsafe request is refused with a flash, but for
 * READ_ONLY_OPEN. Every write route of a store's people carries it
 * (tests/unit/accountCheck.test.ts). Platform
 * accounts and stores without a subscription pass.
 */
export const accountState: RequestHandler = async (req, res, next) => {
  req.accountNotice = null;
  if (!req.actor || !req.store || isSuperAdmin(req.actor)) return next();
  // Cached per process (guarded by the actors stamp), so a warm page runs no query for it.
  const state = await req.ctx.caches.accountState(req.store.id, req.cacheStamps);
  const { timezone, region } = req.store;
  const support = req.session?.support
    ? { since: formatStoreDateTime(new Date(req.session.support.startedAt), timezone, region) }
    : null;
  if (!state) {
    req.accountNotice = support ? { read_only: false, support, last_support_at: null } : null;
    return next();
  }
  req.accountNotice = {
    read_only: Boolean(state.readOnlyAt),
    support,
    last_support_at: state.lastSupportAt
      ? formatStoreDateTime(new Date(state.lastSupportAt), timezone, region)
      : null,
  };
  if (ALWAYS_OPEN.has(res.locals.routeName)) return next();
  const ended =
    state.status === 'canceled' && storeToday(req.store.timezone) > state.currentPeriodEnd;
  if (state.disabledAt || ended) {
    if (wantsJson(req))
      return void res
        .status(403)
        .json({ message: say('validation.billing.thisAccountIsDisabled') });
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
  if (
    state.readOnlyAt &&
    !['GET', 'HEAD', 'OPTIONS'].includes(req.method) &&
    !READ_ONLY_OPEN.has(res.locals.routeName)
  ) {
    if (wantsJson(req)) return void res.status(403).json({ message: READ_ONLY_MESSAGE });
    flash(req, 'error', READ_ONLY_MESSAGE);
    return void res.redirect(303, back(req));
  }
  next();
};
