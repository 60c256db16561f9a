import { get, group, patch, post, type RouteDef } from '../server/http/router';
import * as api from '../server/http/controllers/api';

/**
 * The API: reads, and customers:write's create and update: JSON, a personal access token in
 * `Authorization: Bearer …` on every call (no session, no CSRF: see app.ts),
 * throttled per token and per address. `token:<ability>` authenticates and
 * checks the ability; `account` then refuses a disabled store (403 JSON).
 */
export const apiRoutes: RouteDef[] = group({ prefix: '/api/v1' }, [
  get('/invoices', 'api.invoices.index', api.invoices, {
    middleware: ['token:invoices:read', 'account'],
  }),
  get('/invoices/{invoice}', 'api.invoices.show', api.invoice, {
    middleware: ['token:invoices:read', 'account'],
  }),
  get('/customers', 'api.customers.index', api.customers, {
    middleware: ['token:customers:read', 'account'],
  }),
  get('/customers/{customer}', 'api.customers.show', api.customer, {
    middleware: ['token:customers:read', 'account'],
  }),
  post('/customers', 'api.customers.store', api.createCustomer, {
    middleware: ['token:customers:write', 'account'],
  }),
  patch('/customers/{customer}', 'api.customers.update', api.updateCustomer, {
    middleware: ['token:customers:write', 'account'],
  }),
  get('/reports/daily', 'api.reports.daily', api.dailyReport, {
    middleware: ['token:reports:read', 'account'],
  }),
]);
