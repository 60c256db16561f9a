import type { Db } from '../../../database/client';
import { findUserByEmail } from '../../../database/queries/users';
import { getStore } from '../../../database/queries/profiles';
import { DomainError } from '../errors';
import { decoyHash, verifyPassword } from './passwords';
import { countAttempt, throttleKey, type Limit, type Throttle } from '../security/throttle';
import { say } from '../../../common/said';

export const MAX_ATTEMPTS = 5;
export const ACCOUNT_CLOSED = say('validation.access.thisAccountHasBeenClosed');
export const DECAY_SECONDS = 60;

/**
 * Failed sign-ins from one address, whatever account they name: one wrong
 * password on each of 40 accounts (password spraying) met 40 fresh
 * per-account counters. Successes are given back, so a salon's staff sharing
 * one address are not locked out by each other's sign-ins.
 */
export const SOURCE_MAX_FAILURES = 20;
export const SOURCE_DECAY_SECONDS = 600;

/** One counter per address and source, as Laravel's LoginRequest keys it (hashed: the address is typed text). */
export const loginThrottleKey = (email: string, ip: string) =>
  throttleKey('login', email.trim().toLowerCase(), ip);
export const loginSourceKey = (ip: string) => throttleKey('login-source', ip);

function loginLimits(email: string, ip: string): { account: Limit; source: Limit } {
  return {
    account: { key: loginThrottleKey(email, ip), max: MAX_ATTEMPTS, decaySeconds: DECAY_SECONDS },
    source: {
      key: loginSourceKey(ip),
      max: SOURCE_MAX_FAILURES,
      decaySeconds: SOURCE_DECAY_SECONDS,
    },
  };
}

/**
 * A password checked under the sign-in limits: counted first under the
 * account's and the address's counters, so the sixth try in a minute (or
 * the 21st failure from one address in ten minutes) is refused without
 * checking the password at all, however many arrive at once. A success
 * clears the account's counter and gives the attempt back to the address.
 */
async function checkedPassword(
  throttle: Throttle,
  limits: { account: Limit; source: Limit },
  field: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  await countAttempt(throttle, [limits.account, limits.source], field);
  if (!(await check())) return false;
  await Promise.all([throttle.clear(limits.account.key), throttle.release(limits.source.key)]);
  return true;
}

export async function attemptLogin(
  db: Db,
  throttle: Throttle,
  input: { email: string; password: string; ip: string },
) {
  let user: Awaited<ReturnType<typeof findUserByEmail>> | undefined;
  const ok = await checkedPassword(
    throttle,
    loginLimits(input.email, input.ip),
    'email',
    async () => {
      user = await findUserByEmail(db, input.email);
      // Hash even for an unknown address, so timing does not reveal which addresses exist.
      return (
        (await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()))) && !!user
      );
    },
  );
  if (!ok || !user || user.deletedAt) throw new DomainError(say('errors.badCredentials'), 'email');
  // An owner closed the store (profile → delete account): nobody of it signs in again.
  if (user.storeId !== null && (await getStore(db, user.storeId))?.closedAt)
    throw new DomainError(ACCOUNT_CLOSED, 'email');
  return user;
}

/** "Confirm password" before a sensitive action: the signed-in account's own password, under the same limits as sign-in. */
export async function confirmOwnPassword(
  throttle: Throttle,
  user: { email: string; passwordHash: string },
  password: string,
  ip: string,
): Promise<boolean> {
  return checkedPassword(throttle, loginLimits(user.email, ip), 'password', () =>
    verifyPassword(password, user.passwordHash),
  );
}
