import { describe, expect, test } from 'vitest';
import { route as ziggyRoute } from 'ziggy-js';
import { ID_PATTERN, route, toZiggy } from '../../server/http/router';
// Loaded with the file, not inside the test: the route table pulls in every controller, which alone and cold takes longer than a test's timeout.
import { routes } from '../../routes/index';

const isId = (v: string) => new RegExp(`^(?:${ID_PATTERN})$`).test(v);

describe('an id in a path is an integer the database can hold', () => {
  test('1 to 2147483647 match, at every digit boundary', () => {
    for (const v of [
      '1',
      '9',
      '10',
      '99',
      '123456789',
      '999999999',
      '1000000000',
      '1999999999',
      '2000000000',
      '2099999999',
      '2139999999',
      '2146999999',
      '2147399999',
      '2147479999',
      '2147482999',
      '2147483599',
      '2147483639',
      '2147483647',
    ]) {
      expect(isId(v), v).toBe(true);
    }
  });
  test('0, 2147483648 and above, leading zeros, signs, 400 digits and words do not', () => {
    for (const v of [
      '0',
      '00',
      '007',
      '-1',
      '+1',
      '2147483648',
      '2147483650',
      '2147483700',
      '2147490000',
      '2148000000',
      '2150000000',
      '2200000000',
      '3000000000',
      '9999999999',
      '10000000000',
      '9'.repeat(400),
      '1e3',
      'abc',
      '',
    ]) {
      expect(isId(v), v).toBe(false);
    }
  });
  test('agrees with the numbers themselves around the limit', () => {
    for (let n = 2147483600; n <= 2147483700; n++)
      expect(isId(String(n)), String(n)).toBe(n <= 2147483647);
    for (let n = 2147483647 - 1_000_000; n < 2147483647 + 1_000_000; n += 9973)
      expect(isId(String(n)), String(n)).toBe(n <= 2147483647);
  });
  test('is the default pattern of every route parameter', () => {
    expect(route('get', '/employees/{employee}/edit', 'x', () => undefined).wheres).toEqual({
      employee: ID_PATTERN,
    });
  });
});

test('the browser’s route() refuses an impossible id too (Ziggy tests ^where$ as given)', () => {
  const config = toZiggy(routes, 'http://salon.test');
  const build = (id: string) =>
    ziggyRoute('employees.edit', { employee: id }, false, config as never);
  expect(build('2147483647')).toBe('/dashboard/employees/2147483647/edit');
  expect(() => build('2147483648')).toThrow(/does not match required format/);
  expect(() => build('12abc')).toThrow(/does not match required format/);
});
