import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { and, eq } from 'drizzle-orm';
import { employeeByNumber, storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employees, permissions, rolePermissions, roles } from '../../database/schema';
import { assignUserRole, createUser } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { PERMISSIONS } from '../../server/domain/access/permissions';
import { OWNER_ONLY_MESSAGE } from '../../server/domain/access/roleGrants';

/**
 * An employee with only "manage employees" created a role
 * with every permission and gave it to itself. Nobody grants what they lack;
 * roles with "manage employees" or "manage settings" are the owner's alone.
 */

let t: TestApp;
let owner: Client;
/** An account the owner trusted with staff: "manage employees", "view employees" and two views. */
let lead: Client;
let lotusId: number;
const LEAD_PERMISSIONS = ['manage employees', 'view employees', 'view checkins', 'view customers'];

beforeAll(async () => {
  t = await createTestApp();
  lotusId = await storeId(t.db, 'Lotus Nail Spa');
  owner = await signedIn(t.app, 'owner@example.com');
  expect(
    (await owner.post('/dashboard/roles', { name: 'Staff Lead', permissions: LEAD_PERMISSIONS }))
      .status,
  ).toBe(302);
  expect(
    (await owner.post('/dashboard/roles', { name: 'Everything', permissions: [...PERMISSIONS] }))
      .status,
  ).toBe(302);
  const user = await createUser(t.db, {
    storeId: lotusId,
    name: 'Lee Lead',
    email: 'lead@example.com',
    passwordHash: await hashPassword('password'),
  });
  await assignUserRole(t.db, user.id, (await role('Staff Lead')).id);
  lead = await signedIn(t.app, 'lead@example.com');
});
afterAll(() => t.close());

async function role(name: string) {
  const [row] = await t.db
    .select()
    .from(roles)
    .where(and(eq(roles.storeId, lotusId), eq(roles.name, name)));
  return row;
}

async function granted(roleId: number) {
  const rows = await t.db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.name).sort();
}

const errorsAfter = async (
  c: Client,
  method: 'post' | 'put' | 'delete',
  url: string,
  body: object,
  page: string,
) => {
  await c.send(method, url, body);
  return (await c.visit(page)).body.props.errors;
};

const employeeBody = (
  e: NonNullable<Awaited<ReturnType<typeof employeeByNumber>>>,
  overrides: Record<string, unknown> = {},
) => ({
  name: e.name,
  employee_id: e.staffNumber,
  phone: e.phone ?? '',
  email: e.email ?? '',
  calendar_color: e.calendarColor,
  is_active: true,
  role_id: e.roleId ?? '',
  password: '',
  card_swipe_id: e.cardSwipeId ?? '',
  avatar_url: '',
  ...overrides,
});

describe('creating and changing roles', () => {
  test('a holder of "manage employees" cannot create a role with every permission', async () => {
    const errors = await errorsAfter(
      lead,
      'post',
      '/dashboard/roles',
      { name: 'Takeover', permissions: [...PERMISSIONS] },
      '/dashboard/roles/create',
    );
    expect(errors.permissions).toBe(english(OWNER_ONLY_MESSAGE));
    expect(await role('Takeover')).toBeUndefined();
  });

  test('nor one with a permission they lack, and the message names it as the Roles screen does', async () => {
    const errors = await errorsAfter(
      lead,
      'post',
      '/dashboard/roles',
      { name: 'Stats Viewer', permissions: ['view checkins', 'view stats'] },
      '/dashboard/roles/create',
    );
    expect(english(errors.permissions)).toBe(
      'You cannot grant permissions you do not have yourself: “See stats”.',
    );
    expect(await role('Stats Viewer')).toBeUndefined();
  });

  test('but may create one with permissions they hold', async () => {
    expect(
      (
        await lead.post('/dashboard/roles', {
          name: 'Greeter',
          permissions: ['view checkins', 'view customers'],
        })
      ).status,
    ).toBe(302);
    expect(await granted((await role('Greeter')).id)).toEqual(['view checkins', 'view customers']);
  });

  test('a taken name and a refused permission are reported together', async () => {
    const errors = await errorsAfter(
      lead,
      'post',
      '/dashboard/roles',
      { name: 'manager', permissions: ['view stats'] },
      '/dashboard/roles/create',
    );
    expect(errors).toEqual({
      name: 'The name has already been taken.',
      permissions: 'You cannot grant permissions you do not have yourself: “See stats”.',
    });
  });

  test('cannot add a permission they lack to an existing role, nor touch their own owner-only role', async () => {
    const manager = await role('Manager');
    const before = await granted(manager.id);
    const errors = await errorsAfter(
      lead,
      'put',
      `/dashboard/roles/${manager.id}`,
      { name: 'Manager', permissions: [...before, 'view stats'] },
      `/dashboard/roles/${manager.id}/edit`,
    );
    expect(english(errors.permissions)).toBe(
      'You cannot grant permissions you do not have yourself: “See stats”.',
    );
    expect(await granted(manager.id)).toEqual(before);

    const own = await role('Staff Lead');
    const more = await errorsAfter(
      lead,
      'put',
      `/dashboard/roles/${own.id}`,
      { name: 'Staff Lead', permissions: [...LEAD_PERMISSIONS, 'manage settings'] },
      `/dashboard/roles/${own.id}/edit`,
    );
    expect(more.permissions).toBe(english(OWNER_ONLY_MESSAGE));
    expect(await granted(own.id)).toEqual([...LEAD_PERMISSIONS].sort());
  });

  test('may rename a role and keep permissions they lack in it: that grants nothing new', async () => {
    const manager = await role('Manager');
    const before = await granted(manager.id);
    expect(
      (
        await lead.send('put', `/dashboard/roles/${manager.id}`, {
          name: 'Floor Manager',
          permissions: before,
        })
      ).status,
    ).toBe(303);
    expect((await role('Floor Manager')).id).toBe(manager.id);
    await owner.send('put', `/dashboard/roles/${manager.id}`, {
      name: 'Manager',
      permissions: before,
    });
  });

  test('cannot delete a role with an owner-only permission', async () => {
    const spare = await owner.post('/dashboard/roles', {
      name: 'Spare Admin',
      permissions: ['manage settings'],
    });
    expect(spare.status).toBe(302);
    await lead.send('delete', `/dashboard/roles/${(await role('Spare Admin')).id}`);
    expect((await lead.visit('/dashboard/roles')).body.flash.error).toBe(
      english(OWNER_ONLY_MESSAGE),
    );
    expect(await role('Spare Admin')).toBeDefined();
  });

  test('the owner may create and change roles with any permission', async () => {
    expect(
      (
        await owner.post('/dashboard/roles', {
          name: 'Deputy',
          permissions: ['manage employees', 'manage settings', 'view stats'],
        })
      ).status,
    ).toBe(302);
    expect(await granted((await role('Deputy')).id)).toEqual([
      'manage employees',
      'manage settings',
      'view stats',
    ]);
  });
});

describe('giving roles to employees', () => {
  // Bao and Cindy start with no role: a Technician holds views the lead lacks, and is therefore the owner's to change.
  beforeAll(async () => {
    for (const n of ['1002', '1003'])
      await t.db
        .update(employees)
        .set({ roleId: null })
        .where(eq(employees.id, (await employeeByNumber(t.db, lotusId, n))!.id));
  });

  test('a holder of "manage employees" cannot give a role with permissions they lack', async () => {
    const bao = (await employeeByNumber(t.db, lotusId, '1002'))!;
    const everything = await role('Everything');
    const errors = await errorsAfter(
      lead,
      'put',
      `/dashboard/employees/${bao.id}`,
      employeeBody(bao, { role_id: everything.id }),
      `/dashboard/employees/${bao.id}/edit`,
    );
    expect(errors.role_id).toBe(english(OWNER_ONLY_MESSAGE));
    const floor = await owner.post('/dashboard/roles', {
      name: 'Stats Only',
      permissions: ['view stats'],
    });
    expect(floor.status).toBe(302);
    const lacking = await errorsAfter(
      lead,
      'put',
      `/dashboard/employees/${bao.id}`,
      employeeBody(bao, { role_id: (await role('Stats Only')).id }),
      `/dashboard/employees/${bao.id}/edit`,
    );
    expect(english(lacking.role_id)).toBe(
      'You cannot give this role: it has permissions you do not have yourself (“See stats”).',
    );
    expect((await employeeByNumber(t.db, lotusId, '1002'))!.roleId).toBe(bao.roleId);
  });

  test('nor hire someone straight into such a role', async () => {
    const body = {
      name: 'New Boss',
      employee_id: '4001',
      phone: '',
      email: '',
      calendar_color: '#6b7280',
      is_active: true,
      role_id: (await role('Everything')).id,
      password: '1234',
      card_swipe_id: '',
      avatar_url: '',
    };
    expect(
      (await errorsAfter(lead, 'post', '/dashboard/employees', body, '/dashboard/employees/create'))
        .role_id,
    ).toBe(english(OWNER_ONLY_MESSAGE));
    expect(await employeeByNumber(t.db, lotusId, '4001')).toBeUndefined();
  });

  test('but may give a role whose permissions they all hold, and keep an employee’s role while editing them', async () => {
    const cindy = (await employeeByNumber(t.db, lotusId, '1003'))!;
    // A role of this test's own, with only what the lead holds.
    expect(
      (
        await owner.post('/dashboard/roles', {
          name: 'Door Greeter',
          permissions: ['view checkins', 'view customers'],
        })
      ).status,
    ).toBe(302);
    const greeter = await role('Door Greeter');
    expect(
      (
        await lead.send(
          'put',
          `/dashboard/employees/${cindy.id}`,
          employeeBody(cindy, { role_id: greeter.id }),
        )
      ).status,
    ).toBe(303);
    expect((await employeeByNumber(t.db, lotusId, '1003'))!.roleId).toBe(greeter.id);
  });

  test('cannot change an employee whose role has more than they have (a new password would be a way in)', async () => {
    const anna = (await employeeByNumber(t.db, lotusId, '1001'))!;
    await t.db
      .update(employees)
      .set({ roleId: (await role('Everything')).id })
      .where(eq(employees.id, anna.id));
    const fresh = (await employeeByNumber(t.db, lotusId, '1001'))!;
    await lead.send(
      'put',
      `/dashboard/employees/${anna.id}`,
      employeeBody(fresh, { password: 'taken-over' }),
    );
    expect(
      english((await lead.visit(`/dashboard/employees/${anna.id}/edit`)).body.flash.error),
    ).toBe(
      'Only the store owner may change this employee: their role has permissions you do not have.',
    );
    expect((await employeeByNumber(t.db, lotusId, '1001'))!.passwordHash).toBe(fresh.passwordHash);
    await t.db.update(employees).set({ roleId: anna.roleId }).where(eq(employees.id, anna.id));
  });

  test('an employee signed in with "manage employees" cannot give themselves a bigger role', async () => {
    const helen = (await employeeByNumber(t.db, lotusId, '1008'))!;
    const staffLead = await role('Staff Lead');
    // Helen holds a role with what she needs to edit employees, but not the owner-only permissions: the owner made it for her.
    expect(
      (
        await owner.post('/dashboard/roles', {
          name: 'Helper',
          permissions: ['manage employees', 'view employees'],
        })
      ).status,
    ).toBe(302);
    const helper = await role('Helper');
    await t.db.update(employees).set({ roleId: helper.id }).where(eq(employees.id, helen.id));
    const device = await signedIn(t.app, 'owner@example.com');
    const front = (await device.visit('/dashboard/stations')).body.props.stations.find(
      (s: { name: string }) => s.name === 'Front Desk',
    );
    await device.post(`/dashboard/stations/${front.id}/select`);
    await device.post('/logout');
    expect(
      (await device.post('/employee/login', { user_id: '1008', password: '1234' })).headers
        .location,
    ).toBe('/dashboard');
    const me = (await employeeByNumber(t.db, lotusId, '1008'))!;
    // Her own role includes "manage employees", so even she may not change herself: that is the owner's.
    for (const target of [(await role('Everything')).id, staffLead.id]) {
      await device.send(
        'put',
        `/dashboard/employees/${me.id}`,
        employeeBody(me, { role_id: target }),
      );
      expect((await employeeByNumber(t.db, lotusId, '1008'))!.roleId).toBe(helper.id);
    }
  });
});
