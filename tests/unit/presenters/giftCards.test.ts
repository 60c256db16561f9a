import { describe, expect, test } from 'vitest';
import {
  balanceCheck,
  giftCardDetail,
  giftCardEntryItem,
  giftCardListItem,
  NO_SUCH_GIFT_CARD,
} from '../../../server/http/presenters/giftCards';

const NY = 'America/New_York';

describe('gift card presenters', () => {
  test("a list row formats balance and amount sold; made-on is the store's time", () => {
    expect(
      giftCardListItem(NY)({
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
      balance: '$25.50',
      issued: '$50.00',
      is_active: true,
      created_at: '07-04-2026 12:05 PM',
    });
  });

  test('the balance check: nothing asked is null, an unknown code says so, a known one shows its balance', () => {
    expect(balanceCheck('', null)).toBeNull();
    expect(balanceCheck('nope', null)).toEqual({ found: false, message: NO_SUCH_GIFT_CARD });
    expect(
      balanceCheck('gc-100', { id: 1, code: 'GC-100', balanceCents: 0, isActive: false }),
    ).toEqual({ found: true, id: 1, code: 'GC-100', balance: '$0.00', is_active: false });
  });

  test('a card shows its balance formatted and in cents', () => {
    expect(
      giftCardDetail(
        {
          id: 1,
          code: 'GC-100',
          balanceCents: 1999,
          recipientName: 'Mai',
          isActive: true,
          createdAt: new Date('2026-03-07T15:30:00Z'),
        },
        NY,
      ),
    ).toEqual({
      id: 1,
      code: 'GC-100',
      recipient: 'Mai',
      balance: '$19.99',
      balance_cents: 1999,
      is_active: true,
      created_at: '03-07-2026 10:30 AM',
    });
  });

  test("ledger lines are signed, labelled, and name the ticket with the store's prefix", () => {
    const entry = giftCardEntryItem('T', NY);
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
      amount: '+$50.00',
      balance_after: '$50.00',
      invoice_id: 10,
      ticket: 'T42',
      reason: null,
      by: 'Anna',
      at: '03-07-2026 10:30 AM',
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
      amount: '\u2212$5.50',
      balance_after: '$44.50',
      ticket: null,
    });
  });
});
