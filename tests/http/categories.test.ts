import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { categories, services } from '../../database/schema';

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

async function category(name: string, store = lotusId) {
  const [row] = await t.db
    .select()
    .from(categories)
    .where(and(eq(categories.storeId, store), eq(categories.name, name)));
  return row;
}

/** A category of one test's own, so that no test changes what another reads. */
async function makeCategory(name: string, store = lotusId) {
  const [row] = await t.db
    .insert(categories)
    .values({ storeId: store, name, color: '#123456', sortOrder: 500 })
    .returning();
  return row;
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nail Art',
  color: '#DB2777',
  sort_order: '75',
  ...overrides,
});

/** After a redirect, the next page carries the flash and the errors. */
async function nextPage(c: Client, url = '/dashboard/categories') {
  const { props, flash } = (await c.visit(url)).body;
  return { ...props, flash };
}

describe('the category list', () => {
  test('shows the store’s categories in menu order with their colour and how many services each holds', async () => {
    const res = await owner.visit('/dashboard/categories');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Categories/Index');
    const rows = await t.db
      .select()
      .from(categories)
      .where(eq(categories.storeId, lotusId))
      .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
    expect(res.body.props.categories.map((c: { name: string }) => c.name)).toEqual(
      rows.map((r) => r.name),
    );
    const seeded = ['Manicure', 'Pedicure', 'Acrylics', 'Gel', 'Waxing', 'Kids', 'Retail'];
    expect(
      res.body.props.categories
        .map((c: { name: string }) => c.name)
        .filter((n: string) => seeded.includes(n)),
    ).toEqual(seeded);
    const manicure = res.body.props.categories.find((c: { name: string }) => c.name === 'Manicure');
    expect(manicure).toEqual({
      id: (await category('Manicure')).id,
      name: 'Manicure',
      color: '#e11d48',
      sort_order: 10,
      service_count: 4,
    });
  });

  test('never shows another store’s categories', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const names = (await other.visit('/dashboard/categories')).body.props.categories.map(
      (c: { name: string }) => c.name,
    );
    expect(names).toEqual(['Nails', 'Waxing', 'Retail']);
  });
});

describe('creating a category', () => {
  test('shows the form', async () => {
    const res = await owner.visit('/dashboard/categories/create');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Categories/Create');
  });

  test('stores it with the colour in lower case, redirects to the list and says so', async () => {
    const res = await owner.post('/dashboard/categories', valid());
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard/categories');
    expect((await nextPage(owner)).flash.success).toBe('Category created.');
    expect(await category('Nail Art')).toMatchObject({ color: '#db2777', sortOrder: 75 });
  });

  test('reports every error in one pass, next to its field, and stores nothing', async () => {
    const res = await owner.post('/dashboard/categories', {
      name: ' ',
      color: 'pink',
      sort_order: '-3',
    });
    expect(res.status).toBe(302);
    expect((await nextPage(owner, '/dashboard/categories/create')).errors).toEqual({
      name: 'The name field is required.',
      color: 'The color must be a color like #2563eb.',
      sort_order: 'The sort order must be a whole number from 0 to 9999.',
    });
  });

  test('refuses a name the store already uses in any case, together with the other errors', async () => {
    await owner.post('/dashboard/categories', valid({ name: 'manicure', color: 'x' }));
    expect((await nextPage(owner, '/dashboard/categories/create')).errors).toEqual({
      name: 'A category with this name already exists.',
      color: 'The color must be a color like #2563eb.',
    });
    await owner.post('/dashboard/categories', valid({ name: 'PEDICURE' }));
    expect((await nextPage(owner, '/dashboard/categories/create')).errors).toEqual({
      name: 'A category with this name already exists.',
    });
  });

  test('allows a name only another store uses, and a blank sort order is 0', async () => {
    await owner.post('/dashboard/categories', valid({ name: 'Nails', sort_order: '' }));
    expect((await nextPage(owner)).flash.success).toBe('Category created.');
    expect((await category('Nails')).sortOrder).toBe(0);
  });
});

describe('editing a category', () => {
  test('shows its fields', async () => {
    const gel = await category('Gel');
    const res = await owner.visit(`/dashboard/categories/${gel.id}/edit`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Categories/Edit');
    expect(res.body.props.category).toEqual({
      id: gel.id,
      name: 'Gel',
      color: '#16a34a',
      sort_order: 40,
    });
  });

  test('saves the changes with a 303 to the list, and may keep its own name in another case', async () => {
    const mine = await makeCategory('Press-ons');
    const res = await owner.send(
      'put',
      `/dashboard/categories/${mine.id}`,
      valid({ name: 'PRESS-ONS', color: '#000000', sort_order: 5 }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/categories');
    expect((await nextPage(owner)).flash.success).toBe('Category updated.');
    expect(await category('PRESS-ONS')).toMatchObject({
      id: mine.id,
      color: '#000000',
      sortOrder: 5,
    });
  });

  test('refuses another category’s name', async () => {
    const mine = await makeCategory('Toes Only');
    await owner.send('put', `/dashboard/categories/${mine.id}`, valid({ name: 'Waxing' }));
    expect((await nextPage(owner, `/dashboard/categories/${mine.id}/edit`)).errors).toEqual({
      name: 'A category with this name already exists.',
    });
    expect((await category('Toes Only')).id).toBe(mine.id);
  });
});

describe('deleting a category', () => {
  test('keeps its services on the menu without a category', async () => {
    const mine = await makeCategory('Seasonal');
    const [service] = await t.db
      .insert(services)
      .values({
        storeId: lotusId,
        categoryId: mine.id,
        name: 'Pumpkin Spice Pedicure',
        priceCents: 5500,
      })
      .returning();
    const res = await owner.send('delete', `/dashboard/categories/${mine.id}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/categories');
    expect((await nextPage(owner)).flash.success).toBe('Category deleted.');
    expect(await category('Seasonal')).toBeUndefined();
    const [after] = await t.db.select().from(services).where(eq(services.id, service.id));
    expect(after).toMatchObject({
      name: 'Pumpkin Spice Pedicure',
      categoryId: null,
      priceCents: 5500,
    });
  });

  test('a category deleted already is a 404', async () => {
    const mine = await makeCategory('Gone Soon');
    expect((await owner.send('delete', `/dashboard/categories/${mine.id}`)).status).toBe(303);
    expect((await owner.send('delete', `/dashboard/categories/${mine.id}`)).status).toBe(404);
  });
});

describe('permissions and tenancy', () => {
  test('the manager, without "view categories", gets 403 on every category route', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    const gel = await category('Gel');
    expect((await manager.visit('/dashboard/categories')).status).toBe(403);
    expect((await manager.visit('/dashboard/categories/create')).status).toBe(403);
    expect((await manager.visit(`/dashboard/categories/${gel.id}/edit`)).status).toBe(403);
    expect(
      (await manager.post('/dashboard/categories', valid({ name: 'Manager Made' }))).status,
    ).toBe(403);
    expect(
      (await manager.send('put', `/dashboard/categories/${gel.id}`, valid({ name: 'Renamed' })))
        .status,
    ).toBe(403);
    expect((await manager.send('delete', `/dashboard/categories/${gel.id}`)).status).toBe(403);
    expect(await category('Manager Made')).toBeUndefined();
    expect((await category('Gel')).id).toBe(gel.id);
  });

  test('another store’s owner gets 404 for a Lotus category on every route', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const kids = await category('Kids');
    expect((await other.visit(`/dashboard/categories/${kids.id}/edit`)).status).toBe(404);
    expect(
      (await other.send('put', `/dashboard/categories/${kids.id}`, valid({ name: 'Stolen' })))
        .status,
    ).toBe(404);
    expect((await other.send('delete', `/dashboard/categories/${kids.id}`)).status).toBe(404);
    expect(await category('Kids')).toMatchObject({ id: kids.id, name: 'Kids' });
    expect(await category('Stolen', roseId)).toBeUndefined();
  });

  test('an impossible id is a 404', async () => {
    for (const id of ['0', '-1', '007', 'abc', '2147483648', '2147483647']) {
      expect((await owner.visit(`/dashboard/categories/${id}/edit`)).status, id).toBe(404);
      expect((await owner.send('put', `/dashboard/categories/${id}`, valid())).status, id).toBe(
        404,
      );
    }
  });
});
