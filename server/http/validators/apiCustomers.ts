import { z } from 'zod';
import { ValidationError } from '../errors';

/**
 * POST/PATCH /api/v1/customers: the API's names for a customer, turned into
 * the customer form's body (validators/customers.ts customerSchema), so the
 * API and the screens keep one set of rules. `birthday` is `{ month, day }`
 * as the read API answers it (or "MM-DD" as the CSV file writes it), or null.
 */

/**
 * Why the API takes no SMS consent: a grant must keep the exact words the
 * customer agreed to (domain.md §3.8), and a program calling the API shows
 * her none; she gives it at the kiosk, the front desk or when booking.
 */
export const API_CONSENT_REFUSED =
  'SMS consent is not set through the API: the customer gives it at the kiosk, at the front desk or when booking, against the store’s own words.';
export const BIRTHDAY_FORMAT = 'The birthday must be { "month": 2, "day": 29 }, "02-29", or null.';

const FIELDS = [
  'name',
  'phone',
  'email',
  'birthday',
  'notes',
  'preferred_technician_id',
  'tags',
] as const;

const field = z.unknown().optional();
/** The API's body: its fields, checked for shape only (each field's rules are the form's); other keys are dropped. */
export const apiCustomerBodySchema = z.object(
  {
    name: field,
    phone: field,
    email: field,
    birthday: field,
    notes: field,
    preferred_technician_id: field,
    tags: field,
    sms_consent: field,
    consent_text: field,
  },
  { error: 'Send the customer as a JSON object.' },
);

/** The customer form's body for this API body over `base` (the customer as it is, for PATCH; empty for POST). */
export function apiToCustomerForm(
  body: z.infer<typeof apiCustomerBodySchema>,
  base: Record<string, unknown>,
): Record<string, unknown> {
  if ('sms_consent' in body || 'consent_text' in body)
    throw new ValidationError({ sms_consent: API_CONSENT_REFUSED });
  const form: Record<string, unknown> = { ...base };
  for (const field of FIELDS) if (field in body) form[field] = body[field];
  if ('birthday' in body) {
    const b = body.birthday;
    const m = typeof b === 'string' ? /^(\d{2})-(\d{2})$/.exec(b) : null;
    const parts =
      b !== null && typeof b === 'object' && !Array.isArray(b)
        ? (b as Record<string, unknown>)
        : null;
    if (b === null || b === '') Object.assign(form, { birthday_month: null, birthday_day: null });
    else if (m) Object.assign(form, { birthday_month: Number(m[1]), birthday_day: Number(m[2]) });
    else if (parts && Number.isInteger(parts.month) && Number.isInteger(parts.day))
      Object.assign(form, { birthday_month: parts.month, birthday_day: parts.day });
    else throw new ValidationError({ birthday: BIRTHDAY_FORMAT });
  }
  delete form.birthday;
  return { ...form, sms_consent: false, consent_text: '' };
}

/** The form's field names in errors, as the API calls them. */
export function apiCustomerErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const name =
      key === 'birthday_month' || key === 'birthday_day'
        ? 'birthday'
        : key.startsWith('tags.')
          ? 'tags'
          : key;
    out[name] ??= message;
  }
  return out;
}
