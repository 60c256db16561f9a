import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import { invoiceAudits, invoiceTips, invoices, payrollRuns } from '../../database/schema';
import { storeToday } from '../../common/storeTime';

/**
 * tip-managements.index and tip-managements.update: one store day's tips per
 * technician with their tickets, and a ticket's tip split again (cents that
 * add up, a reason, the invoice edit's audit row) until that day's payroll
 * is finalised.
 */
const PAGE = '/dashboard/tip-managements';
const NY = 'America/New_York';

let t: TestApp;
let owner: Client;
let lotus: number;
let kit: TicketKit;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db);
});
afterAll(() => t.close());

/** Two services by two technicians ($40 each) and a $12.00 tip split $6/$6 by the rule, paid at `at`. */
const twoTechTicket = (at = new Date()) =>
  kit.pay(
    {
      lines: [
        {
          key: `a-${Math.random()}`,
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[0],
          unitPriceCents: null,
          quantity: 1,
          discountCents: 0,
        },
        {
          key: `b-${Math.random()}`,
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
    at,
  );

const shares = async (invoiceId: number) =>
  (
    await t.db
      .select({ technicianId: invoiceTips.technicianId, cents: invoiceTips.cents })
      .from(invoiceTips)
      .where(eq(invoiceTips.invoiceId, invoiceId))
  ).sort((a, b) => a.technicianId - b.technicianId);

describe('tip-managements.index', () => {
  test('the day’s tipped tickets with their split, and each technician’s tips with the tickets they came from', async () => {
    const id = await twoTechTicket(new Date('2026-02-10T17:00:00Z'));
    const res = await owner.visit(`${PAGE}?date=2026-02-10`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/TipManagements/Index');
    const props = res.body.props;
    expect(props.day.date).toBe('2026-02-10');
    const ticket = props.tickets.find((x: { id: number }) => x.id === id);
    expect(ticket.tip_cents).toBe(1200);
    expect(ticket.shares.map((s: { cents: number }) => s.cents)).toEqual([600, 600]);
    expect(ticket.technicians.map((x: { id: number }) => x.id).sort()).toEqual(
      [...kit.techs].sort(),
    );
    const total = props.technicians.reduce(
      (a: number, x: { tip_cents: number }) => a + x.tip_cents,
      0,
    );
    expect(total).toBe(
      props.tickets.reduce((a: number, x: { tip_cents: number }) => a + x.tip_cents, 0),
    );
    for (const tech of props.technicians) expect(tech.tickets).toContain(ticket.number);
    expect(props.lock.locked).toBe(false);
  });

  test('today by default; a bad date reads as today', async () => {
    const today = storeToday(NY);
    expect((await owner.visit(PAGE)).body.props.day.date).toBe(today);
    expect((await owner.visit(`${PAGE}?date=2026-02-31`)).body.props.day.date).toBe(today);
  });
});

describe('tip-managements.update', () => {
  test('moves the split, keeps the tip and the tenders, and audits it like the invoice edit', async () => {
    const id = await twoTechTicket();
    const [before] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    const res = await owner.send('put', `${PAGE}/${id}`, {
      shares: [
        { technician_id: kit.techs[0], cents: 900 },
        { technician_id: kit.techs[1], cents: 300 },
      ],
      reason: 'Cindy did the art',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${PAGE}?date=${storeToday(NY)}`);
    expect(await shares(id)).toEqual(
      [
        { technicianId: kit.techs[0], cents: 900 },
        { technicianId: kit.techs[1], cents: 300 },
      ].sort((a, b) => a.technicianId - b.technicianId),
    );
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect({
      tip: after.tipCents,
      due: after.amountDueCents,
      card: after.creditCardAmount,
    }).toEqual({ tip: before.tipCents, due: before.amountDueCents, card: before.creditCardAmount });
    const [audit] = await t.db
      .select()
      .from(invoiceAudits)
      .where(and(eq(invoiceAudits.invoiceId, id), eq(invoiceAudits.action, 'tip')));
    expect(audit.reason).toBe('Cindy did the art');
    const page = await owner.visit(`${PAGE}`);
    expect(page.body.flash).toEqual({ success: 'Tip re-allocated.' });
  });

  test('shares that do not add up to the tip, a stranger, no reason: refused beside the fields, nothing changed', async () => {
    const id = await twoTechTicket();
    const put = (body: object) => owner.send('put', `${PAGE}/${id}`, body);
    const errorsOf = async (body: object) => {
      expect((await put(body)).status).toBe(303);
      return (await owner.visit(PAGE)).body.props.errors;
    };
    expect(
      (
        await errorsOf({
          shares: [
            { technician_id: kit.techs[0], cents: 1000 },
            { technician_id: kit.techs[1], cents: 100 },
          ],
          reason: 'x',
        })
      ).shares,
    ).toBe('The tip shares add up to $11.00, not the tip of $12.00.');
    expect(
      (await errorsOf({ shares: [{ technician_id: 999999, cents: 1200 }], reason: 'x' })).shares,
    ).toBe('A tip can only go to a technician on this ticket.');
    expect(
      await errorsOf({ shares: [{ technician_id: kit.techs[0], cents: 1200 }], reason: '' }),
    ).toHaveProperty('reason');
    expect(await errorsOf({ shares: [], reason: 'x' })).toHaveProperty('shares');
    expect(await shares(id)).toEqual(
      kit.techs
        .map((technicianId) => ({ technicianId, cents: 600 }))
        .sort((a, b) => a.technicianId - b.technicianId),
    );
  });

  test('once the payroll covering the ticket’s day is finalised, refused with a clear message; the page says so and offers no button', async () => {
    const id = await twoTechTicket(new Date('2026-01-14T17:00:00Z'));
    await t.db.insert(payrollRuns).values({
      storeId: lotus,
      periodStart: '2026-01-05',
      periodEnd: '2026-01-18',
      state: 'finalised',
      finalisedAt: new Date(),
      createdByName: 'Test',
      finalisedByName: 'Test',
    });
    const res = await owner.send('put', `${PAGE}/${id}`, {
      shares: [{ technician_id: kit.techs[0], cents: 1200 }],
      reason: 'Late change',
    });
    expect(res.status).toBe(303);
    const page = await owner.visit(`${PAGE}?date=2026-01-14`);
    expect(page.body.flash).toEqual({
      error:
        'Payroll is finalised through 01-18-2026: tips of that day can no longer be re-allocated.',
    });
    expect(page.body.props.lock).toMatchObject({ locked: true, finalised_through: '2026-01-18' });
    expect(await shares(id)).toEqual(
      kit.techs
        .map((technicianId) => ({ technicianId, cents: 600 }))
        .sort((a, b) => a.technicianId - b.technicianId),
    );
    // The day after the finalised period is still open.
    expect((await owner.visit(`${PAGE}?date=2026-01-19`)).body.props.lock.locked).toBe(false);
  });

  test('another store’s ticket and an impossible id are 404', async () => {
    const rose = await ticketKit(t.db, 'Rose Nails', ['2001']);
    const body = { shares: [{ technician_id: kit.techs[0], cents: 1200 }], reason: 'x' };
    expect((await owner.send('put', `${PAGE}/${await rose.pay()}`, body)).status).toBe(404);
    expect((await owner.send('put', `${PAGE}/99999999`, body)).status).toBe(404);
    expect((await owner.send('put', `${PAGE}/abc`, body)).status).toBe(404);
  });

  test('a role without "view payrolls report" gets 403', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(PAGE)).status).toBe(403);
    expect((await manager.send('put', `${PAGE}/1`, { shares: [], reason: 'x' })).status).toBe(403);
  });
});
