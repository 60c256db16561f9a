import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { say } from '../../common/said';
import {
  CONFIRMATION_TTL_MS,
  formatWorked,
  isFreshConfirmation,
  refusingSecondOpenRecord,
} from '../../server/domain/staff/clockRecords';
import {
  clockRecordValues,
  describeAuditChanges,
  type ClockRecordSnapshot,
} from '../../server/domain/staff/clockRecordCorrections';
import { storeLocalToUtc, utcToStoreLocal } from '../../common/storeTime';
import { DomainError } from '../../server/domain/errors';

const NY = 'America/New_York';

describe('a Confirm Account is good for one employee for two minutes', () => {
  const at = 1_700_000_000_000;
  test('the same employee within two minutes is confirmed, up to the last millisecond', () => {
    expect(isFreshConfirmation({ id: 7, at }, 7, at)).toBe(true);
    expect(isFreshConfirmation({ id: 7, at }, 7, at + CONFIRMATION_TTL_MS)).toBe(true);
  });
  test('after two minutes, for another employee, or with nothing confirmed, it is not', () => {
    expect(isFreshConfirmation({ id: 7, at }, 7, at + CONFIRMATION_TTL_MS + 1)).toBe(false);
    expect(isFreshConfirmation({ id: 7, at }, 8, at)).toBe(false);
    expect(isFreshConfirmation(undefined, 7, at)).toBe(false);
  });
  test('a confirmation stamped in the future (a clock set back) is not trusted', () => {
    expect(isFreshConfirmation({ id: 7, at: at + 5_000 }, 7, at)).toBe(false);
  });
});

describe('the one-open-record index refusal is recognised however the driver wraps it', () => {
  const refusal = () =>
    new DomainError(say('validation.staff.isAlreadyClockedIn', { name: 'Anna' }));
  const failing = (err: unknown) => () => Promise.reject(err);
  test('on the error itself or in its cause (Drizzle wraps driver errors), named or not', async () => {
    await expect(
      refusingSecondOpenRecord(
        failing({ code: '23505', constraint: 'clock_records_one_open_per_employee' }),
        refusal,
      ),
    ).rejects.toThrowSaying('Anna is already clocked in.');
    await expect(
      refusingSecondOpenRecord(
        failing(Object.assign(new Error('Failed query'), { cause: { code: '23505' } })),
        refusal,
      ),
    ).rejects.toThrowSaying('Anna is already clocked in.');
  });
  test('other errors are not taken for it', async () => {
    for (const err of [
      new Error('boom'),
      { code: '23514', constraint: 'clock_out_after_in' },
      { code: '23505', constraint: 'employees_store_id_staff_number_unique' },
    ]) {
      await expect(refusingSecondOpenRecord(failing(err), refusal)).rejects.toBe(err);
    }
  });
});

describe('hours worked', () => {
  test('minutes read as hours and minutes, and as decimal hours', () => {
    expect(formatWorked(450)).toEqual({ label: '7h 30m', decimal: '7.50' });
    expect(formatWorked(485)).toEqual({ label: '8h 5m', decimal: '8.08' });
    expect(formatWorked(0)).toEqual({ label: '0h 0m', decimal: '0.00' });
    expect(formatWorked(6000)).toEqual({ label: '100h 0m', decimal: '100.00' });
  });
});

describe('store wall-clock times typed into the add and correct forms', () => {
  test('convert to UTC with the store’s offset on either side of a DST change', () => {
    expect(storeLocalToUtc('2024-03-09T09:00', NY)!.toISOString()).toBe('2024-03-09T14:00:00.000Z');
    expect(storeLocalToUtc('2024-03-11T09:00', NY)!.toISOString()).toBe('2024-03-11T13:00:00.000Z');
    expect(storeLocalToUtc('2024-03-11T09:00', 'America/Los_Angeles')!.toISOString()).toBe(
      '2024-03-11T16:00:00.000Z',
    );
  });
  test('a time that does not exist in the store is refused', () => {
    expect(storeLocalToUtc('2024-02-30T09:00', NY)).toBeNull();
    expect(storeLocalToUtc('2024-03-10T02:30', NY)).toBeNull(); // skipped by the spring-forward
    expect(storeLocalToUtc('2024-03-10 09:00', NY)).toBeNull();
  });
  test('round-trip to what a datetime-local input shows', () => {
    expect(utcToStoreLocal(new Date('2024-03-11T13:00:00Z'), NY)).toBe('2024-03-11T09:00');
  });
});

describe('the rules of a manual record', () => {
  const now = new Date('2024-03-14T23:00:00Z');
  const base = {
    clockIn: '2024-03-14T09:00',
    clockOut: '2024-03-14T17:30',
    tipCents: 1250,
    bonusCents: 0,
    cashOutCents: 500,
    reason: 'Forgot to clock out',
  };
  const fieldOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return e instanceof DomainError ? `${e.field}: ${english(e.message)}` : String(e);
    }
    return 'no error';
  };
  test('valid times become UTC instants and amounts pass through', () => {
    expect(clockRecordValues(base, NY, now)).toEqual({
      clockIn: new Date('2024-03-14T13:00:00Z'),
      clockOut: new Date('2024-03-14T21:30:00Z'),
      tipCents: 1250,
      bonusCents: 0,
      cashOutCents: 500,
    });
    expect(clockRecordValues({ ...base, clockOut: null }, NY, now).clockOut).toBeNull();
  });
  test('the clock out must be after the clock in', () => {
    expect(
      english(fieldOf(() => clockRecordValues({ ...base, clockOut: '2024-03-14T08:59' }, NY, now))),
    ).toBe('clock_out: The clock out must be after the clock in.');
    expect(
      english(fieldOf(() => clockRecordValues({ ...base, clockOut: base.clockIn }, NY, now))),
    ).toBe('clock_out: The clock out must be after the clock in.');
  });
  test('a time left as the form showed it keeps the stored instant, seconds included', () => {
    const stored = {
      clockIn: new Date('2024-03-14T13:00:42Z'),
      clockOut: new Date('2024-03-14T21:30:15Z'),
    };
    const kept = clockRecordValues(base, NY, now, stored);
    expect(kept.clockIn).toBe(stored.clockIn);
    expect(kept.clockOut).toBe(stored.clockOut);
    expect(
      clockRecordValues({ ...base, clockIn: '2024-03-14T08:45' }, NY, now, stored).clockIn,
    ).toEqual(new Date('2024-03-14T12:45:00Z'));
  });
  test('neither time may be in the future of the store', () => {
    expect(
      english(fieldOf(() => clockRecordValues({ ...base, clockOut: '2024-03-14T19:01' }, NY, now))),
    ).toBe('clock_out: The clock out may not be in the future.');
    expect(
      english(
        fieldOf(() =>
          clockRecordValues({ ...base, clockIn: '2024-03-15T09:00', clockOut: null }, NY, now),
        ),
      ),
    ).toBe('clock_in: The clock in may not be in the future.');
  });
});

describe('an audit row as the store reads it', () => {
  const before: ClockRecordSnapshot = {
    employee_id: 1,
    employee_name: 'Anna Nguyen',
    clock_in: '2024-03-14T13:00:00.000Z',
    clock_out: null,
    tip_cents: 0,
    bonus_cents: 0,
    cash_out_cents: 0,
  };
  test('a correction lists only what changed, in store time and currency', () => {
    const after = { ...before, clock_out: '2024-03-14T21:30:00.000Z', tip_cents: 1250 };
    expect(describeAuditChanges(before, after, NY)).toEqual([
      { field: 'Clock Out', before: 'Clocked in', after: '03-14-2024 05:30 PM' },
      { field: 'Tip', before: '$0.00', after: '$12.50' },
    ]);
  });
  test('an addition lists every field with nothing before', () => {
    const rows = describeAuditChanges(null, before, NY);
    expect(rows.map((r) => r.field)).toEqual(['Clock In', 'Clock Out', 'Tip', 'Bonus', 'Cash Out']);
    expect(rows[0]).toEqual({ field: 'Clock In', before: '—', after: '03-14-2024 09:00 AM' });
  });
});
