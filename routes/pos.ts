import { get, post, put, del, group, type RouteDef } from '../server/http/router';
import * as pos from '../server/http/controllers/pos';
import * as cardPayments from '../server/http/controllers/cardPayments';
import * as invoiceDrafts from '../server/http/controllers/invoiceDrafts';
import * as invoices from '../server/http/controllers/invoices';

/**
 * The point of sale and what it leads to (docs/requirements.md §2): picking a technician,
 * the pay screen and its lookups, saved tickets and the receipt. Mounted
 * inside the store group of web.ts (/dashboard, auth, store). A receipt is
 * where every checkout lands, so "manage pos" opens it as well as
 * "manage invoices". `{invoice}` and `{draft}` are numeric, so
 * /invoices/draft is never taken for an id.
 */
export const posRoutes: RouteDef[] = [
  ...group({ prefix: '/pos', middleware: ['can:manage pos'] }, [
    get('/pay', 'pos.select_technician', pos.selectTechnician),
    get('/pay/ticket', 'pos.pay', pos.pay),
    post('/pay/ticket', 'pos.checkout', pos.checkout),
    post('/drafts', 'pos.drafts.store', invoiceDrafts.store),
    put('/drafts/{draft}', 'pos.drafts.update', invoiceDrafts.update),
    get('/customers', 'pos.customers.lookup', pos.findCustomer),
    post('/customers', 'pos.customers.store', pos.storeCustomer),
    get('/giftcards/balance', 'pos.giftcards.balance', pos.giftCardBalance),
    post('/coupons/check', 'pos.coupons.check', pos.couponCheck),
    post('/promotions/preview', 'pos.promotions.preview', pos.promotionsPreview),
    post('/card/charge', 'pos.card.charge', cardPayments.charge),
    post('/card/cancel', 'pos.card.cancel', cardPayments.cancel),
    post('/card/resolve', 'pos.card.resolve', cardPayments.resolve),
    post('/card/void', 'pos.card.void', cardPayments.voidSale),
  ]),
  ...group({ prefix: '/invoices' }, [
    ...group({ middleware: ['can:manage invoices'] }, [
      get('/draft', 'invoices.draft', invoiceDrafts.index),
      del('/draft/{draft}', 'invoices.draft.destroy', invoiceDrafts.destroy),
    ]),
    ...group({ middleware: ['can:manage pos|manage invoices'] }, [
      get('/{invoice}', 'invoices.show', invoices.show),
      post('/{invoice}/email', 'invoices.email', invoices.email),
    ]),
  ]),
];
