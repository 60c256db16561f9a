import type { SmsConfig } from '../../config';
import type { SmsDriver } from './driver';
import { createLogSmsDriver } from './log';
import { createTwilioSmsDriver } from './twilio';

export type { SmsDriver, SmsSendRequest, SmsSendResult } from './driver';
export { SmsSendError } from './driver';

/** The driver SMS_DRIVER names (config.ts refuses an unknown one, or twilio without its credentials, at start). */
export function createSmsDriver(sms: SmsConfig, storageDir: string): SmsDriver {
  if (sms.driver === 'twilio' && sms.twilio) return createTwilioSmsDriver(sms.twilio);
  return createLogSmsDriver(storageDir);
}
