import { describe, expect, it } from 'vitest';
import { computeTicket, DEFAULT_TIP_RULE, type TicketLineInput } from '../../common/ticketTotals';

const line = (
  over: Partial<TicketLineInput> & { key: string; unitPriceCents: number },
): TicketLineInput => ({
  kind: 'service',
  quantity: 1,
  discountCents: 0,
  taxIds: [],
  technicianId: 1,
  ...over,
});

describe('a gift card line takes no discount', () => {
  it('a line discount equal to a $100 card’s price leaves the card at $100 due, not a $0 ticket', () => {
    const t = computeTicket({
      lines: [line({ key: 'g', kind: 'giftcard', unitPriceCents: 10000, discountCents: 10000 })],
      ticketDiscount: null,
      taxes: [],
      tip: null,
      tipRule: DEFAULT_TIP_RULE,
    });
    expect(t.lines[0]).toMatchObject({
      lineDiscountCents: 0,
      ticketDiscountCents: 0,
      netCents: 10000,
    });
    expect(t).toMatchObject({ discountCents: 0, amountDueCents: 10000 });
  });

  it('a ticket discount, even larger than the ticket, falls only on the services: $40 service + $100 card, $140 off → $100 due', () => {
    const t = computeTicket({
      lines: [
        line({ key: 's', unitPriceCents: 4000 }),
        line({ key: 'g', kind: 'giftcard', unitPriceCents: 10000, technicianId: null }),
      ],
      ticketDiscount: { type: 'amount', cents: 14000 },
      taxes: [],
      tip: null,
      tipRule: DEFAULT_TIP_RULE,
    });
    expect(t.lines.map((l) => [l.ticketDiscountCents, l.netCents])).toEqual([
      [4000, 0],
      [0, 10000],
    ]);
    expect(t).toMatchObject({ discountCents: 4000, amountDueCents: 10000 });
  });

  it('a 50 % ticket discount on $40 service + $100 card takes $20 off the service only', () => {
    const t = computeTicket({
      lines: [
        line({ key: 's', unitPriceCents: 4000 }),
        line({ key: 'g', kind: 'giftcard', unitPriceCents: 10000, technicianId: null }),
      ],
      ticketDiscount: { type: 'percent', percent: 50 },
      taxes: [],
      tip: null,
      tipRule: DEFAULT_TIP_RULE,
    });
    expect(t.lines.map((l) => l.netCents)).toEqual([2000, 10000]);
    expect(t.amountDueCents).toBe(12000);
  });
});
