import { z } from 'zod';
import { MAX_TAX_RATE, parseTaxRate } from '../../domain/catalog/taxRate';
import { checkbox, text } from './fields';
import { say } from '../../../common/said';

export const TAX_RATE_MESSAGE = say('validation.settings.theRateMustBeA', {
  max: MAX_TAX_RATE / 1000,
});

/** A rate typed as a percentage ("8.875"), stored in thousandths of a percent (8875). */
export const taxRate = () =>
  z
    .union([z.string().max(20, TAX_RATE_MESSAGE), z.number()], { error: TAX_RATE_MESSAGE })
    .transform((value, ctx) => {
      const rate = parseTaxRate(value);
      if (rate === null) {
        ctx.addIssue({ code: 'custom', message: TAX_RATE_MESSAGE });
        return z.NEVER;
      }
      return rate;
    });

/** taxes.store and taxes.update: a tax is switched off (is_active), never deleted. */
export const taxSchema = z.object({
  name: text('name', 60),
  rate: taxRate(),
  is_active: checkbox(),
});
export type TaxInput = z.infer<typeof taxSchema>;
