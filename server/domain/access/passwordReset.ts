import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../database/client';
import {
  deletePasswordReset,
  findUserByEmail,
  getPasswordReset,
  savePasswordReset,
  updateUserPassword,
} from '../../../database/queries/users';
import type { RouteUrl } from '../urls';
import { DomainError } from '../errors';
import { toLocale } from '../../../common/i18n';
import { hashPassword } from './passwords';
import { scheduleJob } from '../../../database/queries/jobs';
import type { Mailer } from '../../services/mail';
import { translator } from '../../services/i18n';
import { countAttempt, throttleKey, type Throttle } from '../security/throttle';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

const TOKEN_MINUTES = 60;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The emailed link, always on APP_URL: a Host header sent with the request must not decide where a token goes. */
export function passwordResetLink(
  links: { appUrl: string; routeUrl: RouteUrl },
  token: string,
  email: string,
): string {
  return `${links.appUrl}${links.routeUrl('password.reset', { token }, { email })}`;
}

/** At most one reset email per account a minute, and a few requests per address, whatever accounts they name. */
export const PASSWORD_RESET_LIMITS = {
  perAccount: { max: 1, decaySeconds: 60 },
  perSource: { max: 5, decaySeconds: 600 },
} as const;
export const passwordResetThrottleMessage = (seconds: number) =>
  say('validation.access.tooManyPasswordResetRequests', { minutes: Math.ceil(seconds / 60) });

/** The job that looks the address up and emails the link, out of the request. */
export const PASSWORD_RESET_MAIL = 'password.reset-mail';

/**
 * "Forgot password": the request does the same work whether or not the
 * address has an account (two counters and one job row), so neither the
 * answer nor its time tells who has one; the job looks the address up and
 * sends the link after the answer has gone. The address's counter refuses
 * past its limit (ThrottledError, 429); past the account's, the request is
 * answered as usual and sends nothing (one email a minute per account, for
 * known and unknown addresses alike).
 */
export async function requestPasswordReset(
  db: Db,
  throttle: Throttle,
  email: string,
  ip: string,
): Promise<void> {
  await countAttempt(
    throttle,
    [{ key: throttleKey('password-reset-source', ip), ...PASSWORD_RESET_LIMITS.perSource }],
    'email',
  );
  const address = email.trim().toLowerCase();
  const { hits } = await throttle.hit(
    throttleKey('password-reset-account', address),
    PASSWORD_RESET_LIMITS.perAccount.decaySeconds,
  );
  if (hits > PASSWORD_RESET_LIMITS.perAccount.max) return;
  await scheduleJob(db, {
    kind: PASSWORD_RESET_MAIL,
    key: `${PASSWORD_RESET_MAIL}:${randomUUID()}`,
    runAt: clock.now(),
    payload: { email: address },
    maxAttempts: 3,
  });
}

/** The job: a new token for the account, if there is one, and the email. Only a hash of the token is stored: a leaked table cannot reset anyone's password. */
export async function sendPasswordResetMail(
  deps: { db: Db; mailer: Mailer; appUrl: string; appName: string; routeUrl: RouteUrl },
  email: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await savePasswordReset(deps.db, user.email, sha256(token));
  const link = passwordResetLink(deps, token, user.email);
  // In the account's own language.
  const t = translator(toLocale(user.locale));
  await deps.mailer.send({
    to: user.email,
    subject: t('mail.reset.subject', { app: deps.appName }),
    text: t('mail.reset.text', { name: user.name, minutes: TOKEN_MINUTES, link }),
  });
}

/**
 * `signOutEverywhere` ends the user's sessions wherever they are kept (the
 * database or Redis): the caller knows the session store, the domain does not.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; email: string; password: string },
  signOutEverywhere: (userId: number) => Promise<void>,
) {
  const invalid = new DomainError(say('validation.access.thisPasswordResetTokenIs'), 'email');
  const row = await getPasswordReset(db, input.email);
  const user = await findUserByEmail(db, input.email);
  if (!row || !user) throw invalid;
  const expected = Buffer.from(row.tokenHash);
  const given = Buffer.from(sha256(input.token));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
  if (clock.ms() - row.createdAt.getTime() > TOKEN_MINUTES * 60_000) throw invalid;
  await updateUserPassword(db, user.id, await hashPassword(input.password));
  await deletePasswordReset(db, input.email);
  // Whoever knew the old password is signed out everywhere.
  await signOutEverywhere(user.id);
}
