import { describe, expect, test } from 'vitest';
import { can, type Actor } from '../../server/domain/access/permissions';
import { menuFor, MENU_ROUTE_NAMES, homeRouteFor, type MenuItem } from '../../common/menu';
import { routes } from '../../routes/index';

const actor = (over: Partial<Actor>): Actor => ({
  kind: 'user',
  id: 1,
  storeId: 1,
  name: 'A',
  email: null,
  avatarUrl: null,
  roles: [],
  permissions: [],
  isReferal: false,
  ...over,
});
const names = (items: MenuItem[]) =>
  items.flatMap((i) => ('group' in i ? i.children.map((c) => c.route) : [i.route]));

describe('the permission rule of docs/requirements.md §6', () => {
  test('nobody signed in can do nothing', () => {
    expect(can(null, 'view employees')).toBe(false);
  });
  test('a referral user is refused everything, even holding the store user role', () => {
    expect(
      can(
        actor({ roles: ['store user'], isReferal: true, permissions: ['view employees'] }),
        'view employees',
      ),
    ).toBe(false);
  });
  test('a store user may do everything', () => {
    expect(can(actor({ roles: ['store user'] }), 'manage settings')).toBe(true);
  });
  test('anyone else needs the permission in their list', () => {
    const manager = actor({ roles: ['Manager'], permissions: ['view employees'] });
    expect(can(manager, 'view employees')).toBe(true);
    expect(can(manager, 'manage employees')).toBe(false);
  });
  test('a super admin holds no store permission', () => {
    expect(can(actor({ roles: ['super admin'], storeId: null }), 'view employees')).toBe(false);
  });
});

describe('the sidebar', () => {
  test('every menu entry is a route in the route table', () => {
    const table = new Set(routes.map((r) => r.name));
    expect(MENU_ROUTE_NAMES.filter((n) => !table.has(n))).toEqual([]);
  });
  test('a super admin sees only Users, Invoice, Packages and Supports', () => {
    expect(names(menuFor(actor({ roles: ['super admin'], storeId: null })))).toEqual([
      'users.index',
      'user-invoices.index',
      'packages.index',
      'supports.index',
    ]);
  });
  test('a referral store user sees only their Users page and Supports', () => {
    expect(names(menuFor(actor({ roles: ['store user'], isReferal: true })))).toEqual([
      'users.user_refs',
      'supports.index',
    ]);
  });
  test('a store user sees every store entry and the Settings group last', () => {
    const menu = menuFor(actor({ roles: ['store user'] }));
    expect(names(menu)).toContain('payrolls.report');
    expect(names(menu)).not.toContain('users.index');
    expect(menu.at(-1)).toMatchObject({ group: 'Settings' });
  });
  test('groups with no visible entry are dropped', () => {
    const menu = menuFor(actor({ roles: ['Manager'], permissions: ['view customers'] }));
    expect(menu.filter((i) => 'group' in i).map((i) => (i as { group: string }).group)).toEqual([
      'Customers',
    ]);
  });
  test('payroll reports open with type=salary', () => {
    const payroll = menuFor(actor({ roles: ['store user'] })).find(
      (i) => 'group' in i && i.group === 'Payroll',
    ) as { children: { route: string; query?: object }[] };
    expect(payroll.children.find((c) => c.route === 'payrolls.report')?.query).toEqual({
      type: 'salary',
    });
  });
  test('each kind of account lands on its own first page', () => {
    expect(homeRouteFor(actor({ roles: ['super admin'], storeId: null }))).toBe('users.index');
    expect(homeRouteFor(actor({ roles: ['store user'], isReferal: true }))).toBe('users.user_refs');
    expect(homeRouteFor(actor({ roles: ['store user'] }))).toBe('dashboard');
  });
});
