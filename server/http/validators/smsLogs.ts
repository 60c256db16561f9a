import { z } from 'zod';
import { SMS_PURPOSES, SMS_SOURCE_TYPES, SMS_STATUSES } from '../../../database/schema';
import { MAX_ID, queryDay, searchText } from './fields';

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** sms-logs.index: every filter is a query parameter; a bad one reads as none, so an edited link still opens the page. */
export const smsLogFiltersSchema = z.object({
  from: queryDay(),
  to: queryDay(),
  status: optionalEnum(SMS_STATUSES),
  purpose: optionalEnum(SMS_PURPOSES),
  source: optionalEnum(SMS_SOURCE_TYPES),
  q: searchText(),
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
export type SmsLogFiltersInput = z.infer<typeof smsLogFiltersSchema>;
