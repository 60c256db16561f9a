import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import {
  categories,
  invoiceLines,
  invoices,
  serviceTaxes,
  services,
  taxes,
} from '../../database/schema';
import { createRole } from '../../database/queries/roles';
import { assignUserRole, createUser } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';

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

async function service(name: string, store = lotusId) {
  const [row] = await t.db
    .select()
    .from(services)
    .where(and(eq(services.storeId, store), eq(services.name, name)));
  return row;
}
async function categoryId(name: string, store = lotusId) {
  const [row] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, store), eq(categories.name, name)));
  return row.id;
}
async function taxId(name: string, store = lotusId) {
  const [row] = await t.db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.storeId, store), eq(taxes.name, name)));
  return row.id;
}
async function taxIdsOf(serviceId: number) {
  return (
    await t.db
      .select({ taxId: serviceTaxes.taxId })
      .from(serviceTaxes)
      .where(eq(serviceTaxes.serviceId, serviceId))
      .orderBy(asc(serviceTaxes.taxId))
  ).map((r) => r.taxId);
}
/** A service of one test's own, so that no test changes what another reads. */
async function makeService(name: string, values: Partial<typeof services.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(services)
    .values({ storeId: lotusId, name, priceCents: 2000, ...values })
    .returning();
  return row;
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Chrome Powder Add-on',
  category_id: '',
  kind: 'service',
  price: 1000,
  duration: '15',
  tax_ids: [],
  turn_weight: '0.5',
  commission_rate: '',
  is_active: true,
  sort_order: '90',
  ...overrides,
});

async function nextPage(c: Client, url = '/dashboard/services') {
  const { props, flash } = (await c.visit(url)).body;
  return { ...props, flash };
}

describe('the service list', () => {
  test('shows the menu in category order with price in cents, time, turns, taxes and category, twenty a page', async () => {
    const res = await owner.visit('/dashboard/services');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Services/Index');
    const { services: page, filters, categories: options } = res.body.props;
    expect(filters).toEqual({ q: '', category: '' });
    expect(options.slice(0, 7).map((c: { name: string }) => c.name)).toEqual([
      'Manicure',
      'Pedicure',
      'Acrylics',
      'Gel',
      'Waxing',
      'Kids',
      'Retail',
    ]);
    expect(page).toMatchObject({ current_page: 1, per_page: 20 });
    expect(page.total).toBeGreaterThanOrEqual(26);
    expect(page.data.slice(0, 5).map((s: { name: string }) => s.name)).toEqual([
      'Classic Manicure',
      'Spa Manicure',
      'French Manicure',
      'Polish Change (Hands)',
      'Classic Pedicure',
    ]);
    expect(page.data[0]).toEqual({
      id: (await service('Classic Manicure')).id,
      name: 'Classic Manicure',
      kind: 'service',
      price: 2000,
      duration: 30,
      turn_weight: '1',
      is_active: true,
      category: { name: 'Manicure', color: '#e11d48' },
      taxes: [],
    });
  });

  test('filters by category, shows retail items with their sales tax, and ignores an unknown category', async () => {
    const retail = await categoryId('Retail');
    const res = await owner.visit(`/dashboard/services?category=${retail}`);
    expect(res.body.props.filters).toEqual({ q: '', category: String(retail) });
    const items = res.body.props.services.data;
    expect(items.map((s: { name: string }) => s.name)).toEqual([
      'Polish Bottle',
      'Cuticle Oil',
      'Hand Cream',
      'Nail File Kit',
    ]);
    expect(items[0]).toMatchObject({
      kind: 'retail',
      price: 1200,
      turn_weight: '0',
      duration: 0,
      taxes: ['NYC Sales Tax'],
    });
    expect(
      (await owner.visit('/dashboard/services?category=bogus')).body.props.filters.category,
    ).toBe('');
  });

  test('searches by name and finds services without a category under "No category"', async () => {
    await makeService('Loose Paraffin Dip');
    const names = async (query: string) =>
      (await owner.visit(`/dashboard/services?${query}`)).body.props.services.data.map(
        (s: { name: string }) => s.name,
      );
    expect(await names('q=gel')).toEqual(['Gel Manicure', 'Gel Pedicure', 'Gel Removal']);
    expect(await names('q=100%25')).toEqual([]);
    expect(await names('category=none')).toContain('Loose Paraffin Dip');
    expect(await names('category=none')).not.toContain('Gel Manicure');
  });

  test('pages with links that keep the filters', async () => {
    await t.db.insert(services).values(
      Array.from({ length: 23 }, (_, i) => ({
        storeId: lotusId,
        name: `Zz Art ${String(i).padStart(2, '0')}`,
        priceCents: 500,
      })),
    );
    const first = (await owner.visit('/dashboard/services?q=zz%20art')).body.props.services;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 23 });
    expect(first.links.at(-1).url).toBe('/dashboard/services?q=zz+art&page=2');
    const second = (await owner.visit('/dashboard/services?q=zz%20art&page=2')).body.props.services;
    expect(second.data.map((s: { name: string }) => s.name)).toEqual([
      'Zz Art 20',
      'Zz Art 21',
      'Zz Art 22',
    ]);
  });

  test('never shows another store’s services', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const names = (await other.visit('/dashboard/services')).body.props.services.data.map(
      (s: { name: string }) => s.name,
    );
    expect(names).toEqual([
      'Manicure',
      'Gel Manicure',
      'Pedicure',
      'Spa Pedicure',
      'Eyebrow Wax',
      'Polish Bottle',
    ]);
  });
});

describe('creating a service or an item', () => {
  test('shows the form with the store’s own categories and taxes', async () => {
    const res = await owner.visit('/dashboard/services/create');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Services/Create');
    expect(res.body.props.taxes).toEqual([
      { id: await taxId('NYC Sales Tax'), name: 'NYC Sales Tax', rate: '8.875', is_active: true },
    ]);
    expect(res.body.props.categories.map((c: { name: string }) => c.name)).not.toContain('Nails');
  });

  test('stores a service with its category, price, duration, turn weight, commission override and no tax by default', async () => {
    const res = await owner.post(
      '/dashboard/services',
      valid({ category_id: await categoryId('Gel'), commission_rate: '55.5' }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard/services');
    expect((await nextPage(owner)).flash.success).toBe('Service created.');
    const row = await service('Chrome Powder Add-on');
    expect(row).toMatchObject({
      categoryId: await categoryId('Gel'),
      kind: 'service',
      priceCents: 1000,
      durationMinutes: 15,
      turnWeightHalves: 1,
      commissionRateBp: 5550,
      isActive: true,
      sortOrder: 90,
    });
    expect(await taxIdsOf(row.id)).toEqual([]);
  });

  test('stores a retail item with its tax, and no time, turn or commission of its own', async () => {
    const nyc = await taxId('NYC Sales Tax');
    await owner.post(
      '/dashboard/services',
      valid({
        name: 'Top Coat',
        kind: 'retail',
        price: '950',
        tax_ids: [nyc, String(nyc)],
        duration: '45',
        turn_weight: '1.5',
        commission_rate: '10',
      }),
    );
    expect((await nextPage(owner)).flash.success).toBe('Item created.');
    const row = await service('Top Coat');
    expect(row).toMatchObject({
      kind: 'retail',
      priceCents: 950,
      durationMinutes: 0,
      turnWeightHalves: 0,
      commissionRateBp: null,
    });
    expect(await taxIdsOf(row.id)).toEqual([nyc]);
  });

  test('reports every error in one pass, next to its field, and stores nothing', async () => {
    await owner.post('/dashboard/services', {
      name: '',
      category_id: 'x',
      kind: 'massage',
      price: '-5',
      duration: '2000',
      tax_ids: 'all',
      turn_weight: '2',
      commission_rate: '120',
      is_active: true,
      sort_order: '1.5',
    });
    expect((await nextPage(owner, '/dashboard/services/create')).errors).toEqual({
      name: 'The name field is required.',
      category_id: 'The category is invalid.',
      kind: 'Choose whether this is a service or a retail item.',
      price: 'The price may not be negative.',
      duration: 'The duration must be a number of minutes from 0 to 1440.',
      tax_ids: 'The selected tax is invalid.',
      turn_weight: 'Choose a turn weight: 0, 0.5, 1 or 1.5 turns.',
      commission_rate: 'The commission rate must be a percentage from 0 to 100.',
      sort_order: 'The sort order must be a whole number from 0 to 9999.',
    });
  });

  test('refuses another store’s category and tax together with the form’s other errors', async () => {
    const body = valid({
      name: 'Sneaky',
      category_id: await categoryId('Nails', roseId),
      tax_ids: [await taxId('CA Sales Tax', roseId)],
    });
    await owner.post('/dashboard/services', { ...body, price: 'lots' });
    expect((await nextPage(owner, '/dashboard/services/create')).errors).toEqual({
      price: 'The price must be an amount.',
      category_id: 'The selected category is invalid.',
      tax_ids: 'The selected tax is invalid.',
    });
    // Valid apart from what only the database knows: still both at once.
    await owner.post('/dashboard/services', body);
    expect((await nextPage(owner, '/dashboard/services/create')).errors).toEqual({
      category_id: 'The selected category is invalid.',
      tax_ids: 'The selected tax is invalid.',
    });
    expect(await service('Sneaky')).toBeUndefined();
  });
});

describe('editing a service', () => {
  test('shows its fields with the rate and turn weight as typed', async () => {
    const removal = await service('Gel Removal');
    const res = await owner.visit(`/dashboard/services/${removal.id}/edit`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Services/Edit');
    expect(res.body.props.service).toEqual({
      id: removal.id,
      name: 'Gel Removal',
      category_id: await categoryId('Gel'),
      kind: 'service',
      price: 1000,
      duration: 15,
      tax_ids: [],
      turn_weight: '0.5',
      commission_rate: '50',
      is_active: true,
      sort_order: 40,
    });
    expect(res.body.props.taxes).toHaveLength(1);
  });

  test('saves the changes with a 303, replaces its taxes and can switch it off', async () => {
    const mine = await makeService('Hot Stone Add-on');
    const nyc = await taxId('NYC Sales Tax');
    const res = await owner.send(
      'put',
      `/dashboard/services/${mine.id}`,
      valid({
        name: 'Hot Stones',
        price: 1500,
        tax_ids: [nyc],
        turn_weight: '0',
        is_active: false,
        category_id: await categoryId('Pedicure'),
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/services');
    expect((await nextPage(owner)).flash.success).toBe('Service updated.');
    expect(await service('Hot Stones')).toMatchObject({
      id: mine.id,
      priceCents: 1500,
      turnWeightHalves: 0,
      isActive: false,
      commissionRateBp: null,
    });
    expect(await taxIdsOf(mine.id)).toEqual([nyc]);
    await owner.send(
      'put',
      `/dashboard/services/${mine.id}`,
      valid({ name: 'Hot Stones', tax_ids: [] }),
    );
    expect(await taxIdsOf(mine.id)).toEqual([]);
  });

  test('refuses bad values and keeps the service as it was', async () => {
    const mine = await makeService('Nail Repair', { priceCents: 500 });
    await owner.send(
      'put',
      `/dashboard/services/${mine.id}`,
      valid({
        name: 'Nail Repair',
        price: 'free',
        category_id: await categoryId('Retail', roseId),
      }),
    );
    expect((await nextPage(owner, `/dashboard/services/${mine.id}/edit`)).errors).toEqual({
      price: 'The price must be an amount.',
      category_id: 'The selected category is invalid.',
    });
    expect((await service('Nail Repair')).priceCents).toBe(500);
  });
});

describe('deleting a service', () => {
  test('deletes one never rung up, with its tax links', async () => {
    const mine = await makeService('One-off Test Service');
    await t.db
      .insert(serviceTaxes)
      .values({ storeId: lotusId, serviceId: mine.id, taxId: await taxId('NYC Sales Tax') });
    const res = await owner.send('delete', `/dashboard/services/${mine.id}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/services');
    expect((await nextPage(owner)).flash.success).toBe('Service deleted.');
    expect(await service('One-off Test Service')).toBeUndefined();
    expect(await taxIdsOf(mine.id)).toEqual([]);
  });

  test('keeps one that is on a ticket and says to switch it off instead', async () => {
    const mine = await makeService('Sold Once');
    const [ticket] = await t.db
      .insert(invoices)
      .values({ storeId: lotusId, createdByName: 'Linh Owner' })
      .returning();
    await t.db.insert(invoiceLines).values({
      storeId: lotusId,
      invoiceId: ticket.id,
      lineKey: 'service-1-1',
      kind: 'service',
      serviceId: mine.id,
      name: 'Sold Once',
      unitPriceCents: 2000,
      netCents: 2000,
    });
    const res = await owner.send('delete', `/dashboard/services/${mine.id}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/services');
    expect((await nextPage(owner)).flash.error).toBe(
      'Sold Once is on tickets, so it cannot be deleted. Switch it off instead: untick Active.',
    );
    expect(await service('Sold Once')).toBeDefined();
  });
});

describe('permissions and tenancy', () => {
  test('a role that may see the menu but not manage settings gets the lists and read-only details, and 403 on every change', async () => {
    const role = await createRole(t.db, lotusId, {
      name: 'Menu Viewer',
      permissions: ['view services', 'view categories', 'view taxes'],
    });
    const user = await createUser(t.db, {
      storeId: lotusId,
      name: 'Vera Viewer',
      email: 'viewer@example.com',
      passwordHash: await hashPassword('password'),
    });
    await assignUserRole(t.db, user.id, role.id);
    const viewer = await signedIn(t.app, 'viewer@example.com');
    const fill = await service('Fill');
    const gel = await categoryId('Gel');
    expect((await viewer.visit('/dashboard/services')).status).toBe(200);
    expect((await viewer.visit(`/dashboard/services/${fill.id}/edit`)).body.component).toBe(
      'Admin/Services/Edit',
    );
    expect((await viewer.visit('/dashboard/categories')).status).toBe(200);
    expect((await viewer.visit(`/dashboard/categories/${gel}/edit`)).status).toBe(200);
    expect((await viewer.visit('/dashboard/taxes')).status).toBe(200);
    expect((await viewer.visit('/dashboard/services/create')).status).toBe(403);
    expect((await viewer.visit('/dashboard/categories/create')).status).toBe(403);
    expect((await viewer.post('/dashboard/services', valid({ name: 'Viewer Made' }))).status).toBe(
      403,
    );
    expect(
      (
        await viewer.send(
          'put',
          `/dashboard/services/${fill.id}`,
          valid({ name: 'Fill', price: 1 }),
        )
      ).status,
    ).toBe(403);
    expect((await viewer.send('delete', `/dashboard/services/${fill.id}`)).status).toBe(403);
    expect(
      (
        await viewer.send('put', `/dashboard/categories/${gel}`, {
          name: 'Gels',
          color: '#000000',
          sort_order: 1,
        })
      ).status,
    ).toBe(403);
    expect(
      (await viewer.post('/dashboard/taxes', { name: 'Viewer Tax', rate: '1', is_active: true }))
        .status,
    ).toBe(403);
    expect((await viewer.visit('/dashboard/settings')).status).toBe(403);
    expect((await viewer.visit('/dashboard/tip-rules')).status).toBe(403);
    expect(await service('Viewer Made')).toBeUndefined();
    expect((await service('Fill')).priceCents).toBe(3500);
  });

  test('the manager, without "view services", gets 403 on every service route', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    const fill = await service('Fill');
    expect((await manager.visit('/dashboard/services')).status).toBe(403);
    expect((await manager.visit('/dashboard/services/create')).status).toBe(403);
    expect((await manager.visit(`/dashboard/services/${fill.id}/edit`)).status).toBe(403);
    expect(
      (await manager.post('/dashboard/services', valid({ name: 'Manager Made' }))).status,
    ).toBe(403);
    expect(
      (
        await manager.send(
          'put',
          `/dashboard/services/${fill.id}`,
          valid({ name: 'Fill', price: 1 }),
        )
      ).status,
    ).toBe(403);
    expect((await manager.send('delete', `/dashboard/services/${fill.id}`)).status).toBe(403);
    expect(await service('Manager Made')).toBeUndefined();
    expect((await service('Fill')).priceCents).toBe(3500);
  });

  test('another store’s owner gets 404 for a Lotus service on every route', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const fullSet = await service('Full Set');
    expect((await other.visit(`/dashboard/services/${fullSet.id}/edit`)).status).toBe(404);
    expect(
      (
        await other.send(
          'put',
          `/dashboard/services/${fullSet.id}`,
          valid({ name: 'Full Set', price: 1 }),
        )
      ).status,
    ).toBe(404);
    expect((await other.send('delete', `/dashboard/services/${fullSet.id}`)).status).toBe(404);
    expect(await service('Full Set')).toMatchObject({ priceCents: 5000, storeId: lotusId });
  });

  test('an impossible id is a 404', async () => {
    for (const id of ['0', '-1', '007', 'abc', '2147483648', '2147483647']) {
      expect((await owner.visit(`/dashboard/services/${id}/edit`)).status, id).toBe(404);
      expect((await owner.send('delete', `/dashboard/services/${id}`)).status, id).toBe(404);
    }
  });
});
