import { describe, expect, it } from 'vitest';
import { english } from '../support/saidEquality';
import { APPOINTMENT_STATUSES } from '../../database/schema/appointments';
import {
  canTransition,
  isMovable,
  manualActions,
  statusChangeProblem,
  transitionRefusal,
} from '../../server/domain/appointments/statuses';

describe('appointment status rules', () => {
  it('a visit goes booked → confirmed → arrived → in service → completed', () => {
    expect(canTransition('booked', 'confirmed')).toBe(true);
    expect(canTransition('confirmed', 'arrived')).toBe(true);
    expect(canTransition('arrived', 'in_service')).toBe(true);
    expect(canTransition('in_service', 'completed')).toBe(true);
  });

  it('a booked visit may arrive without being confirmed first', () => {
    expect(canTransition('booked', 'arrived')).toBe(true);
    expect(manualActions('booked')).toEqual(['confirmed', 'arrived', 'cancelled', 'no_show']);
  });

  it('completed is never set by hand: only checkout completes', () => {
    for (const from of APPOINTMENT_STATUSES) expect(manualActions(from)).not.toContain('completed');
    expect(statusChangeProblem('in_service', 'completed', null)).toEqual({
      field: 'status',
      message: 'An appointment is completed when its ticket is paid.',
    });
  });

  it('cancelling needs a reason; a blank one is refused on the reason field', () => {
    expect(statusChangeProblem('booked', 'cancelled', '  ')).toEqual({
      field: 'reason',
      message: 'Please give a reason for cancelling.',
    });
    expect(statusChangeProblem('booked', 'cancelled', 'Called to cancel')).toBeNull();
    expect(statusChangeProblem('booked', 'no_show', null)).toBeNull();
  });

  it('no-show only before she arrives; once in service only checkout moves it on', () => {
    expect(canTransition('arrived', 'no_show')).toBe(false);
    expect(canTransition('in_service', 'cancelled')).toBe(false);
    expect(manualActions('in_service')).toEqual([]);
    expect(manualActions('arrived')).toEqual(['in_service', 'cancelled']);
  });

  it('closed visits stay closed and nothing goes backwards', () => {
    for (const from of ['completed', 'cancelled', 'no_show'] as const) {
      for (const to of APPOINTMENT_STATUSES) expect(canTransition(from, to)).toBe(false);
      expect(isMovable(from)).toBe(false);
    }
    expect(canTransition('confirmed', 'booked')).toBe(false);
    expect(canTransition('arrived', 'confirmed')).toBe(false);
    expect(english(transitionRefusal('cancelled', 'arrived'))).toBe(
      'This appointment is cancelled; it cannot be marked as arrived.',
    );
  });

  it('only appointments still ahead of their service can be moved', () => {
    expect(['booked', 'confirmed', 'arrived'].every((s) => isMovable(s as 'booked'))).toBe(true);
    expect(isMovable('in_service')).toBe(false);
  });
});
