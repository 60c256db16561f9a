import { get, post, put, del, group, type RouteDef } from '../server/http/router';
import * as customers from '../server/http/controllers/customers';
import * as customerImports from '../server/http/controllers/customerImports';

/**
 * customers.* (docs/requirements.md §2): "view customers" opens the list, the
 * profile, its forms, the CSV export and the import. `{customer}` is numeric,
 * so /create, /export and /import are never taken for an id. The POS's own
 * lookups (pos.customers.*) read and write the same rows.
 */
export const customerRoutes: RouteDef[] = [
  ...group({ prefix: '/customers', middleware: ['can:view customers'] }, [
    get('', 'customers.index', customers.index),
    get('/export', 'customers.export', customers.exportCsv),
    get('/import', 'customers.import', customerImports.index),
    post('/import', 'customers.import.preview', customerImports.preview),
    post('/import/confirm', 'customers.import.confirm', customerImports.confirm),
    del('/import', 'customers.import.cancel', customerImports.cancel),
    get('/create', 'customers.create', customers.create),
    post('', 'customers.store', customers.store),
    get('/{customer}', 'customers.show', customers.show),
    get('/{customer}/edit', 'customers.edit', customers.edit),
    put('/{customer}', 'customers.update', customers.update),
  ]),
];
