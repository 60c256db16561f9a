import { describe, expect, test } from 'vitest';
import { onUniqueViolation, uniqueViolation } from '../../database/errors';

const duplicate = (constraint?: string) =>
  Object.assign(new Error('duplicate key'), { code: '23505', constraint });
const refused = (message: string) => () => new Error(message);
const failing = (err: unknown) => () => Promise.reject(err);

describe('uniqueViolation names the unique index a write broke', () => {
  test('from the error itself or from a cause the query builder wrapped it in', () => {
    expect(uniqueViolation(duplicate('employees_store_id_staff_number_unique'))).toBe(
      'employees_store_id_staff_number_unique',
    );
    expect(
      uniqueViolation(
        Object.assign(new Error('Failed query'), { cause: duplicate('users_email_unique') }),
      ),
    ).toBe('users_email_unique');
    expect(uniqueViolation(duplicate())).toBe('');
  });
  test('and is null for anything else', () => {
    expect(uniqueViolation(new Error('boom'))).toBeNull();
    expect(uniqueViolation({ code: '23514', constraint: 'clock_out_after_in' })).toBeNull();
    expect(uniqueViolation(undefined)).toBeNull();
  });
});

describe('onUniqueViolation: one place turns a refused duplicate into the form’s message', () => {
  test('a write that succeeds answers its result', async () => {
    await expect(onUniqueViolation(async () => 42, { some_index: refused('taken') })).resolves.toBe(
      42,
    );
  });
  test('a broken index that is listed becomes that entry’s error', async () => {
    const refusals = { a_unique: refused('A is taken'), b_unique: refused('B is taken') };
    await expect(onUniqueViolation(failing(duplicate('b_unique')), refusals)).rejects.toThrow(
      'B is taken',
    );
    const wrapped = Object.assign(new Error('Failed query'), { cause: duplicate('a_unique') });
    await expect(onUniqueViolation(failing(wrapped), refusals)).rejects.toThrow('A is taken');
  });
  test('an index that is not listed, and any other error, go through unchanged', async () => {
    const other = duplicate('another_unique');
    await expect(
      onUniqueViolation(failing(other), { a_unique: refused('A is taken') }),
    ).rejects.toBe(other);
    const boom = new Error('boom');
    await expect(
      onUniqueViolation(failing(boom), { a_unique: refused('A is taken') }),
    ).rejects.toBe(boom);
  });
  test('a driver that names no index means the one index listed, and nothing when several are', async () => {
    await expect(
      onUniqueViolation(failing(duplicate()), { only_unique: refused('taken') }),
    ).rejects.toThrow('taken');
    const unnamed = duplicate();
    await expect(
      onUniqueViolation(failing(unnamed), { a_unique: refused('A'), b_unique: refused('B') }),
    ).rejects.toBe(unnamed);
  });
});
