import type { Db } from '../../../database/client';
import { findEmployeeForLogin } from '../../../database/queries/employees';
import { decoyHash, verifyPassword } from '../access/passwords';
import { DomainError } from '../errors';
import { throttleMessage, type Throttle } from '../security/throttle';

import { MESSAGES } from '../../../common/messages';

export const EMPLOYEE_NOT_FOUND = MESSAGES.employeeNotFound;
export const MISSING_CREDENTIALS = MESSAGES.missingCredentials;

export interface EmployeeCredentials {
  userId: string;
  password: string;
  cardSwipeId: string;
}

/**
 * Staff number + password, or a card swipe (spec §2, §5). A card swipe is
 * the credential itself, as on a time-clock card reader. Failures count
 * toward the same throttle as sign-in.
 */
export async function verifyEmployeeCredentials(
  db: Db,
  throttle: Throttle,
  storeId: number,
  creds: EmployeeCredentials,
  ip: string,
): Promise<{ id: number; name: string }> {
  const byCard = creds.cardSwipeId.trim() !== '';
  if (!byCard && (creds.userId.trim() === '' || creds.password === '')) throw new DomainError(MISSING_CREDENTIALS, 'user_id');
  const key = `employee:${storeId}:${byCard ? `card:${creds.cardSwipeId.trim()}` : creds.userId.trim()}|${ip}`;
  const wait = await throttle.retryAfter(key, 5);
  if (wait > 0) throw new DomainError(throttleMessage(wait), 'user_id', 429);
  const employee = await findEmployeeForLogin(db, storeId, byCard ? { cardSwipeId: creds.cardSwipeId.trim() } : { staffNumber: creds.userId.trim() });
  const ok = byCard ? !!employee : await verifyPassword(creds.password, employee?.passwordHash ?? (await decoyHash()));
  if (!employee || !ok) {
    await throttle.hit(key, 60);
    throw new DomainError(EMPLOYEE_NOT_FOUND, 'user_id');
  }
  await throttle.clear(key);
  return { id: employee.id, name: employee.name };
}
