import { saveAppointmentSettings } from '../../../database/queries/appointmentSettings';
import { storeAction } from '../action';
import { flash } from '../validate';
import { routeUrl } from '../urls';
import { appointmentSettingsSchema } from '../validators/appointmentSettings';
import { say } from '../../../common/said';

/** Settings tab "Appointment" ("manage settings"): slot step, notice, booking window, buffer, "Anyone", confirmation, cancellation notice. */

/** settings.appointment.update */
export const update = storeAction(
  { input: appointmentSettingsSchema },
  async ({ db, store, input: i, req, res }) => {
    await saveAppointmentSettings(db, store.id, {
      slotStepMinutes: i.slot_step_minutes,
      minNoticeMinutes: i.min_notice_minutes,
      bookingWindowDays: i.booking_window_days,
      bufferMinutes: i.buffer_minutes,
      allowAnyone: i.allow_anyone,
      requireConfirmation: i.require_confirmation,
      cancelNoticeMinutes: i.cancel_notice_minutes,
    });
    flash(req, 'success', say('flash.appointments.appointmentSettingsSaved'));
    res.redirect(routeUrl('settings.index', {}, { tab: 'appointment' }));
  },
);
