/** Role names matched by name (spec §6). */
export const SUPER_ADMIN = 'super admin';
export const STORE_USER = 'store user';

/** Every permission the product checks (spec §6), in menu order. */
export const PERMISSIONS = [
  'manage pos',
  'manage invoices',
  'manage employees',
  'manage settings',
  'view checkins',
  'view employees',
  'view turn management',
  'view clock in clock outs',
  'view payrolls report',
  'view daily reports',
  'view reports',
  'view sms logs',
  'view stats',
  'view close batches',
  'view appointment calendars',
  'view customers',
  'view customer-reviews',
  'view promotions',
  'view coupons',
  'view giftcards',
  'view coupon messages',
  'view taxes',
  'view services',
  'view categories',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Who is asking: an account or an employee signed in through employee login. */
export interface Actor {
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

export const hasRole = (actor: Actor | null | undefined, role: string): boolean => !!actor?.roles.includes(role);
export const isSuperAdmin = (actor: Actor | null | undefined): boolean => hasRole(actor, SUPER_ADMIN);

/**
 * The permission rule of spec §6: false for referral users, true for holders
 * of the "store user" role, otherwise only if the permission is in the list.
 * The client's `can()` mirrors it; route middleware enforces it.
 */
export function can(actor: Actor | null | undefined, permission: string): boolean {
  if (!actor || actor.isReferal) return false;
  if (hasRole(actor, STORE_USER)) return true;
  return actor.permissions.includes(permission);
}
