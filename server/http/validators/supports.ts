import { z } from 'zod';
import { SUPPORT_TICKET_STATUSES } from '../../../database/schema';
import { id, MAX_ID, text } from './fields';
import { say } from '../../../common/said';

export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_BODY_MAX = 5000;

const imageId = id('image');
/** Images uploaded first (supports.attachments.store), sent with the message by id; checked as a whole, so a wrong one shows beside the images, not under `attachments.0`. */
const attachments = z
  .array(z.unknown(), { error: say('validation.supports.theImagesAreInvalid') })
  .max(3, say('validation.supports.attachAtMostImages', { max: 3 }))
  .refine(
    (list) => list.every((v) => imageId.safeParse(v).success),
    say('validation.supports.theImagesAreInvalid'),
  )
  .transform((list) => list.map((v) => imageId.parse(v)))
  .default([]);

/** supports.store: a new ticket and its first message. */
export const supportTicketSchema = z.object({
  subject: text('subject', SUPPORT_SUBJECT_MAX),
  body: text('message', SUPPORT_BODY_MAX, { multiline: true }),
  attachments,
});

/** supports.reply */
export const supportReplySchema = z.object({
  body: text('message', SUPPORT_BODY_MAX, { multiline: true }),
  attachments,
});

/** supports.index: filters as query parameters; a bad one reads as none. */
export const supportFiltersSchema = z.object({
  status: z.enum(SUPPORT_TICKET_STATUSES).optional().catch(undefined),
  store: z.coerce.number().int().min(1).max(MAX_ID).optional().catch(undefined),
});

/** supports.create: `plan` prefills a plan change request (Billing); a bad one reads as none. */
export const supportCreateQuerySchema = z.object({
  plan: z.coerce.number().int().min(1).max(MAX_ID).optional().catch(undefined),
});
