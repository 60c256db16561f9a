import { describe, expect, it } from 'vitest';
import { english } from '../support/saidEquality';
import { CHECK_IN_STATUSES } from '../../database/schema';
import {
  assertTransition,
  canTransition,
  transitionRefusal,
} from '../../server/domain/checkins/checkIns';

describe('check-in status rules', () => {
  it('a visit moves forward: waiting → assigned → in service → done', () => {
    expect(canTransition('waiting', 'assigned')).toBe(true);
    expect(canTransition('assigned', 'in_service')).toBe(true);
    expect(canTransition('in_service', 'done')).toBe(true);
  });

  it('the desk may start or ring up a waiting customer without assigning first, and reassign an assigned one', () => {
    expect(canTransition('waiting', 'in_service')).toBe(true);
    expect(canTransition('waiting', 'done')).toBe(true);
    expect(canTransition('assigned', 'assigned')).toBe(true);
  });

  it('cancel and no-show only before the service starts', () => {
    for (const to of ['cancelled', 'no_show'] as const) {
      expect(canTransition('waiting', to)).toBe(true);
      expect(canTransition('assigned', to)).toBe(true);
      expect(canTransition('in_service', to)).toBe(false);
      expect(canTransition('done', to)).toBe(false);
    }
  });

  it('nothing moves backwards, and a closed visit stays closed', () => {
    expect(canTransition('in_service', 'waiting')).toBe(false);
    expect(canTransition('in_service', 'assigned')).toBe(false);
    for (const from of ['done', 'cancelled', 'no_show'] as const) {
      for (const to of CHECK_IN_STATUSES) expect(canTransition(from, to)).toBe(false);
    }
  });

  it('a refused move says why in the desk’s words', () => {
    expect(english(transitionRefusal('done', 'cancelled'))).toBe(
      'This check-in is done; it cannot be cancelled.',
    );
    expect(english(transitionRefusal('in_service', 'assigned'))).toBe(
      'This check-in is in service; it cannot be assigned.',
    );
    expect(() => assertTransition('no_show', 'in_service')).toThrowSaying(
      'This check-in is no-show; it cannot be started.',
    );
    expect(() => assertTransition('waiting', 'assigned')).not.toThrow();
  });
});
