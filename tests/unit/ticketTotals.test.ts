import { describe, expect, it } from 'vitest';
import { english } from '../support/saidEquality';
import { allocateCents, splitEvenly } from '../../common/allocate';
import {
  computeTicket,
  taxOn,
  tipSharesProblem,
  DEFAULT_TIP_RULE,
  type TicketInput,
  type TicketLineInput,
} from '../../common/ticketTotals';
import { settle } from '../../common/tenders';

const SALES_TAX = { id: 1, name: 'Sales tax', rate: 8875 };
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
const ticket = (over: Partial<TicketInput>): TicketInput => ({
  lines: [],
  ticketDiscount: null,
  taxes: [SALES_TAX],
  tip: null,
  tipRule: DEFAULT_TIP_RULE,
  ...over,
});

describe('allocating cents', () => {
  it('splits in proportion and the parts always add up', () => {
    expect(allocateCents(1000, [5000, 10000])).toEqual([333, 667]);
    expect(allocateCents(3000, [5000, 10000])).toEqual([1000, 2000]);
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
  });

  it('splits evenly when every weight is zero, and refuses fractional cents', () => {
    expect(allocateCents(5, [0, 0])).toEqual([3, 2]);
    expect(() => allocateCents(1.5, [1])).toThrow(RangeError);
    expect(() => allocateCents(100, [1.5, 1])).toThrow(RangeError);
  });

  it('keeps the sum for many random splits', () => {
    let seed = 42;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 500; i++) {
      const weights = Array.from({ length: 1 + rand(6) }, () => rand(20000));
      const amount = rand(100000);
      const parts = allocateCents(amount, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      expect(parts.every((p) => p >= 0)).toBe(true);
    }
  });
});

describe('tax rounding', () => {
  it('rounds each tax line half up', () => {
    expect(taxOn(1200, 8875)).toBe(107); // 106.5 cents
    expect(taxOn(1199, 8875)).toBe(106); // 106.41
    expect(taxOn(0, 8875)).toBe(0);
  });
});

describe('the ticket total', () => {
  it('prices a gel manicure and a taxed polish bottle, with a 20 % tip on the pre-tax subtotal', () => {
    const t = computeTicket(
      ticket({
        lines: [
          line({ key: 'a', unitPriceCents: 3500 }),
          line({ key: 'b', kind: 'retail', unitPriceCents: 1200, taxIds: [1] }),
        ],
        tip: { type: 'percent', percent: 20 },
      }),
    );
    expect(t.subtotalCents).toBe(4700);
    expect(t.taxes).toEqual([
      { taxId: 1, name: 'Sales tax', rate: 8875, baseCents: 1200, amountCents: 107 },
    ]);
    expect(t.totalCents).toBe(4807);
    expect(t.tipCents).toBe(940);
    expect(t.amountDueCents).toBe(5747);
    // Retail has no technician: the whole tip goes to the one who did the service.
    expect(t.tipShares).toEqual([{ technicianId: 1, cents: 940 }]);
    expect(t.lines[1].technicianId).toBeNull();
  });

  it('takes line discounts first, then shares a ticket discount pro rata before tax', () => {
    const t = computeTicket(
      ticket({
        lines: [
          line({ key: 'a', unitPriceCents: 6000, discountCents: 1000 }),
          line({ key: 'b', kind: 'retail', unitPriceCents: 10000, taxIds: [1] }),
        ],
        ticketDiscount: { type: 'amount', cents: 1000 },
      }),
    );
    expect(t.lines.map((l) => l.ticketDiscountCents)).toEqual([333, 667]);
    expect(t.lines.map((l) => l.netCents)).toEqual([4667, 9333]);
    expect(t.discountCents).toBe(2000);
    expect(t.taxes[0].baseCents).toBe(9333);
    expect(t.taxes[0].amountCents).toBe(828); // 828.30
    expect(t.totalCents).toBe(4667 + 9333 + 828);
  });

  it('applies a percent ticket discount and several taxes, each rounded on its own', () => {
    const t = computeTicket(
      ticket({
        lines: [
          line({ key: 'a', kind: 'retail', unitPriceCents: 1200, taxIds: [1, 2] }),
          line({ key: 'b', kind: 'retail', unitPriceCents: 1250, quantity: 2, taxIds: [2] }),
        ],
        taxes: [
          { id: 1, name: 'State', rate: 4000 },
          { id: 2, name: 'City', rate: 4875 },
        ],
        ticketDiscount: { type: 'percent', percent: 10 },
      }),
    );
    expect(t.subtotalCents).toBe(3700);
    expect(t.lines.map((l) => l.netCents)).toEqual([1080, 2250]);
    expect(t.taxes.map((x) => [x.name, x.baseCents, x.amountCents])).toEqual([
      ['State', 1080, 43],
      ['City', 3330, 162],
    ]);
    expect(t.totalCents).toBe(3330 + 43 + 162);
  });

  it('splits a tip in proportion to each technician’s services: $50 and $100 with a $30 tip is $10 and $20', () => {
    const t = computeTicket(
      ticket({
        lines: [
          line({ key: 'a', unitPriceCents: 5000, technicianId: 7 }),
          line({ key: 'b', unitPriceCents: 10000, technicianId: 8 }),
        ],
        tip: { type: 'amount', cents: 3000 },
      }),
    );
    expect(t.tipShares).toEqual([
      { technicianId: 7, cents: 1000 },
      { technicianId: 8, cents: 2000 },
    ]);
  });

  it('splits evenly when the rule says so, and the cents still add up', () => {
    const t = computeTicket(
      ticket({
        lines: [1, 2, 3].map((tech) =>
          line({ key: `k${tech}`, unitPriceCents: 1000 * tech, technicianId: tech }),
        ),
        tip: { type: 'amount', cents: 1000 },
        tipRule: { base: 'subtotal', split: 'even' },
      }),
    );
    expect(t.tipShares.map((s) => s.cents)).toEqual([334, 333, 333]);
  });

  it('computes a percent tip on the total with tax when the rule says so', () => {
    const t = computeTicket(
      ticket({
        lines: [
          line({ key: 'a', kind: 'retail', unitPriceCents: 1000, taxIds: [1] }),
          line({ key: 'b', unitPriceCents: 1000 }),
        ],
        tip: { type: 'percent', percent: 15 },
        tipRule: { base: 'total', split: 'proportional' },
      }),
    );
    expect(t.totalCents).toBe(2089);
    expect(t.tipCents).toBe(313); // 313.35
  });

  it('never taxes, discounts or tips a gift card sold on the ticket', () => {
    const t = computeTicket(
      ticket({
        lines: [
          line({ key: 'g', kind: 'giftcard', unitPriceCents: 5000, taxIds: [1] }),
          line({ key: 'a', unitPriceCents: 4000, taxIds: [1] }),
        ],
        ticketDiscount: { type: 'amount', cents: 1000 },
        tip: { type: 'percent', percent: 20 },
      }),
    );
    expect(t.lines[0].netCents).toBe(5000);
    expect(t.lines[1].netCents).toBe(3000);
    expect(t.taxes[0].baseCents).toBe(3000);
    expect(t.spendCents).toBe(3000);
    expect(t.tipCents).toBe(600);
  });

  it('keeps a hand-made split and explains one that does not add up', () => {
    const t = computeTicket(
      ticket({
        lines: [
          line({ key: 'a', unitPriceCents: 5000, technicianId: 7 }),
          line({ key: 'b', unitPriceCents: 5000, technicianId: 8 }),
        ],
        tip: { type: 'amount', cents: 1000 },
        tipShares: [
          { technicianId: 7, cents: 700 },
          { technicianId: 8, cents: 300 },
        ],
      }),
    );
    expect(t.tipShares).toEqual([
      { technicianId: 7, cents: 700 },
      { technicianId: 8, cents: 300 },
    ]);
    expect(
      english(
        tipSharesProblem(
          1000,
          [
            { technicianId: 7, cents: 700 },
            { technicianId: 8, cents: 200 },
          ],
          [7, 8],
        ),
      ),
    ).toBe('The tip shares add up to $9.00, not the tip of $10.00.');
    expect(english(tipSharesProblem(1000, [{ technicianId: 9, cents: 1000 }], [7, 8]))).toBe(
      'A tip can only go to a technician on this ticket.',
    );
    expect(tipSharesProblem(1000, [{ technicianId: 7, cents: 1000 }], [7, 8])).toBeNull();
  });

  it('never lets a discount go below zero', () => {
    const t = computeTicket(
      ticket({
        lines: [line({ key: 'a', unitPriceCents: 1000, discountCents: 5000 })],
        ticketDiscount: { type: 'amount', cents: 9999 },
      }),
    );
    expect(t.netCents).toBe(0);
    expect(t.totalCents).toBe(0);
  });
});

describe('settling tenders', () => {
  it('gives change only from cash', () => {
    const s = settle(4807, [
      { type: 'credit_card', amountCents: 2000 },
      { type: 'cash', amountCents: 5000 },
    ]);
    expect(s.paid).toBe(true);
    expect(s.changeCents).toBe(2193);
    expect(s.byType).toMatchObject({ cash: 2807, credit_card: 2000 });
  });

  it('refuses a card payment larger than the amount due and reports what is still owed', () => {
    expect(english(settle(1000, [{ type: 'credit_card', amountCents: 1500 }]).problem)).toBe(
      'Only cash can be more than the amount due.',
    );
    const partial = settle(1000, [{ type: 'check', amountCents: 400 }]);
    expect(partial.paid).toBe(false);
    expect(partial.remainingCents).toBe(600);
  });
});
