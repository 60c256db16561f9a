import { describe, expect, test } from 'vitest';
import {
  invoiceListChoices,
  invoiceListItem,
  invoiceListQuery,
  invoiceListTotals,
} from '../../../server/http/presenters/invoiceList';
import type { InvoiceListRow, InvoiceTotals } from '../../../database/queries/invoiceList';
import type { InvoiceFilters } from '../../../server/http/validators/invoiceList';

const money = {
  subtotalCents: 10000,
  discountCents: 500,
  taxCents: 843,
  tipCents: 1500,
  totalCents: 10343,
  amountDueCents: 11843,
};
const tenders = {
  cashAmount: 5000,
  creditCardAmount: 6843,
  giftCardAmount: 0,
  couponAmount: 0,
  checkAmount: 0,
};
const filters: InvoiceFilters = {
  range: 'today',
  from: null,
  to: null,
  technician: null,
  tender: null,
  status: null,
  q: '',
  page: 1,
} as InvoiceFilters;

describe('invoice list presenters', () => {
  test("a ticket: prefixed number, the store's time, phone formatted, only the tenders it used, refunds only when some", () => {
    const row: InvoiceListRow = {
      id: 7,
      number: 42,
      status: 'paid',
      paidAt: new Date('2026-03-07T15:30:00Z'),
      customerName: 'Lan',
      customerPhone: '2125550123',
      technicians: 'Mai, Hoa',
      ...money,
      ...tenders,
      refundedCents: 0,
    };
    expect(invoiceListItem('T')(row)).toEqual({
      id: 7,
      number: 'T42',
      paid_at: '2026-03-07T15:30:00.000Z',
      status: 'paid',
      customer: 'Lan',
      phone: '(212) 555-0123',
      technicians: 'Mai, Hoa',
      subtotal_cents: 10000,
      tax_cents: 843,
      tip_cents: 1500,
      amount_due_cents: 11843,
      refunded_cents: null,
      tenders: [
        { type: 'cash', label: 'Cash', cents: 5000 },
        { type: 'credit_card', label: 'Credit Card', cents: 6843 },
      ],
      cash_amount: 5000,
      credit_card_amount: 6843,
      gift_card_amount: 0,
      coupon_amount: 0,
      check_amount: 0,
    });
    expect(invoiceListItem('')({ ...row, refundedCents: 2000, customerPhone: null })).toMatchObject(
      {
        number: '42',
        status: 'paid',
        refunded_cents: 2000,
        phone: null,
      },
    );
    // The status goes as its code with the amounts; the page says "Partly refunded".
    expect(JSON.stringify(invoiceListItem('')({ ...row, refundedCents: 2000 }))).not.toMatch(
      /status_label|Partly refunded/,
    );
  });

  test('totals list every tender, even at none, in cents', () => {
    const totals: InvoiceTotals = { count: 3, voided: 1, ...money, ...tenders, refundedCents: 0 };
    const t = invoiceListTotals(totals);
    expect(t).toMatchObject({
      count: 3,
      voided: 1,
      subtotal_cents: 10000,
      discount_cents: 500,
      total_cents: 10343,
      refunded_cents: 0,
    });
    expect(t.tenders.map((x) => [x.type, x.cents])).toEqual([
      ['cash', 5000],
      ['credit_card', 6843],
      ['gift_card', 0],
      ['coupon', 0],
      ['check', 0],
    ]);
  });

  test("the query keeps only the filters set, and a custom range's days", () => {
    const period = { from: '2026-03-01', to: '2026-03-07' };
    expect(invoiceListQuery(filters, period)).toEqual({ range: 'today' });
    expect(
      invoiceListQuery(
        { ...filters, range: 'custom', technician: 5, tender: 'check', status: 'voided', q: '555' },
        period,
      ),
    ).toEqual({
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-07',
      technician: 5,
      tender: 'check',
      status: 'voided',
      q: '555',
    });
  });

  test('the filter bar ends its ranges with custom dates', () => {
    const { ranges, statuses } = invoiceListChoices();
    expect(ranges).toEqual(['today', 'thisMonth', '3months', '6months', 'thisYear', 'custom']);
    expect(JSON.stringify(invoiceListChoices())).not.toMatch(/Custom dates|Last 3 Months|Voided/);
    expect(statuses).toEqual(['paid', 'voided', 'refunded']);
  });
});
