import { describe, expect, test } from 'vitest';
import {
  dayjs,
  formatStoreDateTime,
  storeDayBounds,
  storeLocalToUtc,
  storeToday,
  utcToStoreLocal,
} from '../../common/storeTime';

const NY = 'America/New_York';
const hours = (b: { start: Date; end: Date }) => (b.end.getTime() - b.start.getTime()) / 3600_000;

describe('store time on cached Intl formatters', () => {
  test(
    'gives what dayjs gave for today, display and wall clock, every 13 minutes around both 2024 DST changes and every 11 hours of the year',
    { timeout: 30_000 },
    () => {
      const instants: number[] = [];
      for (const [from, to] of [
        [Date.UTC(2024, 2, 9), Date.UTC(2024, 2, 12)],
        [Date.UTC(2024, 10, 2), Date.UTC(2024, 10, 5)],
        [Date.UTC(2024, 2, 30), Date.UTC(2024, 3, 1)],
      ]) {
        for (let t = from; t < to; t += 13 * 60_000) instants.push(t);
      }
      for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 11 * 3600_000)
        instants.push(t);
      for (const tz of [NY, 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'UTC']) {
        for (const t of instants) {
          const d = new Date(t);
          const was = dayjs(d).tz(tz);
          expect(storeToday(tz, d)).toBe(was.format('YYYY-MM-DD'));
          expect(formatStoreDateTime(d, tz)).toBe(was.format('MM-DD-YYYY hh:mm A'));
          const local = utcToStoreLocal(d, tz);
          expect(local).toBe(was.format('YYYY-MM-DDTHH:mm'));
          // Back to the instant that wall-clock time names: in the hour repeated at fall-back, its second (standard-time)
          // occurrence, an hour after the first. Not dayjs.tz(local, tz): it starts from the offset in force when the
          // test runs, so from March to November it read that hour as daylight time.
          const second = t + 3600_000;
          const named =
            dayjs(new Date(second)).tz(tz).format('YYYY-MM-DDTHH:mm') === local ? second : t;
          expect(storeLocalToUtc(local, tz)?.getTime()).toBe(named);
        }
      }
    },
  );

  test('a New York day is bounded by its local midnights: 24 h in summer, 23 h when DST starts, 25 h when it ends', () => {
    expect(storeDayBounds(NY, '2024-07-01')).toEqual({
      start: new Date('2024-07-01T04:00:00Z'),
      end: new Date('2024-07-02T04:00:00Z'),
    });
    const spring = storeDayBounds(NY, '2024-03-10');
    expect(spring).toEqual({
      start: new Date('2024-03-10T05:00:00Z'),
      end: new Date('2024-03-11T04:00:00Z'),
    });
    expect(hours(spring)).toBe(23);
    const fall = storeDayBounds(NY, '2024-11-03');
    expect(fall).toEqual({
      start: new Date('2024-11-03T04:00:00Z'),
      end: new Date('2024-11-04T05:00:00Z'),
    });
    expect(hours(fall)).toBe(25);
    // Consecutive days tile the timeline: each end is the next start.
    expect(storeDayBounds(NY, '2024-03-11').start).toEqual(spring.end);
    expect(storeDayBounds(NY, '2024-12-31').end).toEqual(storeDayBounds(NY, '2025-01-01').start);
  });

  test('"today" turns over at the store\'s midnight on a DST day', () => {
    expect(storeToday(NY, new Date('2024-03-10T04:59:59Z'))).toBe('2024-03-09');
    expect(storeToday(NY, new Date('2024-03-10T05:00:00Z'))).toBe('2024-03-10');
    expect(storeToday(NY, new Date('2024-03-11T03:59:59Z'))).toBe('2024-03-10');
    expect(storeToday(NY, new Date('2024-03-11T04:00:00Z'))).toBe('2024-03-11');
  });

  test('the skipped hour does not exist, the repeated hour reads as standard time, and bad input is refused', () => {
    expect(storeLocalToUtc('2024-03-10T02:30', NY)).toBeNull();
    expect(storeLocalToUtc('2024-03-10T03:00', NY)).toEqual(new Date('2024-03-10T07:00:00Z'));
    expect(storeLocalToUtc('2024-11-03T01:30', NY)).toEqual(new Date('2024-11-03T06:30:00Z'));
    expect(storeLocalToUtc('2024-02-30T10:00', NY)).toBeNull();
    expect(storeLocalToUtc('2024-03-10 10:00', NY)).toBeNull();
    expect(formatStoreDateTime('not a date', NY)).toBe('Invalid Date');
    expect(formatStoreDateTime(null, NY)).toBe('');
    expect(formatStoreDateTime('2024-11-03T05:59:00Z', NY)).toBe('11-03-2024 01:59 AM');
    expect(formatStoreDateTime('2024-11-03T06:00:00Z', NY)).toBe('11-03-2024 01:00 AM');
    expect(formatStoreDateTime(new Date('2024-07-01T16:05:00Z'), NY)).toBe('07-01-2024 12:05 PM');
  });

  test('a zone whose clocks change at midnight starts its day at the first instant of that date', () => {
    // Santiago falls back at midnight on 2024-04-07: 00:00 −03 becomes 23:00 −04 on the 6th.
    const { start } = storeDayBounds('America/Santiago', '2024-04-07');
    expect(start).toEqual(new Date('2024-04-07T04:00:00Z'));
    expect(storeToday('America/Santiago', new Date(start.getTime() - 1))).toBe('2024-04-06');
    expect(storeToday('America/Santiago', start)).toBe('2024-04-07');
  });

  test('keeps one formatter per zone instead of making one per call', () => {
    // dayjs's timezone plugin made a formatter per call (~70–100 µs); counting constructions says the same without a clock.
    const Real = Intl.DateTimeFormat;
    let made = 0;
    const counting = function (
      this: unknown,
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      made++;
      return new Real(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = counting;
    try {
      storeToday('Pacific/Chatham');
      const first = made;
      for (let i = 0; i < 2000; i++) storeToday('Pacific/Chatham');
      expect(first).toBeGreaterThan(0);
      expect(made).toBe(first);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});

describe('the wall clock by arithmetic on a cached offset', () => {
  // One formatter a zone: making one is most of a call's cost (see above), and these tests read 40,000 instants.
  const intlByZone = new Map<string, Intl.DateTimeFormat>();
  const intl = (tz: string) =>
    intlByZone.get(tz) ??
    intlByZone
      .set(
        tz,
        new Intl.DateTimeFormat('en-US', {
          timeZone: tz,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        }),
      )
      .get(tz)!;

  /** MM-DD-YYYY hh:mm A straight from Intl, as the formatter read it before the offsets were cached. */
  function fromIntl(ms: number, tz: string): string {
    const p: Record<string, string> = {};
    for (const part of intl(tz).formatToParts(ms)) p[part.type] = part.value;
    const hour = Number(p.hour) % 24;
    const h12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
    return `${p.month}-${p.day}-${p.year} ${h12}:${p.minute} ${hour < 12 ? 'AM' : 'PM'}`;
  }

  const zones = [
    'America/New_York',
    'America/Los_Angeles',
    'America/St_Johns', // −3:30, changes at 2 AM local
    'Asia/Kathmandu', // +5:45
    'Australia/Lord_Howe', // a half-hour daylight saving change
    'Europe/Amsterdam', // +0:19:32 local mean time before 1937
    'Pacific/Apia', // skipped 30 December 2011
  ];

  test('every minute around each daylight-saving change of 2027 and 1937 agrees with Intl', () => {
    const around = [
      Date.UTC(2027, 2, 14, 5, 0),
      Date.UTC(2027, 10, 7, 4, 0),
      Date.UTC(2027, 3, 3, 14, 0),
      Date.UTC(2027, 9, 2, 15, 0),
      Date.UTC(1937, 6, 1, 0, 0),
      Date.UTC(2011, 11, 29, 9, 0),
    ];
    for (const tz of zones)
      for (const start of around)
        for (let m = -240; m <= 240; m += 1) {
          const ms = start + m * 60_000 + 17_000;
          expect(formatStoreDateTime(new Date(ms), tz), `${tz} ${new Date(ms).toISOString()}`).toBe(
            fromIntl(ms, tz),
          );
        }
  });

  test('random instants over a century agree with Intl', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const ms = Math.floor(Date.UTC(1930, 0, 1) + next() * 100 * 365.25 * 86_400_000);
      const tz = zones[i % zones.length];
      expect(formatStoreDateTime(new Date(ms), tz)).toBe(fromIntl(ms, tz));
    }
  });

  test('a store day around a change still starts at its local midnight', () => {
    expect(storeDayBounds('America/New_York', '2027-03-14')).toEqual({
      start: new Date('2027-03-14T05:00:00Z'),
      end: new Date('2027-03-15T04:00:00Z'),
    });
    expect(storeDayBounds('America/New_York', '2027-11-07')).toEqual({
      start: new Date('2027-11-07T04:00:00Z'),
      end: new Date('2027-11-08T05:00:00Z'),
    });
  });
});
