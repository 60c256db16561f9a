// The props of resources/js/Pages/Admin/OpeningHours/Index.tsx, as the server sends them.
import type { WeekDay } from '../../propShapes';

export type Day = WeekDay;

export interface Exception {
  id: number;
  date: string;
  closed: boolean;
  start: string | null;
  end: string | null;
  note: string;
}

export interface Props {
  /** The store's today (YYYY-MM-DD): exceptions start from it. */
  today: string;
  days: Day[];
  exceptions: Exception[];
}
