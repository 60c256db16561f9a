import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import {
  giftCardSaleProblem,
  lineTaxShares,
  planRefund,
  taxForPart,
  type RefundableLine,
} from '../../server/domain/tickets/refunds';
import { tipRefundShares } from '../../common/refunds';
import {
  cashAfterChange,
  moveTender,
  retipTenders,
  splitTipByRule,
} from '../../server/domain/tickets/invoiceChanges';
import { voidProblem, VOID_LATE, VOID_REFUNDED } from '../../server/domain/tickets/voids';
import { csvField } from '../../server/domain/tickets/invoiceList';
import { reportPeriod } from '../../common/reportRanges';
import { FieldErrors } from '../../server/domain/errors';

const line = (over: Partial<RefundableLine>): RefundableLine => ({
  id: 1,
  kind: 'retail',
  name: 'Polish',
  netCents: 1200,
  taxCents: 107,
  refundedNetCents: 0,
  refundedTaxCents: 0,
  ...over,
});

describe('each line’s share of the tax', () => {
  test('one tax over three equal lines: $0.10 splits 4/3/3 and adds up', () => {
    const shares = lineTaxShares(
      [
        { id: 1, netCents: 100, taxIds: [7] },
        { id: 2, netCents: 100, taxIds: [7] },
        { id: 3, netCents: 100, taxIds: [7] },
      ],
      [{ taxId: 7, amountCents: 10 }],
    );
    expect([...shares.values()]).toEqual([4, 3, 3]);
  });

  test('an untaxed service gets none; two taxes add on the line they both apply to', () => {
    const shares = lineTaxShares(
      [
        { id: 1, netCents: 3500, taxIds: [] },
        { id: 2, netCents: 1200, taxIds: [7, 8] },
        { id: 3, netCents: 800, taxIds: [7] },
      ],
      [
        { taxId: 7, amountCents: 178 },
        { taxId: 8, amountCents: 12 },
      ],
    );
    // 8.875 % of $20.00 = $1.78: $12.00 → 106.8 → 107, $8.00 → 71.2 → 71; the second tax all on line 2.
    expect(Object.fromEntries(shares)).toEqual({ 1: 0, 2: 107 + 12, 3: 71 });
  });
});

describe('the tax of a partial refund', () => {
  test('half of a $12.00 line with $1.07 tax takes $0.54, and the rest takes exactly what is left', () => {
    expect(taxForPart(600, 1200, 107)).toBe(54);
    expect(taxForPart(600, 600, 53)).toBe(53);
  });

  test('three refunds of a line add up to its tax, never a cent more', () => {
    let net = 1000;
    let tax = 89;
    let taken = 0;
    for (const part of [333, 333, 334]) {
      const t = taxForPart(part, net, tax);
      taken += t;
      net -= part;
      tax -= t;
    }
    expect(taken).toBe(89);
  });
});

describe('planning a refund', () => {
  test('a whole line gives back what is left of its net and tax, plus the tip asked for', () => {
    const plan = planRefund(
      [line({ refundedNetCents: 200, refundedTaxCents: 18 })],
      [{ lineId: 1, amountCents: null }],
      { tipCents: 500, refundedTipCents: 0, refundTipCents: 300 },
    );
    expect(plan).toEqual({
      lines: [{ invoiceLineId: 1, netCents: 1000, taxCents: 89 }],
      amountCents: 1000,
      taxCents: 89,
      tipCents: 300,
      totalCents: 1389,
    });
  });

  test('more than is left of a line or of the tip, a line twice, a sold gift card or nothing chosen are refused', () => {
    const lines = [
      line({}),
      line({ id: 2, kind: 'giftcard', name: 'Gift card', netCents: 5000, taxCents: 0 }),
    ];
    const errorsOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as FieldErrors).errors;
      }
      return null;
    };
    expect(
      errorsOf(() =>
        planRefund(lines, [{ lineId: 1, amountCents: 1300 }], {
          tipCents: 0,
          refundedTipCents: 0,
          refundTipCents: 0,
        }),
      ),
    ).toEqual({ 'lines.0.amount': 'Only $12.00 of Polish is left to refund.' });
    expect(
      errorsOf(() =>
        planRefund(
          lines,
          [
            { lineId: 1, amountCents: null },
            { lineId: 1, amountCents: null },
          ],
          { tipCents: 0, refundedTipCents: 0, refundTipCents: 0 },
        ),
      ),
    ).toEqual({ 'lines.1.line_id': 'Polish is chosen twice.' });
    expect(
      errorsOf(() =>
        planRefund(lines, [{ lineId: 2, amountCents: null }], {
          tipCents: 0,
          refundedTipCents: 0,
          refundTipCents: 0,
        }),
      ),
    ).toEqual({ 'lines.0.amount': 'This gift card sale has no card: adjust it under Gift Cards.' });
    // A tip alone is a refund of its own, with no lines.
    expect(
      planRefund(lines, [], { tipCents: 500, refundedTipCents: 0, refundTipCents: 500 }),
    ).toEqual({ lines: [], amountCents: 0, taxCents: 0, tipCents: 500, totalCents: 500 });
    expect(
      errorsOf(() =>
        planRefund(lines, [{ lineId: 1, amountCents: null }], {
          tipCents: 500,
          refundedTipCents: 400,
          refundTipCents: 200,
        }),
      ),
    ).toEqual({ tip_amount: 'Only $1.00 of the tip is left to refund.' });
    expect(
      errorsOf(() =>
        planRefund(lines, [], { tipCents: 0, refundedTipCents: 0, refundTipCents: 0 }),
      ),
    ).toEqual({ lines: 'Choose what to refund.' });
    expect(
      errorsOf(() =>
        planRefund(
          [line({ refundedNetCents: 1200, refundedTaxCents: 107 })],
          [{ lineId: 1, amountCents: null }],
          { tipCents: 0, refundedTipCents: 0, refundTipCents: 0 },
        ),
      ),
    ).toEqual({ 'lines.0.line_id': 'Polish has already been refunded.' });
  });
});

describe('a gift card sold, refunded', () => {
  const card = { code: 'AB12', balanceCents: 1000, isActive: true };

  test('gives back at most what is still unused on the card', () => {
    expect(giftCardSaleProblem(card, 1000)).toBeNull();
    expect(english(giftCardSaleProblem(card, 1001))).toBe(
      'Gift card AB12 has only $10.00 left unused: refund at most that.',
    );
    expect(english(giftCardSaleProblem({ ...card, balanceCents: 0 }, 1))).toBe(
      'Gift card AB12 has been used up: nothing of its sale can be refunded.',
    );
    expect(english(giftCardSaleProblem({ ...card, isActive: false }, 1))).toMatch(/switched off/);
  });

  test('a plan takes the amount chosen when the card covers it', () => {
    const sold = line({
      id: 3,
      kind: 'giftcard',
      name: 'Gift card',
      netCents: 5000,
      taxCents: 0,
      giftCard: { id: 9, ...card },
    });
    expect(
      planRefund([sold], [{ lineId: 3, amountCents: 800 }], {
        tipCents: 0,
        refundedTipCents: 0,
        refundTipCents: 0,
      }).totalCents,
    ).toBe(800);
    expect(() =>
      planRefund([sold], [{ lineId: 3, amountCents: null }], {
        tipCents: 0,
        refundedTipCents: 0,
        refundTipCents: 0,
      }),
    ).toThrow(FieldErrors);
  });
});

describe('whose tip a tip refund takes back', () => {
  const shares = [
    { name: 'Cindy', cents: 1000 },
    { name: 'Tina', cents: 2000 },
  ];

  test('in proportion to the shares: $6 of a $10/$20 tip is $2 and $4', () => {
    expect(tipRefundShares(shares, 0, 600).map((s) => s.refundCents)).toEqual([200, 400]);
  });

  test('refunds in parts add up to the split of one refund of the sum, to the cent', () => {
    const parts = [101, 203, 97];
    let before = 0;
    const taken = [0, 0];
    for (const p of parts) {
      tipRefundShares(shares, before, p).forEach((s, i) => (taken[i] += s.refundCents));
      before += p;
    }
    expect(taken).toEqual(tipRefundShares(shares, 0, 401).map((s) => s.refundCents));
    expect(taken[0] + taken[1]).toBe(401);
  });
});

describe('changes after payment', () => {
  const tenders = { cash: 5000, credit_card: 2000, gift_card: 0, coupon: 0, check: 0 };

  test('a tender correction moves money and keeps the total', () => {
    expect(moveTender(tenders, 'cash', 'credit_card', 1500)).toEqual({
      ...tenders,
      cash: 3500,
      credit_card: 3500,
    });
    expect(() => moveTender(tenders, 'cash', 'credit_card', 5001)).toThrowSaying(
      'Only $50.00 was recorded as Cash.',
    );
    expect(() => moveTender(tenders, 'cash', 'cash', 1)).toThrowSaying(
      'Choose two different payment types.',
    );
  });

  test('a new tip is paid by one tender, and a lower one cannot take it below zero', () => {
    expect(retipTenders(tenders, 500, 900, 'credit_card')).toEqual({
      ...tenders,
      credit_card: 2400,
    });
    expect(() => retipTenders(tenders, 2500, 0, 'credit_card')).toThrowSaying(
      /Only \$20.00 was paid by Credit Card/,
    );
  });

  test('the tip follows the services: $50 and $100 share $30 as $10 and $20 (docs/domain.md §3.3), evenly $15 each', () => {
    const lines = [
      { kind: 'service' as const, technicianId: 1, netCents: 5000 },
      { kind: 'service' as const, technicianId: 2, netCents: 10000 },
      { kind: 'retail' as const, technicianId: null, netCents: 1200 },
    ];
    expect(splitTipByRule(3000, lines, 'proportional')).toEqual([
      { technicianId: 1, cents: 1000 },
      { technicianId: 2, cents: 2000 },
    ]);
    expect(splitTipByRule(3001, lines, 'even')).toEqual([
      { technicianId: 1, cents: 1501 },
      { technicianId: 2, cents: 1500 },
    ]);
  });

  test('a void is for the store day of payment only, and not once refunded', () => {
    const tz = 'America/New_York';
    // 11:30 PM in New York on 5 March is 04:30 UTC on 6 March: still the 5th for the store.
    const paidAt = new Date('2026-03-06T04:30:00Z');
    expect(
      voidProblem({ status: 'paid', paidAt }, 0, tz, new Date('2026-03-06T04:50:00Z')),
    ).toBeNull();
    expect(voidProblem({ status: 'paid', paidAt }, 0, tz, new Date('2026-03-06T05:10:00Z'))).toBe(
      VOID_LATE,
    );
    expect(voidProblem({ status: 'paid', paidAt }, 100, tz, new Date('2026-03-06T04:50:00Z'))).toBe(
      VOID_REFUNDED,
    );
  });
});

describe('the invoice list', () => {
  test('custom days are store days, swapped when given the wrong way round', () => {
    const p = reportPeriod('custom', '2026-03-10', '2026-03-01', 'America/New_York');
    expect(p).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-10',
      start: new Date('2026-03-01T05:00:00Z'),
      end: new Date('2026-03-11T04:00:00Z'),
    });
  });

  test('CSV fields are quoted when needed and never start a formula', () => {
    expect(csvField('Nguyen, Anna')).toBe('"Nguyen, Anna"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('12.50')).toBe('12.50');
  });
});

describe('cash handed over and change after a correction', () => {
  // $51.00 ticket paid with a $100 bill: $51 kept, $49 change.
  const paid = { keptCents: 5100, tenderedCents: 10000, changeCents: 4900 };

  test('part of the cash was really a card: the change counted back stays, less cash was handed over', () => {
    expect(cashAfterChange(paid, 3100, 'change')).toEqual({
      tenderedCents: 8000,
      changeCents: 4900,
    });
  });

  test('a tip taken in cash comes out of the change; beyond the change, more cash was handed over', () => {
    expect(cashAfterChange(paid, 5600, 'tendered')).toEqual({
      tenderedCents: 10000,
      changeCents: 4400,
    });
    expect(cashAfterChange(paid, 11000, 'tendered')).toEqual({
      tenderedCents: 11000,
      changeCents: 0,
    });
  });

  test('no cash left: nothing handed over and no change; cash newly recorded was exact', () => {
    expect(cashAfterChange(paid, 0, 'change')).toEqual({ tenderedCents: null, changeCents: 0 });
    expect(
      cashAfterChange({ keptCents: 0, tenderedCents: null, changeCents: 0 }, 2000, 'change'),
    ).toEqual({ tenderedCents: 2000, changeCents: 0 });
  });
});
