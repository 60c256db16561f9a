import { describe, expect, test, beforeAll } from 'vitest';
import { route as ziggyRoute } from 'ziggy-js';
import { expressPath, toZiggy, group, get, post, ID_PATTERN } from '../../server/http/router';
import { registerRouteTable, routeUrl } from '../../server/http/urls';
import type { RouteName } from '../../common/routes';
import { routes } from '../../routes/index';

const config = toZiggy(routes, 'http://salon.test');
const build = (name: string, params?: unknown) =>
  ziggyRoute(name, params as never, false, config as never);

describe('the route table exported for Ziggy', () => {
  test('has the spec paths for the sidebar routes', () => {
    expect(build('dashboard')).toBe('/dashboard');
    expect(build('pos.select_technician')).toBe('/dashboard/pos/pay');
    expect(build('invoices.index')).toBe('/dashboard/invoices');
    expect(build('invoices.draft')).toBe('/dashboard/invoices/draft');
    expect(build('turn_managements.index')).toBe('/dashboard/turn-managements');
    expect(build('clock-in-outs.index')).toBe('/dashboard/clock-in-outs');
    expect(build('payrolls.report', { type: 'salary' })).toBe(
      '/dashboard/payrolls/reports?type=salary',
    );
    expect(build('appointments.calendars')).toBe('/dashboard/appointments/calendars');
  });
  test("has Laravel's auth paths", () => {
    expect(build('login')).toBe('/login');
    expect(build('password.reset', { token: 'abc' })).toBe('/reset-password/abc');
    expect(build('password.confirm')).toBe('/user/confirm-password');
    expect(build('verification.verify', { id: 3, hash: 'a'.repeat(40) })).toBe(
      `/email/verify/3/${'a'.repeat(40)}`,
    );
    expect(build('employee.login')).toBe('/employee/login');
  });
  test('writes uris without a leading slash and GET routes as GET and HEAD', () => {
    expect(config.routes['stations.index']).toMatchObject({
      uri: 'dashboard/stations',
      methods: ['GET', 'HEAD'],
    });
    expect(config.routes.logout.methods).toEqual(['POST']);
    expect(config.defaults).toEqual({});
  });
  test('throws for an unknown name, a missing parameter and a malformed one (docs/requirements.md §8)', () => {
    expect(() => build('nope.index')).toThrow(/route 'nope.index' is not in the route list/);
    expect(() => build('stations.update')).toThrow(/'station' parameter is required/);
    expect(() => build('stations.update', { station: 'abc' })).toThrow(
      /does not match required format/,
    );
  });
  test('route names are unique', () => {
    const names = routes.map((r) => r.name);
    expect(names.length).toBe(new Set(names).size);
  });
});

describe('route building blocks', () => {
  test('groups prefix paths and prepend middleware', () => {
    const [r] = group({ prefix: '/dashboard', middleware: ['auth'] }, [
      get('/x/{thing}', 'x.show', () => {}, { middleware: ['store'] }),
    ]);
    expect(r).toMatchObject({
      path: '/dashboard/x/{thing}',
      middleware: ['auth', 'store'],
      wheres: { thing: ID_PATTERN },
    });
  });
  test('a parameter in a group prefix is a numeric id too, unless the route names its own pattern', () => {
    const [r] = group({ prefix: '/pos/customers/{customer}/rewards' }, [
      get('', 'p.rewards', () => {}),
    ]);
    expect(r.wheres).toEqual({ customer: ID_PATTERN });
    const [k] = group({ prefix: '/kiosk/{token}' }, [
      get('', 'k.show', () => {}, { wheres: { token: '[A-Za-z0-9_-]{32}' } }),
    ]);
    expect(k.wheres).toEqual({ token: '[A-Za-z0-9_-]{32}' });
  });
  test('converts Laravel-style parameters to Express paths', () => {
    expect(expressPath('/a/{id}/b')).toBe('/a/:id/b');
    expect(expressPath('/a/{page?}')).toBe('/a{/:page}');
  });
  test('the server builds the same URLs by name', () => {
    registerRouteTable([post('/s/{station}/select', 's.select', () => {})]);
    expect(routeUrl('s.select' as RouteName, { station: 4 }, { a: 1 })).toBe('/s/4/select?a=1');
    expect(() => routeUrl('s.select' as RouteName, { station: 'x' })).toThrow(/does not match/);
    expect(() => routeUrl('missing' as RouteName)).toThrow(/not in the route list/);
  });
});

beforeAll(() => registerRouteTable(routes));
