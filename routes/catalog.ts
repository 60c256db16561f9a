import { get, post, put, del, group, type RouteDef } from '../server/http/router';
import * as categories from '../server/http/controllers/categories';
import * as services from '../server/http/controllers/services';
import * as taxes from '../server/http/controllers/taxes';
import * as tipRules from '../server/http/controllers/tipRules';
import * as settings from '../server/http/controllers/settings';

const SETTINGS = 'can:manage settings';

/**
 * The Settings group's catalogue and settings screens (docs/requirements.md §2, §6). The menu
 * shows Categories, Services and Tax to holders of "view categories", "view
 * services" and "view taxes", and those open the lists and the read-only
 * details. Changing them also needs "manage settings": the view permissions
 * read "See …" on the Roles screen, and prices and tax rates are what the
 * owner must trust every ticket by, so, as with "view employees" and
 * "manage employees", seeing does not mean changing. Settings and Tip Rules
 * need "manage settings" even to look at. `{category}`, `{service}` and
 * `{tax}` are numeric, so /create is never taken for an id.
 */
const viewThenManage = (
  permission: string,
  viewRoutes: RouteDef[],
  manageRoutes: RouteDef[],
): RouteDef[] => [
  ...group({ middleware: [`can:${permission}`] }, viewRoutes),
  ...group({ middleware: [`can:${permission}`, SETTINGS] }, manageRoutes),
];

export const catalogRoutes: RouteDef[] = [
  ...group(
    { prefix: '/categories' },
    viewThenManage(
      'view categories',
      [
        get('', 'categories.index', categories.index),
        get('/{category}/edit', 'categories.edit', categories.edit),
      ],
      [
        get('/create', 'categories.create', categories.create),
        post('', 'categories.store', categories.store),
        put('/{category}', 'categories.update', categories.update),
        del('/{category}', 'categories.destroy', categories.destroy),
      ],
    ),
  ),
  ...group(
    { prefix: '/services' },
    viewThenManage(
      'view services',
      [
        get('', 'services.index', services.index),
        get('/{service}/edit', 'services.edit', services.edit),
      ],
      [
        get('/create', 'services.create', services.create),
        post('', 'services.store', services.store),
        put('/{service}', 'services.update', services.update),
        del('/{service}', 'services.destroy', services.destroy),
      ],
    ),
  ),
  // A tax is switched off, never deleted: paid tickets keep what they were charged.
  ...group(
    { prefix: '/taxes' },
    viewThenManage(
      'view taxes',
      [get('', 'taxes.index', taxes.index)],
      [post('', 'taxes.store', taxes.store), put('/{tax}', 'taxes.update', taxes.update)],
    ),
  ),
  ...group({ prefix: '/tip-rules', middleware: [SETTINGS] }, [
    get('', 'tip-rules.index', tipRules.index),
    put('', 'tip-rules.update', tipRules.update),
  ]),
  ...group({ prefix: '/settings', middleware: [SETTINGS] }, [
    get('', 'settings.index', settings.index),
    put('/business', 'settings.business.update', settings.updateBusiness),
    put('/invoice', 'settings.invoice.update', settings.updateInvoice),
    put('/payment', 'settings.payment.update', settings.updatePayment),
  ]),
];
