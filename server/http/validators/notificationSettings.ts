import { z } from 'zod';
import { toE164 } from '../../../common/sms';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

export const SMS_QUOTA_MAX = 1_000_000;
const channel = (label: Label, values: readonly [string, ...string[]]) =>
  z.enum(values as [string, ...string[]], {
    error: say('validation.field.chooseHowGoOut', { label: sayLabel(label) }),
  });

/** settings.notification.update: each message's channel, the store's texting number and its monthly marketing quota. */
export const notificationSettingsSchema = z.object({
  receipt: channel('receipts', ['off', 'sms', 'email', 'both']) as z.ZodType<
    'off' | 'sms' | 'email' | 'both'
  >,
  booking_confirmation: channel('bookingConfirmations', [
    'off',
    'sms',
    'email',
    'both',
  ]) as z.ZodType<'off' | 'sms' | 'email' | 'both'>,
  appointment_reminder: channel('appointmentReminders', [
    'off',
    'sms',
    'email',
    'both',
  ]) as z.ZodType<'off' | 'sms' | 'email' | 'both'>,
  technician_ready: channel('yourTechnicianIsReadyTexts', ['off', 'sms']) as z.ZodType<
    'off' | 'sms'
  >,
  sms_number: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: say('validation.settings.theTextingNumberMustBe') })
      .max(20, say('validation.settings.theTextingNumberMustBe'))
      .transform((v, ctx) => {
        if (!v.trim()) return null;
        const number = toE164(v);
        if (!number) {
          ctx.addIssue({
            code: 'custom',
            message: say('validation.settings.theTextingNumberMustBe2'),
          });
          return z.NEVER;
        }
        return number;
      }),
  ),
  sms_monthly_quota: z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: say('validation.settings.theMonthlyLimitMustBe') })
      .max(9)
      .transform((v, ctx) => {
        if (!v.trim()) return null;
        if (!/^\d{1,7}$/.test(v.trim()) || Number(v) > SMS_QUOTA_MAX) {
          ctx.addIssue({
            code: 'custom',
            message: say('validation.settings.theMonthlyLimitMustBe2', {
              max: SMS_QUOTA_MAX.toLocaleString('en-US'),
            }),
          });
          return z.NEVER;
        }
        return Number(v);
      }),
  ),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
