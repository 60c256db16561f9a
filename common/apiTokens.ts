import { can, type PermissionSubject, type Permission } from './permissions';

/**
 * What a personal access token may do, each tied to the permission its owner
 * must hold (now, not only when the token was made): a token never grants
 * more than the account behind it.
 */
export const API_ABILITIES = {
  'invoices:read': { label: 'Read invoices', permission: 'manage invoices' },
  'customers:read': { label: 'Read customers', permission: 'view customers' },
  'customers:write': { label: 'Manage customers', permission: 'view customers' },
  'reports:read': { label: 'Read reports', permission: 'view daily reports' },
} as const satisfies Record<string, { label: string; permission: Permission }>;

export type ApiAbility = keyof typeof API_ABILITIES;
export const API_ABILITY_NAMES = Object.keys(API_ABILITIES) as ApiAbility[];

export const isApiAbility = (value: unknown): value is ApiAbility =>
  typeof value === 'string' && Object.hasOwn(API_ABILITIES, value);

/** The abilities this account's permissions allow it to grant or use. */
export function grantableAbilities(subject: PermissionSubject | null | undefined): ApiAbility[] {
  return API_ABILITY_NAMES.filter((a) => can(subject, API_ABILITIES[a].permission));
}

/** How long a new token lasts: never, or a number of days. */
export const API_TOKEN_EXPIRIES = ['none', '30', '90', '365'] as const;
export type ApiTokenExpiry = (typeof API_TOKEN_EXPIRIES)[number];
