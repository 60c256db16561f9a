import { describe, expect, test } from 'vitest';
import {
  describeTurnSettings,
  turnBoardItem,
} from '../../../server/http/presenters/turnManagements';
import { DEFAULT_TURN_SETTINGS } from '../../../common/turnSettings';
import type { TurnQueueEntry } from '../../../server/domain/turns/turnRules';

const NY = 'America/New_York';

const entry: TurnQueueEntry = {
  technicianId: 5,
  name: 'Mai',
  status: 'available',
  turnsHalves: 3,
  turnsLabel: '1½',
  rankHalves: 3,
  lastTurnAt: new Date('2026-03-07T15:30:00Z'),
  clockedInAt: new Date('2026-03-07T13:05:00Z'),
  queuedAt: new Date('2026-03-07T15:30:00Z'),
  position: 1,
  nextUp: true,
  reasons: [
    {
      kind: 'ticket',
      at: new Date('2026-03-07T15:30:00Z'),
      halves: 2,
      counted: true,
      label: 'Ticket #12 · Pedicure',
      effect: '+1',
      invoiceId: 9,
      invoiceNumber: 12,
      byName: null,
      reason: null,
    },
  ],
};

describe('turn board presenters', () => {
  test("a technician's row: turns as a number and a label, times as the store's clock, her reasons", () => {
    expect(turnBoardItem(NY, [])(entry)).toEqual({
      id: 5,
      name: 'Mai',
      status: 'available',
      status_label: 'Available',
      next_walk_in: null,
      turns: 1.5,
      turns_label: '1½',
      last_turn_at: '10:30 AM',
      clocked_in_at: '08:05 AM',
      position: 1,
      next_up: true,
      reasons: [
        {
          at: '10:30 AM',
          kind: 'ticket',
          label: 'Ticket #12 · Pedicure',
          effect: '+1',
          counted: true,
          invoice_number: 12,
        },
      ],
    });
  });

  test('the next walk-in she would get skips customers who asked for someone else', () => {
    const waiting = [
      { customerName: 'Lan', requestedTechnicianId: 6 },
      { customerName: 'Hoa', requestedTechnicianId: null },
    ];
    expect(turnBoardItem(NY, waiting)(entry).next_walk_in).toBe('Hoa');
    expect(turnBoardItem(NY, waiting)({ ...entry, technicianId: 6 }).next_walk_in).toBe('Lan');
    expect(turnBoardItem(NY, waiting.slice(0, 1))(entry).next_walk_in).toBeNull();
  });

  test('the rules in one line', () => {
    expect(describeTurnSettings(DEFAULT_TURN_SETTINGS)).toBe(
      'Fewest turns, then earliest clock-in · Turns from each service · Requests do not count · Appointments do not count · After a break: back of the line',
    );
    expect(
      describeTurnSettings({
        ...DEFAULT_TURN_SETTINGS,
        ordering: 'rotation',
        basis: 'price',
        smallServiceThresholdCents: 2500,
        countRequested: true,
        breakReturn: 'keep',
      }),
    ).toBe(
      'Rotation: finish, then back of the line · Under $25.00 is ½ turn · Requests count · Appointments do not count · After a break: same place',
    );
    expect(describeTurnSettings({ ...DEFAULT_TURN_SETTINGS, mode: 'manual' })).toMatch(
      /^Manual: only adjustments count · /,
    );
  });
});
