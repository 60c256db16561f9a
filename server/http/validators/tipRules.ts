import { z } from 'zod';
import { say } from '../../../common/said';

export const MAX_SUGGESTED_TIPS = 6;
const COUNT_MESSAGE = say('validation.payrolls.giveFrom1ToSuggested', { max: MAX_SUGGESTED_TIPS });
const PERCENT_MESSAGE = say('validation.payrolls.eachSuggestedPercentageMustBe');
const REPEATED_MESSAGE = say('validation.payrolls.eachSuggestedPercentageMayAppear');

/** One suggested tip: 1–100, whole. */
const suggestedPercent = z
  .union([z.number(), z.string().trim().max(10)], { error: PERCENT_MESSAGE })
  .transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > 100) {
      ctx.addIssue({ code: 'custom', message: PERCENT_MESSAGE });
      return z.NEVER;
    }
    return n;
  });

/**
 * tip-rules.update: the pay screen's suggested tips (shown smallest first),
 * what a tip percentage is taken of, and how a tip is shared among the
 * ticket's technicians (docs/domain.md §3.3).
 */
export const tipRulesSchema = z.object({
  suggested_percents: z
    .array(suggestedPercent, { error: COUNT_MESSAGE })
    .min(1, COUNT_MESSAGE)
    .max(MAX_SUGGESTED_TIPS, COUNT_MESSAGE)
    .refine((list) => new Set(list).size === list.length, REPEATED_MESSAGE)
    .transform((list) => [...list].sort((a, b) => a - b)),
  base: z.enum(['subtotal', 'total'], {
    error: say('validation.payrolls.chooseWhatATipPercentage'),
  }),
  split: z.enum(['proportional', 'even', 'manual'], {
    error: say('validation.payrolls.chooseHowATipIs'),
  }),
});
export type TipRulesInput = z.infer<typeof tipRulesSchema>;
