import { z } from 'zod';
import {
  CUSTOMER_LIMITS,
  isRealBirthday,
  normalizeTags,
  tagsProblem,
} from '../../../common/customers';
import { checkbox, email, id, MAX_ID, optionalText, phone, searchText, text } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** A month (1–12) or a day (1–31) from a select; empty for none. */
const birthdayPart = (label: Label, max: number) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: say('validation.field.chooseThe', { label: sayLabel(label) }) })
      .int(say('validation.field.chooseThe', { label: sayLabel(label) }))
      .min(1, say('validation.field.chooseThe', { label: sayLabel(label) }))
      .max(max, say('validation.field.chooseThe', { label: sayLabel(label) }))
      .nullable(),
  );

// eslint-disable-next-line no-control-regex -- a tag is one line of plain text
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const tags = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : v),
  z
    .array(
      z
        .string({ error: say('validation.customers.eachTagMustBeText') })
        .max(200, say('validation.customers.eachTagMayBeAt', { max: CUSTOMER_LIMITS.tag })),
      { error: say('validation.customers.theTagsAreInvalid') },
    )
    .max(50, say('rules.customers.aCustomerMayHaveAt', { max: CUSTOMER_LIMITS.tags }))
    .refine(
      (list) => !list.some((t) => CONTROL.test(t)),
      say('validation.customers.aTagMayNotContain'),
    )
    .transform((list) => normalizeTags(list))
    .superRefine((list, ctx) => {
      const problem = tagsProblem(list);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

/**
 * A customer (customers.store / customers.update). `consent_text` is the
 * consent wording the form showed beside the box: a grant is recorded only
 * when it is still the store's current text, so the log holds what she read.
 */
export const customerSchema = z
  .object({
    name: text('name', CUSTOMER_LIMITS.name),
    phone: phone(),
    email: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      email().nullable().optional(),
    ),
    birthday_month: birthdayPart('month', 12),
    birthday_day: birthdayPart('day', 31),
    notes: optionalText('notes', CUSTOMER_LIMITS.notes, { multiline: true }),
    preferred_technician_id: z.preprocess(blankToNull, id('preferredTechnician').nullable()),
    tags,
    sms_consent: checkbox(),
    consent_text: z.preprocess(
      (v) => (typeof v === 'string' ? v : ''),
      z.string().max(2000, say('validation.customers.theConsentTextIsToo')),
    ),
  })
  // `when`: checked even while other fields are wrong, so every message shows in one pass.
  .superRefine(
    (c, ctx) => {
      const { birthday_month: month, birthday_day: day } = c;
      // A part already refused on its own (not a number, out of range) gets no second message.
      const part = (v: unknown, max: number) =>
        v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max);
      if (!part(month, 12) || !part(day, 31)) return;
      if (month === null && day !== null)
        ctx.addIssue({
          code: 'custom',
          path: ['birthday_month'],
          message: say('validation.customers.chooseTheMonthOfThe'),
        });
      else if (month !== null && day === null)
        ctx.addIssue({
          code: 'custom',
          path: ['birthday_day'],
          message: say('validation.customers.chooseTheDayOfThe'),
        });
      else if (month !== null && day !== null && !isRealBirthday(month, day))
        ctx.addIssue({
          code: 'custom',
          path: ['birthday_day'],
          message: say('validation.customers.thatDayIsNotIn'),
        });
    },
    { when: () => true },
  );
export type CustomerInput = z.infer<typeof customerSchema>;

export const customerFiltersSchema = z.object({
  q: searchText(),
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
export type CustomerFilters = z.infer<typeof customerFiltersSchema>;

/** The largest customer file taken at once (characters): a few thousand rows, well inside the 1 MB body limit. */
export const MAX_IMPORT_CHARS = 500_000;

/** The file as the import page reads it (text), with its name for the log. */
export const customerImportSchema = z.object({
  file_name: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.replace(CONTROL, '').trim().slice(0, 100) || 'customers.csv'
        : 'customers.csv',
    z.string(),
  ),
  csv: z
    .string({ error: say('validation.customers.chooseACSVFile') })
    .min(1, say('validation.customers.chooseACSVFile'))
    .max(
      MAX_IMPORT_CHARS,
      say('validation.customers.theFileIsTooLarge', { size: MAX_IMPORT_CHARS / 1000 }),
    ),
});

/** The preview being confirmed: a token of this session, so a second click finds nothing left to import. */
export const customerImportConfirmSchema = z.object({
  token: text('import', 64),
});
