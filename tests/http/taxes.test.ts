import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { taxes } from '../../database/schema';

let t: TestApp;
let owner: Client;
let lotusId: number;
let roseId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  [lotusId, roseId] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
});
afterAll(() => t.close());

async function tax(name: string, store = lotusId) {
  const [row] = await t.db
    .select()
    .from(taxes)
    .where(and(eq(taxes.storeId, store), eq(taxes.name, name)));
  return row;
}
/** A tax of one test's own, so that no test changes what another reads. */
async function makeTax(name: string, rate = 5000) {
  const [row] = await t.db.insert(taxes).values({ storeId: lotusId, name, rate }).returning();
  return row;
}

async function nextPage(c: Client) {
  const { props, flash } = (await c.visit('/dashboard/taxes')).body;
  return { ...props, flash };
}

describe('the tax list', () => {
  test('shows the store’s taxes with the rate as typed and how many services each applies to', async () => {
    const res = await owner.visit('/dashboard/taxes');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Taxes/Index');
    // Found by name: other tests add taxes that sort before it.
    const nyc = res.body.props.taxes.find((row: { name: string }) => row.name === 'NYC Sales Tax');
    expect(nyc).toEqual({
      id: (await tax('NYC Sales Tax')).id,
      name: 'NYC Sales Tax',
      rate: '8.875',
      is_active: true,
      service_count: 4,
    });
  });

  test('never shows another store’s taxes', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const list = (await other.visit('/dashboard/taxes')).body.props.taxes;
    expect(list).toEqual([
      {
        id: (await tax('CA Sales Tax', roseId)).id,
        name: 'CA Sales Tax',
        rate: '8.625',
        is_active: true,
        service_count: 1,
      },
    ]);
  });
});

describe('adding a tax', () => {
  test('stores "8.875" as 8875 thousandths of a percent and redirects to the list', async () => {
    const res = await owner.post('/dashboard/taxes', {
      name: 'County Tax',
      rate: '8.875',
      is_active: true,
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard/taxes');
    const page = await nextPage(owner);
    expect(page.flash.success).toBe('Tax created.');
    expect((await tax('County Tax')).rate).toBe(8875);
    expect(page.taxes.find((x: { name: string }) => x.name === 'County Tax').rate).toBe('8.875');
  });

  test('takes whole and shorter rates and a number as JSON sends it', async () => {
    await owner.post('/dashboard/taxes', { name: 'Flat Seven', rate: '7', is_active: true });
    await owner.post('/dashboard/taxes', { name: 'Ten Quarter', rate: 10.25, is_active: true });
    expect((await tax('Flat Seven')).rate).toBe(7000);
    expect((await tax('Ten Quarter')).rate).toBe(10250);
  });

  test('refuses four decimals, a negative rate, more than 100 % and a blank name, all in one pass', async () => {
    await owner.post('/dashboard/taxes', { name: ' ', rate: '8.8755', is_active: true });
    const message =
      'The rate must be a percentage from 0 to 100 with at most three decimals, like 8.875.';
    expect((await nextPage(owner)).errors).toEqual({
      name: 'The name field is required.',
      rate: message,
    });
    for (const rate of ['-1', '100.001', '8,875', '8.875%', '', '1e2']) {
      await owner.post('/dashboard/taxes', { name: `Odd ${rate}`, rate, is_active: true });
      expect((await nextPage(owner)).errors, rate).toEqual({ rate: message });
      expect(await tax(`Odd ${rate}`)).toBeUndefined();
    }
  });

  test('refuses a name the store already uses in any case, with the other errors', async () => {
    await owner.post('/dashboard/taxes', { name: 'nyc sales tax', rate: 'x', is_active: true });
    expect((await nextPage(owner)).errors).toEqual({
      name: 'A tax with this name already exists.',
      rate: 'The rate must be a percentage from 0 to 100 with at most three decimals, like 8.875.',
    });
  });

  test('a failed add keeps its errors in its own bag, apart from the rows', async () => {
    const res = await owner.post(
      '/dashboard/taxes',
      { name: '', rate: '5', is_active: true },
      { 'X-Inertia-Error-Bag': 'createTax' },
    );
    expect(res.status).toBe(302);
    expect((await nextPage(owner)).errors).toEqual({
      createTax: { name: 'The name field is required.' },
    });
  });
});

describe('changing a tax', () => {
  test('saves a new name and rate with a 303', async () => {
    const mine = await makeTax('City Tax');
    const res = await owner.send('put', `/dashboard/taxes/${mine.id}`, {
      name: 'City Tax 2027',
      rate: '4.5',
      is_active: true,
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/taxes');
    expect((await nextPage(owner)).flash.success).toBe('Tax updated.');
    expect(await tax('City Tax 2027')).toMatchObject({ id: mine.id, rate: 4500, isActive: true });
  });

  test('switches it off and on again, keeping its name and rate (there is no delete)', async () => {
    const mine = await makeTax('Seasonal Tax', 2500);
    await owner.send('put', `/dashboard/taxes/${mine.id}`, {
      name: 'Seasonal Tax',
      rate: '2.5',
      is_active: false,
    });
    expect((await nextPage(owner)).flash.success).toBe('Tax switched off.');
    expect(await tax('Seasonal Tax')).toMatchObject({ id: mine.id, rate: 2500, isActive: false });
    await owner.send('put', `/dashboard/taxes/${mine.id}`, {
      name: 'Seasonal Tax',
      rate: '2.5',
      is_active: true,
    });
    expect((await nextPage(owner)).flash.success).toBe('Tax switched on.');
    expect((await owner.send('delete', `/dashboard/taxes/${mine.id}`)).status).toBe(404);
    expect(await tax('Seasonal Tax')).toBeDefined();
  });

  test('refuses another tax’s name and a bad rate, and keeps the tax as it was', async () => {
    const mine = await makeTax('Hotel Tax', 6000);
    await owner.send('put', `/dashboard/taxes/${mine.id}`, {
      name: 'NYC SALES TAX',
      rate: '6.0001',
      is_active: true,
    });
    expect((await nextPage(owner)).errors).toEqual({
      name: 'A tax with this name already exists.',
      rate: 'The rate must be a percentage from 0 to 100 with at most three decimals, like 8.875.',
    });
    expect(await tax('Hotel Tax')).toMatchObject({ rate: 6000 });
  });
});

describe('permissions and tenancy', () => {
  test('the manager, without "view taxes", gets 403 on every tax route', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    const nyc = await tax('NYC Sales Tax');
    expect((await manager.visit('/dashboard/taxes')).status).toBe(403);
    expect(
      (await manager.post('/dashboard/taxes', { name: 'Manager Tax', rate: '1', is_active: true }))
        .status,
    ).toBe(403);
    expect(
      (
        await manager.send('put', `/dashboard/taxes/${nyc.id}`, {
          name: 'NYC Sales Tax',
          rate: '0',
          is_active: false,
        })
      ).status,
    ).toBe(403);
    expect(await tax('Manager Tax')).toBeUndefined();
    expect(await tax('NYC Sales Tax')).toMatchObject({ rate: 8875, isActive: true });
  });

  test('another store’s owner gets 404 for a Lotus tax, and an impossible id is a 404', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const nyc = await tax('NYC Sales Tax');
    expect(
      (
        await other.send('put', `/dashboard/taxes/${nyc.id}`, {
          name: 'Mine Now',
          rate: '0',
          is_active: false,
        })
      ).status,
    ).toBe(404);
    expect(await tax('NYC Sales Tax')).toMatchObject({ rate: 8875, isActive: true });
    for (const id of ['0', '-1', '007', 'abc', '2147483648', '2147483647']) {
      expect(
        (
          await owner.send('put', `/dashboard/taxes/${id}`, {
            name: 'X',
            rate: '1',
            is_active: true,
          })
        ).status,
        id,
      ).toBe(404);
    }
  });
});
