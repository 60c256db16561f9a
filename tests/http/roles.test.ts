import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { employeeByNumber, storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employees, permissions, rolePermissions, roles } from '../../database/schema';
import { PERMISSIONS } from '../../server/domain/access/permissions';
import { createRole } from '../../database/queries/roles';
import { MANAGER_PERMISSIONS } from '../../database/seeders/demo';

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

async function role(name: string, storeId = lotusId) {
  const [row] = await t.db
    .select()
    .from(roles)
    .where(and(eq(roles.storeId, storeId), eq(roles.name, name)));
  return row;
}

/** A Lotus role of one test's own, so that no test needs another to have made it. */
const lotusRole = async (name: string, permissions: string[] = []) =>
  createRole(t.db, lotusId, { name, permissions });

/** The ids of a store's roles as the database has them. */
const roleIdsOf = async (store: number) =>
  (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.storeId, store)))
    .map((r) => r.id)
    .sort();

async function granted(roleId: number) {
  const rows = await t.db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.name).sort();
}

test('the roles page lists the store’s own roles with their permissions and holders', async () => {
  const res = await owner.visit('/dashboard/roles');
  expect(res.status).toBe(200);
  expect(res.body.component).toBe('Admin/Roles/Index');
  // Other tests add roles of their own: the seeded two are listed as seeded, next to exactly the store's others.
  expect(res.body.props.roles.map((r: { id: number }) => r.id).sort()).toEqual(
    await roleIdsOf(lotusId),
  );
  expect(res.body.props.roles).toEqual(
    expect.arrayContaining([
      {
        id: (await role('Manager')).id,
        name: 'Manager',
        employees_count: 1,
        users_count: 1,
        permissions: [
          'manage pos',
          'view checkins',
          'view clock in clock outs',
          'view customers',
          'view daily reports',
          'view employees',
          'view turn management',
        ],
      },
      {
        id: (await role('Technician')).id,
        name: 'Technician',
        employees_count: 7,
        users_count: 0,
        permissions: ['view checkins', 'view clock in clock outs', 'view turn management'],
      },
    ]),
  );
  const other = await signedIn(t.app, 'owner2@example.com');
  const theirs = (await other.visit('/dashboard/roles')).body.props.roles;
  expect(theirs.map((r: { id: number }) => r.id).sort()).toEqual(await roleIdsOf(roseId));
  expect(theirs.map((r: { name: string }) => r.name)).toContain('Technician');
});

test('the create page offers every permission of docs/requirements.md §6', async () => {
  const res = await owner.visit('/dashboard/roles/create');
  expect(res.body.component).toBe('Admin/Roles/Create');
  expect(res.body.props.permissions).toEqual([...PERMISSIONS]);
});

test('creating a role stores it for the store with the chosen permissions', async () => {
  const res = await owner.post('/dashboard/roles', {
    name: 'Front Desk',
    permissions: ['view checkins', 'view customers', 'view checkins'],
  });
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe('/dashboard/roles');
  expect((await owner.visit('/dashboard/roles')).body.flash.success).toBe('Role created.');
  const created = await role('Front Desk');
  expect(created.storeId).toBe(lotusId);
  expect(await granted(created.id)).toEqual(['view checkins', 'view customers']);
});

test('a role name must be new to the store, not reserved, and the permissions must be known', async () => {
  const before = await roleIdsOf(lotusId);
  const errorsAfter = async (body: object) => {
    await owner.post('/dashboard/roles', body);
    return (await owner.visit('/dashboard/roles/create')).body.props.errors;
  };
  expect(await errorsAfter({ name: 'manager', permissions: [] })).toEqual({
    name: 'The name has already been taken.',
  });
  expect(await errorsAfter({ name: 'Store User', permissions: [] })).toEqual({
    name: 'This role name is reserved. Please choose another name.',
  });
  expect(await errorsAfter({ name: 'super admin', permissions: [] })).toEqual({
    name: 'This role name is reserved. Please choose another name.',
  });
  expect(await errorsAfter({ name: '', permissions: ['fly planes'] })).toEqual({
    name: 'The name field is required.',
    'permissions.0': 'The selected permissions are invalid.',
  });
  expect(await roleIdsOf(lotusId)).toEqual(before);
});

test('another store may use a name this store already has', async () => {
  const other = await signedIn(t.app, 'owner2@example.com');
  expect(
    (await other.post('/dashboard/roles', { name: 'Manager', permissions: ['view employees'] }))
      .status,
  ).toBe(302);
  expect((await other.visit('/dashboard/roles')).body.flash.success).toBe('Role created.');
  expect(await role('Manager', roseId)).toBeDefined();
});

test('editing a role renames it and replaces its permissions, which its holders then have', async () => {
  const manager = await signedIn(t.app, 'manager@example.com');
  expect((await manager.visit('/dashboard/employees/create')).status).toBe(403);

  const managerRole = await role('Manager');
  const edit = await owner.visit(`/dashboard/roles/${managerRole.id}/edit`);
  expect(edit.body.component).toBe('Admin/Roles/Edit');
  expect(edit.body.props.role).toMatchObject({ id: managerRole.id, name: 'Manager' });
  expect(edit.body.props.permissions).toEqual([...PERMISSIONS]);

  try {
    const res = await owner.send('put', `/dashboard/roles/${managerRole.id}`, {
      name: 'Store Manager',
      permissions: ['view employees', 'manage employees'],
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/roles');
    expect((await owner.visit('/dashboard/roles')).body.flash.success).toBe('Role updated.');
    expect((await role('Store Manager')).id).toBe(managerRole.id);
    expect(await granted(managerRole.id)).toEqual(['manage employees', 'view employees']);
    expect((await manager.visit('/dashboard/employees/create')).status).toBe(200);
  } finally {
    // The seeded Manager role is shared by the file's other tests: leave it as seeded.
    await owner.send('put', `/dashboard/roles/${managerRole.id}`, {
      name: 'Manager',
      permissions: MANAGER_PERMISSIONS,
    });
  }
});

test('renaming a role to another role’s name is refused', async () => {
  await lotusRole('Reception');
  const technician = await role('Technician');
  await owner.send('put', `/dashboard/roles/${technician.id}`, {
    name: 'Reception',
    permissions: [],
  });
  expect((await owner.visit(`/dashboard/roles/${technician.id}/edit`)).body.props.errors).toEqual({
    name: 'The name has already been taken.',
  });
  expect((await role('Technician')).id).toBe(technician.id);
  expect((await granted(technician.id)).length).toBe(3);
});

test('a role still assigned is not deleted and the owner is told who holds it', async () => {
  const technician = await role('Technician');
  const res = await owner.send('delete', `/dashboard/roles/${technician.id}`);
  expect(res.status).toBe(303);
  expect((await owner.visit('/dashboard/roles')).body.flash.error).toBe(
    'The role Technician is still assigned to 7 employees. Give them another role before deleting it.',
  );
  expect(await role('Technician')).toBeDefined();

  const managerRole = await role('Manager');
  await owner.send('delete', `/dashboard/roles/${managerRole.id}`);
  expect((await owner.visit('/dashboard/roles')).body.flash.error).toBe(
    'The role Manager is still assigned to 1 employee and 1 user. Give them another role before deleting it.',
  );
});

test('a role held only by an employee in the trash is still assigned', async () => {
  const frontDesk = await lotusRole('Nail Art');
  const helen = (await employeeByNumber(t.db, lotusId, '1008'))!;
  await t.db
    .update(employees)
    .set({ roleId: frontDesk.id, deletedAt: new Date() })
    .where(eq(employees.id, helen.id));
  await owner.send('delete', `/dashboard/roles/${frontDesk.id}`);
  expect((await owner.visit('/dashboard/roles')).body.flash.error).toMatch(
    /still assigned to 1 employee\./,
  );
  await t.db
    .update(employees)
    .set({ roleId: helen.roleId, deletedAt: null })
    .where(eq(employees.id, helen.id));
});

test('a role nobody holds is deleted with its permissions', async () => {
  const frontDesk = await lotusRole('Pedicure Desk', ['view checkins']);
  expect(await granted(frontDesk.id)).toEqual(['view checkins']);
  const res = await owner.send('delete', `/dashboard/roles/${frontDesk.id}`);
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe('/dashboard/roles');
  expect((await owner.visit('/dashboard/roles')).body.flash.success).toBe('Role deleted.');
  expect(await role('Pedicure Desk')).toBeUndefined();
  expect(await granted(frontDesk.id)).toEqual([]);
});

test('the manager, without "manage employees", gets 403 on every roles route', async () => {
  const manager = await signedIn(t.app, 'manager@example.com');
  const technician = await role('Technician');
  expect((await manager.visit('/dashboard/roles')).status).toBe(403);
  expect((await manager.visit('/dashboard/roles/create')).status).toBe(403);
  expect(
    (await manager.post('/dashboard/roles', { name: 'Sneaky', permissions: ['manage employees'] }))
      .status,
  ).toBe(403);
  expect((await manager.visit(`/dashboard/roles/${technician.id}/edit`)).status).toBe(403);
  expect(
    (
      await manager.send('put', `/dashboard/roles/${technician.id}`, {
        name: 'Technician',
        permissions: ['manage employees'],
      })
    ).status,
  ).toBe(403);
  expect((await manager.send('delete', `/dashboard/roles/${technician.id}`)).status).toBe(403);
  expect(await role('Sneaky')).toBeUndefined();
  expect(await granted(technician.id)).not.toContain('manage employees');
});

test('another store’s owner gets 404 for a Lotus role, and platform roles are not the store’s', async () => {
  const other = await signedIn(t.app, 'owner2@example.com');
  const technician = await role('Technician');
  expect((await other.visit(`/dashboard/roles/${technician.id}/edit`)).status).toBe(404);
  expect(
    (
      await other.send('put', `/dashboard/roles/${technician.id}`, {
        name: 'Mine now',
        permissions: [],
      })
    ).status,
  ).toBe(404);
  expect((await other.send('delete', `/dashboard/roles/${technician.id}`)).status).toBe(404);
  expect((await role('Technician')).name).toBe('Technician');

  const [storeUser] = await t.db.select().from(roles).where(eq(roles.name, 'store user'));
  expect((await owner.visit(`/dashboard/roles/${storeUser.id}/edit`)).status).toBe(404);
  expect((await owner.send('delete', `/dashboard/roles/${storeUser.id}`)).status).toBe(404);
});
