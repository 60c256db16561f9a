import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import { createStore } from '../../../database/queries/stores';
import { createUser, findUserByEmail } from '../../../database/queries/users';
import { FieldErrors } from '../errors';
import { hashPassword } from './passwords';
import { STORE_USER } from './permissions';
import { countAttempt, throttleKey, type Throttle } from '../security/throttle';
import { startTrial } from '../billing/trial';
import { say } from '../../../common/said';

export const EMAIL_TAKEN = say('validation.access.theEmailHasAlreadyBeen');

/** New stores from one address: a script made 12 in a row. Counted once the form is valid, so typos do not use it up. */
export const REGISTRATION_LIMIT = { max: 5, decaySeconds: 3600 } as const;
export const registrationThrottleMessage = (seconds: number) =>
  say('validation.access.tooManyNewAccountsFrom', { minutes: Math.ceil(seconds / 60) });

/** Counts one sign-up from an address; ThrottledError (429) past the limit. */
export async function countRegistration(throttle: Throttle, ip: string) {
  await countAttempt(
    throttle,
    [{ key: throttleKey('register-source', ip), ...REGISTRATION_LIMIT }],
    'email',
  );
}

/**
 * The store, its trial subscription, its owner account and the owner's role in one transaction: a
 * store without its owner (or the reverse) is never left behind, whatever
 * fails. Two sign-ups racing for one address end as the same field error.
 */
export async function registerStoreOwner(
  db: Db,
  input: { businessName: string; name: string; email: string; password: string },
) {
  if (await findUserByEmail(db, input.email)) throw new FieldErrors({ email: EMAIL_TAKEN });
  const passwordHash = await hashPassword(input.password);
  return onUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        const store = await createStore(tx, { name: input.businessName });
        // Every sign-up starts on a 14-day trial of the default plan.
        await startTrial(tx, store);
        return createUser(tx, {
          storeId: store.id,
          name: input.name,
          email: input.email,
          passwordHash,
          roleNames: [STORE_USER],
        });
      }),
    { users_email_unique: () => new FieldErrors({ email: EMAIL_TAKEN }) },
  );
}
