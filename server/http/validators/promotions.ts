import { z } from 'zod';
import { PROMOTION_KINDS, PROMOTION_TARGETS } from '../../../common/promotions';
import { checkbox, id, optionalDay, text, timeOfDay } from './fields';
import { queryDay } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** Most ids one promotion names: more than any salon menu has. */
const MAX_TARGETS = 200;

/** Ticked ids, each once; one message for the list (the boxes are one field). */
const idList = (label: Label) => {
  const message = say('validation.field.chooseFromTheList', { label: sayLabel(label) });
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

const DAYS_MESSAGE = say('validation.giftCards.chooseDaysFromSundayTo');
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
const clock = (label: Label) => z.preprocess(blankToNull, timeOfDay(label).nullable());

const wholeNumber = (label: Label, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: say('validation.field.theMustBeAWhole', { label: sayLabel(label) }) })
      .int(say('validation.field.theMustBeAWhole', { label: sayLabel(label) }))
      .min(min, say('validation.field.theMustBeAtLeast', { label: sayLabel(label), min }))
      .max(max, say('validation.field.theMayNotBeMore', { label: sayLabel(label), max }))
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
    kind: z.enum(PROMOTION_KINDS, {
      error: say('validation.giftCards.chooseWhatThePromotionGives'),
    }),
    value: z
      .union([z.string(), z.number()], { error: say('validation.giftCards.enterTheDiscount') })
      .transform((v, ctx) => {
        const typed = typeof v === 'string' ? v.trim() : v;
        const n =
          typeof typed === 'number' ? typed : /^-?\d{1,9}$/.test(typed) ? Number(typed) : NaN;
        if (!Number.isSafeInteger(n)) {
          ctx.addIssue({
            code: 'custom',
            message: say('validation.giftCards.enterTheDiscountAsA'),
          });
          return z.NEVER;
        }
        return n;
      }),
    buy_quantity: wholeNumber('buyQuantity', 1, 20),
    get_quantity: wholeNumber('getQuantity', 1, 20),
    target: z.enum(PROMOTION_TARGETS, {
      error: say('validation.giftCards.chooseWhatThePromotionIs'),
    }),
    service_ids: idList('services'),
    category_ids: idList('categories'),
    days_of_week: days(),
    start_time: clock('startTime'),
    end_time: clock('endTime'),
    first_visit: checkbox(),
    birthday_month: checkbox(),
    starts_on: optionalDay('startDate'),
    ends_on: optionalDay('endDate'),
    priority: z.preprocess(
      (v) => blankToNull(v) ?? 0,
      z.coerce
        .number({ error: say('validation.giftCards.thePriorityMustBeA') })
        .int(say('validation.giftCards.thePriorityMustBeA'))
        .min(0, say('validation.giftCards.thePriorityMustBeFrom'))
        .max(100, say('validation.giftCards.thePriorityMustBeFrom')),
    ),
    is_active: checkbox(),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.kind === 'amount') {
      if (p.value < 1) issue('value', say('validation.announcements.theAmountMustBeMore'));
      else if (p.value > 100_000_00)
        issue('value', say('validation.giftCards.theAmountIsTooLarge'));
    } else if (p.value < 1 || p.value > 100) {
      issue('value', say('validation.announcements.thePercentageMustBeFrom'));
    }
    if (p.kind === 'buy_x_get_y') {
      if (p.buy_quantity === null)
        issue('buy_quantity', say('validation.giftCards.enterHowManyMustBe'));
      if (p.get_quantity === null)
        issue('get_quantity', say('validation.giftCards.enterHowManyAreDiscounted'));
    }
    if (p.target === 'services' && p.service_ids.length === 0)
      issue('service_ids', say('validation.appointments.chooseAtLeastOneService2'));
    if (p.target === 'categories' && p.category_ids.length === 0)
      issue('category_ids', say('validation.giftCards.chooseAtLeastOneCategory'));
    if ((p.start_time === null) !== (p.end_time === null))
      issue(
        p.start_time === null ? 'start_time' : 'end_time',
        say('validation.giftCards.enterBothTimesOfThe'),
      );
    if (
      p.start_time !== null &&
      p.end_time !== null &&
      p.end_time !== 0 &&
      p.end_time <= p.start_time
    )
      issue('end_time', say('validation.giftCards.theWindowMustEndAfter'));
    if (p.starts_on && p.ends_on && p.ends_on < p.starts_on)
      issue('ends_on', say('rules.giftCards.theEndDateMayNot'));
  });
export type PromotionInput = z.infer<typeof promotionSchema>;

/** The index's date range for uses and discounts (tolerant: a bad date reads as the default). */
export const promotionFiltersSchema = z.object({ from: queryDay(), to: queryDay() });
