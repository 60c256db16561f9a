import { del, get, post, put, group, type RouteDef } from '../server/http/router';
import * as profile from '../server/http/controllers/profile';
import * as avatars from '../server/http/controllers/avatars';
import * as twoFactor from '../server/http/controllers/twoFactor';
import * as storeExport from '../server/http/controllers/storeExport';

/**
 * The signed-in account's own settings (profiles.index, under /dashboard in
 * web.ts), with Laravel Fortify's and Jetstream's route names and paths for
 * what its forms send. Every signed-in role; an account acts only on itself.
 * Its writes carry the account check like every store write: a disabled
 * store's people change nothing, a read-only store's may still secure their
 * account (middleware/account.ts READ_ONLY_OPEN).
 */
export const profileRoutes: RouteDef[] = group({ middleware: ['auth'] }, [
  // The account's sign-in and its closing are the owner's own: never a support session's (middleware/support.ts).
  ...group({ middleware: ['account', 'no-support'] }, [
    put('/user/profile-information', 'user-profile-information.update', profile.updateInformation),
    put('/user/password', 'user-password.update', profile.updatePassword),
    post('/user/two-factor-authentication', 'two-factor.enable', twoFactor.enable),
    post('/user/confirmed-two-factor-authentication', 'two-factor.confirm', twoFactor.confirm),
    del('/user/two-factor-authentication', 'two-factor.disable', twoFactor.disable),
    post('/user/two-factor-recovery-codes', 'two-factor.recovery-codes', twoFactor.recoveryCodes),
    del(
      '/user/other-browser-sessions',
      'other-browser-sessions.destroy',
      profile.destroyOtherSessions,
    ),
    del('/user', 'current-user.destroy', profile.destroy),
  ]),
  ...group({ middleware: ['account'] }, [
    put('/user/avatar', 'profile.avatar.update', avatars.update),
    del('/user/avatar', 'profile.avatar.destroy', avatars.destroy),
  ]),
  get('/user/avatar', 'profile.avatar.show', avatars.show),
  // A read, outside the account check: a disabled store's owner can still take the store's data away; support cannot.
  get('/user/store-export', 'profile.export', storeExport.download, { middleware: ['no-support'] }),
]);

/** profiles.index inside the /dashboard group. */
export const profilePage = get('/profiles', 'profiles.index', profile.show);
