import type { Db } from '../client';
import { saveOpeningHours } from '../queries/openingHours';

const h = (hour: number, minute = 0) => hour * 60 + minute;

/** Lotus: Mon–Sat 9:30 AM–7:30 PM, Sun 11 AM–5 PM; Rose: Tue–Sun 10 AM–7 PM, closed Mondays. */
export async function seedOpeningHours(db: Db, stores: { lotusId: number; roseId: number }) {
  await saveOpeningHours(
    db,
    stores.lotusId,
    Array.from({ length: 7 }, (_, weekday) =>
      weekday === 0
        ? { weekday, openMinute: h(11), closeMinute: h(17) }
        : { weekday, openMinute: h(9, 30), closeMinute: h(19, 30) },
    ),
  );
  await saveOpeningHours(
    db,
    stores.roseId,
    Array.from({ length: 7 }, (_, weekday) =>
      weekday === 1
        ? { weekday, openMinute: null, closeMinute: null }
        : { weekday, openMinute: h(10), closeMinute: h(19) },
    ),
  );
}
