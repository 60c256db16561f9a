// The props of resources/js/Pages/Admin/TurnManagements/Settings.tsx, as the server sends them.
export interface TurnSettingsData {
  mode: 'auto' | 'manual';
  ordering: 'fewest_turns' | 'rotation';
  basis: 'service_weight' | 'price';
  small_service_threshold: number;
  count_requested: boolean;
  count_appointments: boolean;
  break_return: 'back' | 'keep';
}

export type Props = { settings: TurnSettingsData };
