import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  describeTurnSettings,
  turnBoardItem,
} from '../../../server/http/presenters/turnManagements';
import { DEFAULT_TURN_SETTINGS } from '../../../common/turnSettings';
import type { TurnQueueEntry } from '../../../server/domain/turns/turnRules';

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
  test("a technician's row: her status as a code (no English label), turns as a number and a label, times as instants, her reasons", () => {
    expect(turnBoardItem([])(entry)).toEqual({
      id: 5,
      name: 'Mai',
      status: 'available',
      next_walk_in: null,
      turns: 1.5,
      turns_label: '1½',
      last_turn_at: '2026-03-07T15:30:00.000Z',
      clocked_in_at: '2026-03-07T13:05:00.000Z',
      position: 1,
      next_up: true,
      reasons: [
        {
          at: '2026-03-07T15:30:00.000Z',
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
    expect(turnBoardItem(waiting)(entry).next_walk_in).toBe('Hoa');
    expect(turnBoardItem(waiting)({ ...entry, technicianId: 6 }).next_walk_in).toBe('Lan');
    expect(turnBoardItem(waiting.slice(0, 1))(entry).next_walk_in).toBeNull();
  });

  test('the rules, one catalogue key each: values, never English', () => {
    expect(describeTurnSettings(DEFAULT_TURN_SETTINGS)).toEqual([
      { key: 'turnmanagements.rule.fewestTurns' },
      { key: 'turnmanagements.rule.perService' },
      { key: 'turnmanagements.rule.requestsDoNotCount' },
      { key: 'turnmanagements.rule.appointmentsDoNotCount' },
      { key: 'turnmanagements.rule.breakBack' },
    ]);
    expect(
      describeTurnSettings({
        ...DEFAULT_TURN_SETTINGS,
        ordering: 'rotation',
        basis: 'price',
        smallServiceThresholdCents: 2500,
        countRequested: true,
        breakReturn: 'keep',
      }),
    ).toEqual([
      { key: 'turnmanagements.rule.rotation' },
      { key: 'turnmanagements.rule.underPrice', amount_cents: 2500 },
      { key: 'turnmanagements.rule.requestsCount' },
      { key: 'turnmanagements.rule.appointmentsDoNotCount' },
      { key: 'turnmanagements.rule.breakSamePlace' },
    ]);
    expect(describeTurnSettings({ ...DEFAULT_TURN_SETTINGS, mode: 'manual' })[0]).toEqual({
      key: 'turnmanagements.rule.manual',
    });
  });

  test('every rule key is in all three catalogues, and English keeps the words of the board', () => {
    const catalogues = Object.fromEntries(
      (['en', 'vi', 'es'] as const).map((l) => [
        l,
        JSON.parse(readFileSync(`resources/lang/${l}/turnmanagements.json`, 'utf8')) as Record<
          string,
          string
        >,
      ]),
    );
    const keys = [
      ...describeTurnSettings(DEFAULT_TURN_SETTINGS),
      ...describeTurnSettings({ ...DEFAULT_TURN_SETTINGS, ordering: 'rotation', basis: 'price' }),
      ...describeTurnSettings({
        ...DEFAULT_TURN_SETTINGS,
        mode: 'manual',
        countRequested: true,
        countAppointments: true,
        breakReturn: 'keep',
      }),
    ].map((r) => r.key);
    for (const key of keys)
      for (const l of ['en', 'vi', 'es']) expect(catalogues[l][key], `${l} ${key}`).toBeTruthy();
    expect(catalogues.en['turnmanagements.rule.fewestTurns']).toBe(
      'Fewest turns, then earliest clock-in',
    );
    expect(catalogues.en['turnmanagements.rule.underPrice']).toBe('Under {amount} is ½ turn');
  });
});
