import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import {
  createRole,
  deleteUnusedRole,
  getRole,
  roleNameTaken,
  updateRole,
  type RoleSummary,
} from '../../../database/queries/roles';
import type { PermissionSubject } from '../../../common/permissions';
import { DomainError, FieldErrors } from '../errors';
import { roleChangeRefusal } from './roleGrants';
import { say } from '../../../common/said';

export const NAME_TAKEN = say('validation.access.theNameHasAlreadyBeen');

export interface RoleValues {
  name: string;
  permissions: string[];
}

/**
 * What only the database can tell about a role form, one message per field:
 * a name the store already uses, permissions the actor may not grant
 * (roleGrants). Takes whichever fields are known, so these messages come with
 * the form's other errors.
 */
export async function roleProblems(
  db: Db,
  storeId: number,
  actor: PermissionSubject,
  values: Partial<RoleValues>,
  current?: RoleSummary,
) {
  const problems: Record<string, string> = {};
  if (values.name !== undefined && (await roleNameTaken(db, storeId, values.name, current?.id)))
    problems.name = NAME_TAKEN;
  const refusal = roleChangeRefusal(
    actor,
    values.permissions ?? current?.permissions ?? [],
    current?.permissions ?? [],
  );
  if (refusal) problems.permissions = refusal;
  return problems;
}

/** Names are unique in the store: the index is the final word when two saves race. */
const write = <T>(work: () => Promise<T>) =>
  onUniqueViolation(work, {
    roles_store_id_name_unique: () => new FieldErrors({ name: NAME_TAKEN }),
  });

async function check(
  db: Db,
  storeId: number,
  actor: PermissionSubject,
  values: RoleValues,
  current?: RoleSummary,
) {
  const problems = await roleProblems(db, storeId, actor, values, current);
  if (Object.keys(problems).length) throw new FieldErrors(problems);
}

export async function createStoreRole(
  db: Db,
  storeId: number,
  actor: PermissionSubject,
  values: RoleValues,
) {
  await check(db, storeId, actor, values);
  return write(() => createRole(db, storeId, values));
}

/** False when the store has no such role. */
export async function updateStoreRole(
  db: Db,
  storeId: number,
  actor: PermissionSubject,
  current: RoleSummary,
  values: RoleValues,
) {
  await check(db, storeId, actor, values, current);
  return write(() => updateRole(db, storeId, current.id, values));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Deletes a role nobody holds; false when the store has no such role. An owner-only role is the owner's to delete. */
export async function deleteStoreRole(
  db: Db,
  storeId: number,
  actor: PermissionSubject,
  id: number,
): Promise<boolean> {
  const role = await getRole(db, storeId, id);
  if (!role) return false;
  const refusal = roleChangeRefusal(actor, [], role.permissions);
  if (refusal) throw new DomainError(refusal);
  const result = await deleteUnusedRole(db, storeId, id);
  if (result.status === 'missing') return false;
  if (result.status === 'in_use') {
    const who = [
      result.employees && plural(result.employees, 'employee'),
      result.users && plural(result.users, 'user'),
    ]
      .filter(Boolean)
      .join(' and ');
    throw new DomainError(
      say('validation.access.theRoleIsStillAssigned', { role: result.name, who }),
    );
  }
  return true;
}
