import type { Db } from '../client';
import { addDays, storeToday, weekdayOf } from '../../common/storeTime';
import { createBookingBlock } from '../queries/bookingBlocks';
import { clock } from '../../common/clock';

const h = (hour: number, minute = 0) => hour * 60 + minute;
const WEDNESDAY = 3;
const TUESDAY = 2;

/**
 * Lotus's appointment blocks: the team's lunch every Wednesday, 12:30–1:30 PM,
 * for the whole salon (started on the last Wednesday, no end), and one
 * technician's training next week (a Tuesday morning, once).
 */
export async function seedBookingBlocks(
  db: Db,
  lotus: { id: number; timezone: string; technicianId: number },
  now = clock.now(),
) {
  const today = storeToday(lotus.timezone, now);
  const lastWednesday = addDays(today, -((weekdayOf(today) - WEDNESDAY + 7) % 7));
  await createBookingBlock(db, lotus.id, {
    title: 'Team lunch',
    technicianId: null,
    startsOn: lastWednesday,
    startMinute: h(12, 30),
    endMinute: h(13, 30),
    repeat: 'weekly',
    repeatUntil: null,
  });
  const weekOn = addDays(today, 7);
  const nextWeekTuesday = addDays(weekOn, (TUESDAY - weekdayOf(weekOn) + 7) % 7);
  await createBookingBlock(db, lotus.id, {
    title: 'Gel-X training',
    technicianId: lotus.technicianId,
    startsOn: nextWeekTuesday,
    startMinute: h(10),
    endMinute: h(12),
    repeat: 'none',
    repeatUntil: null,
  });
}
