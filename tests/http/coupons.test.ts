import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { ticketKit } from '../support/tickets';
import { coupons } from '../../database/schema';

/** coupons.*: list with uses so far, create and edit with every rule, unique code in any case. */
let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(() => t.close());

const valid = {
  code: 'SPRING20',
  kind: 'percent',
  value: 20,
  minimum_spend: 5000,
  valid_from: '2026-03-01',
  valid_to: '2026-05-31',
  usage_limit: '100',
  per_customer_limit: '1',
  is_active: true,
};

describe('coupons', () => {
  test('the list shows each coupon with its uses so far', async () => {
    await t.db
      .insert(coupons)
      .values({ storeId: lotus, code: 'USED5', kind: 'amount', value: 500, usageLimit: 3 });
    const kit = await ticketKit(t.db);
    await kit.pay({
      tenders: [
        { type: 'coupon', amountCents: 0, code: 'used5' },
        { type: 'cash', amountCents: 4600 },
      ],
    });
    const res = await owner.visit('/dashboard/coupons');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Coupons/Index');
    const row = res.body.props.coupons.data.find((c: { code: string }) => c.code === 'USED5');
    expect(row).toMatchObject({
      uses: 1,
      usage_limit: 3,
      kind: 'amount',
      value: 500,
      state: 'active',
    });
    expect(
      (await owner.visit('/dashboard/coupons?q=used')).body.props.coupons.data.map(
        (c: { code: string }) => c.code,
      ),
    ).toEqual(['USED5']);
  });

  test('creates a coupon (create page, then store) and redirects to the list', async () => {
    expect((await owner.visit('/dashboard/coupons/create')).body.component).toBe(
      'Admin/Coupons/Create',
    );
    const res = await owner.post('/dashboard/coupons', valid);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard/coupons');
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'SPRING20'));
    expect(row).toMatchObject({
      storeId: lotus,
      kind: 'percent',
      value: 20,
      minimumSpendCents: 5000,
      validFrom: '2026-03-01',
      validTo: '2026-05-31',
      usageLimit: 100,
      perCustomerLimit: 1,
      isActive: true,
    });
  });

  test('a code is unique in the store whatever its case, but another store may use it', async () => {
    await owner.post('/dashboard/coupons', { ...valid, code: 'DUPE' });
    await owner.post('/dashboard/coupons', { ...valid, code: 'dupe' });
    expect((await owner.visit('/dashboard/coupons/create')).body.props.errors).toEqual({
      code: 'Another coupon already has this code.',
    });
    const roseOwner = await signedIn(t.app, 'owner2@example.com');
    await roseOwner.post('/dashboard/coupons', { ...valid, code: 'DUPE' });
    expect(await t.db.select().from(coupons).where(eq(coupons.code, 'DUPE'))).toHaveLength(2);
  });

  test('every error is shown at once next to its field', async () => {
    await owner.post('/dashboard/coupons', {
      code: 'bad code!',
      kind: 'percent',
      value: 150,
      minimum_spend: -1,
      valid_from: '2026-05-01',
      valid_to: '2026-04-01',
      usage_limit: '0',
      per_customer_limit: 'x',
    });
    expect((await owner.visit('/dashboard/coupons/create')).body.props.errors).toEqual({
      code: 'The code may only contain letters, digits, - and _.',
      minimum_spend: 'The minimum spend may not be negative.',
      usage_limit: 'The total use limit must be at least 1.',
      per_customer_limit: 'The per-customer limit must be a whole number.',
    });
    await owner.post('/dashboard/coupons', {
      ...valid,
      code: 'RANGE',
      value: 150,
      valid_from: '2026-05-01',
      valid_to: '2026-04-01',
    });
    expect((await owner.visit('/dashboard/coupons/create')).body.props.errors).toEqual({
      value: 'The percentage must be from 1 to 100.',
      valid_to: 'The end date may not be before the start date.',
    });
  });

  test('edits a coupon (303) and can switch it off', async () => {
    const [c] = await t.db
      .insert(coupons)
      .values({ storeId: lotus, code: 'EDITME', kind: 'amount', value: 1000 })
      .returning();
    const page = await owner.visit(`/dashboard/coupons/${c.id}/edit`);
    expect(page.body.component).toBe('Admin/Coupons/Edit');
    expect(page.body.props.coupon).toMatchObject({
      code: 'EDITME',
      kind: 'amount',
      value: 1000,
      uses: 0,
      usage_limit: null,
      valid_from: '',
    });
    const res = await owner.send('put', `/dashboard/coupons/${c.id}`, {
      ...valid,
      code: 'EDITME',
      kind: 'amount',
      value: 1500,
      is_active: false,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/dashboard/coupons/${c.id}/edit`);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row).toMatchObject({ value: 1500, isActive: false });
    expect((await owner.visit(`/dashboard/coupons/${c.id}/edit`)).body.props.coupon.state).toBe(
      'off',
    );
  });

  test('another store’s coupon is a 404 and the manager gets 403', async () => {
    const [c] = await t.db
      .insert(coupons)
      .values({ storeId: rose, code: 'ROSEONLY', kind: 'amount', value: 100 })
      .returning();
    expect((await owner.visit(`/dashboard/coupons/${c.id}/edit`)).status).toBe(404);
    expect((await owner.send('put', `/dashboard/coupons/${c.id}`, valid)).status).toBe(404);
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/coupons')).status).toBe(403);
    expect((await manager.post('/dashboard/coupons', valid)).status).toBe(403);
  });
});
