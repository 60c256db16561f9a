import {
  nextWalkInFor,
  type TurnQueueEntry,
  type TurnSettings,
} from '../../domain/turns/turnRules';
import { formatCurrency } from '../../../common/money';
import { formatStoreDateTime } from '../../../common/storeTime';

const STATUS_LABELS = {
  available: 'Available',
  busy: 'Busy',
  small_service: 'Small service',
  break: 'On break',
  out: 'Out',
} as const;

/** "hh:mm A" in the store's zone (docs/ui.md "Money, dates and times"). */
const clock = (at: Date | null, tz: string) => (at ? formatStoreDateTime(at, tz).slice(11) : null);

type Waiting = { customerName: string; requestedTechnicianId: number | null };

/** A technician's row on the wall board: times in the store's zone, and whom the next walk-in would be. */
export const turnBoardItem = (tz: string, waiting: Waiting[]) => (e: TurnQueueEntry) => ({
  id: e.technicianId,
  name: e.name,
  status: e.status,
  status_label: STATUS_LABELS[e.status],
  // Whom "give the next walk-in" would hand her: never someone who asked for another technician.
  next_walk_in: nextWalkInFor(waiting, e.technicianId)?.customerName ?? null,
  turns: e.turnsHalves / 2,
  turns_label: e.turnsLabel,
  last_turn_at: clock(e.lastTurnAt, tz),
  clocked_in_at: clock(e.clockedInAt, tz),
  position: e.position,
  next_up: e.nextUp,
  reasons: e.reasons.map((r) => ({
    at: clock(r.at, tz),
    kind: r.kind,
    label: r.label,
    effect: r.effect,
    counted: r.counted,
    invoice_number: r.invoiceNumber,
  })),
});

/** One line that says which rules the board is using, so nobody has to open the settings to argue. */
export function describeTurnSettings(s: TurnSettings): string {
  return [
    s.mode === 'manual'
      ? 'Manual: only adjustments count'
      : s.ordering === 'rotation'
        ? 'Rotation: finish, then back of the line'
        : 'Fewest turns, then earliest clock-in',
    s.basis === 'price'
      ? `Under ${formatCurrency(s.smallServiceThresholdCents)} is ½ turn`
      : 'Turns from each service',
    s.countRequested ? 'Requests count' : 'Requests do not count',
    s.countAppointments ? 'Appointments count' : 'Appointments do not count',
    s.breakReturn === 'back' ? 'After a break: back of the line' : 'After a break: same place',
  ].join(' · ');
}

/** turn_managements.index's board: the store day it shows (in the store's zone at `now`), its rules in words, and the technicians in turn order. */
export const turnBoard = (
  now: Date,
  tz: string,
  settings: TurnSettings,
  queue: TurnQueueEntry[],
  waiting: Waiting[],
) => ({
  date: formatStoreDateTime(now, tz).slice(0, 10),
  rules: describeTurnSettings(settings),
  technicians: queue.map(turnBoardItem(tz, waiting)),
});

/** Who waits for a walk-in turn: how many, and the first. */
export const waitingSummary = (waiting: Waiting[]) => ({
  count: waiting.length,
  next: waiting[0]?.customerName ?? null,
});
