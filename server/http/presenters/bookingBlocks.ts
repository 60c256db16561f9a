import type { BookingBlock } from '../../../database/queries/bookingBlocks';
import { describeBlockWhen, nextOccurrence } from '../../../common/bookingBlocks';
import { timeToInput } from '../../../common/time';

export const WHOLE_SALON = 'Whole salon';

/** The list: blocks with a date on or after `today` (store day), the next one first, each with when it falls in words. */
export function upcomingBlockItems(rows: BookingBlock[], today: string) {
  return rows
    .map((b) => ({ b, next: nextOccurrence(b, today) }))
    .filter((x): x is { b: BookingBlock; next: string } => x.next !== null)
    .sort(
      (x, y) =>
        x.next.localeCompare(y.next) || x.b.startMinute - y.b.startMinute || x.b.id - y.b.id,
    )
    .map(({ b, next }) => ({
      id: b.id,
      title: b.title,
      who: b.employeeName ?? WHOLE_SALON,
      whole_salon: b.technicianId === null,
      when: describeBlockWhen(b, today),
      repeat: b.repeat,
      next,
    }));
}

/** The edit form's block: times as the time inputs take them, an open-ended repeat blank. */
export const bookingBlockForm = (b: BookingBlock) => ({
  id: b.id,
  title: b.title,
  technician_id: b.technicianId,
  date: b.startsOn,
  start: timeToInput(b.startMinute),
  end: timeToInput(b.endMinute),
  repeat: b.repeat,
  repeat_until: b.repeatUntil ?? '',
});

/** The technicians to choose from; a block's own technician stays listed, marked inactive, after they leave. */
export function blockTechnicianOptions(
  active: { id: number; name: string }[],
  current?: BookingBlock,
) {
  if (
    current?.technicianId &&
    current.employeeName !== null &&
    !active.some((e) => e.id === current.technicianId)
  ) {
    return [...active, { id: current.technicianId, name: `${current.employeeName} (inactive)` }];
  }
  return active;
}
