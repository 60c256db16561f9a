import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import {
  afterAttempt,
  backoffMs,
  dueItems,
  offlineSaleProblem,
  outcomeOf,
  type QueuedItem,
} from '../../resources/js/offline/queueLogic';
import {
  OFFLINE_CARD_REFUSED,
  OFFLINE_COUPON_REFUSED,
  OFFLINE_GIFT_CARD_REFUSED,
  OFFLINE_MAX_AGE_MS,
  offlineTenderProblem,
  offlineTimeProblem,
} from '../../common/offline';

const item = (over: Partial<QueuedItem> = {}): QueuedItem => ({
  key: 'k1',
  kind: 'ticket',
  url: '/dashboard/pos/offline-tickets',
  body: {},
  recordedAt: '2026-11-26T15:00:00.000Z',
  summary: '$40.00 cash',
  status: 'waiting',
  message: null,
  attempts: 0,
  nextAttemptAt: 0,
  ...over,
});
const cashSale = {
  tenders: [{ type: 'cash' }],
  lines: [{ kind: 'service' }],
  rewardId: null,
  draftId: null,
  checkInId: null,
};

describe('what may be rung up offline', () => {
  test('cash alone, for services and retail: yes', () => {
    expect(offlineSaleProblem(cashSale)).toBeNull();
    expect(
      offlineSaleProblem({
        ...cashSale,
        tenders: [{ type: 'cash' }, { type: 'cash' }],
        lines: [{ kind: 'service' }, { kind: 'retail' }],
      }),
    ).toBeNull();
  });

  test('a card, a gift card or a coupon needs the server, each said plainly', () => {
    expect(
      offlineSaleProblem({ ...cashSale, tenders: [{ type: 'cash' }, { type: 'credit_card' }] }),
    ).toBe(OFFLINE_CARD_REFUSED);
    expect(english(OFFLINE_CARD_REFUSED)).toMatch(/^Card payments need the connection/);
    expect(offlineSaleProblem({ ...cashSale, tenders: [{ type: 'gift_card' }] })).toBe(
      OFFLINE_GIFT_CARD_REFUSED,
    );
    expect(offlineTenderProblem([{ type: 'coupon' }])).toBe(OFFLINE_COUPON_REFUSED);
    expect(english(offlineTenderProblem([{ type: 'check' }]))).toMatch(
      /^Payments other than cash need the connection/,
    );
  });

  test('selling a gift card, spending a reward, paying a saved ticket or a check-in need the server', () => {
    expect(english(offlineSaleProblem({ ...cashSale, lines: [{ kind: 'giftcard' }] }))).toMatch(
      /^Gift cards need the connection/,
    );
    expect(english(offlineSaleProblem({ ...cashSale, rewardId: 3 }))).toMatch(/^Rewards need/);
    expect(english(offlineSaleProblem({ ...cashSale, draftId: 9 }))).toMatch(/saved ticket/);
    expect(english(offlineSaleProblem({ ...cashSale, checkInId: 9 }))).toMatch(/check-in/);
  });
});

describe('the time a queued item is taken at', () => {
  const now = new Date('2026-11-26T15:00:00Z');
  test('now, a few minutes of station clock ahead, and up to 72 hours back are taken', () => {
    expect(offlineTimeProblem(now, now)).toBeNull();
    expect(offlineTimeProblem(new Date(now.getTime() + 4 * 60_000), now)).toBeNull();
    expect(offlineTimeProblem(new Date(now.getTime() - OFFLINE_MAX_AGE_MS), now)).toBeNull();
  });
  test('the future and older than 72 hours are refused', () => {
    expect(english(offlineTimeProblem(new Date(now.getTime() + 6 * 60_000), now))).toMatch(
      /future/,
    );
    expect(
      english(offlineTimeProblem(new Date(now.getTime() - OFFLINE_MAX_AGE_MS - 1), now)),
    ).toMatch(/72 hours/);
    expect(english(offlineTimeProblem(new Date('nope'), now))).toMatch(/not a valid time/);
  });
});

describe('what an answer means for a queued item', () => {
  test('200 (taken, or taken before) and 202 (waiting for a manager) take it off the queue', () => {
    expect(outcomeOf(200, { status: 'accepted' })).toEqual({ kind: 'sent', toResolve: false });
    expect(outcomeOf(202, { status: 'to_resolve' })).toEqual({ kind: 'sent', toResolve: true });
    expect(afterAttempt(item(), { kind: 'sent', toResolve: true }, 1000)).toBeNull();
  });

  test('422 is kept as refused with the first field message, never retried', () => {
    const outcome = outcomeOf(422, {
      message: 'x',
      errors: { recorded_at: 'It was recorded more than 72 hours ago.' },
    });
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'It was recorded more than 72 hours ago.',
    });
    expect(afterAttempt(item(), outcome, 1000)).toMatchObject({
      status: 'refused',
      message: 'It was recorded more than 72 hours ago.',
      attempts: 1,
    });
    expect(outcomeOf(422, null)).toEqual({ kind: 'refused', message: 'The server refused it.' });
  });

  test('no network (0), signed out (401/419), forbidden, throttled and server errors are tried again later', () => {
    for (const status of [0, 401, 403, 419, 429, 500, 502, 503])
      expect(outcomeOf(status, null)).toEqual({ kind: 'retry' });
    expect(afterAttempt(item({ attempts: 2 }), { kind: 'retry' }, 10_000, 0)).toMatchObject({
      status: 'waiting',
      attempts: 3,
      nextAttemptAt: 10_000 + 8_000,
    });
  });
});

describe('backoff and order', () => {
  test('2 s, 4 s, 8 s … capped at a minute, with at most 20 % jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => backoffMs(n, 0))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(backoffMs(1, 1)).toBe(2_400);
  });

  test('due items are the waiting ones whose time has come, oldest first; refused ones are never sent', () => {
    const items = [
      item({ key: 'out', kind: 'clock_out', recordedAt: '2026-11-26T16:00:00.000Z' }),
      item({ key: 'in', kind: 'clock_in', recordedAt: '2026-11-26T09:00:00.000Z' }),
      item({ key: 'later', nextAttemptAt: 5_000 }),
      item({ key: 'refused', status: 'refused' }),
    ];
    expect(dueItems(items, 1_000).map((i) => i.key)).toEqual(['in', 'out']);
    expect(dueItems(items, 5_000).map((i) => i.key)).toEqual(['in', 'later', 'out']);
  });
});
