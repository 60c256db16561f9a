import { z } from 'zod';
import { MAX_ID } from './fields';

export const supportSessionFiltersSchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
