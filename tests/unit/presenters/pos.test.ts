import { describe, expect, test } from 'vitest';
import {
  posCheckIn,
  posCustomer,
  posDraft,
  posTechnicianTile,
} from '../../../server/http/presenters/pos';
import type { CheckInRow } from '../../../database/queries/checkIns';

type Draft = Parameters<typeof posDraft>[0];
const mai = { id: 9, name: 'Mai Tran', phone: '2125550123', email: null };

describe('POS presenters', () => {
  test('a technician tile carries the staff number as employee_id and whether she is clocked in', () => {
    const tile = posTechnicianTile({
      id: 4,
      name: 'Cindy',
      staffNumber: '1004',
      color: '#f00',
      avatarUrl: null,
      clockedInAt: new Date(),
      ticketsToday: 2,
    } as Parameters<typeof posTechnicianTile>[0]);
    expect(tile).toEqual({
      id: 4,
      name: 'Cindy',
      employee_id: '1004',
      color: '#f00',
      avatar_url: null,
      clocked_in: true,
      tickets_today: 2,
    });
    expect(
      posTechnicianTile({
        id: 4,
        name: 'Cindy',
        staffNumber: '1004',
        color: '#f00',
        avatarUrl: null,
        clockedInAt: null,
        ticketsToday: 0,
      } as Parameters<typeof posTechnicianTile>[0]).clocked_in,
    ).toBe(false);
  });

  test('a customer: blanks for what she did not give, the phone formatted beside the digits', () => {
    expect(posCustomer(mai)).toEqual({
      id: 9,
      name: 'Mai Tran',
      phone: '2125550123',
      phone_formatted: '(212) 555-0123',
      email: '',
    });
    expect(posCustomer({ ...mai, phone: null, email: 'm@example.com' })).toMatchObject({
      phone: '',
      phone_formatted: '',
      email: 'm@example.com',
    });
  });

  const draft = {
    id: 31,
    customerId: 9,
    ticketDiscountType: 'percent',
    ticketDiscountValue: 10,
    tipCents: 500,
    tipSplit: 'manual',
    lines: [
      {
        key: 'service-1',
        kind: 'service',
        serviceId: 1,
        name: 'Gel Manicure',
        technicianId: 4,
        unitPriceCents: 3500,
        quantity: 1,
        discountCents: 0,
      },
    ],
    tips: [
      { technicianId: 4, cents: 300 },
      { technicianId: 5, cents: 200 },
    ],
  } as unknown as Draft;

  test('a saved ticket resumes with its lines, discount, tip as an amount, and a hand-typed split as saved', () => {
    expect(posDraft(draft, mai)).toEqual({
      id: 31,
      customer: posCustomer(mai),
      lines: [
        {
          key: 'service-1',
          kind: 'service',
          service_id: 1,
          name: 'Gel Manicure',
          technician_id: 4,
          unit_price: 3500,
          quantity: 1,
          discount: 0,
        },
      ],
      ticket_discount: { type: 'percent', value: 10 },
      tip: { type: 'amount', value: 500 },
      tip_shares: [
        { technician_id: 4, cents: 300 },
        { technician_id: 5, cents: 200 },
      ],
    });
  });

  test('a split by rule, or no tip, comes back empty so the rule splits again; no discount and no customer are null', () => {
    expect(posDraft({ ...draft, tipSplit: 'even' } as Draft, null).tip_shares).toEqual([]);
    expect(
      posDraft({ ...draft, tipCents: 0, ticketDiscountType: null } as Draft, null),
    ).toMatchObject({ customer: null, tip: null, ticket_discount: null, tip_shares: [] });
  });

  test("a check-in's services become lines for her assigned technician (else the one she asked for), in her order, services only", () => {
    const checkIn = {
      id: 11,
      requestedTechnicianId: 3,
      assignedTechnicianId: null,
      serviceIds: [2, 7, 1, 2],
    } as unknown as CheckInRow;
    const menu = [
      { id: 1, name: 'Gel Manicure', kind: 'service', priceCents: 3500 },
      { id: 2, name: 'Pedicure', kind: 'service', priceCents: 2500 },
      { id: 7, name: 'Polish bottle', kind: 'retail', priceCents: 900 },
    ];
    const ticket = posCheckIn(checkIn, mai, menu);
    expect(ticket.requested_technician_id).toBe(3);
    expect(ticket.lines.map((l) => [l.key, l.service_id, l.technician_id, l.unit_price])).toEqual([
      ['service-checkin11-0', 2, 3, 2500],
      ['service-checkin11-2', 1, 3, 3500],
      ['service-checkin11-3', 2, 3, 2500],
    ]);
    expect(
      posCheckIn({ ...checkIn, assignedTechnicianId: 8 } as CheckInRow, null, menu),
    ).toMatchObject({
      customer: null,
      lines: [{ technician_id: 8 }, { technician_id: 8 }, { technician_id: 8 }],
    });
  });
});
