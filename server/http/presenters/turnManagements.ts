import {
  nextWalkInFor,
  type TurnQueueEntry,
  type TurnSettings,
} from '../../domain/turns/turnRules';
import { storeToday } from '../../../common/storeTime';

/** An instant as ISO: the page shows it as hh:mm A in the store's zone (docs/features/languages-and-offline.md). */
const clock = (at: Date | null) => (at ? at.toISOString() : null);

type Waiting = { customerName: string; requestedTechnicianId: number | null };

/** A technician's row on the wall board: its status as a code (the page says it), its instants, and whom the next walk-in would be. */
export const turnBoardItem = (waiting: Waiting[]) => (e: TurnQueueEntry) => ({
  id: e.technicianId,
  name: e.name,
  status: e.status,
  // Whom "give the next walk-in" would hand her: never someone who asked for another technician.
  next_walk_in: nextWalkInFor(waiting, e.technicianId)?.customerName ?? null,
  turns: e.turnsHalves / 2,
  turns_label: e.turnsLabel,
  last_turn_at: clock(e.lastTurnAt),
  clocked_in_at: clock(e.clockedInAt),
  position: e.position,
  next_up: e.nextUp,
  reasons: e.reasons.map((r) => ({
    at: clock(r.at),
    kind: r.kind,
    label: r.label,
    effect: r.effect,
    counted: r.counted,
    invoice_number: r.invoiceNumber,
  })),
});

/** One rule of the board as a catalogue key: the page says it in the reader's language. */
export type TurnRule = { key: string; amount_cents?: number };

/**
 * The rules the board is using, one key each, shown as one line so nobody has to open the
 * settings to argue. Keys and values, never English (docs/features/languages-and-offline.md).
 */
export function describeTurnSettings(s: TurnSettings): TurnRule[] {
  return [
    {
      key:
        s.mode === 'manual'
          ? 'turnmanagements.rule.manual'
          : s.ordering === 'rotation'
            ? 'turnmanagements.rule.rotation'
            : 'turnmanagements.rule.fewestTurns',
    },
    s.basis === 'price'
      ? { key: 'turnmanagements.rule.underPrice', amount_cents: s.smallServiceThresholdCents }
      : { key: 'turnmanagements.rule.perService' },
    {
      key: s.countRequested
        ? 'turnmanagements.rule.requestsCount'
        : 'turnmanagements.rule.requestsDoNotCount',
    },
    {
      key: s.countAppointments
        ? 'turnmanagements.rule.appointmentsCount'
        : 'turnmanagements.rule.appointmentsDoNotCount',
    },
    {
      key:
        s.breakReturn === 'back'
          ? 'turnmanagements.rule.breakBack'
          : 'turnmanagements.rule.breakSamePlace',
    },
  ];
}

/** turn_managements.index's board: the store day it shows (YYYY-MM-DD in the store's zone at `now`), its rules as keys, and the technicians in turn order. */
export const turnBoard = (
  now: Date,
  tz: string,
  settings: TurnSettings,
  queue: TurnQueueEntry[],
  waiting: Waiting[],
) => ({
  date: storeToday(tz, now),
  rules: describeTurnSettings(settings),
  technicians: queue.map(turnBoardItem(waiting)),
});

/** Who waits for a walk-in turn: how many, and the first. */
export const waitingSummary = (waiting: Waiting[]) => ({
  count: waiting.length,
  next: waiting[0]?.customerName ?? null,
});
