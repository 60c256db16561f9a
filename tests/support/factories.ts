import { randomBytes } from 'node:crypto';
import type { Db } from '../../database/client';
import { categories, customers, serviceTaxes, services, taxes } from '../../database/schema';
import { createStore } from '../../database/queries/stores';
import { createUser } from '../../database/queries/users';
import { createEmployee } from '../../database/queries/employees';
import { hashPassword } from '../../server/domain/access/passwords';
import { STORE_USER } from '../../server/domain/access/permissions';

/**
 * Small factories for a test that wants a store of its own instead of the
 * demo's: each makes exactly the rows asked for, with unique names, so the
 * test's numbers and counts do not depend on what the demo seed holds.
 * They write through the same queries the app uses.
 */

const unique = () => randomBytes(4).toString('hex');

// One hash for every factory-made password: scrypt is slow on purpose, and tests only need it to verify.
let passwordHash: Promise<string> | undefined;
const hashOfPassword = () => (passwordHash ??= hashPassword('password'));

export interface StoreFixture {
  id: number;
  timezone: string;
  owner: { id: number; email: string; password: 'password' };
}

/** A store with its owner account ("store user"), who signs in with `password`. */
export async function makeStore(
  db: Db,
  over: { name?: string; timezone?: string } = {},
): Promise<StoreFixture> {
  const tag = unique();
  const timezone = over.timezone ?? 'America/New_York';
  const store = await createStore(db, { name: over.name ?? `Test Salon ${tag}`, timezone });
  const email = `owner-${tag}@test.example`;
  const owner = await createUser(db, {
    storeId: store.id,
    name: `Owner ${tag}`,
    email,
    passwordHash: await hashOfPassword(),
    roleNames: [STORE_USER],
  });
  return { id: store.id, timezone, owner: { id: owner.id, email, password: 'password' } };
}

/** An active employee (technician) with staff number and password `1234` unless given. */
export async function makeEmployee(
  db: Db,
  storeId: number,
  over: { name?: string; staffNumber?: string; isActive?: boolean } = {},
) {
  const tag = unique();
  const { id } = await createEmployee(db, storeId, {
    name: over.name ?? `Tech ${tag}`,
    staffNumber: over.staffNumber ?? String(5000 + Math.floor(Math.random() * 4000)),
    phone: null,
    email: null,
    calendarColor: '#6b7280',
    isActive: over.isActive ?? true,
    roleId: null,
    avatarUrl: null,
    passwordHash: await hashPassword('1234'),
  });
  return id;
}

/** A service (or retail item) in a category of its own; `taxRate` in basis points adds a tax that applies to it. */
export async function makeService(
  db: Db,
  storeId: number,
  over: { name?: string; priceCents?: number; kind?: 'service' | 'retail'; taxRate?: number } = {},
) {
  const tag = unique();
  const [category] = await db
    .insert(categories)
    .values({ storeId, name: `Category ${tag}` })
    .returning({ id: categories.id });
  const [service] = await db
    .insert(services)
    .values({
      storeId,
      categoryId: category.id,
      name: over.name ?? `Service ${tag}`,
      kind: over.kind ?? 'service',
      priceCents: over.priceCents ?? 4000,
    })
    .returning({ id: services.id });
  if (over.taxRate !== undefined) {
    const [tax] = await db
      .insert(taxes)
      .values({ storeId, name: `Tax ${tag}`, rate: over.taxRate })
      .returning({ id: taxes.id });
    await db.insert(serviceTaxes).values({ storeId, serviceId: service.id, taxId: tax.id });
  }
  return service.id;
}

/** A customer with a 10-digit phone of its own. */
export async function makeCustomer(
  db: Db,
  storeId: number,
  over: { name?: string; phone?: string } = {},
) {
  const phone = over.phone ?? `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const [row] = await db
    .insert(customers)
    .values({ storeId, name: over.name ?? `Customer ${unique()}`, phone })
    .returning({ id: customers.id });
  return row.id;
}
