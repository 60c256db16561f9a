import { describe, expect, test } from 'vitest';
import { cutoffView } from '../../../server/http/presenters/closeBatches';

describe('cutoffView (Close Batches: "Close before …" in the store’s zone)', () => {
  const NY = 'America/New_York';
  test('gives the cut-off as minutes after the store’s midnight, and says when it has passed today', () => {
    // 20:59 and 21:00 in New York (EST, UTC−5) on 11-26-2026.
    expect(cutoffView('21:00', NY, new Date('2026-11-27T01:59:00Z'))).toEqual({
      minute: 21 * 60,
      past: false,
    });
    expect(cutoffView('21:00', NY, new Date('2026-11-27T02:00:00Z'))).toEqual({
      minute: 21 * 60,
      past: true,
    });
    // Just after midnight in the store it is a new day: not past.
    expect(cutoffView('21:00', NY, new Date('2026-11-27T05:30:00Z')).past).toBe(false);
  });
  test('an afternoon cut-off, and a bad value read as the default 9:00 PM', () => {
    expect(cutoffView('15:30', 'America/Los_Angeles', new Date('2026-11-26T23:31:00Z'))).toEqual({
      minute: 15 * 60 + 30,
      past: true,
    });
    expect(cutoffView('nonsense', NY, new Date('2026-11-26T15:00:00Z'))).toEqual({
      minute: 21 * 60,
      past: false,
    });
  });
});
