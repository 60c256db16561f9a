import { del, get, post, put, type RouteDef } from '../server/http/router';
import * as packages from '../server/http/controllers/packages';
import * as accounts from '../server/http/controllers/storeAccounts';
import * as userInvoices from '../server/http/controllers/userInvoices';

/** The super admin's SaaS screens: Users, Invoice, Packages; mounted inside the `role:super admin` group. */
export const billingRoutes: RouteDef[] = [
  get('/users', 'users.index', accounts.index),
  put('/users/{store}/plan', 'users.change_plan', accounts.changePlanAction),
  put('/users/{store}/trial', 'users.extend_trial', accounts.extendTrialAction),
  put('/users/{store}/referral-partner', 'users.referral_partner', accounts.referralPartner),
  post('/users/{store}/disable', 'users.disable', accounts.disable),
  post('/users/{store}/enable', 'users.enable', accounts.enable),
  post('/users/{store}/impersonate', 'users.impersonate', accounts.impersonate),
  get('/user-invoices', 'user-invoices.index', userInvoices.index),
  get('/user-invoices/{invoice}', 'user-invoices.show', userInvoices.show),
  post('/user-invoices/{invoice}/email', 'user-invoices.email', userInvoices.email),
  post('/user-invoices/{invoice}/pay', 'user-invoices.pay', userInvoices.pay),
  post('/user-invoices/{invoice}/void', 'user-invoices.void', userInvoices.voidAction),
  post(
    '/user-invoices/{invoice}/uncollectible',
    'user-invoices.uncollectible',
    userInvoices.uncollectible,
  ),
  get('/packages', 'packages.index', packages.index),
  post('/packages', 'packages.store', packages.store),
  put('/packages/{plan}', 'packages.update', packages.update),
  post('/packages/{plan}/archive', 'packages.archive', packages.archive),
];

/** Ends "sign in as owner": the signed-in account is the owner then, so it sits outside the super admin's group. */
export const supportSessionRoutes: RouteDef[] = [
  del('/support-session', 'support-session.destroy', accounts.stopImpersonating),
];
