import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { makeEmployee, makeStore, type StoreFixture } from '../support/factories';
import { listActiveEmployees, trashEmployee } from '../../database/queries/employees';

/**
 * The one query behind every staff pick list (customer's preferred
 * technician, calendar, booking blocks, check-in desk, ticket line move,
 * POS): what it leaves out, its order, and only the columns a caller asks for.
 */
describe('listActiveEmployees', () => {
  let t: TestApp;
  let store: StoreFixture;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    store = await makeStore(t.db);
    const other = await makeStore(t.db);
    ids.bea = await makeEmployee(t.db, store.id, { name: 'Bea', staffNumber: '3001' });
    ids.ada2 = await makeEmployee(t.db, store.id, { name: 'Ada', staffNumber: '3002' });
    ids.ada1 = await makeEmployee(t.db, store.id, { name: 'Ada', staffNumber: '3003' });
    await makeEmployee(t.db, store.id, { name: 'Cy', staffNumber: '3004', isActive: false });
    await trashEmployee(
      t.db,
      store.id,
      await makeEmployee(t.db, store.id, { name: 'Dee', staffNumber: '3005' }),
    );
    await makeEmployee(t.db, other.id, { name: 'Al', staffNumber: '3006' });
  });
  afterAll(() => t.close());

  test("the store's active, not-trashed staff by name, the first made first among equal names, with id and name only", async () => {
    const [firstAda, secondAda] = [ids.ada2!, ids.ada1!].sort((a, b) => a - b);
    expect(await listActiveEmployees(t.db, store.id)).toEqual([
      { id: firstAda, name: 'Ada' },
      { id: secondAda, name: 'Ada' },
      { id: ids.bea, name: 'Bea' },
    ]);
  });

  test('the extra columns asked for, in the order asked', async () => {
    const rows = await listActiveEmployees(t.db, store.id, ['staffNumber', 'color', 'avatarUrl']);
    expect(rows.map((r) => Object.keys(r))).toEqual(
      Array(3).fill(['id', 'name', 'staffNumber', 'color', 'avatarUrl']),
    );
    expect(rows.at(-1)).toEqual({
      id: ids.bea,
      name: 'Bea',
      staffNumber: '3001',
      color: '#6b7280',
      avatarUrl: null,
    });
    expect(Object.keys((await listActiveEmployees(t.db, store.id, ['color']))[0]!)).toEqual([
      'id',
      'name',
      'color',
    ]);
  });
});
