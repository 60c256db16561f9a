import { randomBytes } from 'node:crypto';
import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import {
  anonymiseUser,
  closeStore,
  emailTaken,
  getStore,
  updateUserProfile,
} from '../../../database/queries/profiles';
import { updateUserPassword } from '../../../database/queries/users';
import { DomainError, FieldErrors } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
import { hasRole, isSuperAdmin, STORE_USER, type Actor } from './permissions';
import { say } from '../../../common/said';

/** The account row as these operations read it. */
interface Account {
  id: number;
  storeId: number | null;
  email: string;
  passwordHash: string;
  isReferal: boolean;
}

const EMAIL_TAKEN = say('validation.access.theEmailHasAlreadyBeen');

/** Name and email; answers whether the email changed (then unverified, and a verification mail is due). */
export async function updateProfileInformation(
  db: Db,
  user: Account,
  input: { name: string; email: string },
  passwordOk: () => Promise<boolean>,
): Promise<boolean> {
  const emailChanged = input.email.trim().toLowerCase() !== user.email.toLowerCase();
  if (emailChanged) {
    if (await emailTaken(db, input.email, user.id)) throw new DomainError(EMAIL_TAKEN, 'email');
    if (!(await passwordOk()))
      throw new DomainError(say('validation.access.typeYourPasswordToChange'), 'password');
  }
  await onUniqueViolation(
    () =>
      updateUserProfile(db, user, { name: input.name, email: input.email.trim(), emailChanged }),
    {
      users_email_unique: () => new DomainError(EMAIL_TAKEN, 'email'),
    },
  );
  return emailChanged;
}

export async function changePassword(
  db: Db,
  user: Account,
  input: { current_password: string; password: string },
  currentOk: () => Promise<boolean>,
): Promise<void> {
  if (!(await currentOk()))
    throw new DomainError(say('validation.access.theProvidedPasswordDoesNot'), 'current_password');
  if (await verifyPassword(input.password, user.passwordHash))
    throw new DomainError(say('validation.access.theNewPasswordMustBe'), 'password');
  await updateUserPassword(db, user.id, await hashPassword(input.password));
}

/** What deleting this account does: an owner closes the store; another account is anonymised; a super admin cannot delete here. */
export function deletionKind(actor: Actor): 'owner' | 'account' | 'none' {
  if (isSuperAdmin(actor)) return 'none';
  if (actor.storeId !== null && !actor.isReferal && hasRole(actor, STORE_USER)) return 'owner';
  return 'account';
}

/**
 * Deletes the signed-in account. An owner closes the store after typing its
 * name: nothing is deleted (a salon's records are kept), but nobody of it
 * signs in again. Anyone else's account is anonymised in place.
 */
export async function deleteAccount(
  db: Db,
  actor: Actor,
  user: Account,
  input: { store_name: string },
  passwordOk: () => Promise<boolean>,
): Promise<'owner' | 'account'> {
  const kind = deletionKind(actor);
  if (kind === 'none')
    throw new DomainError(say('validation.access.aSuperAdminAccountCannot'), 'password');
  const errors: Record<string, string> = {};
  const store = kind === 'owner' && user.storeId !== null ? await getStore(db, user.storeId) : null;
  if (kind === 'owner' && (!store || input.store_name.trim() !== store.name))
    errors.store_name = say('validation.access.typeTheStoreSName', { name: store?.name ?? '' });
  if (!(await passwordOk()))
    errors.password = say('validation.access.theProvidedPasswordIsIncorrect');
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  if (kind === 'owner') await closeStore(db, store!.id);
  else await anonymiseUser(db, user, await hashPassword(randomBytes(32).toString('base64url')));
  return kind;
}
