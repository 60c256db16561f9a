import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { ticketKit, type TicketKit } from '../support/tickets';
import { refunds } from '../../database/schema';
import { refundInvoice } from '../../server/domain/tickets/refunds';

/**
 * A tip given back by a refund is the technicians' money going back, and
 * payroll takes it back: Tip Management, the daily report and the range
 * report show each technician's tips net of it, the figure payroll pays.
 */
let t: TestApp;
let owner: Client;
let kit: TicketKit;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db);
});
afterAll(() => t.close());

type Row = { id?: number; technician_id?: number; tip_cents?: number; tips?: number };
const tipsOf = (rows: Row[], id: number) => {
  const r = rows.find((x) => (x.id ?? x.technician_id) === id);
  return r ? (r.tip_cents ?? r.tips) : undefined;
};

describe('tips net of tip refunds', () => {
  test('a $12 tip split $6/$6 with $5 of it refunded the same day: every screen shows $3.50 each, what payroll pays', async () => {
    // A store day with no demo tickets: February 12, 2026 in New York.
    const day = '2026-02-12';
    const id = await kit.pay(
      {
        lines: [
          {
            key: 'tr-a',
            kind: 'service',
            serviceId: kit.service,
            technicianId: kit.techs[0],
            unitPriceCents: null,
            quantity: 1,
            discountCents: 0,
          },
          {
            key: 'tr-b',
            kind: 'service',
            serviceId: kit.service,
            technicianId: kit.techs[1],
            unitPriceCents: null,
            quantity: 1,
            discountCents: 0,
          },
        ],
        tip: { type: 'amount', cents: 1200 },
        tenders: [{ type: 'credit_card', amountCents: 9200, cardLast4: '4242' }],
      },
      new Date(`${day}T17:00:00Z`),
    );
    const refunded = await refundInvoice(
      t.db,
      kit.store,
      id,
      {
        idempotencyKey: `tip-refund-${id}`,
        reason: 'Tip typed twice',
        lines: [],
        tipCents: 500,
        payouts: [{ type: 'credit_card', amountCents: 500, giftCardCode: null }],
      },
      kit.actor,
    );
    // Given back that same afternoon.
    await t.db
      .update(refunds)
      .set({ createdAt: new Date(`${day}T20:00:00Z`) })
      .where(eq(refunds.id, refunded!.refundId));

    const payroll = (
      await owner.visit(`/dashboard/payrolls/reports?type=salary&from=${day}&to=${day}`)
    ).body.props.salary as Row[];
    const tipManagement = (await owner.visit(`/dashboard/tip-managements?date=${day}`)).body.props
      .technicians as Row[];
    const daily = (await owner.visit(`/dashboard/reports/daily?date=${day}`)).body.props
      .technicians as Row[];
    const range = (await owner.visit(`/dashboard/reports?range=custom&from=${day}&to=${day}`)).body
      .props.technicians as Row[];
    for (const tech of kit.techs) {
      expect(tipsOf(payroll, tech)).toBe(350);
      expect(tipsOf(tipManagement, tech)).toBe(350);
      expect(tipsOf(daily, tech)).toBe(350);
      expect(tipsOf(range, tech)).toBe(350);
    }
    // The day's CSV says the same.
    const csv = (await owner.get(`/dashboard/reports/daily/export?date=${day}`)).text;
    expect(csv.match(/,3\.50,/g)).toHaveLength(2);
  });
});
