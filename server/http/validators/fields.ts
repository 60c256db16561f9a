import { z } from 'zod';
import { parsePhone } from '../../../common/phone';
import { parseCents } from '../../../common/money';
import { parseTimeOfDay } from '../../../common/time';
import {
  FIRST_DAY,
  LAST_DAY,
  isCalendarDay,
  isDayInWindow,
  outsideDateWindow,
} from '../../../common/dates';
import { say, type Said } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

export { FIRST_DAY, LAST_DAY };

/**
 * Reusable field builders: each parses the way a salon types it and yields
 * what the domain stores. Every one has a maximum length and refuses control
 * characters, with a message naming the field as the form labels it: bad
 * input is a message next to its field, never a database error (PostgreSQL
 * refuses NUL in text, an int4 above 2147483647, an index row of 1 MB).
 * `label` is the field's label as it reads inside a sentence ("name", "User ID").
 */

/** An id as the database stores it (int4). */
export const MAX_ID = 2_147_483_647;
/** The longest address SMTP carries (RFC 5321 path limit). */
export const MAX_EMAIL = 254;

/** NUL and the other C0/C1 control characters (Unicode's Cc: U+0000–U+001F, U+007F–U+009F); a multi-line text allows tab and line breaks. */
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;

export const required = (label: Label) =>
  say('validation.field.theFieldIsRequired', { label: sayLabel(label) });
export const tooLong = (label: Label, max: number) =>
  say('validation.field.theMayNotBeLonger', { label: sayLabel(label), max });
export const controlCharacters = (label: Label) =>
  say('validation.field.theMayNotContainControl', { label: sayLabel(label) });

interface TextOptions {
  /** Tab and line breaks allowed (a reason, a note). */
  multiline?: boolean;
}

/** A string with its limits: trimmed, at most `max` characters, no control characters. */
const boundedString = (label: Label, max: number, opts: TextOptions = {}) =>
  z
    .string({ error: required(label) })
    .trim()
    .max(max, tooLong(label, max))
    .refine(
      (v) => !(opts.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(v),
      controlCharacters(label),
    );

export const text = (label: Label, max = 255, opts: TextOptions = {}) =>
  boundedString(label, max, opts).min(1, required(label));

export const optionalText = (label: Label, max = 255, opts: TextOptions = {}) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    boundedString(label, max, opts).nullable().optional(),
  );

export const email = (label: Label = 'email') =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(MAX_EMAIL, tooLong(label, MAX_EMAIL))
    .pipe(z.email(say('validation.field.theMustBeAValid', { label: sayLabel(label) })));

/** 10 digits, optionally with (), dashes, dots or spaces; yields the digits only. */
export const phone = (label: Label = 'phone') =>
  z
    .string({ error: say('validation.field.theMustBeA10', { label: sayLabel(label) }) })
    .transform((value, ctx) => {
      const digits = value.length <= 40 ? parsePhone(value) : null;
      if (!digits) {
        ctx.addIssue({
          code: 'custom',
          message: say('validation.field.theMustBeA10', { label: sayLabel(label) }),
        });
        return z.NEVER;
      }
      return digits;
    });

export const optionalPhone = (label: Label = 'phone') =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), phone(label).nullable());

/** Cents as an integer (what amount fields send) or a dollars text; never negative unless allowed. */
export const cents = (label: Label, opts: { min?: number; max?: number } = {}) =>
  z
    .union([z.string(), z.number()], {
      error: say('validation.field.theMustBeAnAmount', { label: sayLabel(label) }),
    })
    .transform((value, ctx) => {
      const typed = typeof value === 'string' ? value.trim() : value;
      const parsed =
        typeof typed === 'number'
          ? Number.isSafeInteger(typed)
            ? typed
            : null
          : typed.length > 20
            ? null
            : /^\d+$/.test(typed)
              ? Number(typed)
              : parseCents(typed);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message: say('validation.field.theMustBeAnAmount', { label: sayLabel(label) }),
        });
        return z.NEVER;
      }
      if (parsed < (opts.min ?? 0)) {
        ctx.addIssue({
          code: 'custom',
          message: say('validation.field.theMayNotBeNegative', { label: sayLabel(label) }),
        });
        return z.NEVER;
      }
      if (opts.max !== undefined && parsed > opts.max) {
        ctx.addIssue({
          code: 'custom',
          message: say('validation.field.theIsTooLarge', { label: sayLabel(label) }),
        });
        return z.NEVER;
      }
      return parsed;
    });

/**
 * A percentage typed as "60" or "62.5", stored as basis points (6000, 6250).
 * `message` replaces the sentence when the label does not read well inside one ("Paid by check").
 */
export const percentBp = (
  label: Label,
  message = say('validation.field.theMustBeAPercentage', { label: sayLabel(label) }),
) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const typed = String(value).trim();
    const n = typeof value === 'number' ? value : Number(typed);
    if (
      typed === '' ||
      typed.length > 20 ||
      !Number.isFinite(n) ||
      n < 0 ||
      n > 100 ||
      Math.round(n * 100) !== n * 100
    ) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Math.round(n * 100);
  });

export const timeOfDay = (label: Label) =>
  z
    .string({ error: say('validation.field.theMustBeAValid2', { label: sayLabel(label) }) })
    .transform((value, ctx) => {
      const minutes = value.length <= 20 ? parseTimeOfDay(value) : null;
      if (minutes === null) {
        ctx.addIssue({
          code: 'custom',
          message: say('validation.field.theMustBeAValid2', { label: sayLabel(label) }),
        });
        return z.NEVER;
      }
      return minutes;
    });

export const checkbox = () =>
  z.preprocess(
    (v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1,
    z.boolean(),
  );

/**
 * A database id: a whole number from 1 to 2147483647, sent as a number or as
 * digits. Anything else (2147483648, 400 digits, "1e3", an array) is "invalid".
 */
export const id = (label: Label = 'id') => {
  const invalid = say('validation.field.theIsInvalid', { label: sayLabel(label) });
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, invalid),
      ],
      { error: invalid },
    )
    .transform(Number)
    .pipe(z.number().int(invalid).min(1, invalid).max(MAX_ID, invalid));
};

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/**
 * A store day as a date input sends it (YYYY-MM-DD): a real day, and within
 * the one window every date field shares (common/dates.ts), or a message
 * beside the field. `invalid` replaces the sentence for what is no date at all.
 */
export const day = (
  label: Label = 'date',
  invalid = say('validation.field.theMustBeAValid3', { label: sayLabel(label) }),
) =>
  z.string({ error: invalid }).transform((value, ctx) => {
    if (!isCalendarDay(value)) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    if (!isDayInWindow(value)) {
      ctx.addIssue({ code: 'custom', message: outsideDateWindow(label) });
      return z.NEVER;
    }
    return value;
  });

/** A day, or empty for none (null). */
export const optionalDay = (label: Label = 'date', invalid?: Said) =>
  z.preprocess(blankToNull, day(label, invalid).nullable());

/**
 * A day in a query string: missing, malformed, impossible or outside the
 * window reads as null, the page's default (today), so a stale or edited
 * link still opens the page.
 */
export const queryDay = () =>
  z.preprocess(blankToNull, z.string().max(10).refine(isDayInWindow).nullable()).catch(null);

/**
 * Typed search text from a query string: trimmed, at most `max` characters,
 * control characters dropped (NUL breaks a query); anything that is not a
 * string reads as no search, so an edited link still opens the list.
 */
export const searchText = (max = 40) =>
  z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
              .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
              .trim()
              .slice(0, max)
          : '',
      z.string(),
    )
    .catch('');

/** The store's wall clock as <input type="datetime-local"> sends it (YYYY-MM-DDTHH:mm, seconds ignored), its day in the window. */
export const localDateTime = (label: Label) => {
  const invalid = say('validation.field.theMustBeAValid4', { label: sayLabel(label) });
  return z
    .string({ error: required(label) })
    .max(40, invalid)
    .trim()
    .min(1, required(label))
    .transform((value, ctx) => {
      if (
        !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ||
        !isCalendarDay(value.slice(0, 10))
      ) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (!isDayInWindow(value.slice(0, 10))) {
        ctx.addIssue({ code: 'custom', message: outsideDateWindow(label) });
        return z.NEVER;
      }
      return value.slice(0, 16);
    });
};

/** An instant as ISO text in UTC (what a page got from the server's slots), its UTC day in the window; one message for anything else. */
export const instant = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .transform((value, ctx) => {
      const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(value)
        ? Date.parse(value)
        : NaN;
      if (Number.isNaN(ms) || !isDayInWindow(new Date(ms).toISOString().slice(0, 10))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return new Date(ms);
    });
