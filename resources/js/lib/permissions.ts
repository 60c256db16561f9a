import { can as permits, STORE_USER, SUPER_ADMIN } from '@common/permissions';
import type { AuthUser } from './types';

export { STORE_USER, SUPER_ADMIN };

type MaybeUser = Pick<AuthUser, 'roles' | 'is_referal' | 'permissions'> | null | undefined;

/** Roles are matched by name (docs/requirements.md §6). */
export function hasRole(user: MaybeUser, name: string): boolean {
  return !!user && user.roles.some((role) => role.name === name);
}

/** The server's rule (common/permissions.ts), over the page's `auth.user` shape. */
export function can(user: MaybeUser, permission: string): boolean {
  if (!user) return false;
  return permits(
    {
      roles: user.roles.map((r) => r.name),
      isReferal: user.is_referal,
      permissions: user.permissions,
    },
    permission,
  );
}
