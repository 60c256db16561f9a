import { describe, expect, test, vi } from 'vitest';
import { always, defer, merge, optional } from '../../server/inertia/props';
import { resolveProps } from '../../server/inertia/props';
import { scriptSafeJson } from '../../server/inertia/html';
import { titleFromComponent } from '../../server/inertia/index';

describe('resolving props for a full load', () => {
  test('evaluates closures and leaves optional and deferred props unevaluated', async () => {
    const lazy = vi.fn(() => 'x');
    const later = vi.fn(() => 'y');
    const r = await resolveProps(
      { a: () => 1, b: optional(lazy), c: defer(later, 'side'), errors: {} },
      null,
    );
    expect(r.props).toEqual({ a: 1, errors: {} });
    expect(r.deferredProps).toEqual({ side: ['c'] });
    expect(lazy).not.toHaveBeenCalled();
    expect(later).not.toHaveBeenCalled();
  });
  test('records nested deferred props with dot paths', async () => {
    const r = await resolveProps({ auth: { user: 1, notes: defer(() => []) } }, null);
    expect(r.props).toEqual({ auth: { user: 1 } });
    expect(r.deferredProps).toEqual({ default: ['auth.notes'] });
  });
  test('lists merge props', async () => {
    const r = await resolveProps({ items: merge([1, 2]) }, null);
    expect(r.mergeProps).toEqual(['items']);
    expect(r.props.items).toEqual([1, 2]);
  });
});

describe('resolving props for a partial reload', () => {
  const input = () => ({
    a: 1,
    b: optional(() => 2),
    c: defer(() => 3),
    auth: { user: { name: 'N' }, token: 't' },
    sticky: always('s'),
    errors: {},
  });
  test('only: returns what was asked plus errors and always props', async () => {
    const r = await resolveProps(input(), { only: ['b', 'c'], except: [] });
    expect(r.props).toEqual({ b: 2, c: 3, sticky: 's', errors: {} });
    expect(r.deferredProps).toBeUndefined();
  });
  test('only with a dot path keeps the parent path only', async () => {
    const r = await resolveProps(input(), { only: ['auth.user'], except: [] });
    expect(r.props).toEqual({ auth: { user: { name: 'N' } }, sticky: 's', errors: {} });
  });
  test('a parent in only carries all its children', async () => {
    const r = await resolveProps(input(), { only: ['auth'], except: [] });
    expect(r.props.auth).toEqual({ user: { name: 'N' }, token: 't' });
  });
  test('except drops a nested key and wins over only', async () => {
    const r = await resolveProps(input(), { only: ['auth', 'a'], except: ['auth.token', 'a'] });
    expect(r.props).toEqual({ auth: { user: { name: 'N' } }, sticky: 's', errors: {} });
  });
  test('always props survive being excepted', async () => {
    const r = await resolveProps(input(), { only: [], except: ['sticky', 'errors'] });
    expect(r.props.sticky).toBe('s');
    expect(r.props.errors).toEqual({});
  });
});

describe('protocol helpers', () => {
  test('JSON in a script element cannot close it and round-trips', () => {
    const value = { x: '</script><script>alert(1)</script>', y: '<!-- & "q" ünï \u2028' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/<\/|<!--/);
    expect(JSON.parse(text)).toEqual(value);
  });
  test('titles come from component names', () => {
    expect(titleFromComponent('Admin/Employees/Index')).toBe('Employees');
    expect(titleFromComponent('Admin/Dashboard')).toBe('Dashboard');
    expect(titleFromComponent('Auth/ForgotPassword')).toBe('Forgot Password');
  });
});
