import { describe, expect, test } from 'vitest';
import {
  maskedCard,
  ratePercent,
  receiptText,
  type Receipt,
} from '../../server/domain/tickets/receipt';

describe('what a receipt prints', () => {
  test('a card shows as **** **** **** and its last four digits, or N/A without them (docs/requirements.md §9)', () => {
    expect(maskedCard('1234')).toBe('**** **** **** 1234');
    expect(maskedCard(null)).toBe('N/A');
    expect(maskedCard('')).toBe('N/A');
  });

  test('a tax rate in thousandths of a percent prints without trailing zeros', () => {
    expect(ratePercent(8875)).toBe('8.875%');
    expect(ratePercent(8000)).toBe('8%');
    expect(ratePercent(8500)).toBe('8.5%');
    expect(ratePercent(0)).toBe('0%');
  });

  test('the emailed copy lists lines, taxes, total, tip, tenders and change in the printed order', () => {
    const r: Receipt = {
      id: 1,
      status: 'paid',
      number: 'L-7',
      paid_at: '11-21-2026 09:05 AM',
      store: {
        name: 'Lotus Nail Spa',
        address: '12 Main St',
        phone: '(212) 555-0100',
        logo_url: null,
      },
      header: '',
      footer: 'Thank you!',
      customer: { name: 'Jane', phone: '', email: 'jane@example.com' },
      lines: [
        {
          id: 1,
          name: 'Gel Manicure',
          technician: 'Cindy Le',
          quantity: 1,
          unit_price: 3500,
          amount: 3500,
          discount: 500,
        },
        {
          id: 2,
          name: 'Polish Bottle',
          technician: null,
          quantity: 2,
          unit_price: 1200,
          amount: 2400,
          discount: 0,
        },
      ],
      subtotal: 5900,
      discount: 500,
      taxes: [{ name: 'Sales Tax', rate: '8.875%', amount: 213 }],
      total: 5613,
      tip: 600,
      tips: [],
      amount_due: 6213,
      tenders: [
        { type: 'cash', label: 'Cash', amount: 3213, tendered: 4000, detail: null },
        {
          type: 'credit_card',
          label: 'Credit Card',
          amount: 3000,
          tendered: null,
          detail: '**** **** **** 4242',
        },
      ],
      change: 787,
      cash_amount: 3213,
      credit_card_amount: 3000,
      gift_card_amount: 0,
      coupon_amount: 0,
      check_amount: 0,
      points: {
        reward: { name: '$5 off', points: 50, discount: 500 },
        earned: 60,
        available: 140,
        pending: 60,
      },
    };
    const text = receiptText(r);
    const order = [
      'Lotus Nail Spa',
      'Ticket L-7',
      'Customer: Jane',
      'Gel Manicure',
      'Cindy Le',
      'Discount',
      '2 × Polish Bottle',
      'Subtotal',
      'Sales Tax (8.875%)',
      'Total',
      'Tip',
      'Amount paid',
      'Cash',
      'Credit Card **** **** **** 4242',
      'Change',
      'Reward: $5 off (50 points, $5.00 off)',
      'Points earned: 60',
      'Points: 140 available, 60 pending',
      'Thank you!',
    ];
    let at = -1;
    for (const part of order) {
      const next = text.indexOf(part, at + 1);
      expect(next, part).toBeGreaterThan(at);
      at = next;
    }
    expect(text).toContain('$62.13');
    expect(text).toMatch(/Cash\s+\$40\.00/);
    expect(text).toContain('\u2212$5.00'); // formatCurrency's minus sign
    expect(text).not.toMatch(/\n\n\n/);
  });
});
