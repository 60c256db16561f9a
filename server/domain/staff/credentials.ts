import type { Db } from '../../../database/client';
import { findEmployeeForLogin } from '../../../database/queries/employees';
import { decoyHash, verifyPassword } from '../access/passwords';
import { DomainError } from '../errors';
import { countAttempt, throttleKey, type Limit, type Throttle } from '../security/throttle';

import { MESSAGES } from '../../../common/messages';

export const EMPLOYEE_NOT_FOUND = MESSAGES.employeeNotFound;
export const MISSING_CREDENTIALS = MESSAGES.missingCredentials;

/** Five tries a minute, per credential and per source. */
export const EMPLOYEE_MAX_ATTEMPTS = 5;
export const EMPLOYEE_DECAY_SECONDS = 60;

export interface EmployeeCredentials {
  userId: string;
  password: string;
  cardSwipeId: string;
}

/**
 * Where the attempts come from: the client address, and the station the
 * device was set to and/or the account signed in on it.
 */
export interface CredentialSource {
  ip: string;
  devices: string[];
}

/**
 * The counters one attempt goes against. Per credential alone, sixty
 * different guessed card ids each had their own fresh counter; per source
 * (the address, and the station or account) a guesser is stopped whatever
 * credential they try.
 */
function limits(
  storeId: number,
  creds: EmployeeCredentials,
  byCard: boolean,
  source: CredentialSource,
) {
  const limit = (key: string): Limit => ({
    key,
    max: EMPLOYEE_MAX_ATTEMPTS,
    decaySeconds: EMPLOYEE_DECAY_SECONDS,
  });
  // Card ids match case-insensitively, so CARD1005 and card1005 are one credential.
  const credential = byCard
    ? ['card', creds.cardSwipeId.trim().toLowerCase()]
    : ['staff', creds.userId.trim()];
  return {
    credential: limit(throttleKey('employee-credential', storeId, ...credential)),
    sources: [['ip', source.ip], ...source.devices.map((d) => ['device', d])].map((parts) =>
      limit(throttleKey('employee-source', storeId, ...parts)),
    ),
  };
}

/**
 * Staff number + password, or a card swipe (docs/requirements.md §2, §5). A card swipe is
 * the credential itself, as on a time-clock card reader. The attempt is
 * counted before it is checked; a success clears its credential's counter and
 * gives the attempt back to its source, so only failures add up there.
 */
export async function verifyEmployeeCredentials(
  db: Db,
  throttle: Throttle,
  storeId: number,
  creds: EmployeeCredentials,
  source: CredentialSource,
): Promise<{ id: number; name: string }> {
  const byCard = creds.cardSwipeId.trim() !== '';
  if (!byCard && (creds.userId.trim() === '' || creds.password === ''))
    throw new DomainError(MISSING_CREDENTIALS, 'user_id');
  const { credential, sources } = limits(storeId, creds, byCard, source);
  await countAttempt(throttle, [...sources, credential], 'user_id');
  const employee = await findEmployeeForLogin(
    db,
    storeId,
    byCard ? { cardSwipeId: creds.cardSwipeId.trim() } : { staffNumber: creds.userId.trim() },
  );
  const ok = byCard
    ? !!employee
    : await verifyPassword(creds.password, employee?.passwordHash ?? (await decoyHash()));
  if (!employee || !ok) throw new DomainError(EMPLOYEE_NOT_FOUND, 'user_id');
  await Promise.all([
    throttle.clear(credential.key),
    ...sources.map((s) => throttle.release(s.key)),
  ]);
  return { id: employee.id, name: employee.name };
}
