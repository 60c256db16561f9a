import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import request from 'supertest';
import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import {
  customers,
  personalAccessTokens,
  stations,
  stores,
  supportSessions,
  users,
} from '../../database/schema';
import { seedBilling } from '../../database/seeders/billing';
import { storeId } from '../support/lookups';
import { hashSecret, newSecret, parseToken } from '../../server/domain/apiTokens/tokens';
import { SUPPORT_SESSION_REFUSED } from '../../server/http/middleware/support';

/**
 * "Sign in as owner" (controllers/storeAccounts.ts impersonate): the super
 * admin helps inside the store as its owner, but leaves no credential
 * behind that still works when the session ends, takes nothing away (the
 * export) and cannot lock the owner out; the owner sees everything the
 * session did or tried.
 */
let t: TestApp;
let lotus: number;
let owner: Client;
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedBilling(t.db);
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  owner = await signedIn(t.app, 'owner@example.com');
  ownerId = (await t.db.select().from(users).where(eq(users.email, 'owner@example.com')))[0].id;
});
afterAll(() => t.close());
beforeEach(() => t.resetThrottles());

/** The super admin, signed in as Lotus's owner. */
async function supportSession() {
  const support = await signedIn(t.app, 'admin@example.com');
  expect((await support.post(`/dashboard/users/${lotus}/impersonate`)).headers.location).toBe(
    '/dashboard',
  );
  expect((await support.visit('/dashboard')).body.props.account.support).not.toBeNull();
  return support;
}

const ownerRow = async () => (await t.db.select().from(users).where(eq(users.id, ownerId)))[0];
const tokensOfOwner = async () =>
  t.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, ownerId));
/** The flash the next page shows. */
const flashOf = async (c: Client) => (await c.visit('/dashboard/profiles')).body.flash;

describe('a support session', () => {
  test('can make no API token, change no sign-in, close nothing and export nothing: each refused with the reason', async () => {
    // A token the owner made themself: support may not revoke it either.
    await owner.post('/dashboard/api-tokens', {
      name: 'Books',
      abilities: ['invoices:read'],
      expires: 'none',
    });
    const ownToken = (await owner.visit('/dashboard/api-tokens')).body.flash.api_token
      .token as string;
    const before = { row: await ownerRow(), tokens: (await tokensOfOwner()).length };
    const [frontDesk] = await t.db
      .select({ id: stations.id })
      .from(stations)
      .where(and(eq(stations.storeId, lotus), eq(stations.name, 'Front Desk')));

    const support = await supportSession();
    for (const [method, url, body] of [
      [
        'post',
        '/dashboard/api-tokens',
        { name: 'Left behind', abilities: ['customers:read'], expires: 'none' },
      ],
      ['delete', `/dashboard/api-tokens/${parseToken(ownToken)!.id}`, {}],
      // Even with the right password: support enrols no authenticator of its own.
      ['post', '/user/two-factor-authentication', { password: 'password' }],
      ['post', '/user/confirmed-two-factor-authentication', { code: '123456' }],
      ['delete', '/user/two-factor-authentication', { password: 'password' }],
      ['post', '/user/two-factor-recovery-codes', { password: 'password' }],
      [
        'put',
        '/user/password',
        {
          current_password: 'password',
          password: 'taken-over',
          password_confirmation: 'taken-over',
        },
      ],
      [
        'put',
        '/user/profile-information',
        { name: 'Linh Owner', email: 'support@evil.example', password: 'password' },
      ],
      ['post', '/user/confirm-password', { password: 'password' }],
      ['delete', '/user/other-browser-sessions', { password: 'password' }],
      ['delete', '/user', { password: 'password', store_name: 'Lotus Nail Spa' }],
      ['post', `/dashboard/stations/${frontDesk.id}/select`, {}],
    ] as const) {
      const res = await support.send(method, url, body);
      expect([302, 303], `${method} ${url}`).toContain(res.status);
      expect((await flashOf(support))?.error, `${method} ${url}`).toBe(
        english(SUPPORT_SESSION_REFUSED),
      );
    }
    // The export is a download link: back to the page with the reason, no file.
    const exported = await support.get('/user/store-export');
    expect(exported.status).toBe(302);
    expect(exported.headers['content-disposition']).toBeUndefined();
    expect((await flashOf(support))?.error).toBe(english(SUPPORT_SESSION_REFUSED));
    // A page's fetch hears a 403 with the reason.
    const json = await support.agent
      .post('/dashboard/api-tokens')
      .set({
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': support.xsrf,
      })
      .send({ name: 'Left behind', abilities: ['customers:read'], expires: 'none' });
    expect(json.status).toBe(403);
    expect(json.body).toEqual({ message: SUPPORT_SESSION_REFUSED });
    // The station cookie would have outlived the session in the super admin's browser.
    const cookies = ([] as string[]).concat(
      (await support.post(`/dashboard/stations/${frontDesk.id}/select`)).headers['set-cookie'] ??
        [],
    );
    expect(cookies.some((c) => c.startsWith('station_id='))).toBe(false);

    // Nothing of the owner's changed, and nothing works once the session ends.
    expect(await ownerRow()).toMatchObject({
      email: 'owner@example.com',
      passwordHash: before.row.passwordHash,
      twoFactorSecret: null,
      twoFactorConfirmedAt: null,
    });
    const tokens = await tokensOfOwner();
    expect(tokens).toHaveLength(before.tokens);
    expect(tokens.every((r) => r.revokedAt === null)).toBe(true);
    expect((await t.db.select().from(stores).where(eq(stores.id, lotus)))[0].closedAt).toBeNull();
    expect((await owner.visit('/dashboard')).status).toBe(200);
    await support.send('delete', '/dashboard/support-session');
    expect(
      (await request(t.server).get('/api/v1/invoices').set('Authorization', `Bearer ${ownToken}`))
        .status,
    ).toBe(200);
  });

  test('still helps with the store: its work goes through, and the owner sees all it did or tried', async () => {
    const support = await supportSession();
    const [session] = await t.db
      .select()
      .from(supportSessions)
      .where(and(eq(supportSessions.storeId, lotus), isNull(supportSessions.endedAt)));
    await support.post('/dashboard/customers', { name: 'Added By Support', phone: '2125550142' });
    expect(
      await t.db.select().from(customers).where(eq(customers.name, 'Added By Support')),
    ).toHaveLength(1);
    await support.post('/dashboard/customers', { name: '', phone: '' });
    await support.post('/dashboard/api-tokens', {
      name: 'Left behind',
      abilities: ['customers:read'],
      expires: 'none',
    });
    await support.get('/user/store-export');
    // Pages it only looked at are not listed.
    await support.visit('/dashboard/customers');
    await support.send('delete', '/dashboard/support-session');

    const page = await owner.visit('/dashboard/support-sessions');
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('Admin/SupportSessions/Index');
    const listed = page.body.props.sessions.data.find((s: { id: number }) => s.id === session.id);
    const [ended] = await t.db
      .select()
      .from(supportSessions)
      .where(eq(supportSessions.id, session.id));
    // Instants as ISO strings; the page writes them in the store's zone (docs/features/languages-and-offline.md).
    expect(listed).toMatchObject({
      admin: 'Super Admin',
      started: session.startedAt.toISOString(),
      ended: ended.endedAt!.toISOString(),
    });
    expect(listed.actions[0].at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(
      listed.actions.map((a: { route: string; method: string; path: string; outcome: string }) => [
        a.route,
        a.method,
        a.path,
        a.outcome,
      ]),
    ).toEqual([
      ['customers.store', 'POST', '/dashboard/customers', 'done'],
      ['customers.store', 'POST', '/dashboard/customers', 'failed'],
      ['api-tokens.store', 'POST', '/dashboard/api-tokens', 'refused'],
      ['profile.export', 'GET', '/user/store-export', 'refused'],
      ['support-session.destroy', 'DELETE', '/dashboard/support-session', 'done'],
    ]);
    // The banner's notice leads there.
    expect((await owner.visit('/dashboard')).body.props.account.last_support_at).toMatch(
      /^\d\d-\d\d-\d{4}/,
    );
  });

  test('tokens made during a support session before support was refused them are revoked by the migration', async () => {
    const adminId = (await t.db.select().from(users).where(eq(users.email, 'admin@example.com')))[0]
      .id;
    const at = (iso: string) => new Date(iso);
    await t.db.insert(supportSessions).values({
      storeId: lotus,
      adminId,
      ownerId,
      startedAt: at('2025-03-01T15:00:00Z'),
      endedAt: at('2025-03-01T15:30:00Z'),
    });
    const token = async (name: string, createdAt: string) =>
      (
        await t.db
          .insert(personalAccessTokens)
          .values({
            userId: ownerId,
            storeId: lotus,
            name,
            tokenHash: hashSecret(newSecret()),
            abilities: ['invoices:read'],
            createdAt: at(createdAt),
          })
          .returning()
      )[0].id;
    const during = await token('Made by support', '2025-03-01T15:10:00Z');
    const after = await token('Made by the owner', '2025-03-01T16:00:00Z');
    // Found by its name, not its number: the number is whatever drizzle-kit gave it.
    const migrations = new URL('../../database/migrations/', import.meta.url);
    const file = readdirSync(migrations).find((f) =>
      f.endsWith('_revoke_support_session_tokens.sql'),
    );
    await t.db.execute(sql.raw(readFileSync(new URL(file!, migrations), 'utf8')));
    const revoked = async (id: number) =>
      (await t.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, id)))[0]
        .revokedAt;
    expect(await revoked(during)).not.toBeNull();
    expect(await revoked(after)).toBeNull();
  });

  test("the audit list is the store's, for whoever may manage its settings", async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/support-sessions')).status).toBe(403);
    const rose = await signedIn(t.app, 'owner2@example.com');
    const other = (await rose.visit('/dashboard/support-sessions')).body.props.sessions;
    expect(other.total).toBe(0);
    const admin = await signedIn(t.app, 'admin@example.com');
    expect((await admin.visit('/dashboard/support-sessions')).status).toBe(403);
  });
});
