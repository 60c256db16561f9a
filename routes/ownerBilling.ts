import { get, post, group, type RouteDef } from '../server/http/router';
import * as ownerBilling from '../server/http/controllers/ownerBilling';

/** The store's own subscription, for whoever may "manage settings"; the super admin's side is routes/billing.ts. */
export const ownerBillingRoutes: RouteDef[] = group(
  { prefix: '/billing', middleware: ['can:manage settings'] },
  [
    get('', 'billing.show', ownerBilling.show),
    get('/invoices/{invoice}', 'billing.invoice', ownerBilling.invoice),
    post('/cancel', 'billing.cancel', ownerBilling.cancel),
    post('/resume', 'billing.resume', ownerBilling.resume),
  ],
);
