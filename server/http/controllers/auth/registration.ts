import type { Request, Response } from 'express';
import { EMAIL_TAKEN, registerStoreOwner } from '../../../domain/access/registration';
import { findUserByEmail } from '../../../../database/queries/users';
import { sendVerificationEmail } from '../../../domain/access/emailVerification';
import { validateForm } from '../../validate';
import { routeUrl } from '../../urls';
import { registerSchema } from '../../validators/auth';
import { signIn } from './sessions';

export async function create(_req: Request, res: Response) {
  await res.inertia('Auth/Register', {}, { title: 'Register' });
}

/** A new salon signs up: its store, its owner account, then a verification email. */
export async function store(req: Request, res: Response) {
  // A taken address is reported with the form's other errors, in one answer.
  const input = await validateForm(registerSchema, req.body, async (valid): Promise<Record<string, string>> =>
    valid.email && (await findUserByEmail(req.ctx.db, valid.email)) ? { email: EMAIL_TAKEN } : {},
  );
  const user = await registerStoreOwner(req.ctx.db, {
    businessName: input.business_name,
    name: input.name,
    email: input.email,
    password: input.password,
  });
  // The account exists now: a mail server that is down must not turn the sign-up into an error page.
  // The owner can ask for a new link from the verification notice.
  await sendVerificationEmail(req.ctx, routeUrl, user).catch((err: unknown) => req.ctx.logger.error({ err }, 'verification email not sent'));
  req.session.intended = undefined;
  await signIn(req, res, { kind: 'user', id: user.id });
}
