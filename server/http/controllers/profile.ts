import type { Request, Response } from 'express';
import { getStore } from '../../../database/queries/profiles';
import { sendVerificationEmail } from '../../domain/access/emailVerification';
import {
  changePassword,
  deleteAccount,
  deletionKind,
  updateProfileInformation,
} from '../../domain/access/profile';
import { pendingSetup } from '../../domain/access/twoFactor';
import { DomainError } from '../../domain/errors';
import { rotateCsrfToken } from '../middleware/csrf';
import { accountOf, passwordCheck } from '../ownAccount';
import { profilePage } from '../presenters/profile';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import {
  deleteAccountSchema,
  passwordOnlySchema,
  profileInformationSchema,
  updatePasswordSchema,
} from '../validators/profile';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

declare module 'express-session' {
  interface SessionData {
    /** Recovery codes just made: shown on the next profile page, then gone. */
    recoveryCodes?: string[];
  }
}

/** profiles.index: the account's name, email and avatar, password, two-factor, browser sessions and deletion. */
export async function show(req: Request, res: Response) {
  const user = await accountOf(req);
  const setup = pendingSetup(req.ctx.config.sessionSecret, user);
  const codes = req.session.recoveryCodes ?? null;
  if (codes) delete req.session.recoveryCodes;
  const [sessions, store] = await Promise.all([
    req.ctx.sessions.listUserSessions(user.id),
    user.storeId ? getStore(req.ctx.db, user.storeId) : null,
  ]);
  await res.inertia(
    'Profile/Show',
    profilePage({
      user,
      setup,
      codes,
      sessions,
      currentSessionId: req.sessionID,
      deletion: { kind: deletionKind(req.actor!), storeName: store?.name ?? null },
      now: clock.now(),
    }),
    { title: 'Profile' },
  );
}

/** user-profile-information.update: name and email; a new email is unverified and gets the verification mail. */
export async function updateInformation(req: Request, res: Response) {
  const user = await accountOf(req);
  const input = validate(profileInformationSchema, req.body);
  const emailChanged = await updateProfileInformation(
    req.ctx.db,
    user,
    input,
    passwordCheck(req, user, input.password),
  );
  if (emailChanged)
    await sendVerificationEmail(req.ctx, routeUrl, {
      id: user.id,
      email: input.email.trim(),
      name: input.name,
    });
  flash(
    req,
    'success',
    emailChanged
      ? say('flash.profile.profileSavedWeHaveEmailed')
      : say('flash.profile.profileSaved'),
  );
  res.redirect(routeUrl('profiles.index'));
}

/** user-password.update: the current password, then a new one; every other browser is signed out. */
export async function updatePassword(req: Request, res: Response) {
  const user = await accountOf(req);
  const input = validate(updatePasswordSchema, req.body);
  await changePassword(
    req.ctx.db,
    user,
    input,
    passwordCheck(req, user, input.current_password, 'current_password'),
  );
  await req.ctx.sessions.destroyUserSessions(user.id, req.sessionID);
  flash(req, 'success', say('flash.profile.passwordChangedYourOtherBrowser'));
  res.redirect(routeUrl('profiles.index'));
}

/** other-browser-sessions.destroy: with the password, every session of this account but this one ends (database or Redis). */
export async function destroyOtherSessions(req: Request, res: Response) {
  const user = await accountOf(req);
  const input = validate(passwordOnlySchema, req.body);
  if (!(await passwordCheck(req, user, input.password)()))
    throw new DomainError(say('validation.access.theProvidedPasswordIsIncorrect'), 'password');
  await req.ctx.sessions.destroyUserSessions(user.id, req.sessionID);
  flash(req, 'success', say('flash.profile.yourOtherBrowserSessionsHave'));
  res.redirect(routeUrl('profiles.index'));
}

/** current-user.destroy: an owner closes the store; anyone else's account is anonymised. Signed out everywhere. */
export async function destroy(req: Request, res: Response) {
  const user = await accountOf(req);
  const input = validate(deleteAccountSchema, req.body);
  const kind = await deleteAccount(
    req.ctx.db,
    req.actor!,
    user,
    input,
    passwordCheck(req, user, input.password),
  );
  await req.ctx.sessions.destroyUserSessions(user.id, req.sessionID);
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((err) => (err ? reject(err) : resolve())),
  );
  rotateCsrfToken(req, res);
  flash(
    req,
    'success',
    kind === 'owner'
      ? say('flash.profile.yourStoreHasBeenClosed')
      : say('flash.profile.yourAccountHasBeenDeleted'),
  );
  res.redirect(routeUrl('login'));
}
