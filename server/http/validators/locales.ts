import { z } from 'zod';
import { LOCALES } from '../../../common/i18n';
import { say } from '../../../common/said';

/** locale.update, employees.locale.update, settings.locale.update: one of the supported languages. */
export const localeSchema = z.object({
  locale: z.enum(LOCALES, { error: say('errors.localeInvalid') }),
});
