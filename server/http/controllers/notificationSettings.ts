import {
  countMarketingSince,
  getNotificationSettings,
  saveNotificationSettings,
  smsNumberTakenByOther,
} from '../../../database/queries/sms';
import { formatSmsPhone } from '../../../common/sms';
import type { NotificationSettings } from '../../../common/pages/Admin/Settings/types';
import { storeMonthStart } from '../../domain/sms/quietHours';
import { storeAction, type StoreContext } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { ValidationError } from '../errors';
import { notificationSettingsSchema, SMS_QUOTA_MAX } from '../validators/notificationSettings';
import { clock } from '../../../common/clock';

/** Settings tab "Notification" ("manage settings"): which transactional messages go by text or email. */
export async function notificationSettingsProps({
  db,
  store,
  req,
}: Pick<StoreContext, 'db' | 'store' | 'req'>) {
  const [s, used] = await Promise.all([
    getNotificationSettings(db, store.id),
    countMarketingSince(db, store.id, storeMonthStart(clock.now(), store.timezone)),
  ]);
  const sms = req.ctx.config.sms;
  const notification: NotificationSettings = {
    receipt: s?.receipt ?? 'off',
    booking_confirmation: s?.bookingConfirmation ?? 'email',
    appointment_reminder: s?.appointmentReminder ?? 'email',
    technician_ready: s?.technicianReady === 'sms' ? 'sms' : 'off',
    sms_number: s?.smsNumber ? formatSmsPhone(s.smsNumber) : '',
    sms_monthly_quota:
      s?.smsMonthlyQuota === null || s?.smsMonthlyQuota === undefined
        ? ''
        : String(s.smsMonthlyQuota),
  };
  return {
    notification,
    notification_info: {
      sms_driver: sms.driver,
      default_number: formatSmsPhone(sms.defaultFrom),
      sms_quota_default: sms.monthlyQuota,
      marketing_this_month: used,
      quota_max: SMS_QUOTA_MAX,
    },
  };
}

/** settings.notification.update */
export const update = storeAction(
  { input: notificationSettingsSchema },
  async ({ db, store, input: i, req, res }) => {
    // Inbound texts find their store by this number, so two stores cannot share it.
    if (i.sms_number && (await smsNumberTakenByOther(db, store.id, i.sms_number)))
      throw new ValidationError({ sms_number: 'Another salon already texts from this number.' });
    await saveNotificationSettings(db, store.id, {
      receipt: i.receipt,
      bookingConfirmation: i.booking_confirmation,
      appointmentReminder: i.appointment_reminder,
      technicianReady: i.technician_ready,
      smsNumber: i.sms_number,
      smsMonthlyQuota: i.sms_monthly_quota,
    });
    flash(req, 'success', 'Notification settings saved.');
    res.redirect(routeUrl('settings.index', {}, { tab: 'notification' }));
  },
);
