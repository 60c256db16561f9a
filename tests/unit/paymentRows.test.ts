import { describe, expect, test } from 'vitest';
import {
  planPaymentRows,
  TERMINAL_CARD_CORRECTION,
  type PaymentRowFacts,
} from '../../server/domain/tickets/invoiceChanges';

/**
 * A paid ticket's cash, card and check rows after a tip or tender change: changed in place, and a
 * row a terminal sale points at (card_transactions.invoice_payment_id) is never deleted or merged.
 */
const row = (
  id: number,
  type: string,
  amountCents: number,
  over: Partial<PaymentRowFacts> = {},
): PaymentRowFacts => ({
  id,
  type,
  amountCents,
  tenderedCents: type === 'cash' ? amountCents : null,
  cardTransactionId: null,
  ...over,
});
const columns = (c: Partial<Record<'cash' | 'credit_card' | 'check', number>>) => ({
  cash: 0,
  credit_card: 0,
  gift_card: 0,
  coupon: 0,
  check: 0,
  ...c,
});
const opts = { cardRowId: null, cashTenderedCents: null, cardLast4: null };

describe('planPaymentRows', () => {
  const split = [row(1, 'cash', 2000), row(2, 'credit_card', 6000, { cardTransactionId: 77 })];

  test('a tip on the terminal card moves its own row, nothing else', () => {
    expect(
      planPaymentRows(split, columns({ cash: 2000, credit_card: 7200 }), { ...opts, cardRowId: 2 }),
    ).toEqual({ updates: [{ id: 2, amountCents: 7200 }], deletes: [], inserts: [] });
  });

  test('nothing changes when the columns do not (a tip split moved)', () => {
    expect(planPaymentRows(split, columns({ cash: 2000, credit_card: 6000 }), opts)).toEqual({
      updates: [],
      deletes: [],
      inserts: [],
    });
  });

  test('cash corrected to a check leaves the terminal card row alone', () => {
    expect(planPaymentRows(split, columns({ check: 2000, credit_card: 6000 }), opts)).toEqual({
      updates: [],
      deletes: [1],
      inserts: [{ type: 'check', amountCents: 2000, cardLast4: null }],
    });
  });

  test('a hand-typed card gives back from its last rows first; a terminal sale’s row never gives', () => {
    const rows = [
      row(2, 'credit_card', 6000, { cardTransactionId: 77 }),
      row(3, 'credit_card', 1000),
      row(4, 'credit_card', 500),
    ];
    expect(planPaymentRows(rows, columns({ credit_card: 6800, cash: 700 }), opts)).toEqual({
      updates: [{ id: 3, amountCents: 800 }],
      deletes: [4],
      inserts: [{ type: 'cash', amountCents: 700, tenderedCents: null }],
    });
    expect(() => planPaymentRows(rows, columns({ credit_card: 5000, cash: 2500 }), opts)).toThrow(
      TERMINAL_CARD_CORRECTION,
    );
  });

  test('cash is one row with the tendered amount it is given', () => {
    const rows = [row(1, 'cash', 1000), row(5, 'cash', 500), row(2, 'check', 3000)];
    expect(
      planPaymentRows(rows, columns({ cash: 2000, check: 2500 }), {
        ...opts,
        cashTenderedCents: 2000,
      }),
    ).toEqual({
      updates: [
        { id: 1, amountCents: 2000, tenderedCents: 2000 },
        { id: 2, amountCents: 2500 },
      ],
      deletes: [5],
      inserts: [],
    });
  });
});
