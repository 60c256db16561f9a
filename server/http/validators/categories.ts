import { z } from 'zod';
import { text } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

export const COLOR_MESSAGE = (label: Label) =>
  say('validation.field.theMustBeAColor', { label: sayLabel(label) });

/** A colour as the colour picker gives it: #rrggbb, stored in lower case. */
export const hexColor = (label: Label) =>
  z
    .string({ error: COLOR_MESSAGE(label) })
    .max(20, COLOR_MESSAGE(label))
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, COLOR_MESSAGE(label))
    .transform((c) => c.toLowerCase());

export const MAX_SORT_ORDER = 9999;

/** Where an entry sits in its list (lower first); blank is 0. */
export const sortOrder = () => {
  const message = say('validation.settings.theSortOrderMustBe', { max: MAX_SORT_ORDER });
  return z
    .union([z.number(), z.string().trim().max(10, message), z.null(), z.undefined()], {
      error: message,
    })
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return 0;
      const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(n) || n < 0 || n > MAX_SORT_ORDER) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
};

/** categories.store and categories.update. */
export const categorySchema = z.object({
  name: text('name', 60),
  color: hexColor('color'),
  sort_order: sortOrder(),
});
export type CategoryInput = z.infer<typeof categorySchema>;
