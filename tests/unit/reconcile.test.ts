import { describe, expect, test } from 'vitest';
import {
  posTotals,
  reconcile,
  recordTotals,
  type PosCardRow,
} from '../../server/domain/terminals/reconcile';
import { cardTipAfter, SETTLED_MESSAGE } from '../../server/domain/terminals/tipAdjust';
import type { TerminalRecord } from '../../server/services/terminals';

const pos = (over: Partial<PosCardRow> & { id: number }): PosCardRow => ({
  kind: 'sale',
  status: 'approved',
  ecrRef: `E${over.id}`,
  terminalRef: `T${over.id}`,
  approvedCents: 4000,
  tipCents: 0,
  voided: false,
  invoiceId: 100 + over.id,
  ...over,
});
const rec = (over: Partial<TerminalRecord> & { ecrRef: string | null }): TerminalRecord => ({
  kind: 'sale',
  terminalRef: over.ecrRef ? `T${over.ecrRef.slice(1)}` : 'T900',
  hostRef: null,
  authCode: null,
  amountCents: 4000,
  tipCents: 0,
  last4: '4242',
  cardType: 'Visa',
  voided: false,
  ...over,
});
const none = new Set<number>();
const opts = { tipMode: 'adjust' as const, noTipConfirmed: none, amountAcknowledged: none };

describe('reconcile (POS open batch against the terminal’s R02)', () => {
  test('the same sales with the same tips: no difference', () => {
    expect(
      reconcile(
        [pos({ id: 1, tipCents: 500 }), pos({ id: 2, tipCents: 300 })],
        [rec({ ecrRef: 'E1', tipCents: 500 }), rec({ ecrRef: 'E2', tipCents: 300 })],
        opts,
      ),
    ).toEqual([]);
  });

  test('one planted difference of each kind', () => {
    const diffs = reconcile(
      [
        pos({ id: 1 }), // no tip yet, adjust mode
        pos({ id: 2, tipCents: 0 }), // tip adjusted on the device to $5
        pos({ id: 3 }), // not on the terminal
        pos({ id: 4, status: 'unknown', approvedCents: 0 }), // no answer; the terminal has it
        pos({ id: 5, tipCents: 200 }),
      ],
      [
        rec({ ecrRef: 'E1' }),
        rec({ ecrRef: 'E2', tipCents: 500 }),
        rec({ ecrRef: 'E4' }),
        rec({ ecrRef: 'E5', tipCents: 200 }),
        rec({ ecrRef: null, terminalRef: 'T77', amountCents: 1800 }),
      ],
      opts,
    );
    expect(diffs.map((d) => [d.kind, d.cardTransactionId ?? d.terminalRef])).toEqual([
      ['unknown_result', 4],
      ['tip_not_adjusted', 1],
      ['amount_mismatch', 2],
      ['missing_on_terminal', 3],
      ['missing_on_pos', 'T77'],
    ]);
    const mismatch = diffs.find((d) => d.kind === 'amount_mismatch')!;
    expect(mismatch).toMatchObject({ tipDiffers: true, posCents: 0, terminalCents: 500 });
    expect(diffs.find((d) => d.kind === 'missing_on_pos')).toMatchObject({
      terminalCents: 1800,
      record: { terminalRef: 'T77' },
    });
  });

  test('matched by the terminal’s number when the reference is missing; a different sale amount is a mismatch until accepted', () => {
    const rows = [pos({ id: 1, tipCents: 100, approvedCents: 4000 })];
    const records = [rec({ ecrRef: null, terminalRef: 'T1', tipCents: 100, amountCents: 3900 })];
    expect(reconcile(rows, records, opts)).toMatchObject([
      { kind: 'amount_mismatch', tipDiffers: false, posCents: 4000, terminalCents: 3900 },
    ]);
    expect(reconcile(rows, records, { ...opts, amountAcknowledged: new Set([1]) })).toEqual([]);
  });

  test('"no tip" confirmed, device tip mode: no tip difference', () => {
    expect(
      reconcile([pos({ id: 1 })], [rec({ ecrRef: 'E1' })], {
        ...opts,
        noTipConfirmed: new Set([1]),
      }),
    ).toEqual([]);
    expect(
      reconcile([pos({ id: 1 })], [rec({ ecrRef: 'E1' })], { ...opts, tipMode: 'device' }),
    ).toEqual([]);
  });

  test('a sale charged on both sides but paying no ticket is a difference (it must be voided), whatever the tip mode', () => {
    for (const tipMode of ['adjust', 'device'] as const) {
      expect(
        reconcile(
          [pos({ id: 1, invoiceId: null, tipCents: 300 })],
          [rec({ ecrRef: 'E1', tipCents: 300 })],
          { ...opts, tipMode },
        ),
      ).toMatchObject([
        { kind: 'not_on_ticket', cardTransactionId: 1, posCents: 4300, terminalCents: 4300 },
      ]);
    }
    // Recorded as an unmatched sale with a reason at this close: accepted.
    expect(
      reconcile([pos({ id: 1, invoiceId: null })], [rec({ ecrRef: 'E1' })], {
        ...opts,
        tipMode: 'device',
        unmatchedAccepted: new Set([1]),
      }),
    ).toEqual([]);
    // Voided since: nothing left on either side.
    expect(
      reconcile(
        [pos({ id: 1, invoiceId: null, voided: true })],
        [rec({ ecrRef: 'E1', voided: true })],
        opts,
      ),
    ).toEqual([]);
  });

  test('voided sales, declined requests and adjust records do not count on either side', () => {
    const rows = [
      pos({ id: 1, voided: true, tipCents: 100 }),
      pos({ id: 2, status: 'declined' }),
      pos({ id: 3, kind: 'adjust', tipCents: 300 }),
    ];
    const records = [
      rec({ ecrRef: 'E1', voided: true }),
      rec({ ecrRef: 'E3', kind: 'adjust', tipCents: 300 }),
    ];
    expect(reconcile(rows, records, opts)).toEqual([]);
    expect(posTotals(rows)).toEqual({ count: 0, amountCents: 0, tipCents: 0 });
    expect(recordTotals(records)).toEqual({ count: 0, amountCents: 0, tipCents: 0 });
  });

  test('totals: sales less returns, tips apart', () => {
    const rows = [
      pos({ id: 1, tipCents: 500 }),
      pos({ id: 2, approvedCents: 2500 }),
      pos({ id: 3, kind: 'return', approvedCents: 1000 }),
    ];
    expect(posTotals(rows)).toEqual({ count: 3, amountCents: 5500, tipCents: 500 });
    expect(
      recordTotals([
        rec({ ecrRef: 'E1', tipCents: 500 }),
        rec({ ecrRef: 'E2', amountCents: 2500 }),
        rec({ ecrRef: 'E3', kind: 'return', amountCents: 1000 }),
      ]),
    ).toEqual({ count: 3, amountCents: 5500, tipCents: 500 });
  });
});

describe('cardTipAfter (a ticket’s tip change on its card)', () => {
  test('the card tip moves by the same amount', () => {
    expect(cardTipAfter({ tipCents: 300, batchId: null }, 500, 900)).toBe(700);
    expect(cardTipAfter({ tipCents: 300, batchId: null }, 500, 200)).toBe(0);
  });
  test('below zero on the card is refused; a settled card refuses any change of amount but not an unchanged tip', () => {
    expect(() => cardTipAfter({ tipCents: 300, batchId: null }, 500, 100)).toThrowSaying(
      /Only \$3\.00 of the tip is on the card/,
    );
    expect(() => cardTipAfter({ tipCents: 300, batchId: 7 }, 300, 400)).toThrow(SETTLED_MESSAGE);
    expect(cardTipAfter({ tipCents: 300, batchId: 7 }, 300, 300)).toBe(300);
  });
});
