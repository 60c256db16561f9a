import type { PermissionSubject } from '../../../common/permissions';
export { SUPER_ADMIN, STORE_USER, PERMISSIONS, OWNER_ONLY_PERMISSIONS, can, hasRole, type Permission } from '../../../common/permissions';
import { hasRole, SUPER_ADMIN } from '../../../common/permissions';

/** Who is asking: an account or an employee signed in through employee login. */
export interface Actor extends PermissionSubject {
  kind: 'user' | 'employee';
  id: number;
  storeId: number | null;
  name: string;
  email: string | null;
  avatarUrl: string | null;
  roles: string[];
  permissions: string[];
  isReferal: boolean;
}

export const isSuperAdmin = (actor: Actor | null | undefined): boolean => hasRole(actor, SUPER_ADMIN);
