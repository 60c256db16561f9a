import { clockRecords } from '../../database/schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { employeeByNumber, storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import {
  employeePayrollSettings,
  employeeWorkingHours,
  employees,
  roles,
} from '../../database/schema';
import { hashPassword, verifyPassword } from '../../server/domain/access/passwords';
import { DomainError } from '../../server/domain/errors';
import { hireEmployee, STAFF_NUMBER_TAKEN } from '../../server/domain/staff/employees';
import { uniqueViolation } from '../../database/errors';

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

async function employee(staffNumber: string, store = lotusId) {
  const row = await employeeByNumber(t.db, store, staffNumber);
  return row;
}

/**
 * A store's employees outside the trash as the database has them, in list order: other tests add employees
 * of their own, so the list is checked against this rather than against the seed alone.
 */
function staffOf(store: number, filter?: SQL) {
  return t.db
    .select()
    .from(employees)
    .where(and(eq(employees.storeId, store), isNull(employees.deletedAt), filter))
    .orderBy(asc(employees.name), asc(employees.id));
}

/** A Lotus employee of one test's own (a staff number no other test uses), so that no test changes what another reads. */
async function hire(staffNumber: string, name: string) {
  const [row] = await t.db
    .insert(employees)
    .values({
      storeId: lotusId,
      name,
      staffNumber,
      cardSwipeId: `CARD${staffNumber}`,
      passwordHash: await hashPassword('1234'),
    })
    .returning();
  return row;
}

async function roleId(name: string, storeId = lotusId) {
  const [row] = await t.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.storeId, storeId), eq(roles.name, name)));
  return row.id;
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lily Tran',
  employee_id: '3001',
  phone: '(212) 555-0199',
  email: 'lily@example.com',
  calendar_color: '#0EA5E9',
  is_active: true,
  role_id: '',
  password: 'secret',
  card_swipe_id: '',
  avatar_url: '',
  ...overrides,
});

/** After a redirect, the next page carries the flash (at page level) and the errors. */
async function nextPage(c: Client, url = '/dashboard/employees') {
  const { props, flash } = (await c.visit(url)).body;
  return { ...props, flash };
}

describe('the employee list', () => {
  test('shows the store’s employees with staff number, formatted phone, role and active flag, fifteen a page', async () => {
    const res = await owner.visit('/dashboard/employees');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Employees/Index');
    const { employees: page, filters } = res.body.props;
    expect(filters).toEqual({ q: '', status: 'all' });
    const staff = await staffOf(lotusId);
    expect(page).toMatchObject({
      current_page: 1,
      last_page: Math.ceil(staff.length / 15),
      per_page: 15,
      total: staff.length,
    });
    expect(page.data.map((e: { name: string }) => e.name)).toEqual(
      staff.slice(0, 15).map((e) => e.name),
    );
    const seeded = [
      'Anna Nguyen',
      'Bao Tran',
      'Cindy Le',
      'David Pham',
      'Emily Vo',
      'Frank Hoang',
      'Grace Dang',
      'Helen Bui',
    ];
    expect(
      page.data
        .map((e: { name: string }) => e.name)
        .filter((name: string) => seeded.includes(name)),
    ).toEqual(seeded);
    const byNumber = (n: string) =>
      page.data.find((e: { employee_id: string }) => e.employee_id === n);
    expect(byNumber('1001')).toMatchObject({
      employee_id: '1001',
      phone: '5550001001',
      phone_formatted: '(555) 000-1001',
      role_name: 'Manager',
      is_active: true,
    });
    expect(byNumber('1002').role_name).toBe('Technician');
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
  });

  test('searches by name, staff number or phone digits and echoes the search back', async () => {
    const names = async (query: string) =>
      (await owner.visit(`/dashboard/employees?${query}`)).body.props.employees.data.map(
        (e: { name: string }) => e.name,
      );
    expect(await names('q=anna')).toEqual(['Anna Nguyen']);
    expect(await names('q=1003')).toEqual(['Cindy Le']);
    expect(await names(`q=${encodeURIComponent('(555) 000-1002')}`)).toEqual(['Bao Tran']);
    expect(await names('q=nobody')).toEqual([]);
    expect(
      (await owner.visit('/dashboard/employees?q=anna&status=active')).body.props.filters,
    ).toEqual({ q: 'anna', status: 'active' });
  });

  test('filters active and inactive employees, and ignores an unknown status', async () => {
    await hire('3201', 'Ina Active');
    await t.db
      .update(employees)
      .set({ isActive: false })
      .where(and(eq(employees.storeId, lotusId), eq(employees.staffNumber, '3201')));
    const list = async (status: string) =>
      (await owner.visit(`/dashboard/employees?status=${status}`)).body.props;
    const inactive = (await list('inactive')).employees.data.map((e: { name: string }) => e.name);
    expect(inactive).toContain('Ina Active');
    expect(inactive).toEqual(
      (await staffOf(lotusId, eq(employees.isActive, false))).map((e) => e.name),
    );
    expect((await list('active')).employees.total).toBe(
      (await staffOf(lotusId, eq(employees.isActive, true))).length,
    );
    expect((await list('bogus')).filters.status).toBe('all');
  });

  test('never shows another store’s employees', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const { employees: page } = (await other.visit('/dashboard/employees')).body.props;
    expect(page.data.map((e: { employee_id: string }) => e.employee_id)).toEqual(
      expect.arrayContaining(['2001', '2002', '2003']),
    );
    expect(page.data.map((e: { id: number }) => e.id)).toEqual(
      (await staffOf(roseId)).map((e) => e.id),
    );
  });

  test('is open to the manager, who may view but not manage employees', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/employees')).status).toBe(200);
    expect((await manager.visit('/dashboard/employees/trashed')).status).toBe(200);
    const anna = await employee('1001');
    expect((await manager.visit(`/dashboard/employees/${anna.id}/edit`)).status).toBe(200);
  });
});

describe('creating an employee', () => {
  test('shows the form with the store’s own roles only', async () => {
    const res = await owner.visit('/dashboard/employees/create');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Employees/Create');
    expect(res.body.props.roles.map((r: { name: string }) => r.name)).toEqual([
      'Manager',
      'Technician',
    ]);
  });

  test('stores the employee with phone digits, a hashed password, default payroll settings and a week of working hours', async () => {
    const res = await owner.post(
      '/dashboard/employees',
      valid({ role_id: await roleId('Technician'), card_swipe_id: 'CARD3001' }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard/employees');
    expect((await nextPage(owner)).flash.success).toBe('Employee created.');

    const row = await employee('3001');
    expect(row).toMatchObject({
      name: 'Lily Tran',
      phone: '2125550199',
      email: 'lily@example.com',
      calendarColor: '#0ea5e9',
      isActive: true,
      cardSwipeId: 'CARD3001',
      deletedAt: null,
    });
    expect(row.roleId).toBe(await roleId('Technician'));
    expect(row.passwordHash).not.toContain('secret');
    expect(await verifyPassword('secret', row.passwordHash)).toBe(true);
    const [settings] = await t.db
      .select()
      .from(employeePayrollSettings)
      .where(eq(employeePayrollSettings.employeeId, row.id));
    expect(settings).toMatchObject({
      storeId: lotusId,
      commissionRateBp: 6000,
      checkPercentBp: 10000,
      hourlyRateCents: null,
    });
    const hours = await t.db
      .select()
      .from(employeeWorkingHours)
      .where(eq(employeeWorkingHours.employeeId, row.id));
    expect(hours).toHaveLength(7);
  });

  test('redirects back with an error for a missing name, a bad phone and a short password, and stores nothing', async () => {
    const res = await owner.post(
      '/dashboard/employees',
      valid({ name: '  ', employee_id: '3002', phone: '555-12', password: '123' }),
    );
    expect(res.status).toBe(302);
    const { errors } = await nextPage(owner, '/dashboard/employees/create');
    expect(errors).toMatchObject({
      name: 'The name field is required.',
      phone: 'The phone must be a 10-digit phone number.',
      password: 'The password must be at least 4 characters.',
    });
    expect(await employee('3002')).toBeUndefined();
  });

  test('refuses a staff number the store already uses, even by an employee in the trash', async () => {
    await owner.post('/dashboard/employees', valid({ employee_id: '1002' }));
    expect((await nextPage(owner, '/dashboard/employees/create')).errors.employee_id).toBe(
      'The User ID has already been taken.',
    );

    const helen = await employee('1008');
    await t.db.update(employees).set({ deletedAt: new Date() }).where(eq(employees.id, helen.id));
    await owner.post('/dashboard/employees', valid({ employee_id: '1008' }));
    expect((await nextPage(owner, '/dashboard/employees/create')).errors.employee_id).toBe(
      'The User ID has already been taken.',
    );
    await t.db.update(employees).set({ deletedAt: null }).where(eq(employees.id, helen.id));
  });

  test('allows a staff number that only another store uses', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const res = await other.post(
      '/dashboard/employees',
      valid({ employee_id: '1001', name: 'Rose Anna' }),
    );
    expect(res.status).toBe(302);
    expect((await nextPage(other)).flash.success).toBe('Employee created.');
    expect((await employee('1001', roseId)).name).toBe('Rose Anna');
  });

  test('reports every error in one pass: a bad phone together with a taken User ID, a taken card and a role of another store', async () => {
    const body = valid({
      employee_id: '1001',
      card_swipe_id: 'card1002',
      phone: '555-12',
      role_id: await roleId('Technician', roseId),
    });
    await owner.post('/dashboard/employees', body);
    expect((await nextPage(owner, '/dashboard/employees/create')).errors).toEqual({
      phone: 'The phone must be a 10-digit phone number.',
      employee_id: 'The User ID has already been taken.',
      card_swipe_id: 'The card swipe ID has already been taken.',
      role_id: 'The selected role is invalid.',
    });
    // Valid except for what only the database knows: still all of it at once.
    await owner.post(
      '/dashboard/employees',
      valid({ employee_id: '1001', card_swipe_id: 'CARD1002' }),
    );
    expect((await nextPage(owner, '/dashboard/employees/create')).errors).toEqual({
      employee_id: 'The User ID has already been taken.',
      card_swipe_id: 'The card swipe ID has already been taken.',
    });
  });

  test('refuses a card swipe ID the store already uses', async () => {
    await owner.post(
      '/dashboard/employees',
      valid({ employee_id: '3003', card_swipe_id: 'CARD1004' }),
    );
    expect((await nextPage(owner, '/dashboard/employees/create')).errors.card_swipe_id).toBe(
      'The card swipe ID has already been taken.',
    );
    expect(await employee('3003')).toBeUndefined();
  });

  test('refuses a role that belongs to another store', async () => {
    await owner.post(
      '/dashboard/employees',
      valid({ employee_id: '3004', role_id: await roleId('Technician', roseId) }),
    );
    expect((await nextPage(owner, '/dashboard/employees/create')).errors.role_id).toBe(
      'The selected role is invalid.',
    );
    expect(await employee('3004')).toBeUndefined();
  });

  test('answers a JSON caller with 422 and the field errors', async () => {
    const res = await owner.json('/dashboard/employees', { name: 'No Number' });
    expect(res.status).toBe(422);
    expect(res.body.errors.employee_id).toBe('The User ID field is required.');
  });

  test('two simultaneous saves of one staff number store exactly one employee', async () => {
    const input = {
      name: 'Twin',
      staffNumber: '3999',
      phone: null,
      email: null,
      calendarColor: '#6b7280',
      isActive: true,
      roleId: null,
      cardSwipeId: null,
      avatarUrl: null,
      password: '1234',
    };
    const ownerActor = { roles: ['store user'], isReferal: false, permissions: [] };
    const results = await Promise.allSettled([
      hireEmployee(t.db, lotusId, ownerActor, input),
      hireEmployee(t.db, lotusId, ownerActor, input),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(DomainError);
    expect(rejected.reason).toMatchObject({ message: STAFF_NUMBER_TAKEN, field: 'employee_id' });
    expect(
      await t.db
        .select()
        .from(employees)
        .where(and(eq(employees.storeId, lotusId), eq(employees.staffNumber, '3999'))),
    ).toHaveLength(1);
  });

  test('recognises the unique index a database write broke', async () => {
    const error = await t.db
      .insert(employees)
      .values({ storeId: lotusId, name: 'Dup', staffNumber: '1001', passwordHash: 'x' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(uniqueViolation(error)).toBe('employees_store_id_staff_number_unique');
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });
});

describe('editing an employee', () => {
  test('shows the employee’s fields without the password hash', async () => {
    const bao = await employee('1002');
    const res = await owner.visit(`/dashboard/employees/${bao.id}/edit`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Employees/Edit');
    expect(res.body.props.employee).toEqual({
      id: bao.id,
      name: 'Bao Tran',
      employee_id: '1002',
      phone: '5550001002',
      email: 'bao@example.com',
      calendar_color: '#2563eb',
      is_active: true,
      role_id: await roleId('Technician'),
      avatar_url: '',
      has_card: true,
      locale: 'en',
    });
    expect(res.body.props.roles).toHaveLength(2);
    // Neither credential reaches the page: a card swipe id signs in on its own.
    expect(JSON.stringify(res.body.props)).not.toMatch(
      /password_hash|passwordHash|scrypt|CARD1002/,
    );
  });

  test('a blank card keeps the card on file, a new one replaces it, and "remove the card" takes it away', async () => {
    const lan = await hire('3303', 'Lan Vo');
    const edit = (body: Record<string, unknown>) =>
      owner.send(
        'put',
        `/dashboard/employees/${lan.id}`,
        valid({ name: 'Lan Vo', employee_id: '3303', password: '', ...body }),
      );
    expect((await edit({ card_swipe_id: '' })).status).toBe(303);
    expect((await employee('3303')).cardSwipeId).toBe('CARD3303');
    await edit({ card_swipe_id: 'CARD9303' });
    expect((await employee('3303')).cardSwipeId).toBe('CARD9303');
    await edit({ card_swipe_id: '', remove_card: true });
    expect((await employee('3303')).cardSwipeId).toBeNull();
    expect(
      (await owner.visit(`/dashboard/employees/${lan.id}/edit`)).body.props.employee.has_card,
    ).toBe(false);
  });

  test('saves the changes and keeps the password when none is given', async () => {
    const bao = await hire('3301', 'Bao Tan');
    const res = await owner.send(
      'put',
      `/dashboard/employees/${bao.id}`,
      valid({
        name: 'Bao T. Tran',
        employee_id: '3301',
        phone: '646.555.0101',
        email: '',
        calendar_color: '#111111',
        is_active: false,
        role_id: await roleId('Manager'),
        password: '',
        card_swipe_id: 'CARD3301',
        avatar_url: 'https://example.com/bao.png',
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/employees');
    expect((await nextPage(owner)).flash.success).toBe('Employee updated.');
    const row = await employee('3301');
    expect(row).toMatchObject({
      name: 'Bao T. Tran',
      phone: '6465550101',
      email: null,
      calendarColor: '#111111',
      isActive: false,
      avatarUrl: 'https://example.com/bao.png',
    });
    expect(row.roleId).toBe(await roleId('Manager'));
    expect(row.passwordHash).toBe(bao.passwordHash);
  });

  test('changes the password when a new one is given, and refuses a short one', async () => {
    const cindy = await hire('3302', 'Cindy Lee');
    await owner.send(
      'put',
      `/dashboard/employees/${cindy.id}`,
      valid({ name: 'Cindy Lee', employee_id: '3302', password: '12' }),
    );
    expect((await nextPage(owner, `/dashboard/employees/${cindy.id}/edit`)).errors.password).toBe(
      'The password must be at least 4 characters.',
    );
    expect(await verifyPassword('1234', (await employee('3302')).passwordHash)).toBe(true);
    await owner.send(
      'put',
      `/dashboard/employees/${cindy.id}`,
      valid({
        name: 'Cindy Lee',
        employee_id: '3302',
        card_swipe_id: 'CARD3302',
        password: '9876',
      }),
    );
    expect(await verifyPassword('9876', (await employee('3302')).passwordHash)).toBe(true);
  });

  test('refuses another employee’s staff number', async () => {
    const cindy = await employee('1003');
    await owner.send(
      'put',
      `/dashboard/employees/${cindy.id}`,
      valid({ name: 'Cindy Le', employee_id: '1004', password: '' }),
    );
    expect(
      (await nextPage(owner, `/dashboard/employees/${cindy.id}/edit`)).errors.employee_id,
    ).toBe('The User ID has already been taken.');
    expect((await employee('1003')).name).toBe('Cindy Le');
  });
});

describe('the trash', () => {
  test('moves an employee to the trash, lists them there, and restores them', async () => {
    const david = await employee('1004');
    const trashed = await owner.send('delete', `/dashboard/employees/${david.id}`);
    expect(trashed.status).toBe(303);
    expect(trashed.headers.location).toBe('/dashboard/employees');
    const index = await nextPage(owner);
    expect(index.flash.success).toBe('Employee moved to trash.');
    expect(index.employees.data.map((e: { id: number }) => e.id)).not.toContain(david.id);
    expect((await employee('1004')).deletedAt).toBeInstanceOf(Date);

    const trash = await owner.visit('/dashboard/employees/trashed');
    expect(trash.body.component).toBe('Admin/Employees/Trashed');
    expect(trash.body.props.employees.data.map((e: { name: string }) => e.name)).toEqual([
      'David Pham',
    ]);
    expect(trash.body.props.employees.data[0].deleted_at).toBe(
      (await employee('1004')).deletedAt!.toISOString(),
    );
    expect((await owner.visit(`/dashboard/employees/${david.id}/edit`)).status).toBe(404);

    const restored = await owner.send('put', `/dashboard/employees/${david.id}/restore`);
    expect(restored.status).toBe(303);
    expect(restored.headers.location).toBe('/dashboard/employees/trashed');
    const after = await nextPage(owner, '/dashboard/employees/trashed');
    expect(after.flash.success).toBe('Employee restored.');
    expect(after.employees.total).toBe(0);
    expect((await employee('1004')).deletedAt).toBeNull();
  });

  test('cannot restore an employee who is not in the trash, nor trash one twice', async () => {
    const emily = await employee('1005');
    expect((await owner.send('put', `/dashboard/employees/${emily.id}/restore`)).status).toBe(404);
    expect((await owner.send('delete', `/dashboard/employees/${emily.id}`)).status).toBe(303);
    expect((await owner.send('delete', `/dashboard/employees/${emily.id}`)).status).toBe(404);
    await owner.send('put', `/dashboard/employees/${emily.id}/restore`);
  });

  test('refuses to trash someone who is clocked in, and says why', async () => {
    const grace = await employee('1007');
    await t.db
      .insert(clockRecords)
      .values({ storeId: grace.storeId, employeeId: grace.id, clockIn: new Date() });
    const res = await owner.send(
      'delete',
      `/dashboard/employees/${grace.id}`,
      {},
      { Host: 'salon.test', Referer: 'http://salon.test/dashboard/employees' },
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/employees');
    expect((await nextPage(owner)).flash.error).toBe(
      'Grace Dang is clocked in. Clock them out before moving them to the trash.',
    );
    expect((await employee('1007')).deletedAt).toBeNull();
  });
});

describe('permissions and tenancy', () => {
  test('the manager, without "manage employees", gets 403 on every change', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    const frank = await employee('1006');
    expect((await manager.visit('/dashboard/employees/create')).status).toBe(403);
    expect(
      (await manager.post('/dashboard/employees', valid({ employee_id: '3100' }))).status,
    ).toBe(403);
    expect(
      (
        await manager.send(
          'put',
          `/dashboard/employees/${frank.id}`,
          valid({ employee_id: '1006' }),
        )
      ).status,
    ).toBe(403);
    expect((await manager.send('delete', `/dashboard/employees/${frank.id}`)).status).toBe(403);
    expect((await manager.send('put', `/dashboard/employees/${frank.id}/restore`)).status).toBe(
      403,
    );
    expect(await employee('3100')).toBeUndefined();
    expect((await employee('1006')).deletedAt).toBeNull();
  });

  test('another store’s owner gets 404 for a Lotus employee on every employee route', async () => {
    const other = await signedIn(t.app, 'owner2@example.com');
    const grace = await employee('1007');
    expect((await other.visit(`/dashboard/employees/${grace.id}/edit`)).status).toBe(404);
    expect(
      (await other.send('put', `/dashboard/employees/${grace.id}`, valid({ employee_id: '1007' })))
        .status,
    ).toBe(404);
    expect((await other.send('delete', `/dashboard/employees/${grace.id}`)).status).toBe(404);
    await t.db.update(employees).set({ deletedAt: new Date() }).where(eq(employees.id, grace.id));
    expect((await other.send('put', `/dashboard/employees/${grace.id}/restore`)).status).toBe(404);
    await t.db.update(employees).set({ deletedAt: null }).where(eq(employees.id, grace.id));
    expect(await employee('1007')).toMatchObject({ name: 'Grace Dang', deletedAt: null });
  });

  test('a word where an id belongs is not an employee', async () => {
    expect((await owner.visit('/dashboard/employees/abc/edit')).status).toBe(404);
  });
});

describe('paging', () => {
  test('serves fifteen employees a page with links that keep the filters, and clamps a page past the end', async () => {
    await t.db.insert(employees).values(
      Array.from({ length: 20 }, (_, i) => ({
        storeId: lotusId,
        name: `Zed ${String(i).padStart(2, '0')}`,
        staffNumber: `Z${i}`,
        passwordHash: 'x',
      })),
    );
    const first = (await owner.visit('/dashboard/employees?q=zed')).body.props.employees;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 15, total: 20 });
    expect(first.data).toHaveLength(15);
    expect(first.links.map((l: { kind: string; label: string }) => [l.kind, l.label])).toEqual([
      ['previous', ''],
      ['page', '1'],
      ['page', '2'],
      ['next', ''],
    ]);
    expect(first.links[3].url).toBe('/dashboard/employees?q=zed&page=2');
    expect(first.links[0].url).toBeNull();

    const second = (await owner.visit('/dashboard/employees?q=zed&page=2')).body.props.employees;
    expect(second.current_page).toBe(2);
    expect(second.data.map((e: { name: string }) => e.name)).toEqual([
      'Zed 15',
      'Zed 16',
      'Zed 17',
      'Zed 18',
      'Zed 19',
    ]);
    expect(
      (await owner.visit('/dashboard/employees?q=zed&page=99')).body.props.employees.current_page,
    ).toBe(2);
  });
});
