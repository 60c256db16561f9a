import { promisify } from 'node:util';
import type { Request } from 'express';
import {
  countStoreAccounts,
  endSupportSession,
  getPlan,
  getStoreForBilling,
  getStoreOwner,
  getSubscription,
  listActivePlans,
  listReferralPartners,
  listStoreAccounts,
  startSupportSession,
} from '../../../database/queries/billing';
import { storeDayBounds, storeToday } from '../../../common/storeTime';
import { storeDay } from '../../../common/intlFormats';
import {
  changePlan,
  disableAccount,
  enableAccount,
  extendTrial,
  planChangedMessage,
  setReferralPartner,
} from '../../domain/billing/subscriptions';
import { DomainError } from '../../domain/errors';
import { platformAction } from '../platformAction';
import { notFound } from '../errors';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { rotateCsrfToken } from '../middleware/csrf';
import { storeAccountsPage } from '../presenters/storeAccounts';
import {
  accountFiltersSchema,
  changePlanSchema,
  disableSchema,
  extendTrialSchema,
  referralPartnerSchema,
} from '../validators/billing';
import { say, type Said } from '../../../common/said';

declare module 'express-session' {
  interface SessionData {
    /** The super admin signed in as a store's owner: who to return to, and the audit row to close. */
    support?: { adminId: number; storeId: number; sessionId: number; startedAt: string };
  }
}

/** A store account with its subscription: a store with none is not one the super admin manages here (404). */
const loadAccount = async (db: Parameters<typeof getSubscription>[0], id: number) => {
  const store = await getStoreForBilling(db, id);
  const found = store && (await getSubscription(db, id));
  return found ? { store, ...found } : null;
};

const PER_PAGE = 25;

/** users.index (super admin): store accounts, paged, searched by store name or an account's email and filtered by status. */
export const index = platformAction(
  { input: accountFiltersSchema },
  async ({ db, input: f, res }) => {
    const filter = { q: f.q || undefined, status: f.status };
    const [total, plans, partners] = await Promise.all([
      countStoreAccounts(db, filter),
      listActivePlans(db),
      listReferralPartners(db),
    ]);
    const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
    const page = Math.min(f.page, lastPage);
    const monthStartOf = (tz: string) =>
      storeDayBounds(tz, `${storeToday(tz).slice(0, 8)}01`).start;
    const rows = await listStoreAccounts(
      db,
      filter,
      { limit: PER_PAGE, offset: (page - 1) * PER_PAGE },
      monthStartOf,
    );
    await res.inertia(
      'Admin/Users/Index',
      storeAccountsPage({
        rows,
        plans,
        partners,
        filters: f,
        page: { current: page, last: lastPage, perPage: PER_PAGE, total },
        today: storeToday,
      }),
      { title: 'Users' },
    );
  },
);

/** Back to the Users page as it was: the page sends its search, filter and page along in the action's query (the list is paged). */
const backToUsers = (req: Request, message: Said) => {
  flash(req, 'success', message);
  const f = accountFiltersSchema.parse(req.query);
  return routeUrl(
    'users.index',
    {},
    {
      ...(f.q ? { q: f.q } : {}),
      ...(f.status ? { status: f.status } : {}),
      ...(f.page > 1 ? { page: f.page } : {}),
    },
  );
};

/** Moves the store to another plan now; the prorated credit and charge go on its next invoice. */
export const changePlanAction = platformAction(
  { load: { store: loadAccount }, input: changePlanSchema },
  async ({ db, actor, bound: { store }, input, req, res }) => {
    if (!(await getPlan(db, input.plan_id)))
      throw new DomainError(say('validation.billing.chooseAPlan'), 'plan_id');
    const { plan, quote } = await changePlan(db, store.store.id, input.plan_id, actor.id);
    res.redirect(backToUsers(req, planChangedMessage(store.store.name, plan.name, quote)));
  },
);

export const extendTrialAction = platformAction(
  { load: { store: loadAccount }, input: extendTrialSchema },
  async ({ db, bound: { store }, input, req, res }) => {
    await extendTrial(db, store.store.id, input.trial_ends_on);
    res.redirect(
      backToUsers(
        req,
        say('flash.billing.sTrialRunsTo', {
          store: store.store.name,
          // Spoken on the server, so the day goes as the store's region writes it in every language.
          date: storeDay(input.trial_ends_on),
        }),
      ),
    );
  },
);

export const disable = platformAction(
  { load: { store: loadAccount }, input: disableSchema },
  async ({ db, actor, bound: { store }, input, req, res }) => {
    await disableAccount(db, store.store.id, input.reason, actor.id);
    res.redirect(
      backToUsers(req, say('flash.billing.isDisabledItsDataIs', { store: store.store.name })),
    );
  },
);

/** Sets or clears the referral partner who brought the store (audited); commissions follow for invoices paid from now on. */
export const referralPartner = platformAction(
  { load: { store: loadAccount }, input: referralPartnerSchema },
  async ({ db, actor, bound: { store }, input, req, res }) => {
    await setReferralPartner(db, store.store.id, input.partner_id, actor.id);
    const partner = input.partner_id
      ? (await listReferralPartners(db)).find((p) => p.id === input.partner_id)
      : null;
    res.redirect(
      backToUsers(
        req,
        partner
          ? say('flash.billing.isCreditedToFromNow', {
              store: store.store.name,
              partner: partner.name,
            })
          : say('flash.billing.hasNoReferralPartnerNow', { store: store.store.name }),
      ),
    );
  },
);

export const enable = platformAction(
  { load: { store: loadAccount } },
  async ({ db, bound: { store }, req, res }) => {
    await enableAccount(db, store.store.id);
    res.redirect(backToUsers(req, say('flash.billing.isEnabled', { store: store.store.name })));
  },
);

/**
 * Sign in as the store's owner for support: audited (support_sessions), shown
 * to the owner, and a banner while it lasts; ending it returns to the super
 * admin's own account.
 */
export const impersonate = platformAction(
  { load: { store: loadAccount } },
  async ({ db, actor, bound: { store }, req, res }) => {
    const owner = await getStoreOwner(db, store.store.id);
    if (!owner) throw notFound();
    const audit = await startSupportSession(db, {
      storeId: store.store.id,
      adminId: actor.id,
      ownerId: owner.id,
    });
    await promisify(req.session.regenerate.bind(req.session))();
    req.session.auth = { kind: 'user', id: owner.id };
    req.session.support = {
      adminId: actor.id,
      storeId: store.store.id,
      sessionId: audit.id,
      startedAt: audit.startedAt.toISOString(),
    };
    rotateCsrfToken(req, res);
    flash(
      req,
      'success',
      say('flash.billing.signedInAsForSupport', { owner: owner.name, store: store.store.name }),
    );
    res.redirect(routeUrl('dashboard'));
  },
);

/** Ends a support sign-in: the audit row closes and the super admin is themself again. */
export const stopImpersonating = platformAction({}, async ({ db, req, res }) => {
  const support = req.session.support;
  if (!support) throw notFound();
  await endSupportSession(db, support.storeId, support.sessionId);
  await promisify(req.session.regenerate.bind(req.session))();
  req.session.auth = { kind: 'user', id: support.adminId };
  rotateCsrfToken(req, res);
  flash(req, 'success', say('flash.billing.supportSessionEnded'));
  res.redirect(routeUrl('users.index'));
});
