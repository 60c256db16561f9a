import type { Request, Response } from 'express';
import {
  passwordResetThrottleMessage,
  requestPasswordReset,
  resetPassword,
} from '../../../domain/access/passwordReset';
import { ThrottledError } from '../../../domain/security/throttle';
import { throttledErrors } from '../../throttled';
import { flash, validate } from '../../validate';
import { forgotPasswordSchema, resetPasswordSchema } from '../../validators/auth';
import { routeUrl } from '../../urls';
import { say } from '../../../../common/said';

export async function request(_req: Request, res: Response) {
  await res.inertia('Auth/ForgotPassword', {}, { title: 'Forgot Password' });
}

export async function email(req: Request, res: Response) {
  const input = validate(forgotPasswordSchema, req.body);
  try {
    await requestPasswordReset(req.ctx.db, req.ctx.throttle, input.email, req.ip ?? '');
  } catch (err) {
    if (!(err instanceof ThrottledError)) throw err;
    const errors = throttledErrors(res, err, 'email', passwordResetThrottleMessage(err.retryAfter));
    return res.inertia(
      'Auth/ForgotPassword',
      { errors },
      { status: 429, title: 'Forgot Password' },
    );
  }
  // The same answer whether or not the address exists: nothing to learn from it.
  flash(req, 'success', say('flash.auth.ifThatAddressHasAn'));
  // The email goes from the job, started once this answer is out.
  res.once('finish', () => req.ctx.runJobsSoon());
  res.redirect(routeUrl('password.request'));
}

export async function reset(req: Request, res: Response) {
  await res.inertia(
    'Auth/ResetPassword',
    { token: String(req.params.token), email: String(req.query.email ?? '') },
    { title: 'Reset Password' },
  );
}

export async function update(req: Request, res: Response) {
  const input = validate(resetPasswordSchema, req.body);
  await resetPassword(req.ctx.db, input, (userId) => req.ctx.sessions.destroyUserSessions(userId));
  flash(req, 'success', say('flash.auth.yourPasswordHasBeenReset'));
  res.redirect(routeUrl('login'));
}
