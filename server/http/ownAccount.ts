import type { Request } from 'express';
import { getUser } from '../../database/queries/users';
import { confirmOwnPassword } from '../domain/access/authenticate';
import { DomainError } from '../domain/errors';
import { ThrottledError } from '../domain/security/throttle';
import { HttpError } from './errors';
import { say } from '../../common/said';

/**
 * The signed-in account as the profile's routes (profile, avatar, two-factor) act on it.
 */

/** The signed-in account's row; an employee signed in at a station has no account profile (the owner keeps theirs under Employees). */
export async function accountOf(req: Request) {
  const user = req.actor?.kind === 'user' ? await getUser(req.ctx.db, req.actor.id) : null;
  if (!user) throw new HttpError(403, say('flash.errorPage.aStaffMemberSDetails'));
  return user;
}

/** The account's own password, under the sign-in limits; a throttled refusal shows beside `field`. */
export const passwordCheck =
  (
    req: Request,
    user: { email: string; passwordHash: string },
    password: string,
    field = 'password',
  ) =>
  async () => {
    try {
      return await confirmOwnPassword(req.ctx.throttle, user, password, req.ip ?? '');
    } catch (err) {
      if (err instanceof ThrottledError) throw new DomainError(err.message, field, 429);
      throw err;
    }
  };
