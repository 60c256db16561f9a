import type { Db } from '../../../database/client';
import { createStore } from '../../../database/queries/stores';
import { createUser, findUserByEmail } from '../../../database/queries/users';
import { DomainError } from '../errors';
import { hashPassword } from './passwords';
import { STORE_USER } from './permissions';

/** One transaction: a store without its owner (or the reverse) is never left behind. */
export async function registerStoreOwner(db: Db, input: { businessName: string; name: string; email: string; password: string }) {
  if (await findUserByEmail(db, input.email)) throw new DomainError('The email has already been taken.', 'email');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const store = await createStore(tx as never, { name: input.businessName });
    return createUser(tx as never, { storeId: store.id, name: input.name, email: input.email, passwordHash, roleNames: [STORE_USER] });
  });
}
