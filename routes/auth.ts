import { get, post, group, type RouteDef } from '../server/http/router';
import * as sessions from '../server/http/controllers/auth/sessions';
import * as employeeSessions from '../server/http/controllers/auth/employeeSessions';
import * as registration from '../server/http/controllers/auth/registration';
import * as passwordReset from '../server/http/controllers/auth/passwordReset';
import * as confirmPassword from '../server/http/controllers/auth/confirmPassword';
import * as emailVerification from '../server/http/controllers/auth/emailVerification';
import * as twoFactorChallenge from '../server/http/controllers/auth/twoFactorChallenge';

/** Laravel's auth route names and paths, plus employee login for stations. */
export const authRoutes: RouteDef[] = [
  ...group({ middleware: ['guest'] }, [
    get('/login', 'login', sessions.create),
    post('/login', 'login.store', sessions.store),
    get('/employee/login', 'employee.login', employeeSessions.create),
    post('/employee/login', 'employee.login.store', employeeSessions.store),
    get('/register', 'register', registration.create),
    post('/register', 'register.store', registration.store),
    get('/forgot-password', 'password.request', passwordReset.request),
    post('/forgot-password', 'password.email', passwordReset.email),
    get('/reset-password/{token}', 'password.reset', passwordReset.reset, {
      wheres: { token: '[A-Za-z0-9_-]+' },
    }),
    post('/reset-password', 'password.update', passwordReset.update),
    get('/two-factor-challenge', 'two-factor.login', twoFactorChallenge.create),
    post('/two-factor-challenge', 'two-factor.login.store', twoFactorChallenge.store),
  ]),
  ...group({ middleware: ['auth'] }, [
    post('/logout', 'logout', sessions.destroy),
    get('/user/confirm-password', 'password.confirm', confirmPassword.show),
    // Support does not know the owner's password, and must not try it under the owner's sign-in limit.
    post('/user/confirm-password', 'password.confirm.store', confirmPassword.store, {
      middleware: ['no-support'],
    }),
    get('/email/verify', 'verification.notice', emailVerification.notice),
    get('/email/verify/{id}/{hash}', 'verification.verify', emailVerification.verify, {
      wheres: { hash: '[0-9a-f]{40}' },
    }),
    post('/email/verification-notification', 'verification.send', emailVerification.send),
  ]),
];
