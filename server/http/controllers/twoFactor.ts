import type { Request, Response } from 'express';
import {
  beginTwoFactor,
  confirmTwoFactorSetup,
  hasTwoFactor,
  regenerateRecoveryCodes,
  turnOffTwoFactor,
} from '../../domain/access/twoFactor';
import { DomainError } from '../../domain/errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import {
  confirmTwoFactorSchema,
  enableTwoFactorSchema,
  passwordOnlySchema,
} from '../validators/profile';
import { markPasswordConfirmed, passwordRecentlyConfirmed } from '../passwordConfirmation';
import { accountOf, passwordCheck } from '../ownAccount';
import { say } from '../../../common/said';

/**
 * The profile's two-factor form: enable (a new secret, shown as a QR code),
 * confirm with a first code (then it is on, and the recovery codes are shown
 * once), disable and new recovery codes. Every step needs the account's
 * password: disable and new codes each time, enable and confirm once within
 * PASSWORD_CONFIRMATION_MINUTES, so whoever holds a stolen session cannot
 * enrol an authenticator of their own and lock the owner out.
 */

const backToProfile = (res: Response) => res.redirect(routeUrl('profiles.index'));

export const CONFIRM_TO_SET_UP = say('validation.access.confirmYourPasswordToSetUp');

/** The password, checked under the sign-in limits; right, it counts as confirmed for the next few minutes. */
async function checkPassword(
  req: Request,
  user: Awaited<ReturnType<typeof accountOf>>,
  password: string,
) {
  if (!(await passwordCheck(req, user, password)()))
    throw new DomainError(say('validation.access.theProvidedPasswordIsIncorrect'), 'password');
  markPasswordConfirmed(req);
}

/** The password sent with the form, or one this session confirmed within the last few minutes. */
async function recentPassword(
  req: Request,
  user: Awaited<ReturnType<typeof accountOf>>,
  password: string,
) {
  if (password) return checkPassword(req, user, password);
  if (!passwordRecentlyConfirmed(req)) throw new DomainError(CONFIRM_TO_SET_UP, 'password');
}

/** two-factor.enable (again: a new QR code) */
export async function enable(req: Request, res: Response) {
  const user = await accountOf(req);
  const input = validate(enableTwoFactorSchema, req.body);
  if (hasTwoFactor(user))
    throw new DomainError(say('validation.access.twoFactorAuthenticationIsAlready'), 'code');
  await recentPassword(req, user, input.password);
  await beginTwoFactor(req.ctx.db, req.ctx.config.sessionSecret, user);
  backToProfile(res);
}

/** two-factor.confirm */
export async function confirm(req: Request, res: Response) {
  const user = await accountOf(req);
  const input = validate(confirmTwoFactorSchema, req.body);
  await recentPassword(req, user, input.password);
  req.session.recoveryCodes = await confirmTwoFactorSetup(
    req.ctx.db,
    req.ctx.config.sessionSecret,
    user,
    input.code,
  );
  flash(req, 'success', say('flash.profile.twoFactorAuthenticationIsOn'));
  backToProfile(res);
}

async function withPassword(req: Request) {
  const user = await accountOf(req);
  const input = validate(passwordOnlySchema, req.body);
  await checkPassword(req, user, input.password);
  return user;
}

/** two-factor.disable */
export async function disable(req: Request, res: Response) {
  const user = await withPassword(req);
  await turnOffTwoFactor(req.ctx.db, user);
  flash(req, 'success', say('flash.profile.twoFactorAuthenticationIsOff'));
  backToProfile(res);
}

/** two-factor.recovery-codes */
export async function recoveryCodes(req: Request, res: Response) {
  const user = await withPassword(req);
  req.session.recoveryCodes = await regenerateRecoveryCodes(req.ctx.db, user);
  flash(req, 'success', say('flash.profile.newRecoveryCodesMadeThe'));
  backToProfile(res);
}
