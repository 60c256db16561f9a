import { describe, expect, test } from 'vitest';
// Loaded with the file, not inside the test: the route table pulls in every controller, which alone and cold takes longer than a test's timeout.
import { routes } from '../../routes/index';

/**
 * What a support session ("sign in as owner") may never do, by the one guard
 * every such route carries (`no-support`, server/http/middleware/support.ts):
 * leave a credential behind that outlives the session, change how the owner
 * signs in, or take the store's data away.
 */
const OWNER_ONLY = [
  // API tokens: a token made now would still answer once the session ends.
  'api-tokens.store',
  'api-tokens.destroy',
  // Two-factor: an authenticator of support's own would lock the owner out.
  'two-factor.enable',
  'two-factor.confirm',
  'two-factor.disable',
  'two-factor.recovery-codes',
  // The account's sign-in: password, email, the password confirmation, its other browsers.
  'user-password.update',
  'user-profile-information.update',
  'password.confirm.store',
  'other-browser-sessions.destroy',
  // Closing the account (and the store), and the store's data export.
  'current-user.destroy',
  'profile.export',
  // A new sign-in to the store for someone invited, and this browser as one of its stations.
  'team-invitations.store',
  'team-invitations.resend',
  'stations.select',
];

describe('the support-session guard', () => {
  test('every owner-only route carries it', () => {
    const byName = new Map(routes.map((r) => [r.name, r]));
    for (const name of OWNER_ONLY)
      expect(byName.get(name)?.middleware, name).toContain('no-support');
  });

  test('it guards nothing else: support can still do its work in the store', () => {
    expect(
      routes
        .filter((r) => r.middleware.includes('no-support'))
        .map((r) => r.name)
        .sort(),
    ).toEqual([...OWNER_ONLY].sort());
  });
});
