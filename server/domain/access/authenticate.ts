import type { Db } from '../../../database/client';
import { findUserByEmail } from '../../../database/queries/users';
import { DomainError } from '../errors';
import { decoyHash, verifyPassword } from './passwords';
import { countAttempt, throttleKey, type Throttle } from '../security/throttle';

export const MAX_ATTEMPTS = 5;
export const DECAY_SECONDS = 60;

/** One counter per address and source, as Laravel's LoginRequest keys it (hashed: the address is typed text). */
export const loginThrottleKey = (email: string, ip: string) => throttleKey('login', email.trim().toLowerCase(), ip);

/**
 * Checks the credentials under the throttle. The attempt is counted first, so
 * the sixth try in a minute is refused without checking the password at all,
 * however many arrive at once. A success clears the counter.
 */
export async function attemptLogin(db: Db, throttle: Throttle, input: { email: string; password: string; ip: string }) {
  const key = loginThrottleKey(input.email, input.ip);
  await countAttempt(throttle, [{ key, max: MAX_ATTEMPTS, decaySeconds: DECAY_SECONDS }], 'email');
  const user = await findUserByEmail(db, input.email);
  // Hash even for an unknown address, so timing does not reveal which addresses exist.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok) throw new DomainError('These credentials do not match our records.', 'email');
  await throttle.clear(key);
  return user;
}
