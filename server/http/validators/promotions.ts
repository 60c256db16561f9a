import { z } from 'zod';
import { PROMOTION_KINDS, PROMOTION_TARGETS } from '../../../common/promotions';
import { checkbox, id, optionalDay, text } from './fields';
import { parseTimeOfDay } from '../../../common/time';
import { queryDay } from './fields';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** Most ids one promotion names: more than any salon menu has. */
const MAX_TARGETS = 200;

/** Ticked ids, each once; one message for the list (the boxes are one field). */
const idList = (label: string) => {
  const message = `Choose ${label} from the list.`;
  return z
    .preprocess((v) => v ?? [], z.array(z.unknown(), { error: message }).max(MAX_TARGETS, message))
    .transform((values, ctx) => {
      const ids: number[] = [];
      for (const value of values) {
        const parsed = id(label).safeParse(value);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        if (!ids.includes(parsed.data)) ids.push(parsed.data);
      }
      return ids;
    });
};

const DAYS_MESSAGE = 'Choose days from Sunday to Saturday.';
const days = () =>
  z
    .preprocess((v) => v ?? [], z.array(z.unknown(), { error: DAYS_MESSAGE }).max(7, DAYS_MESSAGE))
    .transform((values, ctx) => {
      const out: number[] = [];
      for (const value of values) {
        const n =
          typeof value === 'number'
            ? value
            : typeof value === 'string' && /^[0-6]$/.test(value)
              ? Number(value)
              : NaN;
        if (!Number.isInteger(n) || n < 0 || n > 6) {
          ctx.addIssue({ code: 'custom', message: DAYS_MESSAGE });
          return z.NEVER;
        }
        if (!out.includes(n)) out.push(n);
      }
      return out.sort((a, b) => a - b);
    });

/** A time input's value (HH:MM, or h:mm AM), empty for none. */
const clock = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `The ${label} must be a valid time.` })
      .max(20, `The ${label} must be a valid time.`)
      .transform((value, ctx) => {
        const minutes = parseTimeOfDay(value);
        if (minutes === null) {
          ctx.addIssue({ code: 'custom', message: `The ${label} must be a valid time.` });
          return z.NEVER;
        }
        return minutes;
      })
      .nullable(),
  );

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: `The ${label} must be a whole number.` })
      .int(`The ${label} must be a whole number.`)
      .min(min, `The ${label} must be at least ${min}.`)
      .max(max, `The ${label} may not be more than ${max}.`)
      .nullable(),
  );

/**
 * A promotion (promotions.store / promotions.update). `value` is a whole
 * percent (1–100) for percent off and buy X get Y (100 is free), cents for an
 * amount off. A window's end of 00:00 means midnight (the end of the day).
 * Every problem beside its field, all at once.
 */
export const promotionSchema = z
  .object({
    name: text('name', 60),
    kind: z.enum(PROMOTION_KINDS, { error: 'Choose what the promotion gives.' }),
    value: z
      .union([z.string(), z.number()], { error: 'Enter the discount.' })
      .transform((v, ctx) => {
        const typed = typeof v === 'string' ? v.trim() : v;
        const n =
          typeof typed === 'number' ? typed : /^-?\d{1,9}$/.test(typed) ? Number(typed) : NaN;
        if (!Number.isSafeInteger(n)) {
          ctx.addIssue({ code: 'custom', message: 'Enter the discount as a whole number.' });
          return z.NEVER;
        }
        return n;
      }),
    buy_quantity: wholeNumber('buy quantity', 1, 20),
    get_quantity: wholeNumber('get quantity', 1, 20),
    target: z.enum(PROMOTION_TARGETS, { error: 'Choose what the promotion is for.' }),
    service_ids: idList('services'),
    category_ids: idList('categories'),
    days_of_week: days(),
    start_time: clock('start time'),
    end_time: clock('end time'),
    first_visit: checkbox(),
    birthday_month: checkbox(),
    starts_on: optionalDay('start date'),
    ends_on: optionalDay('end date'),
    priority: z.preprocess(
      (v) => blankToNull(v) ?? 0,
      z.coerce
        .number({ error: 'The priority must be a whole number.' })
        .int('The priority must be a whole number.')
        .min(0, 'The priority must be from 0 to 100.')
        .max(100, 'The priority must be from 0 to 100.'),
    ),
    is_active: checkbox(),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.kind === 'amount') {
      if (p.value < 1) issue('value', 'The amount must be more than $0.00.');
      else if (p.value > 100_000_00) issue('value', 'The amount is too large.');
    } else if (p.value < 1 || p.value > 100) {
      issue('value', 'The percentage must be from 1 to 100.');
    }
    if (p.kind === 'buy_x_get_y') {
      if (p.buy_quantity === null) issue('buy_quantity', 'Enter how many must be bought.');
      if (p.get_quantity === null) issue('get_quantity', 'Enter how many are discounted.');
    }
    if (p.target === 'services' && p.service_ids.length === 0)
      issue('service_ids', 'Choose at least one service.');
    if (p.target === 'categories' && p.category_ids.length === 0)
      issue('category_ids', 'Choose at least one category.');
    if ((p.start_time === null) !== (p.end_time === null))
      issue(
        p.start_time === null ? 'start_time' : 'end_time',
        'Enter both times of the window, or neither.',
      );
    if (
      p.start_time !== null &&
      p.end_time !== null &&
      p.end_time !== 0 &&
      p.end_time <= p.start_time
    )
      issue('end_time', 'The window must end after it starts.');
    if (p.starts_on && p.ends_on && p.ends_on < p.starts_on)
      issue('ends_on', 'The end date may not be before the start date.');
  });
export type PromotionInput = z.infer<typeof promotionSchema>;

/** The index's date range for uses and discounts (tolerant: a bad date reads as the default). */
export const promotionFiltersSchema = z.object({ from: queryDay(), to: queryDay() });
