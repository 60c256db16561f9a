import { describe, expect, test } from 'vitest';
import {
  emptyBucket,
  mergeSums,
  splitPeriod,
  addBuckets,
} from '../../server/domain/reports/periodSums';
import { dayRuns } from '../../database/queries/reportDays';
import { storeDayBounds } from '../../common/storeTime';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('splitPeriod', () => {
  test('finished days come from the roll-ups, today from the tickets', () => {
    // 2026-11-21 15:00 in New York.
    const now = at('2026-11-21T20:00:00Z');
    expect(splitPeriod({ from: '2026-01-01', to: '2026-11-21' }, NY, now)).toEqual({
      rolled: { from: '2026-01-01', to: '2026-11-20' },
      live: { from: '2026-11-21', to: '2026-11-21' },
    });
    expect(splitPeriod({ from: '2026-11-21', to: '2026-11-21' }, NY, now)).toEqual({
      rolled: null,
      live: { from: '2026-11-21', to: '2026-11-21' },
    });
    expect(splitPeriod({ from: '2026-10-01', to: '2026-10-31' }, NY, now)).toEqual({
      rolled: { from: '2026-10-01', to: '2026-10-31' },
      live: null,
    });
  });

  test('for a quarter of an hour after the store’s midnight, yesterday is still read from the tickets', () => {
    const midnight = storeDayBounds(NY, '2026-11-21').start.getTime();
    expect(
      splitPeriod({ from: '2026-11-01', to: '2026-11-21' }, NY, new Date(midnight + 14 * 60_000)),
    ).toEqual({
      rolled: { from: '2026-11-01', to: '2026-11-19' },
      live: { from: '2026-11-20', to: '2026-11-21' },
    });
    expect(
      splitPeriod({ from: '2026-11-01', to: '2026-11-21' }, NY, new Date(midnight + 15 * 60_000)),
    ).toEqual({
      rolled: { from: '2026-11-01', to: '2026-11-20' },
      live: { from: '2026-11-21', to: '2026-11-21' },
    });
  });

  test('the store’s own midnight, not the server’s: 11 PM in New York is already tomorrow in UTC', () => {
    expect(
      splitPeriod({ from: '2026-11-01', to: '2026-11-21' }, NY, at('2026-11-22T04:00:00Z')).live,
    ).toEqual({ from: '2026-11-21', to: '2026-11-21' });
  });
});

describe('dayRuns', () => {
  test('consecutive days become one [start, end) of store midnights, across the November DST change', () => {
    const { starts, ends } = dayRuns(NY, ['2026-10-31', '2026-11-01', '2026-11-02', '2026-11-05']);
    expect(starts).toEqual(['2026-10-31T04:00:00.000Z', '2026-11-05T05:00:00.000Z']);
    expect(ends).toEqual(['2026-11-03T05:00:00.000Z', '2026-11-06T05:00:00.000Z']);
  });
});

describe('mergeSums', () => {
  const bucket = (key: string, over: Partial<ReturnType<typeof emptyBucket>>) => ({
    ...emptyBucket(key),
    ...over,
  });

  test('adds the two halves bucket by bucket, item by item, tax by tax and technician by technician, and drops empty buckets', () => {
    const item = {
      serviceId: 7,
      name: 'Gel Manicure',
      categoryId: 2,
      category: 'Hands',
      kind: 'service' as const,
      quantity: 2,
      grossCents: 7000,
      netCents: 6500,
    };
    const merged = mergeSums(
      {
        buckets: [
          bucket('2026-11-01', { tickets: 3, tipCents: 900 }),
          bucket('2026-11-16', { tickets: 1, serviceNetCents: 4000 }),
          emptyBucket('2026-11-09'),
        ],
        items: [item],
        taxes: [{ name: 'Sales tax', rate: 8875, baseCents: 1000, amountCents: 89 }],
        technicians: [
          { technicianId: 4, name: 'Cindy', tickets: 3, serviceCents: 9000, tipCents: 900 },
        ],
        hours: [{ weekday: 6, hour: 14, tickets: 3 }],
      },
      {
        buckets: [bucket('2026-11-16', { tickets: 2, serviceNetCents: 5000 })],
        items: [
          { ...item, quantity: 1, grossCents: 3500, netCents: 3500 },
          { ...item, serviceId: 8, name: 'Pedicure', netCents: 9000 },
        ],
        taxes: [
          { name: 'Sales tax', rate: 8875, baseCents: 2000, amountCents: 178 },
          { name: 'City tax', rate: 500, baseCents: 2000, amountCents: 10 },
        ],
        technicians: [
          { technicianId: 4, name: 'Cindy', tickets: 2, serviceCents: 5000, tipCents: 0 },
          { technicianId: 5, name: 'Mai', tickets: 1, serviceCents: 0, tipCents: 200 },
        ],
        hours: [
          { weekday: 6, hour: 14, tickets: 2 },
          { weekday: 1, hour: 10, tickets: 1 },
        ],
      },
    );
    expect(merged.buckets.map((b) => [b.bucket, b.tickets, b.serviceNetCents, b.tipCents])).toEqual(
      [
        ['2026-11-01', 3, 0, 900],
        ['2026-11-16', 3, 9000, 0],
      ],
    );
    expect(merged.items.map((i) => [i.name, i.quantity, i.netCents])).toEqual([
      ['Gel Manicure', 3, 10000],
      ['Pedicure', 2, 9000],
    ]);
    expect(merged.taxes).toEqual([
      { name: 'City tax', rate: 500, baseCents: 2000, amountCents: 10 },
      { name: 'Sales tax', rate: 8875, baseCents: 3000, amountCents: 267 },
    ]);
    expect(merged.technicians).toEqual([
      { technicianId: 4, name: 'Cindy', tickets: 5, serviceCents: 14000, tipCents: 900 },
      { technicianId: 5, name: 'Mai', tickets: 1, serviceCents: 0, tipCents: 200 },
    ]);
    expect(merged.hours).toEqual([
      { weekday: 1, hour: 10, tickets: 1 },
      { weekday: 6, hour: 14, tickets: 5 },
    ]);
    expect(addBuckets('total', merged.buckets).tickets).toBe(6);
  });
});
