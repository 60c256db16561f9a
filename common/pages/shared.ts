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
