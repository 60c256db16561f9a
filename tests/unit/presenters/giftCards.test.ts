import { describe, expect, test } from 'vitest';
import {
  balanceCheck,
  giftCardDetail,
  giftCardEntryItem,
  giftCardListItem,
  NO_SUCH_GIFT_CARD,
} from '../../../server/http/presenters/giftCards';

describe('gift card presenters', () => {
  test('a list row sends balance and amount sold in cents, made-on as an instant', () => {
    expect(
      giftCardListItem({
        id: 1,
        code: 'GC-100',
        balanceCents: 2550,
        recipientName: null,
        isActive: true,
        createdAt: new Date('2026-07-04T16:05:00Z'),
        issuedCents: 5000,
      }),
    ).toEqual({
      id: 1,
      code: 'GC-100',
      recipient: null,
      balance_cents: 2550,
      issued_cents: 5000,
      is_active: true,
      created_at: '2026-07-04T16:05:00.000Z',
    });
  });

  test('the balance check: nothing asked is null, an unknown code says so, a known one shows its balance', () => {
    expect(balanceCheck('', null)).toBeNull();
    expect(balanceCheck('nope', null)).toEqual({ found: false, message: NO_SUCH_GIFT_CARD });
    expect(
      balanceCheck('gc-100', { id: 1, code: 'GC-100', balanceCents: 0, isActive: false }),
    ).toEqual({ found: true, id: 1, code: 'GC-100', balance_cents: 0, is_active: false });
  });

  test('a card sends its balance in cents and when it was made as an instant', () => {
    expect(
      giftCardDetail({
        id: 1,
        code: 'GC-100',
        balanceCents: 1999,
        recipientName: 'Mai',
        isActive: true,
        createdAt: new Date('2026-03-07T15:30:00Z'),
      }),
    ).toEqual({
      id: 1,
      code: 'GC-100',
      recipient: 'Mai',
      balance_cents: 1999,
      is_active: true,
      created_at: '2026-03-07T15:30:00.000Z',
    });
  });

  test("ledger lines are signed cents, labelled, and name the ticket with the store's prefix", () => {
    const entry = giftCardEntryItem('T');
    const at = new Date('2026-03-07T15:30:00Z');
    expect(
      entry({
        id: 1,
        kind: 'issue',
        amountCents: 5000,
        balanceAfterCents: 5000,
        invoiceId: 10,
        invoiceNumber: 42,
        reason: null,
        byName: 'Anna',
        createdAt: at,
      }),
    ).toEqual({
      id: 1,
      kind: 'issue',
      label: 'Sold',
      amount_cents: 5000,
      balance_after_cents: 5000,
      invoice_id: 10,
      ticket: 'T42',
      reason: null,
      by: 'Anna',
      at: '2026-03-07T15:30:00.000Z',
    });
    expect(
      entry({
        id: 2,
        kind: 'adjust',
        amountCents: -550,
        balanceAfterCents: 4450,
        invoiceId: null,
        invoiceNumber: null,
        reason: 'Goodwill',
        byName: 'Owner',
        createdAt: at,
      }),
    ).toMatchObject({
      label: 'Adjusted',
      amount_cents: -550,
      balance_after_cents: 4450,
      ticket: null,
    });
  });
});
