import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { prorate } from '../../server/domain/billing/proration';
import {
  addMonths,
  daysBetween,
  periodAfter,
  periodBefore,
  periodFrom,
} from '../../server/domain/billing/periods';
import {
  DEFAULT_DUNNING_POLICY,
  dunningDates,
  dunningStage,
  remindersDue,
} from '../../server/domain/billing/dunning';
import { formatInvoiceNumber } from '../../server/domain/billing/invoices';
import { periodRoll } from '../../server/domain/billing/run';
import { cancellationRefusal } from '../../server/domain/billing/subscriptions';
import { storeDayBounds } from '../../common/storeTime';

describe('billing periods', () => {
  test('a month runs to the day before the same day next month, the 31st clamped to a shorter month', () => {
    expect(periodFrom('2026-01-15', 'month')).toEqual({ start: '2026-01-15', end: '2026-02-14' });
    expect(periodFrom('2026-01-31', 'month')).toEqual({ start: '2026-01-31', end: '2026-02-27' });
    expect(periodFrom('2028-02-01', 'month')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(periodFrom('2026-03-01', 'year')).toEqual({ start: '2026-03-01', end: '2027-02-28' });
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
  });

  test('the next and previous periods join up without a gap', () => {
    expect(periodAfter('2026-11-30', 'month')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(periodBefore('2026-12-01', 'month')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(periodBefore('2027-01-01', 'year')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  test('days are counted as calendar days, so a DST month is 31 days though it lasts 743 hours', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    const { start } = storeDayBounds('America/New_York', '2026-03-01');
    const { end } = storeDayBounds('America/New_York', '2026-03-31');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(743);
  });
});

describe('proration', () => {
  test('moving from $29 to $69 on day 11 of a 30-day November credits 20 days of the old plan and charges 20 of the new', () => {
    // 29.00 × 20/30 = 19.333 → 19.33; 69.00 × 20/30 = 46.00.
    expect(
      prorate({
        oldPriceCents: 2900,
        newPriceCents: 6900,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        changeOn: '2026-11-11',
      }),
    ).toEqual({
      periodDays: 30,
      remainingDays: 20,
      creditCents: -1933,
      chargeCents: 4600,
      netCents: 2667,
    });
  });

  test('a downgrade is a net credit', () => {
    // 69 × 5/31 = 11.129 → 11.13; 29 × 5/31 = 4.677 → 4.68.
    expect(
      prorate({
        oldPriceCents: 6900,
        newPriceCents: 2900,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        changeOn: '2026-12-27',
      }),
    ).toEqual({
      periodDays: 31,
      remainingDays: 5,
      creditCents: -1113,
      chargeCents: 468,
      netCents: -645,
    });
  });

  test('a period across a month end (Jan 31 → Feb 27) counts 28 days; the change on its last day is one day of each plan', () => {
    const p = prorate({
      oldPriceCents: 2800,
      newPriceCents: 5600,
      periodStart: '2026-01-31',
      periodEnd: '2026-02-27',
      changeOn: '2026-02-27',
    });
    expect(p).toEqual({
      periodDays: 28,
      remainingDays: 1,
      creditCents: -100,
      chargeCents: 200,
      netCents: 100,
    });
  });

  test('across the DST change the days are whole days: March 8 to 31 is 24 of 31, not a fraction of hours', () => {
    // 31.00 × 24/31 = 24.00 exactly; 62.00 × 24/31 = 48.00.
    expect(
      prorate({
        oldPriceCents: 3100,
        newPriceCents: 6200,
        periodStart: '2026-03-01',
        periodEnd: '2026-03-31',
        changeOn: '2026-03-08',
      }),
    ).toEqual({
      periodDays: 31,
      remainingDays: 24,
      creditCents: -2400,
      chargeCents: 4800,
      netCents: 2400,
    });
  });

  test('a change on the first day swaps the whole period; one after the period is nothing', () => {
    expect(
      prorate({
        oldPriceCents: 2900,
        newPriceCents: 6900,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        changeOn: '2026-11-01',
      }).netCents,
    ).toBe(4000);
    expect(
      prorate({
        oldPriceCents: 2900,
        newPriceCents: 6900,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        changeOn: '2026-12-01',
      }),
    ).toEqual({ periodDays: 30, remainingDays: 0, creditCents: 0, chargeCents: 0, netCents: 0 });
  });
});

describe('dunning dates', () => {
  test('retries on days 1, 3, 5 and 7 after the due date, past due after 1, read-only after 14, disabled after 30', () => {
    expect(dunningDates('2026-02-20')).toEqual({
      retries: ['2026-02-21', '2026-02-23', '2026-02-25', '2026-02-27'],
      pastDueOn: '2026-02-21',
      readOnlyOn: '2026-03-06',
      disabledOn: '2026-03-22',
    });
  });

  test('the stage is the furthest date reached on the store’s own day', () => {
    expect(dunningStage('2026-03-01', '2026-03-01')).toBe('current');
    expect(dunningStage('2026-03-01', '2026-03-02')).toBe('past_due');
    expect(dunningStage('2026-03-01', '2026-03-15')).toBe('read_only');
    expect(dunningStage('2026-03-01', '2026-03-31')).toBe('disabled');
    expect(remindersDue('2026-03-01', '2026-03-04')).toBe(2);
  });

  test('a store’s day decides, not the server’s: 02:00 UTC on March 2 is still March 1 in Los Angeles', () => {
    const at = new Date('2026-03-02T02:00:00Z');
    const la = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(at);
    expect(la).toBe('2026-03-01');
    expect(dunningStage('2026-03-01', la)).toBe('current');
    expect(dunningStage('2026-03-01', '2026-03-02')).toBe('past_due');
  });

  test('a policy of its own moves every date', () => {
    const policy = {
      ...DEFAULT_DUNNING_POLICY,
      retryDays: [2],
      pastDueAfterDays: 3,
      readOnlyAfterDays: 5,
      disabledAfterDays: 9,
    };
    expect(dunningDates('2026-12-28', policy)).toEqual({
      retries: ['2026-12-30'],
      pastDueOn: '2026-12-31',
      readOnlyOn: '2027-01-02',
      disabledOn: '2027-01-06',
    });
  });
});

test('invoice numbers read CS- and six digits', () => {
  expect(formatInvoiceNumber(42)).toBe('CS-000042');
});

describe('the end of a period', () => {
  const active = {
    status: 'active' as const,
    currentPeriodEnd: '2026-11-30',
    cancelAtPeriodEnd: false,
  };
  test('nothing happens while the period lasts, its last day included', () => {
    expect(periodRoll(active, 'month', '2026-11-30')).toBeNull();
    expect(periodRoll({ ...active, cancelAtPeriodEnd: true }, 'month', '2026-11-30')).toBeNull();
  });

  test('the next day the next period starts, and a trial becomes active', () => {
    expect(periodRoll(active, 'month', '2026-12-01')).toEqual({
      currentPeriodStart: '2026-12-01',
      currentPeriodEnd: '2026-12-31',
    });
    expect(periodRoll({ ...active, status: 'trialing' }, 'month', '2026-12-01')).toEqual({
      currentPeriodStart: '2026-12-01',
      currentPeriodEnd: '2026-12-31',
      status: 'active',
    });
  });

  test('cancel at period end: cancelled the next day, with no new period (so no invoice), and then nothing more', () => {
    expect(periodRoll({ ...active, cancelAtPeriodEnd: true }, 'month', '2026-12-01')).toEqual({
      status: 'canceled',
    });
    expect(
      periodRoll({ ...active, status: 'trialing', cancelAtPeriodEnd: true }, 'month', '2027-03-01'),
    ).toEqual({ status: 'canceled' });
    expect(
      periodRoll({ ...active, status: 'canceled', cancelAtPeriodEnd: true }, 'month', '2027-03-01'),
    ).toBeNull();
  });
});

describe('cancel and resume', () => {
  const sub = { status: 'active' as const, cancelAtPeriodEnd: false, disabledAt: null };
  test('a running subscription can be cancelled at its period end, once; only one set to end can be resumed', () => {
    expect(cancellationRefusal(sub, 'cancel')).toBeNull();
    expect(cancellationRefusal({ ...sub, status: 'trialing' }, 'cancel')).toBeNull();
    expect(cancellationRefusal({ ...sub, status: 'past_due' }, 'cancel')).toBeNull();
    expect(english(cancellationRefusal({ ...sub, cancelAtPeriodEnd: true }, 'cancel'))).toBe(
      'The subscription already ends with this period.',
    );
    expect(english(cancellationRefusal(sub, 'resume'))).toBe('The subscription is not set to end.');
    expect(cancellationRefusal({ ...sub, cancelAtPeriodEnd: true }, 'resume')).toBeNull();
  });

  test('an ended or disabled subscription is for support to change', () => {
    expect(
      english(
        cancellationRefusal({ ...sub, status: 'canceled', cancelAtPeriodEnd: true }, 'resume'),
      ),
    ).toMatch(/ended/);
    expect(english(cancellationRefusal({ ...sub, disabledAt: new Date() }, 'cancel'))).toMatch(
      /disabled/,
    );
  });
});
