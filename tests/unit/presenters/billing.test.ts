import { describe, expect, test } from 'vitest';
import type { BillingLineRow } from '../../../database/queries/billing';
import { invoiceLine } from '../../../server/http/presenters/billing';

const row = (over: Partial<BillingLineRow>): BillingLineRow => ({
  id: 5,
  invoiceId: 2,
  kind: 'subscription',
  description: 'Salon plan (monthly)',
  details: null,
  quantity: 1,
  unitCents: 2900,
  amountCents: 2900,
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  position: 0,
  ...over,
});

describe('invoiceLine (a subscription invoice line: kind and values, the page words them)', () => {
  test('the plan’s line goes as the plan’s name and interval, with its period as store days', () => {
    const line = invoiceLine(row({ details: { plan: 'Salon', interval: 'month' } }));
    expect(line).toEqual({
      id: 5,
      kind: 'subscription',
      plan: 'Salon',
      interval: 'month',
      period: { start: '2026-11-01', end: '2026-11-30' },
      quantity: 1,
      unit_cents: 2900,
      amount_cents: 2900,
    });
    expect(line).not.toHaveProperty('description');
  });

  test('texts beyond the allowance go as the allowance, the count and the period before', () => {
    const line = invoiceLine(
      row({
        kind: 'sms_overage',
        description: 'Text segments beyond 2,000 (2026-10-01 to 2026-10-31)',
        details: { allowance: 2000 },
        quantity: 150,
        unitCents: 2,
        amountCents: 300,
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
      }),
    );
    expect(line).toMatchObject({
      kind: 'sms_overage',
      allowance: 2000,
      quantity: 150,
      amount_cents: 300,
      period: { start: '2026-10-01', end: '2026-10-31' },
    });
    expect(JSON.stringify(line)).not.toContain('Text segments');
  });

  test('a plan change’s proration goes as unused or remaining, the plan and the days', () => {
    const line = invoiceLine(
      row({
        kind: 'proration',
        description: 'Unused time on Basic (12 of 30 days)',
        details: { change: 'unused', plan: 'Basic', remaining_days: 12, period_days: 30 },
        unitCents: -1160,
        amountCents: -1160,
      }),
    );
    expect(line).toMatchObject({
      kind: 'proration',
      change: 'unused',
      plan: 'Basic',
      remaining_days: 12,
      period_days: 30,
      amount_cents: -1160,
    });
    expect(line).not.toHaveProperty('text');
  });

  test('a line the super admin typed has no values: its text goes as data', () => {
    const line = invoiceLine(
      row({ kind: 'adjustment', description: 'Credit for downtime', amountCents: -1000 }),
    );
    expect(line).toMatchObject({ kind: 'adjustment', text: 'Credit for downtime' });
    // So does a job's line whose values do not fit its kind (not read back when it was stored).
    expect(invoiceLine(row({ details: { allowance: 3 } }))).toMatchObject({
      kind: 'subscription',
      text: 'Salon plan (monthly)',
    });
  });
});
