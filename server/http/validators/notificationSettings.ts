import { z } from 'zod';
import { toE164 } from '../../../common/sms';

export const SMS_QUOTA_MAX = 1_000_000;
const channel = (label: string, values: readonly [string, ...string[]]) =>
  z.enum(values as [string, ...string[]], { error: `Choose how ${label} go out.` });

/** settings.notification.update: each message's channel, the store's texting number and its monthly marketing quota. */
export const notificationSettingsSchema = z.object({
  receipt: channel('receipts', ['off', 'sms', 'email', 'both']) as z.ZodType<
    'off' | 'sms' | 'email' | 'both'
  >,
  booking_confirmation: channel('booking confirmations', [
    'off',
    'sms',
    'email',
    'both',
  ]) as z.ZodType<'off' | 'sms' | 'email' | 'both'>,
  appointment_reminder: channel('appointment reminders', [
    'off',
    'sms',
    'email',
    'both',
  ]) as z.ZodType<'off' | 'sms' | 'email' | 'both'>,
  technician_ready: channel('"your technician is ready" texts', ['off', 'sms']) as z.ZodType<
    'off' | 'sms'
  >,
  sms_number: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: 'The texting number must be a phone number.' })
      .max(20, 'The texting number must be a phone number.')
      .transform((v, ctx) => {
        if (!v.trim()) return null;
        const number = toE164(v);
        if (!number) {
          ctx.addIssue({
            code: 'custom',
            message: 'The texting number must be a 10-digit US number or +country and number.',
          });
          return z.NEVER;
        }
        return number;
      }),
  ),
  sms_monthly_quota: z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'The monthly limit must be a whole number.' })
      .max(9)
      .transform((v, ctx) => {
        if (!v.trim()) return null;
        if (!/^\d{1,7}$/.test(v.trim()) || Number(v) > SMS_QUOTA_MAX) {
          ctx.addIssue({
            code: 'custom',
            message: `The monthly limit must be a whole number from 0 to ${SMS_QUOTA_MAX.toLocaleString('en-US')}.`,
          });
          return z.NEVER;
        }
        return Number(v);
      }),
  ),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
