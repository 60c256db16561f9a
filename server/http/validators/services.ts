import { z } from 'zod';
import { sayLabel } from '../../../common/labels';
import { parseTurnWeight } from '../../domain/catalog/turnWeight';
import { cents, checkbox, id, MAX_ID, percentBp, text } from './fields';
import { sortOrder } from './categories';
import { say } from '../../../common/said';

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;

/**
 * services.index: a search, a category (an id, or "none" for services
 * without one) and a page; anything odd falls back to the whole list.
 */
export const serviceFiltersSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .regex(/^\P{Cc}*$/u)
    .catch(''),
  category: z
    .union([z.literal('none'), id()])
    .nullable()
    .catch(null),
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
export type ServiceFilters = z.infer<typeof serviceFiltersSchema>;

export const MAX_DURATION_MINUTES = 24 * 60;
const DURATION_MESSAGE = say('validation.settings.theDurationMustBeA', {
  max: MAX_DURATION_MINUTES,
});
const TURN_WEIGHT_MESSAGE = say('validation.settings.chooseATurnWeight0');
const TAXES_MESSAGE = say('validation.field.theSelectedIsInvalid', { label: sayLabel('tax') });
export const MAX_TAXES_PER_SERVICE = 10;

const minutes = () =>
  z
    .union([z.number(), z.string().trim().max(10, DURATION_MESSAGE), z.null(), z.undefined()], {
      error: DURATION_MESSAGE,
    })
    .transform((value, ctx) => {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^\d+$/.test(value)
            ? Number(value)
            : NaN;
      if (!Number.isInteger(n) || n < 0 || n > MAX_DURATION_MINUTES) {
        ctx.addIssue({ code: 'custom', message: DURATION_MESSAGE });
        return z.NEVER;
      }
      return n;
    });

/** The ids of the taxes ticked, each once; one message for the list (the boxes are one field). */
const taxIds = () =>
  z
    .preprocess(
      (v) => v ?? [],
      z.array(z.unknown(), { error: TAXES_MESSAGE }).max(MAX_TAXES_PER_SERVICE, TAXES_MESSAGE),
    )
    .transform((values, ctx) => {
      const ids: number[] = [];
      for (const value of values) {
        const parsed = id('tax').safeParse(value);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: TAXES_MESSAGE });
          return z.NEVER;
        }
        if (!ids.includes(parsed.data)) ids.push(parsed.data);
      }
      return ids;
    });

/**
 * services.store and services.update. A retail item has no technician and no
 * turn, so its duration, turn weight and commission are not asked for and are
 * stored as none (servicesValues).
 */
export const serviceSchema = z.object({
  name: text('name', 100),
  category_id: z.preprocess(blankToNull, id('category').nullable()),
  kind: z.enum(['service', 'retail'], {
    error: say('validation.settings.chooseWhetherThisIsA'),
  }),
  price: cents('price', { max: 10_000_000 }),
  duration: minutes(),
  tax_ids: taxIds(),
  turn_weight: z.unknown().transform((value, ctx) => {
    const halves = parseTurnWeight(value);
    if (halves === null) {
      ctx.addIssue({ code: 'custom', message: TURN_WEIGHT_MESSAGE });
      return z.NEVER;
    }
    return halves;
  }),
  commission_rate: z.preprocess(blankToNull, percentBp('commissionRate').nullable()),
  is_active: checkbox(),
  sort_order: sortOrder(),
});
export type ServiceInput = z.infer<typeof serviceSchema>;
