import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../support/app';
import {
  makeCustomer,
  makeEmployee,
  makeService,
  makeStore,
  type StoreFixture,
} from '../support/factories';
import { employeeByNumber, storeId } from '../support/lookups';

/**
 * A store made by the test factories, beside the demo's two: its owner sees
 * exactly the rows made for it, and the demo's records answer 404. Also the
 * proof that a test can stand on a store of its own rather than the seed.
 */
describe("a store of the test's own", () => {
  let t: TestApp;
  let store: StoreFixture;

  beforeAll(async () => {
    t = await createTestApp();
    store = await makeStore(t.db, { timezone: 'America/Chicago' });
    await makeEmployee(t.db, store.id, { name: 'Ada Nguyen', staffNumber: '2001' });
    await makeService(t.db, store.id, { name: 'Gel Manicure', priceCents: 3500, taxRate: 800 });
    await makeCustomer(t.db, store.id, { name: 'Grace Ho', phone: '5550001111' });
  });
  afterAll(() => t.close());

  test('its owner signs in and sees only its employee, service and customer', async () => {
    const owner = await signedIn(t.app, store.owner.email);
    const employees = (await owner.visit('/dashboard/employees')).body.props.employees.data.map(
      (e: { name: string }) => e.name,
    );
    expect(employees).toEqual(['Ada Nguyen']);
    const services = JSON.stringify((await owner.visit('/dashboard/services')).body.props);
    expect(services).toContain('Gel Manicure');
    expect(services).not.toContain('Classic Manicure');
    const customers = (await owner.visit('/dashboard/customers')).body.props.customers.data.map(
      (c: { name: string }) => c.name,
    );
    expect(customers).toEqual(['Grace Ho']);
  });

  test("the demo store's employee is a 404 to it, and its employee a 404 to the demo's owner", async () => {
    const owner = await signedIn(t.app, store.owner.email);
    const lotusEmployee = (await employeeByNumber(
      t.db,
      await storeId(t.db, 'Lotus Nail Spa'),
      '1003',
    ))!;
    expect((await owner.visit(`/dashboard/employees/${lotusEmployee.id}/edit`)).status).toBe(404);
    const ada = (await employeeByNumber(t.db, store.id, '2001'))!;
    const lotusOwner = await signedIn(t.app, 'owner@example.com');
    expect((await lotusOwner.visit(`/dashboard/employees/${ada.id}/edit`)).status).toBe(404);
    expect((await owner.visit(`/dashboard/employees/${ada.id}/edit`)).status).toBe(200);
  });
});
