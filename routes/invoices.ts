import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as invoiceList from '../server/http/controllers/invoiceList';
import * as invoiceChanges from '../server/http/controllers/invoiceChanges';

/**
 * The Invoice List and what may change after payment (docs/requirements.md §2):
 * all of it needs "manage invoices". `{invoice}` is numeric, so /export and
 * /draft are never taken for an id. The receipt (invoices.show) and saved
 * tickets (invoices.draft) are the POS's routes (routes/pos.ts).
 */
export const invoiceRoutes: RouteDef[] = [
  ...group({ prefix: '/invoices', middleware: ['can:manage invoices'] }, [
    get('', 'invoices.index', invoiceList.index),
    get('/export', 'invoices.export', invoiceList.exportCsv),
    get('/{invoice}/edit', 'invoices.edit', invoiceChanges.edit),
    put('/{invoice}', 'invoices.update', invoiceChanges.update),
    post('/{invoice}/void', 'invoices.void', invoiceChanges.voidTicket),
    post('/{invoice}/refunds', 'invoices.refund', invoiceChanges.refund),
  ]),
];
