import type { OpeningDay, OpeningException } from '../../../database/queries/openingHours';
import { WEEKDAY_NAMES } from '../../../common/bookingBlocks';
import { timeToInput } from '../../../common/time';

/** Sunday..Saturday as the form edits them ("HH:mm" or off); a weekday never saved is closed, so a new store books nothing until it says when it is open. */
export const openingWeek = (saved: readonly OpeningDay[]) => {
  const byWeekday = new Map(saved.map((d) => [d.weekday, d]));
  return WEEKDAY_NAMES.map((name, weekday) => {
    const day = byWeekday.get(weekday);
    const off = day?.openMinute == null || day.closeMinute == null;
    return {
      weekday,
      name,
      off,
      start: off ? null : timeToInput(day.openMinute!),
      end: off ? null : timeToInput(day.closeMinute!),
    };
  });
};

/** A dated exception: closed all day, or its own hours; no note is an empty field. */
export const openingExceptionItem = (e: OpeningException) => ({
  id: e.id,
  date: e.date,
  closed: e.openMinute === null,
  start: e.openMinute === null ? null : timeToInput(e.openMinute),
  end: e.closeMinute === null ? null : timeToInput(e.closeMinute),
  note: e.note ?? '',
});
