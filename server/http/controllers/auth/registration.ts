import type { Request, Response } from 'express';
import {
  countRegistration,
  EMAIL_TAKEN,
  registerStoreOwner,
  registrationThrottleMessage,
} from '../../../domain/access/registration';
import { ThrottledError } from '../../../domain/security/throttle';
import { throttledErrors } from '../../throttled';
import { findUserByEmail } from '../../../../database/queries/users';
import { sendVerificationEmail } from '../../../domain/access/emailVerification';
import { validateForm } from '../../validate';
import { routeUrl } from '../../urls';
import { registerSchema } from '../../validators/auth';
import { signIn } from '../../signIn';

export async function create(_req: Request, res: Response) {
  await res.inertia('Auth/Register', {}, { title: 'Register' });
}

/** A new salon signs up: its store, its owner account, then a verification email. */
export async function store(req: Request, res: Response) {
  // A taken address is reported with the form's other errors, in one answer.
  const input = await validateForm(
    registerSchema,
    req.body,
    async (valid): Promise<Record<string, string>> =>
      valid.email && (await findUserByEmail(req.ctx.db, valid.email)) ? { email: EMAIL_TAKEN } : {},
  );
  try {
    await countRegistration(req.ctx.throttle, req.ip ?? '');
  } catch (err) {
    if (!(err instanceof ThrottledError)) throw err;
    return res.inertia(
      'Auth/Register',
      { errors: throttledErrors(res, err, 'email', registrationThrottleMessage(err.retryAfter)) },
      { status: 429, title: 'Register' },
    );
  }
  const user = await registerStoreOwner(req.ctx.db, {
    businessName: input.business_name,
    name: input.name,
    email: input.email,
    password: input.password,
  });
  // The account exists now: a mail server that is down must not turn the sign-up into an error page.
  // The owner can ask for a new link from the verification notice.
  await sendVerificationEmail(req.ctx, routeUrl, user).catch((err: unknown) =>
    req.ctx.logger.error({ err }, 'verification email not sent'),
  );
  // A new salon goes on to first-run setup.
  await signIn(req, res, { kind: 'user', id: user.id }, false, routeUrl('setup.show'));
}
