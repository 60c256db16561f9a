import { describe, expect, test } from 'vitest';
import {
  invoiceEditProps,
  invoiceLineItem,
  refundable,
  refundItem,
} from '../../../server/http/presenters/invoiceChanges';
import type { InvoiceEditFacts } from '../../../server/http/presenters/invoiceChanges';

const NY = 'America/New_York';
const paidAt = new Date('2026-03-07T15:30:00Z');

// $100.00 service and a $25.00 gift card sold, $8.88 tax on the service, $10.00 tip; paid $80.00 cash + $63.88 card.
const invoice: InvoiceEditFacts['invoice'] = {
  id: 7,
  number: 42,
  status: 'paid',
  customerId: 3,
  paidAt,
  subtotalCents: 12500,
  discountCents: 0,
  taxCents: 888,
  totalCents: 13388,
  tipCents: 1000,
  amountDueCents: 14388,
  tipSplit: 'manual',
  cashAmount: 8000,
  creditCardAmount: 6388,
  giftCardAmount: 0,
  couponAmount: 0,
  checkAmount: 0,
  changeCents: 0,
  voidedAt: null,
  voidReason: null,
};
const lines: InvoiceEditFacts['lines'] = [
  {
    id: 1,
    kind: 'service',
    name: 'Pedicure',
    technicianId: 5,
    technicianName: 'Mai',
    unitPriceCents: 10000,
    quantity: 1,
    netCents: 10000,
    taxIds: [9],
    giftCardId: null,
  },
  {
    id: 2,
    kind: 'giftcard',
    name: 'Gift card',
    technicianId: null,
    technicianName: null,
    unitPriceCents: 2500,
    quantity: 1,
    netCents: 2500,
    taxIds: [],
    giftCardId: 4,
  },
];
const noRefunds: InvoiceEditFacts['refunded'] = {
  byLine: new Map(),
  tipCents: 0,
  totalCents: 0,
  byTender: new Map(),
  byGiftCard: new Map(),
};
// $20.00 of the service and its $1.78 tax, and $2.00 of the tip, back in cash.
const someRefunded: InvoiceEditFacts['refunded'] = {
  byLine: new Map([[1, { netCents: 2000, taxCents: 178 }]]),
  tipCents: 200,
  totalCents: 2378,
  byTender: new Map([['cash' as const, 2378]]),
  byGiftCard: new Map(),
};
const card = {
  id: 4,
  code: 'GC-100',
  balanceCents: 1500,
  recipientName: null,
  isActive: true,
  createdAt: paidAt,
};

const facts = (over: Partial<InvoiceEditFacts> = {}): InvoiceEditFacts => ({
  invoice,
  prefix: 'T',
  customer: { name: 'Lan', phone: '2125550123' },
  lines,
  taxes: [{ taxId: 9, name: 'NY', amountCents: 888 }],
  tips: [{ technicianId: 5, name: 'Mai', cents: 1000 }],
  payments: [
    {
      id: 1,
      type: 'cash',
      amountCents: 8000,
      giftCardId: null,
      giftCardCode: null,
      cardLast4: null,
    },
    {
      id: 2,
      type: 'credit_card',
      amountCents: 6388,
      giftCardId: null,
      giftCardCode: null,
      cardLast4: '4242',
    },
  ],
  refunded: noRefunds,
  refunds: [],
  audits: [],
  technicians: [{ id: 5, name: 'Mai' }],
  through: null,
  cardsSold: new Map([[2, card]]),
  ...over,
});

describe('invoice edit presenters', () => {
  test('a line shows its tax share and what is still refundable, net of earlier refunds; a gift card sold shows the card now', () => {
    const shares = new Map([
      [1, 888],
      [2, 0],
    ]);
    const item = invoiceLineItem(shares, someRefunded, new Map([[2, card]]));
    expect(item(lines[0]!)).toEqual({
      id: 1,
      name: 'Pedicure',
      kind: 'service',
      quantity: 1,
      technician_id: 5,
      technician: 'Mai',
      net_cents: 10000,
      tax_cents: 888,
      refundable_cents: 8000,
      refundable_tax_cents: 710,
      gift_card: null,
    });
    expect(item(lines[1]!)).toMatchObject({
      refundable_cents: 2500,
      refundable_tax_cents: 0,
      gift_card: { code: 'GC-100', balance_cents: 1500, active: true },
    });
  });

  test('what may still be refunded: the total less earlier refunds, card and check each no more than they paid', () => {
    expect(refundable(facts({ refunded: someRefunded }), false)).toEqual({
      total_cents: 12010,
      tip_cents: 800,
      tip_refunded_cents: 200,
      credit_card_cents: 6388,
      check_cents: 0,
      card_last4: '4242',
      gift_card_code: null,
      tenders: [
        { type: 'cash', gift_card_code: null, paid_cents: 8000, refunded_cents: 2378 },
        { type: 'credit_card', gift_card_code: null, paid_cents: 6388, refunded_cents: 0 },
      ],
      can_override: false,
    });
  });

  test('a refund lists its payouts and a cash override says who allowed it and why', () => {
    expect(
      refundItem({
        id: 1,
        reason: 'Chipped',
        amountCents: 2000,
        taxCents: 178,
        tipCents: 200,
        overrideCents: 500,
        overrideReason: 'Card machine down',
        byName: 'Owner',
        createdAt: paidAt,
        payments: [{ refundId: 1, type: 'cash', amountCents: 2378, giftCardCode: null }],
      }),
    ).toEqual({
      id: 1,
      at: '2026-03-07T15:30:00.000Z',
      by: 'Owner',
      reason: 'Chipped',
      total_cents: 2378,
      payouts: [{ type: 'cash', label: 'Cash', gift_card_code: null, cents: 2378 }],
      override: { cents: 500, by: 'Owner', reason: 'Card machine down' },
    });
  });

  test('the page: ticket header in cents and ISO instants, its status as a code beside the refunded cents, void refused after a refund, payroll lock on a paid day', () => {
    const props = invoiceEditProps(facts({ refunded: someRefunded, through: '2026-03-07' }), {
      tz: NY,
      now: paidAt,
      canOverride: true,
    });
    expect(props.invoice).toMatchObject({
      id: 7,
      number: 'T42',
      paid_at: '2026-03-07T15:30:00.000Z',
      status: 'paid',
      customer: { name: 'Lan', phone: '(212) 555-0123' },
      subtotal_cents: 12500,
      tax_cents: 888,
      total_cents: 13388,
      amount_due_cents: 14388,
      refunded_cents: 2378,
    });
    expect(props.lines.map((l) => l.tax_cents)).toEqual([888, 0]);
    expect(props.payments[1]).toEqual({
      id: 2,
      type: 'credit_card',
      label: 'Credit Card',
      amount_cents: 6388,
      card: '**** **** **** 4242',
      gift_card: null,
    });
    expect(props.refundable.can_override).toBe(true);
    expect(props.void_problem).not.toBeNull();
    expect(props.payroll_lock).not.toBeNull();
    const fresh = invoiceEditProps(facts(), { tz: NY, now: paidAt, canOverride: false });
    expect(fresh.void_problem).toBeNull();
    expect(fresh.payroll_lock).toBeNull();
    expect(fresh.invoice.status).toBe('paid');
    expect(fresh.invoice).not.toHaveProperty('status_label');
  });

  test("a void's audit line reads Status: Paid → Voided, at its instant", () => {
    const props = invoiceEditProps(
      facts({
        technicians: [],
        audits: [
          {
            id: 1,
            action: 'void',
            reason: 'Wrong ticket',
            before: null,
            after: null,
            byName: 'Owner',
            createdAt: paidAt,
          },
        ],
      }),
      { tz: NY, now: paidAt, canOverride: false },
    );
    expect(props.audits).toEqual([
      {
        id: 1,
        action: 'void',
        at: '2026-03-07T15:30:00.000Z',
        by: 'Owner',
        reason: 'Wrong ticket',
        changes: [{ field: 'Status', before: 'Paid', after: 'Voided' }],
      },
    ]);
  });
});
