import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { makeCustomer } from '../support/factories';
import { customerConsentEvents, customers, roles } from '../../database/schema';
import { assignUserRole, createUser } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { recordSmsConsentWithStoreText } from '../../server/domain/customers/consent';
import { API_CONSENT_REFUSED, BIRTHDAY_FORMAT } from '../../server/http/validators/apiCustomers';

/** customers:write: POST and PATCH /api/v1/customers with the screens' rules, JSON 422 per field, scoped to the token's store. */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let token: string;
const PAGE = '/dashboard/api-tokens';

async function makeToken(client: Client, abilities: string[]) {
  expect((await client.post(PAGE, { name: 'CRM', abilities, expires: 'none' })).status).toBe(302);
  return (await client.visit(PAGE)).body.flash.api_token.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
  token = await makeToken(owner, ['customers:read', 'customers:write']);
});
afterAll(() => t.close());
beforeEach(() => t.resetThrottles());

const send = (
  method: 'post' | 'patch',
  path: string,
  body: object,
  bearer = token,
  headers: Record<string, string> = {},
) =>
  request(t.server)
    [method](path)
    .set({ Authorization: `Bearer ${bearer}`, Accept: 'application/json', ...headers })
    .send(body);
const customerRow = async (id: number) =>
  (await t.db.select().from(customers).where(eq(customers.id, id)))[0];

describe('POST /api/v1/customers', () => {
  test('creates the customer in the token’s store: 201, its JSON and Location', async () => {
    const res = await send('post', '/api/v1/customers', {
      name: '  Mai Tran ',
      phone: '(212) 555-0177',
      email: 'mai@example.com',
      birthday: { month: 2, day: 29 },
      tags: ['VIP', 'gel'],
      notes: 'Likes pastel',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Mai Tran',
      phone: '2125550177',
      email: 'mai@example.com',
      birthday: { month: 2, day: 29 },
      tags: ['VIP', 'gel'],
      notes: 'Likes pastel',
      sms_consent_at: null,
    });
    expect(res.headers.location).toBe(`/api/v1/customers/${res.body.data.id}`);
    expect(await customerRow(res.body.data.id)).toMatchObject({
      storeId: lotus,
      smsConsentAt: null,
    });
    // Readable through the read API with the same token.
    const read = await request(t.server)
      .get(res.headers.location)
      .set('Authorization', `Bearer ${token}`);
    expect(read.body.data.id).toBe(res.body.data.id);
  });

  test('bad input is a JSON 422 with a message per field, the screens’ rules included', async () => {
    const res = await send('post', '/api/v1/customers', {
      name: '',
      phone: '12',
      email: 'nope',
      birthday: '02-30',
      tags: ['x'.repeat(31)],
      preferred_technician_id: 'abc',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual(expect.any(String));
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'birthday',
      'email',
      'name',
      'phone',
      'preferred_technician_id',
      'tags',
    ]);
    expect(res.body.errors.birthday).toBe('That day is not in that month.');
    expect(
      (
        await send('post', '/api/v1/customers', {
          name: 'A',
          phone: '2125550100',
          birthday: 'Feb 3',
        })
      ).body.errors,
    ).toEqual({ birthday: BIRTHDAY_FORMAT });
    expect(
      (
        await send('post', '/api/v1/customers', {
          name: 'A',
          phone: '2125550100',
          birthday: { month: 13, day: 1 },
        })
      ).body.errors.birthday,
    ).toMatch(/month/);
    expect((await send('post', '/api/v1/customers', ['not', 'an', 'object'])).status).toBe(422);
    expect(
      (await send('post', '/api/v1/customers', { name: 'x'.repeat(500), phone: '2125550100' })).body
        .errors.name,
    ).toMatch(/longer than/);
  });

  test('a phone already in the store is refused beside the phone; the same phone in another store is fine', async () => {
    await makeCustomer(t.db, lotus, { name: 'Existing Lee', phone: '2125550150' });
    const res = await send('post', '/api/v1/customers', { name: 'Copy', phone: '212-555-0150' });
    expect(res.status).toBe(422);
    expect(res.body.errors.phone).toBe(
      `(212) 555-0150 already belongs to Existing Lee. Find that customer instead.`,
    );
    await makeCustomer(t.db, rose, { name: 'Rose Only', phone: '2125550160' });
    expect(
      (await send('post', '/api/v1/customers', { name: 'Lotus Too', phone: '2125550160' })).status,
    ).toBe(201);
  });

  test('SMS consent is refused, granted or withdrawn alike (the API shows the customer no words)', async () => {
    for (const sms_consent of [true, false]) {
      const res = await send('post', '/api/v1/customers', {
        name: 'Consent',
        phone: '2125550171',
        sms_consent,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ sms_consent: API_CONSENT_REFUSED });
    }
    expect(
      await t.db
        .select()
        .from(customers)
        .where(and(eq(customers.storeId, lotus), eq(customers.phone, '2125550171'))),
    ).toEqual([]);
  });
});

describe('PATCH /api/v1/customers/{customer}', () => {
  test('changes only the fields sent and keeps her consent as it is', async () => {
    const c = { id: await makeCustomer(t.db, lotus, { name: 'Patch Me', phone: '2125550180' }) };
    await t.db.transaction((tx) =>
      recordSmsConsentWithStoreText(tx, {
        storeId: lotus,
        customerId: c.id,
        granted: true,
        source: 'kiosk',
        actor: null,
      }),
    );
    expect(
      (await send('patch', `/api/v1/customers/${c.id}`, { birthday: '12-24' })).body.data.birthday,
    ).toEqual({ month: 12, day: 24 });
    const res = await send('patch', `/api/v1/customers/${c.id}`, {
      email: 'patched@example.com',
      birthday: null,
      tags: ['new'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: c.id,
      name: 'Patch Me',
      phone: '2125550180',
      email: 'patched@example.com',
      birthday: null,
      tags: ['new'],
      sms_consent_at: expect.any(String),
    });
    expect((await customerRow(c.id)).smsConsentSource).toBe('kiosk');
    expect(
      await t.db
        .select()
        .from(customerConsentEvents)
        .where(eq(customerConsentEvents.customerId, c.id)),
    ).toHaveLength(1);
    expect(
      (await send('patch', `/api/v1/customers/${c.id}`, { sms_consent: false })).body.errors,
    ).toEqual({ sms_consent: API_CONSENT_REFUSED });
    expect((await customerRow(c.id)).smsConsentAt).not.toBeNull();
  });

  test('its own phone is fine, another customer’s is refused; bad input beside the field', async () => {
    const a = { id: await makeCustomer(t.db, lotus, { name: 'Ann', phone: '2125550190' }) };
    const b = { id: await makeCustomer(t.db, lotus, { name: 'Bea', phone: '2125550191' }) };
    expect(
      (await send('patch', `/api/v1/customers/${a.id}`, { phone: '2125550190', name: 'Ann B' }))
        .status,
    ).toBe(200);
    const taken = await send('patch', `/api/v1/customers/${a.id}`, { phone: '2125550191' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.phone).toMatch(/already belongs to Bea/);
    expect((await send('patch', `/api/v1/customers/${b.id}`, { name: '' })).body.errors).toEqual({
      name: expect.any(String),
    });
    expect((await customerRow(b.id)).name).toBe('Bea');
  });

  test('another store’s customer, an unknown or an impossible id is 404', async () => {
    const theirs = {
      id: await makeCustomer(t.db, rose, { name: 'Rose Customer', phone: '2125550199' }),
    };
    expect((await send('patch', `/api/v1/customers/${theirs.id}`, { name: 'Stolen' })).status).toBe(
      404,
    );
    expect((await customerRow(theirs.id)).name).toBe('Rose Customer');
    expect((await send('patch', '/api/v1/customers/999999', { name: 'X' })).status).toBe(404);
    expect((await send('patch', '/api/v1/customers/2147483648', { name: 'X' })).status).toBe(404);
  });
});

describe('who may write', () => {
  test('no token 401; a read-only token or an owner without the permission 403; a station-less session gets nothing', async () => {
    expect(
      (await request(t.server).post('/api/v1/customers').send({ name: 'X', phone: '2125550111' }))
        .status,
    ).toBe(401);
    const readOnly = await makeToken(owner, ['customers:read']);
    const res = await send(
      'post',
      '/api/v1/customers',
      { name: 'X', phone: '2125550111' },
      readOnly,
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This token may not manage customers.');
    // A token whose owner has lost "view customers" since.
    const [role] = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.storeId, lotus), eq(roles.name, 'Front')));
    expect(role).toBeUndefined();
    expect(
      (await owner.post('/dashboard/roles', { name: 'Front', permissions: ['view customers'] }))
        .status,
    ).toBe(302);
    const [front] = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.storeId, lotus), eq(roles.name, 'Front')));
    const user = await createUser(t.db, {
      storeId: lotus,
      name: 'Front Desk',
      email: 'front@example.com',
      passwordHash: await hashPassword('password'),
    });
    await assignUserRole(t.db, user.id, front.id);
    const frontToken = await makeToken(await signedIn(t.app, 'front@example.com'), [
      'customers:write',
    ]);
    expect(
      (
        await send(
          'post',
          '/api/v1/customers',
          { name: 'Via Front', phone: '2125550112' },
          frontToken,
        )
      ).status,
    ).toBe(201);
    const roleId = front.id;
    await owner.send('put', `/dashboard/roles/${roleId}`, {
      name: 'Front',
      permissions: ['view employees'],
    });
    expect(
      (await send('post', '/api/v1/customers', { name: 'Denied', phone: '2125550113' }, frontToken))
        .status,
    ).toBe(403);
    // A browser session is not a token: the API does not take it.
    expect(
      (await owner.post('/api/v1/customers', { name: 'Session', phone: '2125550114' })).status,
    ).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  test('the same key and body again answer the same, marked replayed, and create one customer', async () => {
    const body = { name: 'Once Only', phone: '6465559201' };
    const first = await send('post', '/api/v1/customers', body, token, {
      'Idempotency-Key': 'order-4711',
    });
    expect(first.status).toBe(201);
    const again = await send('post', '/api/v1/customers', body, token, {
      'Idempotency-Key': 'order-4711',
    });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.body).toEqual(first.body);
    expect(
      await t.db
        .select()
        .from(customers)
        .where(and(eq(customers.storeId, lotus), eq(customers.phone, '6465559201'))),
    ).toHaveLength(1);
    // Without the key the same body is a second create, refused by the phone.
    expect((await send('post', '/api/v1/customers', body)).status).toBe(422);
  });

  test('two at once with one key write once; the key with another body, or a bad key, is a 422', async () => {
    const body = { name: 'Racing', phone: '6465559202' };
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        send('post', '/api/v1/customers', body, token, { 'Idempotency-Key': 'race-1' }),
      ),
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const other = await send(
      'post',
      '/api/v1/customers',
      { name: 'Other', phone: '6465559203' },
      token,
      { 'Idempotency-Key': 'race-1' },
    );
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({
      'Idempotency-Key': 'This Idempotency-Key was used for another request: send a new key.',
    });
    expect(
      (await send('post', '/api/v1/customers', body, token, { 'Idempotency-Key': 'x'.repeat(256) }))
        .body.errors,
    ).toEqual({ 'Idempotency-Key': expect.stringMatching(/1 to 255/) });
  });

  test('a refused body is not kept: fixed, it goes through under the same key; keys are per store account', async () => {
    const bad = await send('post', '/api/v1/customers', { name: '', phone: '6465559204' }, token, {
      'Idempotency-Key': 'fix-me',
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await send('post', '/api/v1/customers', { name: 'Fixed', phone: '6465559204' }, token, {
          'Idempotency-Key': 'fix-me',
        })
      ).status,
    ).toBe(201);
    const rose2 = await makeToken(await signedIn(t.app, 'owner2@example.com'), ['customers:write']);
    const theirs = await send(
      'post',
      '/api/v1/customers',
      { name: 'Fixed', phone: '6465559204' },
      rose2,
      { 'Idempotency-Key': 'fix-me' },
    );
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((await customerRow(theirs.body.data.id)).storeId).toBe(rose);
  });

  test('PATCH with a key: a retry changes nothing more', async () => {
    const id = await makeCustomer(t.db, lotus, { name: 'Patchy', phone: '6465559205' });
    const first = await send('patch', `/api/v1/customers/${id}`, { notes: 'First' }, token, {
      'Idempotency-Key': 'p-1',
    });
    expect(first.status).toBe(200);
    await t.db
      .update(customers)
      .set({ notes: 'Changed on the screen' })
      .where(eq(customers.id, id));
    const again = await send('patch', `/api/v1/customers/${id}`, { notes: 'First' }, token, {
      'Idempotency-Key': 'p-1',
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await customerRow(id)).notes).toBe('Changed on the screen');
  });
});
