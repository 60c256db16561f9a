/**
 * The permission rule of docs/requirements.md §6, shared by the server (route middleware,
 * menu) and the browser (what a page shows). Pure: no imports from either side.
 */

/** Role names are matched by name (docs/requirements.md §6). */
export const SUPER_ADMIN = 'super admin';
export const STORE_USER = 'store user';

/** Every permission the product checks (docs/requirements.md §6), in menu order. */
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

/** What the Roles screen shows for each permission: the words of the menu, not the spec's keys. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'manage pos': 'Ring up sales (POS)',
  'manage invoices': 'Manage invoices and saved tickets',
  'manage employees': 'Manage employees, pay rates and roles',
  'manage settings': 'Manage settings',
  'view checkins': 'See check-ins',
  'view employees': 'See employees',
  'view turn management': 'See turn management',
  'view clock in clock outs': 'See clock in/out records',
  'view payrolls report': 'See payroll',
  'view daily reports': 'See the daily report',
  'view reports': 'See reports',
  'view sms logs': 'See SMS logs',
  'view stats': 'See stats',
  'view close batches': 'See close batches',
  'view appointment calendars': 'See appointment calendars',
  'view customers': 'See customers',
  'view customer-reviews': 'See reviews and rewards',
  'view promotions': 'See promotions',
  'view coupons': 'See coupons',
  'view giftcards': 'See gift cards',
  'view coupon messages': 'See announcements',
  'view taxes': 'See taxes',
  'view services': 'See services',
  'view categories': 'See categories',
};

/** Permissions only the store's owner may put into a role: they let the holder change who may do what. */
export const OWNER_ONLY_PERMISSIONS: readonly Permission[] = [
  'manage employees',
  'manage settings',
];

/** Who is asking, as far as the rule cares. */
export interface PermissionSubject {
  roles: readonly string[];
  isReferal: boolean;
  permissions: readonly string[];
}

/**
 * Who is asking: an account or an employee signed in through employee login.
 * Here rather than in the server's domain, so the query that loads it from
 * the database and the rules that read it share one shape without either
 * importing the other.
 */
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
  /** An account's role in the team of the store it works in ('owner', 'manager', 'front desk'), if any. */
  teamRole?: string | null;
}

export const hasRole = (subject: PermissionSubject | null | undefined, role: string): boolean =>
  !!subject?.roles.includes(role);

/**
 * False for referral users, true for holders of the "store user" role,
 * otherwise only if the permission is in the list (docs/requirements.md §6).
 */
export function can(subject: PermissionSubject | null | undefined, permission: string): boolean {
  if (!subject || subject.isReferal) return false;
  if (hasRole(subject, STORE_USER)) return true;
  return subject.permissions.includes(permission);
}
