import type { Request, Response } from 'express';
import { getUser } from '../../../../database/queries/users';
import { verifyPassword } from '../../../domain/access/passwords';
import { ValidationError } from '../../errors';
import { safePath, validate } from '../../validate';
import { confirmPasswordSchema } from '../../validators/auth';
import { routeUrl } from '../../urls';

export async function show(_req: Request, res: Response) {
  await res.inertia('Auth/ConfirmPassword', {}, { title: 'Confirm Password' });
}

/** Before a sensitive action: the account's own password again, remembered for a while in the session. */
export async function store(req: Request, res: Response) {
  const input = validate(confirmPasswordSchema, req.body);
  const user = req.actor?.kind === 'user' ? await getUser(req.ctx.db, req.actor.id) : null;
  if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
    throw new ValidationError({ password: 'The provided password is incorrect.' });
  }
  req.session.passwordConfirmedAt = Date.now();
  const intended = req.session.intended;
  delete req.session.intended;
  res.redirect(safePath(intended) ?? routeUrl('dashboard'));
}
