import { describe, expect, test } from 'vitest';
import type { RouteDef } from '../../server/http/router';
import { ALWAYS_OPEN, READ_ONLY_OPEN } from '../../server/http/middleware/account';
// Loaded with the file, not inside the test: the route table pulls in every controller, which alone and cold takes longer than a test's timeout.
import { routes } from '../../routes/index';

/**
 * The account check (`account`, server/http/middleware/account.ts) on every
 * write a store's people make: a disabled store changes nothing, a read-only
 * (dunning) one only what READ_ONLY_OPEN lists. Every write route of the
 * table is one of three kinds, and a new one must be put in one of them:
 * it carries `account`; it is made by a store's people but changes nothing
 * of the store (OUTSIDE_ACCOUNT, each with its reason); or nobody of a store
 * is signed in for it (PUBLIC_WRITES: a guest, a customer with a link's
 * secret, a provider's signed webhook).
 */

/** Writes of a signed-in store account that stay open whatever the subscription says. */
const OUTSIDE_ACCOUNT: Record<string, string> = {
  logout: 'signing out always works, a disabled store above all',
  'password.confirm.store': 'only notes in the session that the password was typed just now',
  'verification.send': "emails the account's own verification link; nothing of the store changes",
  'broadcasting.auth': 'authorises a socket to listen to its own channel; writes nothing',
  'broadcasting.user_auth': 'authorises a socket to listen to its own channel; writes nothing',
  'teams.switch_store': "leaves a disabled store for another of the team's stores",
};

/** Writes nobody of a store is signed in for: each acts through its own secret or signature. */
const PUBLIC_WRITES = [
  // Signing in, up and back in: a guest.
  'login.store',
  'employee.login.store',
  'register.store',
  'password.email',
  'password.update',
  'two-factor.login.store',
  // The language switch: a visitor's choice (and an account's own preference).
  'locale.update',
  // A customer with the store's link: kiosk, online booking, her review, the counter's display.
  'kiosk.lookup',
  'kiosk.store',
  'booking.store',
  'booking.cancel',
  'booking.reschedule',
  'reviews.submit',
  'display.auth',
  'display.tip',
  // Someone invited, with the invitation's secret: not one of the store's people yet.
  'team-invitations.accept',
  // The SMS provider, signed.
  'webhooks.twilio.status',
  'webhooks.twilio.inbound',
];

const writes = routes.filter((r) => r.method !== 'get');
const signedIn = (r: RouteDef) =>
  r.middleware.some((m) => m === 'auth' || m === 'store' || m.startsWith('token:'));
const byName = new Map(routes.map((r) => [r.name, r]));

describe('the account check on every store write', () => {
  test('every write a store account makes carries `account`, but the few listed with their reason', () => {
    const missing = writes
      .filter(signedIn)
      .filter((r) => !r.middleware.includes('account') && !(r.name in OUTSIDE_ACCOUNT))
      .map((r) => `${r.method.toUpperCase()} ${r.path} (${r.name})`);
    expect(missing).toEqual([]);
  });

  test('the customer display writes of the POS and Settings → Stations carry it', () => {
    for (const name of ['pos.display.update', 'stations.display.rotate'])
      expect(byName.get(name)?.middleware, name).toContain('account');
  });

  test('every write nobody of a store is signed in for is listed as public: a new one is a decision, not an accident', () => {
    expect(
      writes
        .filter((r) => !signedIn(r))
        .map((r) => r.name)
        .sort(),
    ).toEqual([...PUBLIC_WRITES].sort());
  });

  test('the lists name routes of the table: writes outside the check, and writes a read-only store keeps, that carry it', () => {
    for (const name of Object.keys(OUTSIDE_ACCOUNT)) {
      const r = byName.get(name);
      expect(r && r.method !== 'get' && signedIn(r), name).toBe(true);
      expect(r!.middleware, name).not.toContain('account');
    }
    for (const name of [...READ_ONLY_OPEN, ...ALWAYS_OPEN]) {
      const r = byName.get(name);
      expect(r?.method, name).not.toBe('get');
      // Under the check: open while read-only, and closed once the store is disabled (ALWAYS_OPEN: even then).
      expect(r!.middleware, name).toContain('account');
    }
  });
});
