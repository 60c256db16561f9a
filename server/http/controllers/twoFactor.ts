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
import { confirmTwoFactorSchema, passwordOnlySchema } from '../validators/profile';
import { accountOf, passwordCheck } from './profile';

/**
 * The profile's two-factor form: enable (a new secret, shown as a QR code),
 * confirm with a first code (then it is on, and the recovery codes are shown
 * once), disable and new recovery codes (each with the password).
 */

const backToProfile = (res: Response) => res.redirect(routeUrl('profiles.index'));

/** two-factor.enable */
export async function enable(req: Request, res: Response) {
  const user = await accountOf(req);
  if (hasTwoFactor(user)) throw new DomainError('Two-factor authentication is already on.', 'code');
  await beginTwoFactor(req.ctx.db, req.ctx.config.sessionSecret, user);
  backToProfile(res);
}

/** two-factor.confirm */
export async function confirm(req: Request, res: Response) {
  const user = await accountOf(req);
  const input = validate(confirmTwoFactorSchema, req.body);
  req.session.recoveryCodes = await confirmTwoFactorSetup(
    req.ctx.db,
    req.ctx.config.sessionSecret,
    user,
    input.code,
  );
  flash(
    req,
    'success',
    'Two-factor authentication is on. Store your recovery codes somewhere safe.',
  );
  backToProfile(res);
}

async function withPassword(req: Request) {
  const user = await accountOf(req);
  const input = validate(passwordOnlySchema, req.body);
  if (!(await passwordCheck(req, user, input.password)()))
    throw new DomainError('The provided password is incorrect.', 'password');
  return user;
}

/** two-factor.disable */
export async function disable(req: Request, res: Response) {
  const user = await withPassword(req);
  await turnOffTwoFactor(req.ctx.db, user);
  flash(req, 'success', 'Two-factor authentication is off.');
  backToProfile(res);
}

/** two-factor.recovery-codes */
export async function recoveryCodes(req: Request, res: Response) {
  const user = await withPassword(req);
  req.session.recoveryCodes = await regenerateRecoveryCodes(req.ctx.db, user);
  flash(req, 'success', 'New recovery codes made. The old ones no longer work.');
  backToProfile(res);
}
