import { describe, expect, test } from 'vitest';
import {
  ECR_REF_PATTERN,
  ecrRefForAttempt,
  nextReversalRef,
  refundRefStem,
  splitCardRefund,
  voidRefStem,
} from '../../server/domain/terminals/cardRules';
import { cardSummary, cardTenderCents, entryModeLabel } from '../../common/cardPayments';
import { cardDetail } from '../../server/domain/tickets/receipt';

describe('references sent to the terminal', () => {
  test('an attempt key always gives the same reference of at most 32 letters and digits', () => {
    const key = '0b7c6f1e-4a4d-4c1e-9a57-1d2f3e4a5b6c';
    expect(ecrRefForAttempt(key)).toBe(ecrRefForAttempt(key));
    expect(ecrRefForAttempt(key)).toMatch(ECR_REF_PATTERN);
    expect(ecrRefForAttempt(key)).toHaveLength(32);
    expect(ecrRefForAttempt(`${key}x`)).not.toBe(ecrRefForAttempt(key));
  });

  test('void and refund stems are letters and digits, one per sale (and per refund)', () => {
    expect(voidRefStem(35)).toBe('Vz');
    expect(refundRefStem('refund-key', 35)).toMatch(/^R[0-9a-f]{16}z$/);
    expect(refundRefStem('refund-key', 35)).not.toBe(refundRefStem('other-key', 35));
    expect(refundRefStem('k', 2_147_483_647)).toMatch(ECR_REF_PATTERN);
  });

  test('the next void or return reuses an approval, waits on an unknown, and otherwise sends a fresh reference', () => {
    expect(nextReversalRef('V1', [])).toEqual({ action: 'send', ecrRef: 'V1' });
    expect(nextReversalRef('V1', [{ ecrRef: 'V1', status: 'declined' }])).toEqual({
      action: 'send',
      ecrRef: 'V1x1',
    });
    expect(
      nextReversalRef('V1', [
        { ecrRef: 'V1', status: 'declined' },
        { ecrRef: 'V1x1', status: 'failed' },
      ]),
    ).toEqual({ action: 'send', ecrRef: 'V1x2' });
    expect(
      nextReversalRef('V1', [
        { ecrRef: 'V1', status: 'declined' },
        { ecrRef: 'V1x1', status: 'approved' },
      ]),
    ).toEqual({ action: 'reuse', ecrRef: 'V1x1' });
    expect(nextReversalRef('V1', [{ ecrRef: 'V1', status: 'unknown' }])).toEqual({
      action: 'wait',
      ecrRef: 'V1',
    });
    // Another sale's stem that merely starts alike is not ours.
    expect(nextReversalRef('V1', [{ ecrRef: 'V12', status: 'approved' }])).toEqual({
      action: 'send',
      ecrRef: 'V1',
    });
  });
});

describe('tender amounts from card transactions', () => {
  test('a terminal sale pays what was charged plus the tip given on the device', () => {
    expect(cardTenderCents({ approvedCents: 3500, tipCents: 700 })).toBe(4200);
    expect(cardTenderCents({ approvedCents: 651, tipCents: 0 })).toBe(651);
  });

  test('a card reads brand, last four, entry mode and auth; the receipt adds the reference', () => {
    expect(cardSummary({ brand: 'Visa', last4: '4242', entryMode: 'chip', auth: '123456' })).toBe(
      'Visa •••• 4242 · Chip · Auth 123456',
    );
    expect(cardSummary({ brand: null, last4: null })).toBe('Card');
    expect(entryModeLabel('contactless')).toBe('Tap');
    expect(
      cardDetail({
        cardLast4: '4242',
        authCode: 'A1',
        cardType: 'Visa',
        entryMode: 'chip',
        cardReference: 'H99',
      }),
    ).toBe('Visa **** **** **** 4242 · Chip · Auth A1 · Ref H99');
    // A card typed in by hand reads as before.
    expect(cardDetail({ cardLast4: '1234', authCode: null })).toBe('**** **** **** 1234');
  });
});

describe('a card refund split across the terminal sales that paid', () => {
  const sale = (id: number, paidCents: number, refundedCents = 0, settled = false) => ({
    id,
    paidCents,
    refundedCents,
    settled,
  });

  test('the whole of an unrefunded sale on an open batch is a void; part of it is a return', () => {
    expect(splitCardRefund(3500, [sale(1, 3500)])).toEqual({
      parts: [{ saleId: 1, amountCents: 3500, kind: 'void' }],
      restCents: 0,
    });
    expect(splitCardRefund(1000, [sale(1, 3500)])).toEqual({
      parts: [{ saleId: 1, amountCents: 1000, kind: 'return' }],
      restCents: 0,
    });
    expect(splitCardRefund(2500, [sale(1, 3500, 1000)])).toEqual({
      parts: [{ saleId: 1, amountCents: 2500, kind: 'return' }],
      restCents: 0,
    });
  });

  test('a settled sale only takes returns', () => {
    expect(splitCardRefund(3500, [sale(1, 3500, 0, true)]).parts).toEqual([
      { saleId: 1, amountCents: 3500, kind: 'return' },
    ]);
  });

  test('each sale at most what it paid less earlier refunds, in the order they paid; the rest was typed by hand', () => {
    expect(splitCardRefund(5000, [sale(1, 2000, 500), sale(2, 3000)])).toEqual({
      parts: [
        { saleId: 1, amountCents: 1500, kind: 'return' },
        { saleId: 2, amountCents: 3000, kind: 'void' },
      ],
      restCents: 500,
    });
    expect(splitCardRefund(1000, [sale(1, 2000, 2000), sale(2, 3000)]).parts).toEqual([
      { saleId: 2, amountCents: 1000, kind: 'return' },
    ]);
    expect(splitCardRefund(0, [sale(1, 2000)])).toEqual({ parts: [], restCents: 0 });
  });
});
