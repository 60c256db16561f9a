import {
  hasRole,
  OWNER_ONLY_PERMISSIONS,
  PERMISSION_LABELS,
  STORE_USER,
  type Permission,
  type PermissionSubject,
} from '../../../common/permissions';
import { say, type Said } from '../../../common/said';

/**
 * Who may put which permissions into a role, or give a role to someone.
 * A role is a bundle of permissions, so creating one,
 * changing one or handing one out all grant what is in it:
 * - the store's owner (the "store user" role) may grant anything;
 * - anyone else may grant only permissions they hold themselves;
 * - and never "manage employees" or "manage settings", which let the holder
 *   change who may do what: only the owner touches roles that include them.
 */

/** The owner of a store: the "store user" role, not a referral partner who also carries it. */
export const isStoreOwner = (actor: PermissionSubject): boolean =>
  hasRole(actor, STORE_USER) && !actor.isReferal;

const label = (p: string) => PERMISSION_LABELS[p as Permission] ?? p;
const quoteList = (list: readonly string[], last = ', ') =>
  list
    .map((p) => `“${label(p)}”`)
    .join(', ')
    .replace(/, (?=[^,]*$)/, last);

export const OWNER_ONLY_MESSAGE = say('validation.access.onlyTheStoreOwnerMay2', {
  permissions: quoteList(OWNER_ONLY_PERMISSIONS, ' or '),
});

function ownerOnlyIn(permissions: readonly string[]): boolean {
  return permissions.some((p) => (OWNER_ONLY_PERMISSIONS as readonly string[]).includes(p));
}

/**
 * Why `actor` may not save a role whose permissions go from `before` to
 * `after` (`before` is empty for a new role), or null when they may. Only
 * what the save adds must be held: renaming a role, or taking a permission
 * away from it, grants nothing.
 */
export function roleChangeRefusal(
  actor: PermissionSubject,
  after: readonly string[],
  before: readonly string[] = [],
): Said | null {
  if (isStoreOwner(actor)) return null;
  if (ownerOnlyIn(after) || ownerOnlyIn(before)) return OWNER_ONLY_MESSAGE;
  const lacking = after.filter((p) => !before.includes(p) && !actor.permissions.includes(p));
  return lacking.length
    ? say('validation.access.youCannotGrantPermissionsYou', { lacking: quoteList(lacking) })
    : null;
}

/** Why `actor` may not give someone a role granting `permissions` (all of them, so all must be held), or null. */
export function roleAssignmentRefusal(
  actor: PermissionSubject,
  permissions: readonly string[],
): Said | null {
  if (isStoreOwner(actor)) return null;
  if (ownerOnlyIn(permissions)) return OWNER_ONLY_MESSAGE;
  const lacking = permissions.filter((p) => !actor.permissions.includes(p));
  return lacking.length
    ? say('validation.access.youCannotGiveThisRole', { lacking: quoteList(lacking) })
    : null;
}

/**
 * Why `actor` may not change a person who holds a role granting
 * `permissions`, or null. Changing their password or card is as good as
 * signing in as them, so a holder of more than you is the owner's to change.
 */
export function holderChangeRefusal(
  actor: PermissionSubject,
  permissions: readonly string[],
): Said | null {
  if (isStoreOwner(actor)) return null;
  if (ownerOnlyIn(permissions) || permissions.some((p) => !actor.permissions.includes(p))) {
    return say('validation.access.onlyTheStoreOwnerMay');
  }
  return null;
}
