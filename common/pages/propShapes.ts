// Prop shapes that several page families share.

/** A service on a tile picker (kiosk, check-in desk, calendar), rendered by Components/checkins/ServicePicker. */
export interface CheckInService {
  id: number;
  category_id: number | null;
  name: string;
  minutes: number;
  price: number;
}

export type TipBase = 'subtotal' | 'total';
export type TipSplit = 'proportional' | 'even' | 'manual';

export interface TipRules {
  suggested_percents: number[];
  base: TipBase;
  split: TipSplit;
}

/** A day of a weekly schedule as a form edits it (opening hours, a technician's working hours): "HH:mm" to "HH:mm", or off. */
export interface WeekDay {
  weekday: number;
  name: string;
  off: boolean;
  start: string | null;
  end: string | null;
}

/** A period of store days, both inclusive, each YYYY-MM-DD (a subscription's, an invoice's or a line's): the page writes it ("{start} to {end}"). */
export interface DayPeriod {
  start: string;
  end: string;
}

/**
 * What one Rewards point is worth (the most an active reward gives per point, in cents, which may
 * have a fraction) and that reward's name; null when no active reward gives points a value.
 */
export interface PointValueBasis {
  cents_per_point: number;
  reward_name: string;
}
