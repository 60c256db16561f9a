import { z } from 'zod';
import { sayLabel } from '../../../common/labels';
import {
  API_ABILITY_NAMES,
  API_TOKEN_EXPIRIES,
  isApiAbility,
  type ApiAbility,
} from '../../../common/apiTokens';
import { INVOICE_STATUSES } from '../../../common/invoiceStatus';
import { day, MAX_ID, text } from './fields';
import { say } from '../../../common/said';

const API_TOKEN_NAME_MAX = 60;

/** api-tokens.store: a name, the abilities ticked (from the fixed list; which the account may grant is checked by the controller), an expiry. */
export const apiTokenSchema = z.object({
  name: text('name', API_TOKEN_NAME_MAX),
  // Checked as a whole, so a wrong entry shows beside the abilities, not under `abilities.0`.
  abilities: z
    .array(z.unknown(), { error: say('validation.access.chooseAtLeastOneAbility') })
    .min(1, say('validation.access.chooseAtLeastOneAbility'))
    .max(API_ABILITY_NAMES.length, say('validation.access.chooseAbilitiesFromTheList'))
    .refine((list) => list.every(isApiAbility), say('validation.access.chooseAbilitiesFromTheList'))
    .transform((list) => [...new Set(list as ApiAbility[])]),
  expires: z.enum(API_TOKEN_EXPIRIES, {
    error: say('validation.access.chooseWhenTheTokenExpires'),
  }),
});
export type ApiTokenInput = z.infer<typeof apiTokenSchema>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Digits in a query string as a number; anything else (an array, `1e3`) is left for the number check to refuse. */
const wholeNumber = (v: unknown) =>
  v === '' || v === null
    ? undefined
    : typeof v === 'string' && /^\d{1,12}$/.test(v)
      ? Number(v)
      : v;
const invalidPage = 'The page must be a whole number from 1.';
const invalidPerPage = 'The per_page must be a whole number from 1 to 100.';

/** Paging for the read API: unlike a page's links, a wrong value is a 422 the caller sees, never a silent default. */
const paging = {
  page: z.preprocess(
    wholeNumber,
    z
      .number({ error: invalidPage })
      .int(invalidPage)
      .min(1, invalidPage)
      .max(MAX_ID, invalidPage)
      .default(1),
  ),
  per_page: z.preprocess(
    wholeNumber,
    z
      .number({ error: invalidPerPage })
      .int(invalidPerPage)
      .min(1, invalidPerPage)
      .max(100, invalidPerPage)
      .default(25),
  ),
};

/** GET /api/v1/invoices: store days from/to (default the last 30 to today), a status, paging. */
export const apiInvoicesSchema = z
  .object({
    from: z.preprocess(blankToUndefined, day('from').optional()),
    to: z.preprocess(blankToUndefined, day('to').optional()),
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(INVOICE_STATUSES, {
          error: `The status must be one of ${INVOICE_STATUSES.join(', ')}.`,
        })
        .optional(),
    ),
    ...paging,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'The to date must be on or after the from date.',
  });
export type ApiInvoicesQuery = z.infer<typeof apiInvoicesSchema>;

/** GET /api/v1/customers: a search (name or phone), paging. */
export const apiCustomersSchema = z.object({
  search: z.preprocess(
    blankToUndefined,
    z
      .string({ error: say('validation.field.theMustBeText', { label: sayLabel('search') }) })
      .trim()
      .max(100, say('validation.field.theMayNotBeLonger', { label: sayLabel('search'), max: 100 }))
      .optional(),
  ),
  ...paging,
});

/** GET /api/v1/reports/daily: the store day (default today). */
export const apiDailyReportSchema = z.object({
  date: z.preprocess(
    blankToUndefined,
    day('date', say('validation.field.theDateMustBeIso')).optional(),
  ),
});
