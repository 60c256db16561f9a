import { saveNotificationSettings, smsNumberTakenByOther } from '../../../database/queries/sms';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { ValidationError } from '../errors';
import { notificationSettingsSchema } from '../validators/notificationSettings';
import { say } from '../../../common/said';

/** Settings tab "Notification" ("manage settings"): which transactional messages go by text or email. */

/** settings.notification.update */
export const update = storeAction(
  { input: notificationSettingsSchema },
  async ({ db, store, input: i, req, res }) => {
    // Inbound texts find their store by this number, so two stores cannot share it.
    if (i.sms_number && (await smsNumberTakenByOther(db, store.id, i.sms_number)))
      throw new ValidationError({
        sms_number: say('validation.settings.anotherSalonAlreadyTextsFrom'),
      });
    await saveNotificationSettings(db, store.id, {
      receipt: i.receipt,
      bookingConfirmation: i.booking_confirmation,
      appointmentReminder: i.appointment_reminder,
      technicianReady: i.technician_ready,
      smsNumber: i.sms_number,
      smsMonthlyQuota: i.sms_monthly_quota,
    });
    flash(req, 'success', say('flash.settings.notificationSettingsSaved'));
    res.redirect(routeUrl('settings.index', {}, { tab: 'notification' }));
  },
);
