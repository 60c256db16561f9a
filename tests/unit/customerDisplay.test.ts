import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { computeTicket } from '../../common/ticketTotals';
import {
  DISPLAY_MAX_TIP_CENTS,
  maxTipCents,
  tipBaseCents,
  tipChoices,
  tipPickCents,
  tipPickProblem,
} from '../../common/customerDisplay';
import { currentScreen } from '../../server/domain/display/customerDisplay';

describe('tip choices on the customer display', () => {
  test('each suggested percent makes its amount on the base, half a cent rounding up', () => {
    // $43.30: 15 % = 649.5 → 650, 18 % = 779.4 → 779, 20 % = 866, 25 % = 1082.5 → 1083
    expect(tipChoices(4330, [15, 18, 20, 25])).toEqual([
      { percent: 15, cents: 650 },
      { percent: 18, cents: 779 },
      { percent: 20, cents: 866 },
      { percent: 25, cents: 1083 },
    ]);
  });

  test('the store’s percents are shown in order, once each, and only from 1 to 100', () => {
    expect(tipChoices(1000, [20, 0, 15, 20, 101, 12.5, 18]).map((c) => c.percent)).toEqual([
      15, 18, 20,
    ]);
  });

  test('no base makes every suggestion $0.00', () => {
    expect(tipChoices(0, [15, 20])).toEqual([
      { percent: 15, cents: 0 },
      { percent: 20, cents: 0 },
    ]);
  });

  test('the base follows the store’s tip rule and leaves a gift card sold out', () => {
    const totals = computeTicket({
      lines: [
        {
          key: 'a',
          kind: 'service',
          unitPriceCents: 4000,
          quantity: 1,
          discountCents: 0,
          taxIds: [1],
          technicianId: 1,
        },
        {
          key: 'b',
          kind: 'giftcard',
          unitPriceCents: 5000,
          quantity: 1,
          discountCents: 0,
          taxIds: [],
          technicianId: null,
        },
      ],
      ticketDiscount: null,
      taxes: [{ id: 1, name: 'Tax', rate: 8875 }],
      tip: null,
      tipRule: { base: 'subtotal', split: 'proportional' },
    });
    expect(tipBaseCents(totals, { base: 'subtotal' })).toBe(4000);
    // $40 + 8.875 % tax ($3.55), without the $50 card
    expect(tipBaseCents(totals, { base: 'total' })).toBe(4355);
  });

  test('a pick is at most the base and at most $1,000, and a percent must be one shown', () => {
    expect(maxTipCents(4330)).toBe(4330);
    expect(maxTipCents(500_000)).toBe(DISPLAY_MAX_TIP_CENTS);
    expect(tipPickCents({ type: 'percent', percent: 20 }, 4330)).toBe(866);
    expect(tipPickCents({ type: 'none' }, 4330)).toBe(0);
    expect(tipPickProblem({ type: 'percent', percent: 20 }, 4330, [15, 20])).toBeNull();
    expect(english(tipPickProblem({ type: 'percent', percent: 22 }, 4330, [15, 20]))).toBe(
      'Please choose one of the tips shown.',
    );
    expect(tipPickProblem({ type: 'amount', cents: 4330 }, 4330, [])).toBeNull();
    expect(english(tipPickProblem({ type: 'amount', cents: 4331 }, 4330, []))).toBe(
      'The tip can be at most the amount of the ticket.',
    );
    expect(english(tipPickProblem({ type: 'amount', cents: 100_001 }, 500_000, []))).toBe(
      'The tip can be $1,000.00 at most.',
    );
    expect(english(tipPickProblem({ type: 'amount', cents: -1 }, 4330, []))).toBe(
      'The tip must be zero or more.',
    );
    expect(tipPickProblem({ type: 'none' }, 0, [])).toBeNull();
  });
});

describe('what a display shows now', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const ago = (s: number) => new Date(now.getTime() - s * 1000);

  test('nothing sent yet is Welcome', () => {
    expect(currentScreen(null, null, now)).toEqual({ screen: 'idle' });
  });

  test('a thank-you lasts 20 seconds, then Welcome again', () => {
    const thanks = { screen: 'thank_you', first_name: 'Maria', review: null };
    expect(currentScreen(thanks, ago(19), now)).toEqual(thanks);
    expect(currentScreen(thanks, ago(20), now)).toEqual({ screen: 'idle' });
  });

  test('a ticket stays until something else is sent', () => {
    const ticket = { screen: 'pay_on_terminal', amount_cents: 5100 };
    expect(currentScreen(ticket, ago(3600), now)).toEqual(ticket);
  });
});
