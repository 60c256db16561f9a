import { z } from 'zod';
import { LEGAL_KINDS } from '../../../database/schema';
import { LEGAL_MAX_LENGTH } from '../../../common/legal';
import { text } from './fields';
import { say } from '../../../common/said';

/** legal.update: one document's plain text. */
export const legalSchema = z.object({
  kind: z.enum(LEGAL_KINDS, { error: say('validation.settings.chooseThePrivacyPolicyOr') }),
  body: text('text', LEGAL_MAX_LENGTH, { multiline: true }),
});
