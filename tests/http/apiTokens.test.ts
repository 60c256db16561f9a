import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { makeCustomer } from '../support/factories';
import { ticketKit } from '../support/tickets';
import { personalAccessTokens, roles } from '../../database/schema';
import { assignUserRole, createUser } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { hashSecret, parseToken } from '../../server/domain/apiTokens/tokens';
import { API_RATE_LIMIT } from '../../server/http/middleware/apiToken';
import { storeToday } from '../../common/storeTime';

/**
 * API tokens and the read API: tokens made on api-tokens.index
 * (shown once, hashed at rest, abilities within the owner's permissions,
 * revocable, expiring) and /api/v1 answering only to them.
 */
let t: TestApp;
let owner: Client;
let owner2: Client;
let lotus: number;
let rose: number;
const PAGE = '/dashboard/api-tokens';

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
  owner2 = await signedIn(t.app, 'owner2@example.com');
});
afterAll(() => t.close());
beforeEach(() => t.resetThrottles());

async function userWith(name: string, email: string, permissions: string[]) {
  expect((await owner.post('/dashboard/roles', { name, permissions })).status).toBe(302);
  const [role] = await t.db
    .select()
    .from(roles)
    .where(and(eq(roles.storeId, lotus), eq(roles.name, name)));
  const user = await createUser(t.db, {
    storeId: lotus,
    name,
    email,
    passwordHash: await hashPassword('password'),
  });
  await assignUserRole(t.db, user.id, role.id);
  return { client: await signedIn(t.app, email), userId: user.id, roleId: role.id };
}

/** Creates a token through the page and reads it from the one visit that shows it. */
async function makeToken(
  client: Client,
  body: { name?: string; abilities?: string[]; expires?: string } = {},
) {
  const res = await client.post(PAGE, {
    name: 'Books',
    abilities: ['invoices:read', 'customers:read', 'reports:read'],
    expires: 'none',
    ...body,
  });
  expect(res.status).toBe(302);
  const page = await client.visit(PAGE);
  expect(page.body.flash.api_token).toBeDefined();
  return page.body.flash.api_token.token as string;
}

const api = (path: string, token?: string) => {
  const req = request(t.server).get(path);
  return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
};
const rowOf = async (token: string) =>
  (
    await t.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, parseToken(token)!.id))
  )[0];

describe('the API tokens page', () => {
  test('a new token is shown once, stored only as the hash of its secret, and listed with its abilities', async () => {
    const token = await makeToken(owner, {
      name: 'Accounting',
      abilities: ['invoices:read', 'reports:read'],
      expires: '30',
    });
    expect(token).toMatch(/^cs_\d+_[0-9A-Za-z]{40}$/);
    const row = await rowOf(token);
    expect(row.tokenHash).toBe(hashSecret(parseToken(token)!.secret));
    expect(JSON.stringify(row)).not.toContain(parseToken(token)!.secret);
    expect(row).toMatchObject({
      storeId: lotus,
      name: 'Accounting',
      abilities: ['invoices:read', 'reports:read'],
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(Math.abs(row.expiresAt!.getTime() - (Date.now() + 30 * 86_400_000))).toBeLessThan(
      60_000,
    );
    const again = await owner.visit(PAGE);
    expect(again.body.component).toBe('API/Index');
    expect(again.body.flash?.api_token).toBeUndefined();
    expect(JSON.stringify(again.body.props)).not.toContain(token);
    const listed = again.body.props.tokens.find((x: { id: number }) => x.id === row.id);
    expect(listed).toMatchObject({
      name: 'Accounting',
      status: 'active',
      last_used: null,
      created: row.createdAt.toISOString(),
      expires: row.expiresAt!.toISOString(),
      abilities: [
        { value: 'invoices:read', label: 'Read invoices' },
        { value: 'reports:read', label: 'Read reports' },
      ],
    });
  });

  test('the plain token is in the session store only until the next page is shown: once, from the flash, never in the props', async () => {
    const holding = async (token: string) =>
      (await t.storedSessions()).filter((data) => data.includes(parseToken(token)!.secret));
    const anyToken = async () =>
      (await t.storedSessions()).filter((data) => /cs_\d+_[0-9A-Za-z]{40}/.test(data));
    const body = { name: 'Till', abilities: ['invoices:read'], expires: 'none' };

    // The redirect's page shows it; afterwards the session store holds it nowhere.
    const made = await owner.post(PAGE, body);
    expect(made.headers.location).toBe(PAGE);
    const page = await owner.visit(made.headers.location);
    const token = page.body.flash.api_token.token as string;
    expect(token).toMatch(/^cs_\d+_[0-9A-Za-z]{40}$/);
    expect(page.body.flash.api_token).toMatchObject({ id: parseToken(token)!.id, name: 'Till' });
    // Page level only: the browser keeps props in its history, never the flash.
    expect(JSON.stringify(page.body.props)).not.toContain(token);
    expect(await holding(token)).toEqual([]);
    expect(JSON.stringify((await owner.visit(PAGE)).body)).not.toContain(token);

    // Whatever page comes next consumes it: it never waits in the store for the list to be opened.
    await owner.post(PAGE, body);
    expect(await anyToken()).toHaveLength(1);
    const elsewhere = await owner.visit('/dashboard');
    expect(elsewhere.body.component).toBe('Admin/Dashboard');
    expect(await anyToken()).toEqual([]);
    expect((await owner.visit(PAGE)).body.flash?.api_token).toBeUndefined();
  });

  test('bad input shows beside its field and makes nothing', async () => {
    const before = (
      await t.db.select({ n: sql<number>`count(*)::int` }).from(personalAccessTokens)
    )[0].n;
    for (const [body, field] of [
      [{ name: '', abilities: ['invoices:read'], expires: 'none' }, 'name'],
      [{ name: 'x'.repeat(61), abilities: ['invoices:read'], expires: 'none' }, 'name'],
      [{ name: 'A', abilities: [], expires: 'none' }, 'abilities'],
      [{ name: 'A', abilities: ['admin:all'], expires: 'none' }, 'abilities'],
      [{ name: 'A', abilities: 'invoices:read', expires: 'none' }, 'abilities'],
      [{ name: 'A', abilities: ['invoices:read'], expires: '7' }, 'expires'],
    ] as const) {
      const res = await owner.post(PAGE, body);
      expect(res.status, JSON.stringify(body)).toBe(302);
      expect(Object.keys((await owner.visit(PAGE)).body.props.errors)).toContain(field);
    }
    expect(
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(personalAccessTokens))[0].n,
    ).toBe(before);
  });

  test("only abilities the account's permissions allow can be granted", async () => {
    const { client } = await userWith('Customer Desk', 'desk@example.com', ['view customers']);
    const page = await client.visit(PAGE);
    expect(page.body.props.abilities.map((a: { value: string }) => a.value)).toEqual([
      'customers:read',
      'customers:write',
    ]);
    await client.post(PAGE, {
      name: 'Too much',
      abilities: ['customers:read', 'invoices:read'],
      expires: 'none',
    });
    expect((await client.visit(PAGE)).body.props.errors.abilities).toMatch(/Read invoices/);
    const token = await makeToken(client, { abilities: ['customers:read'] });
    expect((await rowOf(token)).abilities).toEqual(['customers:read']);
  });

  test("revoking keeps the token listed as revoked; another store's or account's token is a 404", async () => {
    const token = await makeToken(owner);
    const id = parseToken(token)!.id;
    expect((await owner2.send('delete', `${PAGE}/${id}`)).status).toBe(404);
    const { client: other } = await userWith('Other Account', 'other@example.com', [
      'manage invoices',
    ]);
    expect((await other.send('delete', `${PAGE}/${id}`)).status).toBe(404);
    expect((await rowOf(token)).revokedAt).toBeNull();
    const res = await owner.send('delete', `${PAGE}/${id}`);
    expect(res.status).toBe(303);
    expect((await rowOf(token)).revokedAt).not.toBeNull();
    expect(
      (await owner.visit(PAGE)).body.props.tokens.find((x: { id: number }) => x.id === id).status,
    ).toBe('revoked');
    expect((await api('/api/v1/customers', token)).status).toBe(401);
  });

  test('the super admin and a guest cannot reach the page', async () => {
    const admin = await signedIn(t.app, 'admin@example.com');
    expect((await admin.visit(PAGE)).status).toBe(403);
    expect(
      (await admin.post(PAGE, { name: 'A', abilities: ['invoices:read'], expires: 'none' })).status,
    ).toBe(403);
    expect((await request(t.server).get(PAGE)).status).toBe(302);
  });
});

describe('the read API', () => {
  test('a missing, malformed, unknown, revoked or expired token is 401 JSON', async () => {
    const token = await makeToken(owner);
    const { secret } = parseToken(token)!;
    for (const bad of [
      undefined,
      '',
      'nonsense',
      `cs_999999_${secret}`,
      token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a'),
    ]) {
      const res = await api('/api/v1/invoices', bad);
      expect(res.status, String(bad)).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await t.db
      .update(personalAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalAccessTokens.id, parseToken(token)!.id));
    expect((await api('/api/v1/invoices', token)).status).toBe(401);
  });

  test("an ability not on the token, or no longer in its owner's permissions, is 403", async () => {
    const onlyCustomers = await makeToken(owner, { abilities: ['customers:read'] });
    const res = await api('/api/v1/invoices', onlyCustomers);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/read invoices/);
    const { client, roleId } = await userWith('Books Only', 'books@example.com', [
      'manage invoices',
    ]);
    const token = await makeToken(client, { abilities: ['invoices:read'] });
    expect((await api('/api/v1/invoices', token)).status).toBe(200);
    // The owner loses the permission: the token loses it with them, at once.
    expect(
      (
        await owner.send('put', `/dashboard/roles/${roleId}`, {
          name: 'Books Only',
          permissions: ['view customers'],
        })
      ).status,
    ).toBeLessThan(400);
    expect((await api('/api/v1/invoices', token)).status).toBe(403);
  });

  test("invoices: paged, filtered by store days and status, in cents with the spec's payment names; another store's invoice is 404", async () => {
    const kit = await ticketKit(t.db);
    const ids = [await kit.pay(), await kit.pay(), await kit.pay()];
    const roseInvoice = await (await ticketKit(t.db, 'Rose Nails', ['2001'])).pay();
    const token = await makeToken(owner);
    const today = storeToday('America/New_York');
    const page1 = await api(`/api/v1/invoices?from=${today}&to=${today}&per_page=2`, token);
    expect(page1.status).toBe(200);
    expect(page1.body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page1.body.meta.total).toBeGreaterThanOrEqual(3);
    expect(page1.body.data).toHaveLength(2);
    const item =
      page1.body.data.find((d: { id: number }) => d.id === ids[2]) ??
      (await api(`/api/v1/invoices/${ids[2]}`, token)).body.data;
    expect(item).toMatchObject({
      id: ids[2],
      status: 'paid',
      total_cents: 5100,
      cash_amount: 5100,
      credit_card_amount: 0,
    });
    const deep = await api(
      `/api/v1/invoices?from=${today}&to=${today}&page=99999&per_page=100`,
      token,
    );
    expect(deep.status).toBe(200);
    expect(deep.body.data).toEqual([]);
    const show = await api(`/api/v1/invoices/${ids[0]}`, token);
    expect(show.status).toBe(200);
    expect(show.body.data).toMatchObject({
      id: ids[0],
      subtotal_cents: 5000,
      tax_cents: 100,
      total_cents: 5100,
      cash_amount: 5100,
    });
    expect(show.body.data.lines).toHaveLength(2);
    expect(
      (
        await api(`/api/v1/invoices?status=voided&from=${today}&to=${today}`, token)
      ).body.data.every((d: { status: string }) => d.status === 'voided'),
    ).toBe(true);
    expect((await api(`/api/v1/invoices/${roseInvoice}`, token)).status).toBe(404);
    expect((await api('/api/v1/invoices/2147483647', token)).status).toBe(404);
    expect((await api('/api/v1/invoices/2147483648', token)).status).toBe(404);
  });

  test("customers: paged and searched; another store's customer is 404", async () => {
    const mine = await makeCustomer(t.db, lotus, { name: 'Zelda Apitest', phone: '2125550777' });
    const theirs = await makeCustomer(t.db, rose, { name: 'Zora Apitest', phone: '4155550777' });
    const token = await makeToken(owner);
    const list = await api('/api/v1/customers?search=Apitest', token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([mine]);
    expect(list.body.data[0]).toMatchObject({
      name: 'Zelda Apitest',
      phone: '2125550777',
      visits: 0,
    });
    expect((await api(`/api/v1/customers/${mine}`, token)).body.data).toMatchObject({
      id: mine,
      name: 'Zelda Apitest',
    });
    expect((await api(`/api/v1/customers/${theirs}`, token)).status).toBe(404);
  });

  test("the daily report: the store day's figures in cents", async () => {
    const token = await makeToken(owner);
    const today = storeToday('America/New_York');
    const res = await api(`/api/v1/reports/daily?date=${today}`, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ date: today, timezone: 'America/New_York' });
    expect(res.body.data.sales.find((f: { key: string }) => f.key)).toBeDefined();
    expect((await api('/api/v1/reports/daily', token)).body.data.date).toBe(today);
  });

  test('bad query values are 422 beside their field, never a 500', async () => {
    const token = await makeToken(owner);
    for (const [path, field] of [
      ['/api/v1/invoices?page=0', 'page'],
      ['/api/v1/invoices?page=abc', 'page'],
      ['/api/v1/invoices?per_page=101', 'per_page'],
      ['/api/v1/invoices?per_page=1.5', 'per_page'],
      ['/api/v1/invoices?from=2026-02-30', 'from'],
      ['/api/v1/invoices?status=lost', 'status'],
      ['/api/v1/invoices?from=2026-05-02&to=2026-05-01', 'to'],
      ['/api/v1/invoices?page[]=1', 'page'],
      ['/api/v1/customers?search[a]=1', 'search'],
      [`/api/v1/customers?search=${'x'.repeat(101)}`, 'search'],
      ['/api/v1/reports/daily?date=tomorrow', 'date'],
      ['/api/v1/reports/daily?date[]=2026-01-01', 'date'],
    ] as const) {
      const res = await api(path, token);
      expect(res.status, path).toBe(422);
      expect(Object.keys(res.body.errors), path).toContain(field);
    }
  });

  test('last_used_at is noted, at most once a minute', async () => {
    const token = await makeToken(owner);
    expect((await api('/api/v1/customers', token)).status).toBe(200);
    const first = (await rowOf(token)).lastUsedAt!;
    expect(first).not.toBeNull();
    await api('/api/v1/customers', token);
    expect((await rowOf(token)).lastUsedAt!.getTime()).toBe(first.getTime());
    await t.db
      .update(personalAccessTokens)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(personalAccessTokens.id, parseToken(token)!.id));
    await api('/api/v1/customers', token);
    expect((await rowOf(token)).lastUsedAt!.getTime()).toBeGreaterThan(
      first.getTime() - 61_000 + 1000,
    );
    expect(
      (await owner.visit(PAGE)).body.props.tokens.find(
        (x: { id: number }) => x.id === parseToken(token)!.id,
      ).last_used,
    ).not.toBeNull();
  });

  test(`${API_RATE_LIMIT} calls a minute per token, then 429 with Retry-After; no session and no CSRF needed`, async () => {
    const token = await makeToken(owner);
    const results = await Promise.all(
      Array.from({ length: API_RATE_LIMIT + 5 }, () => api('/api/v1/reports/daily', token)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(API_RATE_LIMIT);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/Too many requests/);
    expect(results.some((r) => r.headers['set-cookie'])).toBe(false);
  });

  test('the address is limited too: two tokens from one address share its 60 a minute', async () => {
    const [a, b] = [await makeToken(owner), await makeToken(owner)];
    const results = await Promise.all(
      Array.from({ length: 35 }, () => [
        api('/api/v1/reports/daily', a),
        api('/api/v1/reports/daily', b),
      ]).flat(),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(API_RATE_LIMIT);
    expect(results.filter((r) => r.status === 429)).toHaveLength(70 - API_RATE_LIMIT);
  });
});
