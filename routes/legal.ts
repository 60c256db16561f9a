import { get, put, type RouteDef } from '../server/http/router';
import * as legal from '../server/http/controllers/legal';

/** The privacy policy and terms of service: public pages, linked from the footer and the register page. */
export const legalPageRoutes: RouteDef[] = [
  get('/privacy-policy', 'policy.show', legal.privacy),
  get('/terms-of-service', 'terms.show', legal.terms),
];

/** Their editor: mounted inside the `role:super admin` group, linked from Packages. */
export const legalAdminRoutes: RouteDef[] = [
  get('/legal', 'legal.edit', legal.edit),
  put('/legal', 'legal.update', legal.update),
];
