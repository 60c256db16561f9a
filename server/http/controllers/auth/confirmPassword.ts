import type { Request, Response } from 'express';
import { getUser } from '../../../../database/queries/users';
import { confirmOwnPassword } from '../../../domain/access/authenticate';
import { ThrottledError } from '../../../domain/security/throttle';
import { ValidationError } from '../../errors';
import { validate } from '../../validate';
import { confirmPasswordSchema } from '../../validators/auth';
import { throttledErrors } from '../../throttled';
import { routeUrl } from '../../urls';
import { markPasswordConfirmed } from '../../passwordConfirmation';
import { say } from '../../../../common/said';

export async function show(_req: Request, res: Response) {
  await res.inertia('Auth/ConfirmPassword', {}, { title: 'Confirm Password' });
}

/**
 * Before a sensitive action: the account's own password again, remembered
 * for a while in the session. Guessed under the sign-in limits, or a stolen
 * session could try passwords here without end.
 */
export async function store(req: Request, res: Response) {
  const input = validate(confirmPasswordSchema, req.body);
  const user = req.actor?.kind === 'user' ? await getUser(req.ctx.db, req.actor.id) : null;
  let ok: boolean;
  try {
    ok = !!user && (await confirmOwnPassword(req.ctx.throttle, user, input.password, req.ip ?? ''));
  } catch (err) {
    if (!(err instanceof ThrottledError)) throw err;
    return res.inertia(
      'Auth/ConfirmPassword',
      { errors: throttledErrors(res, err, 'password') },
      { status: 429, title: 'Confirm Password' },
    );
  }
  if (!ok)
    throw new ValidationError({
      password: say('validation.access.theProvidedPasswordIsIncorrect'),
    });
  markPasswordConfirmed(req);
  res.redirect(routeUrl('dashboard'));
}
