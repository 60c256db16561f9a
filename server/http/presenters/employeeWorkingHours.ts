import type { WorkingDay } from '../../../database/queries/employeeWorkingHours';
import { timeToInput } from '../../../common/time';

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Sunday..Saturday, each "HH:mm" to "HH:mm" or off. A day never saved shows as off. */
export function workingWeek(saved: WorkingDay[]) {
  const byWeekday = new Map(saved.map((d) => [d.weekday, d]));
  return WEEKDAYS.map((name, weekday) => {
    const day = byWeekday.get(weekday);
    const off = day?.startMinute == null || day.endMinute == null;
    return {
      weekday,
      name,
      off,
      start: off ? null : timeToInput(day.startMinute!),
      end: off ? null : timeToInput(day.endMinute!),
    };
  });
}
