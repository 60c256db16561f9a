import { z } from 'zod';
import { LEGAL_KINDS } from '../../../database/schema';
import { LEGAL_MAX_LENGTH } from '../../../common/legal';
import { text } from './fields';

/** legal.update: one document's plain text. */
export const legalSchema = z.object({
  kind: z.enum(LEGAL_KINDS, { error: 'Choose the privacy policy or the terms of service.' }),
  body: text('text', LEGAL_MAX_LENGTH, { multiline: true }),
});
