import type { AuthUser } from './types';

export const STORE_USER = 'store user';
export const SUPER_ADMIN = 'super admin';

type MaybeUser = Pick<AuthUser, 'roles' | 'is_referal' | 'permissions'> | null | undefined;

/** Roles are matched by name (spec §6). */
export function hasRole(user: MaybeUser, name: string): boolean {
  return !!user && user.roles.some((role) => role.name === name);
}

/**
 * The same rule the server enforces (spec §6): never for referral users,
 * always for the store user role, otherwise only a listed permission.
 */
export function can(user: MaybeUser, permission: string): boolean {
  if (!user || user.is_referal) return false;
  if (hasRole(user, STORE_USER)) return true;
  return user.permissions.includes(permission);
}
