import type { Db } from '../../../database/client';
import { findUserByEmail } from '../../../database/queries/users';
import { DomainError } from '../errors';
import { decoyHash, verifyPassword } from './passwords';
import { throttleMessage, type Throttle } from '../security/throttle';

export const MAX_ATTEMPTS = 5;
export const DECAY_SECONDS = 60;

/** One counter per address and source, as Laravel's LoginRequest keys it. */
export const loginThrottleKey = (email: string, ip: string) => `login:${email.trim().toLowerCase()}|${ip}`;

/**
 * Checks the credentials under the throttle: after five failures in a minute
 * the sixth try is refused without checking the password at all.
 */
export async function attemptLogin(db: Db, throttle: Throttle, input: { email: string; password: string; ip: string }) {
  const key = loginThrottleKey(input.email, input.ip);
  const wait = await throttle.retryAfter(key, MAX_ATTEMPTS);
  if (wait > 0) throw new DomainError(throttleMessage(wait), 'email', 429);
  const user = await findUserByEmail(db, input.email);
  // Hash even for an unknown address, so timing does not reveal which addresses exist.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !ok) {
    await throttle.hit(key, DECAY_SECONDS);
    throw new DomainError('These credentials do not match our records.', 'email');
  }
  await throttle.clear(key);
  return user;
}
