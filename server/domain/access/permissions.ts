import type { Actor } from '../../../common/permissions';
export {
  SUPER_ADMIN,
  STORE_USER,
  PERMISSIONS,
  OWNER_ONLY_PERMISSIONS,
  can,
  hasRole,
  type Actor,
  type Permission,
} from '../../../common/permissions';
import { hasRole, SUPER_ADMIN } from '../../../common/permissions';

export const isSuperAdmin = (actor: Actor | null | undefined): boolean =>
  hasRole(actor, SUPER_ADMIN);
