import { afterEach, describe, expect, test } from 'vitest';
import { clock, manualTime, systemTime, timeFrom } from '../../common/clock';
import {
  addDays,
  storeDayBounds,
  storeMinuteToUtc,
  storeToday,
  utcToStoreLocal,
  weekdayOf,
} from '../../common/storeTime';
import { reportDay } from '../../server/domain/reports/daily';

const NY = 'America/New_York';
const hours = (b: { start: Date; end: Date }) => (b.end.getTime() - b.start.getTime()) / 3600_000;

afterEach(() => clock.reset());

describe('the clock', () => {
  test('is the system clock until a test sets another source', () => {
    const before = Date.now();
    const at = clock.ms();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(clock.now()).toBeInstanceOf(Date);
  });

  test('a manual source stands still until it is set or advanced', () => {
    const time = manualTime('2026-12-02T00:30:00Z');
    clock.set(time);
    expect(clock.now().toISOString()).toBe('2026-12-02T00:30:00.000Z');
    expect(clock.ms()).toBe(Date.parse('2026-12-02T00:30:00Z'));
    time.advance(90 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-12-02T02:00:00.000Z');
    time.set(new Date('2027-03-14T07:30:00Z'));
    expect(clock.now().toISOString()).toBe('2027-03-14T07:30:00.000Z');
    // Each call answers a new Date: a caller that changes its copy does not move the clock.
    clock.now().setFullYear(2000);
    expect(clock.now().getUTCFullYear()).toBe(2027);
  });

  test('a source from an instant keeps running at the system clock’s pace', async () => {
    clock.set(timeFrom('2027-11-07T06:30:00Z'));
    const first = clock.ms();
    expect(first - Date.parse('2027-11-07T06:30:00Z')).toBeLessThan(1_000);
    const real = Date.now();
    await expect.poll(() => Date.now() > real + 5).toBe(true);
    expect(clock.ms()).toBeGreaterThan(first);
  });

  test('set answers a restore of the previous source; reset goes back to the system clock', () => {
    const outer = clock.set(manualTime('2027-02-01T04:45:00Z'));
    const inner = clock.set(manualTime('2027-05-16T16:00:00Z'));
    expect(clock.now().toISOString()).toBe('2027-05-16T16:00:00.000Z');
    inner();
    expect(clock.now().toISOString()).toBe('2027-02-01T04:45:00.000Z');
    outer();
    expect(Math.abs(clock.ms() - systemTime.now())).toBeLessThan(1_000);
    clock.set(manualTime(0));
    clock.reset();
    expect(Math.abs(clock.ms() - Date.now())).toBeLessThan(1_000);
  });

  test('refuses what is not an instant', () => {
    expect(() => manualTime('next Tuesday')).toThrow(RangeError);
    expect(() => timeFrom(Number.NaN)).toThrow(RangeError);
  });

  test('is what the store-day rules read when no instant is given', () => {
    clock.set(manualTime('2026-12-02T00:30:00Z'));
    // 7:30 PM on Tuesday in New York, already Wednesday in UTC.
    expect(storeToday(NY)).toBe('2026-12-01');
    expect(storeToday('UTC')).toBe('2026-12-02');
    expect(reportDay(NY, null).date).toBe('2026-12-01');
  });
});

describe('store days at the clocks CI runs the suite at', () => {
  test('late evening in New York after midnight UTC: still Tuesday there', () => {
    const now = new Date('2026-12-02T00:30:00Z');
    const today = storeToday(NY, now);
    expect(today).toBe('2026-12-01');
    expect(weekdayOf(today)).toBe(2);
    expect(addDays(today, -1)).toBe('2026-11-30');
    expect(storeDayBounds(NY, today)).toEqual({
      start: new Date('2026-12-01T05:00:00Z'),
      end: new Date('2026-12-02T05:00:00Z'),
    });
  });

  test('the last day of a month: a quarter to midnight on 31 January in New York is 1 February in UTC', () => {
    const now = new Date('2027-02-01T04:45:00Z');
    expect(storeToday(NY, now)).toBe('2027-01-31');
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(utcToStoreLocal(now, NY)).toBe('2027-01-31T23:45');
  });

  test('the spring-forward Sunday is 23 hours long; 2:30 AM does not exist and is moved past the gap', () => {
    const now = new Date('2027-03-14T07:30:00Z');
    expect(storeToday(NY, now)).toBe('2027-03-14');
    expect(weekdayOf('2027-03-14')).toBe(0);
    expect(utcToStoreLocal(now, NY)).toBe('2027-03-14T03:30');
    const day = storeDayBounds(NY, '2027-03-14');
    expect(day).toEqual({
      start: new Date('2027-03-14T05:00:00Z'),
      end: new Date('2027-03-15T04:00:00Z'),
    });
    expect(hours(day)).toBe(23);
    // As 2:30 standard time would have been: 3:30 daylight time.
    expect(storeMinuteToUtc('2027-03-14', 2 * 60 + 30, NY)).toEqual({
      at: new Date('2027-03-14T07:30:00Z'),
      exists: false,
    });
    expect(storeMinuteToUtc('2027-03-14', 3 * 60, NY)).toEqual({
      at: new Date('2027-03-14T07:00:00Z'),
      exists: true,
    });
    expect(storeMinuteToUtc('2027-03-14', 24 * 60, NY).at).toEqual(day.end);
    // The day before and the day after are whole days, on either offset.
    expect(hours(storeDayBounds(NY, '2027-03-13'))).toBe(24);
    expect(hours(storeDayBounds(NY, '2027-03-15'))).toBe(24);
  });

  test('the fall-back Sunday is 25 hours long; 1:30 AM happens twice and a day’s minute is its first', () => {
    const now = new Date('2027-11-07T06:30:00Z');
    expect(storeToday(NY, now)).toBe('2027-11-07');
    // 06:30 UTC is the second 1:30 (standard time); 05:30 UTC was the first (daylight time).
    expect(utcToStoreLocal(now, NY)).toBe('2027-11-07T01:30');
    expect(utcToStoreLocal(new Date('2027-11-07T05:30:00Z'), NY)).toBe('2027-11-07T01:30');
    const day = storeDayBounds(NY, '2027-11-07');
    expect(day).toEqual({
      start: new Date('2027-11-07T04:00:00Z'),
      end: new Date('2027-11-08T05:00:00Z'),
    });
    expect(hours(day)).toBe(25);
    expect(storeMinuteToUtc('2027-11-07', 90, NY)).toEqual({
      at: new Date('2027-11-07T05:30:00Z'),
      exists: true,
    });
    // The same wall-clock minute on consecutive days across the change is 25 hours apart, not 24.
    const nineSat = storeMinuteToUtc('2027-11-06', 9 * 60, NY).at;
    const nineSun = storeMinuteToUtc('2027-11-07', 9 * 60, NY).at;
    expect(nineSun.getTime() - nineSat.getTime()).toBe(25 * 3600_000);
  });

  test('a wall-clock time every day of a daylight-saving week stays that time in the store', () => {
    for (const from of ['2027-03-10', '2027-11-03']) {
      for (let i = 0; i < 8; i++) {
        const day = addDays(from, i);
        expect(utcToStoreLocal(storeMinuteToUtc(day, 9 * 60, NY).at, NY)).toBe(`${day}T09:00`);
        expect(utcToStoreLocal(storeMinuteToUtc(day, 18 * 60 + 30, NY).at, NY)).toBe(
          `${day}T18:30`,
        );
      }
    }
  });

  test('Sunday noon in New York: Sunday in the store and in UTC', () => {
    const now = new Date('2027-05-16T16:00:00Z');
    expect(storeToday(NY, now)).toBe('2027-05-16');
    expect(weekdayOf(storeToday(NY, now))).toBe(0);
    expect(utcToStoreLocal(now, NY)).toBe('2027-05-16T12:00');
  });
});
