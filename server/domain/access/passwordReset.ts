import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../database/client';
import { deletePasswordReset, findUserByEmail, getPasswordReset, savePasswordReset, updateUserPassword } from '../../../database/queries/users';
import type { AppContext } from '../../http/context';
import { routeUrl } from '../../http/urls';
import { DomainError } from '../errors';
import { hashPassword } from './passwords';

const TOKEN_MINUTES = 60;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The emailed link, always on APP_URL: a Host header sent with the request must not decide where a token goes. */
export function passwordResetLink(ctx: Pick<AppContext, 'config'>, token: string, email: string): string {
  return `${ctx.config.appUrl}${routeUrl('password.reset', { token }, { email })}`;
}

/** Only a hash of the token is stored: a leaked table cannot reset anyone's password. */
export async function requestPasswordReset(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await savePasswordReset(ctx.db, user.email, sha256(token));
  const link = passwordResetLink(ctx, token, user.email);
  await ctx.mailer.send({
    to: user.email,
    subject: `Reset your ${ctx.config.appName} password`,
    text: `Hello ${user.name},\n\nUse this link to choose a new password (valid for ${TOKEN_MINUTES} minutes):\n${link}\n\nIf you did not ask for this, ignore this email.`,
  });
}

/**
 * `signOutEverywhere` ends the user's sessions wherever they are kept (the
 * database or Redis): the caller knows the session store, the domain does not.
 */
export async function resetPassword(db: Db, input: { token: string; email: string; password: string }, signOutEverywhere: (userId: number) => Promise<void>) {
  const invalid = new DomainError('This password reset token is invalid.', 'email');
  const row = await getPasswordReset(db, input.email);
  const user = await findUserByEmail(db, input.email);
  if (!row || !user) throw invalid;
  const expected = Buffer.from(row.tokenHash);
  const given = Buffer.from(sha256(input.token));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
  if (Date.now() - row.createdAt.getTime() > TOKEN_MINUTES * 60_000) throw invalid;
  await updateUserPassword(db, user.id, await hashPassword(input.password));
  await deletePasswordReset(db, input.email);
  // Whoever knew the old password is signed out everywhere.
  await signOutEverywhere(user.id);
}
