import type { getTurnSettings } from '../../../database/queries/turns';

/** turn_settings.edit: how the turn queue counts and orders (docs/domain.md §3.1), as the form edits it. */
export const turnSettingsForm = (s: Awaited<ReturnType<typeof getTurnSettings>>) => ({
  mode: s.mode,
  ordering: s.ordering,
  basis: s.basis,
  small_service_threshold: s.smallServiceThresholdCents,
  count_requested: s.countRequested,
  count_appointments: s.countAppointments,
  break_return: s.breakReturn,
});
