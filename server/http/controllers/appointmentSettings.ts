import type { Request, Response } from 'express';
import { getAppointmentSettings, saveAppointmentSettings } from '../../../database/queries/appointmentSettings';
import { flash, validate } from '../validate';
import { routeUrl } from '../urls';
import { appointmentSettingsSchema } from '../validators/appointmentSettings';

/** Settings tab "Appointment" ("manage settings"): slot step, notice, booking window, buffer, "Anyone", confirmation, cancellation notice. */

/** The tab's values for settings.index?tab=appointment (the defaults until the store saves). */
export async function appointmentSettingsProps(req: Request) {
  const s = await getAppointmentSettings(req.ctx.db, req.store!.id);
  return {
    appointment: {
      slot_step_minutes: s.slotStepMinutes, min_notice_minutes: s.minNoticeMinutes, booking_window_days: s.bookingWindowDays, buffer_minutes: s.bufferMinutes,
      allow_anyone: s.allowAnyone, require_confirmation: s.requireConfirmation, cancel_notice_minutes: s.cancelNoticeMinutes,
    },
  };
}

/** settings.appointment.update */
export async function update(req: Request, res: Response) {
  const i = validate(appointmentSettingsSchema, req.body);
  await saveAppointmentSettings(req.ctx.db, req.store!.id, {
    slotStepMinutes: i.slot_step_minutes, minNoticeMinutes: i.min_notice_minutes, bookingWindowDays: i.booking_window_days, bufferMinutes: i.buffer_minutes,
    allowAnyone: i.allow_anyone, requireConfirmation: i.require_confirmation, cancelNoticeMinutes: i.cancel_notice_minutes,
  });
  flash(req, 'success', 'Appointment settings saved.');
  res.redirect(routeUrl('settings.index', {}, { tab: 'appointment' }));
}
