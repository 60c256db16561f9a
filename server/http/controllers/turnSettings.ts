import { getTurnSettings, saveTurnSettings } from '../../../database/queries/turns';
import { notifyStore } from '../../realtime/storeEvents';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { turnSettingsForm } from '../presenters/turnSettings';
import { turnSettingsSchema } from '../validators/turns';
import { say } from '../../../common/said';

/** turn_settings.edit: the "Turns" settings area (docs/domain.md §3.1). */
export const edit = storeAction({}, async ({ db, store, res }) => {
  const s = await getTurnSettings(db, store.id);
  await res.inertia(
    'Admin/TurnManagements/Settings',
    {
      settings: turnSettingsForm(s),
    },
    { title: 'Turn Settings' },
  );
});

/** turn_settings.update: the board reorders at once (turns are derived, so nothing is recounted). */
export const update = storeAction(
  { input: turnSettingsSchema },
  async ({ db, store, input: i, req, res }) => {
    await saveTurnSettings(db, store.id, {
      mode: i.mode,
      ordering: i.ordering,
      basis: i.basis,
      smallServiceThresholdCents: i.small_service_threshold,
      countRequested: i.count_requested,
      countAppointments: i.count_appointments,
      breakReturn: i.break_return,
    });
    await notifyStore(db, store.id, 'TurnsChanged', { settings: true });
    flash(req, 'success', say('flash.settings.turnSettingsSaved'));
    res.redirect(303, routeUrl('turn_settings.edit'));
  },
);
