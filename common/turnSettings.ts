/**
 * The turn board's settings (docs/domain.md §3.1) and their defaults: the shape
 * the turns query returns and the turn rules read, so neither layer has to
 * import the other for it.
 */
export interface TurnSettings {
  /** Manual: only people move turns; paid tickets add nothing. */
  mode: 'auto' | 'manual';
  ordering: 'fewest_turns' | 'rotation';
  basis: 'service_weight' | 'price';
  smallServiceThresholdCents: number;
  countRequested: boolean;
  countAppointments: boolean;
  breakReturn: 'back' | 'keep';
}

/** Until a store first saves its "Turns" settings (the same values as the turn_settings columns' defaults). */
export const DEFAULT_TURN_SETTINGS: TurnSettings = {
  mode: 'auto',
  ordering: 'fewest_turns',
  basis: 'service_weight',
  smallServiceThresholdCents: 3000,
  countRequested: false,
  countAppointments: false,
  breakReturn: 'back',
};
