import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import {
  birthdayText,
  CUSTOMER_LIMITS,
  parseBirthday,
  splitTags,
  tagsProblem,
} from '../../../common/customers';
import { formatPhone, parsePhone } from '../../../common/phone';
import { formatStoreDateTime } from '../../../common/storeTime';
import { csvLine } from '../tickets/invoiceList';
import { DomainError } from '../errors';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

/**
 * The customer file, for export and import alike (docs/features/marketing.md "Customer import and export"):
 *
 *   name, phone, email, birthday (MM-DD), notes, tags (separated by ;), sms_consent (yes/no)
 *
 * The export adds preferred_technician, sms_consent_source, sms_consent_at and
 * created_at; the import reads the first seven and passes over those, so an
 * exported file can be imported into another store as it is.
 */
export const IMPORT_COLUMNS = [
  'name',
  'phone',
  'email',
  'birthday',
  'notes',
  'tags',
  'sms_consent',
] as const;
/** Each imported column's name inside a sentence (common/labels.ts). */
const IMPORT_LABELS: Record<(typeof IMPORT_COLUMNS)[number], Label> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  birthday: 'birthday',
  notes: 'notes',
  tags: 'tags',
  sms_consent: 'smsConsent',
};
export const EXPORT_ONLY_COLUMNS = [
  'preferred_technician',
  'sms_consent_source',
  'sms_consent_at',
  'created_at',
] as const;
export const CUSTOMER_CSV_HEADER = [...IMPORT_COLUMNS, ...EXPORT_ONLY_COLUMNS];
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The most rows one file may hold: the preview lists every row, and it all goes in one transaction. */
export const MAX_IMPORT_ROWS = 1000;

export interface CustomerCsvRow {
  name: string;
  phone: string | null;
  email: string | null;
  birthdayMonth: number | null;
  birthdayDay: number | null;
  notes: string | null;
  tags: string[];
  smsConsentAt: Date | null;
  smsConsentSource: string | null;
  preferredTechnician: string | null;
  createdAt: Date;
}

/** One customer as a line of the export (formula-like text neutralised by csvLine). */
export function customerCsvLine(c: CustomerCsvRow, tz: string): string {
  return csvLine([
    c.name,
    c.phone ?? '',
    c.email ?? '',
    birthdayText(c.birthdayMonth, c.birthdayDay),
    c.notes ?? '',
    c.tags.join('; '),
    c.smsConsentAt ? 'yes' : 'no',
    c.preferredTechnician ?? '',
    c.smsConsentSource ?? '',
    c.smsConsentAt ? formatStoreDateTime(c.smsConsentAt, tz) : '',
    formatStoreDateTime(c.createdAt, tz),
  ]);
}

/** A line break as a spreadsheet writes one: CRLF, LF or a lone CR. */
const LINE_BREAK = /\r\n?/g;
const lineBreaks = (text: string) => text.split('\n').length - 1;

/**
 * RFC 4180 text → rows of fields (csv-parse): quoted fields may hold commas,
 * quotes ("") and line breaks; CRLF, LF or CR ends a record, mixed in one file
 * as spreadsheets and hand edits leave them; a byte-order mark is dropped;
 * blank lines are skipped; a quote inside an unquoted field is kept as text.
 * Line breaks become LF first, inside quoted fields too (a note typed on
 * Windows keeps its lines), so that every record ends on one kind and the
 * parser's line count is the file's.
 * Each row keeps the file line it starts on, for messages a person can find
 * in the file.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  // The line each record ends on, as csv-parse counts them.
  const ends: number[] = [];
  let records: string[][];
  try {
    records = parse(text.replace(LINE_BREAK, '\n'), {
      bom: true,
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record, context) => {
        ends.push(context.lines);
        return record;
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'CSV_QUOTE_NOT_CLOSED') throw error;
    // The open record starts on the first line with text after the last record that closed.
    const lines = text.replace(LINE_BREAK, '\n').split('\n');
    let rowLine = (ends.at(-1) ?? 0) + 1;
    while (rowLine < lines.length && lines[rowLine - 1] === '') rowLine++;
    throw new DomainError(say('validation.customers.theFileHasAQuote', { line: rowLine }), 'csv');
  }
  // A record starts as many lines before the one it ends on as its fields hold line breaks.
  return records.map((fields, i) => ({
    line: ends[i] - fields.reduce((n, field) => n + lineBreaks(field), 0),
    fields,
  }));
}

/** What one row of the file becomes, with a message per column that is wrong. */
export interface ImportRow {
  line: number;
  /** The row as the file has it (trimmed), to show in the preview. */
  shown: Record<ImportColumn, string>;
  values: {
    name: string;
    phone: string;
    email: string | null;
    birthdayMonth: number | null;
    birthdayDay: number | null;
    notes: string | null;
    tags: string[];
    smsConsent: boolean;
  };
  errors: Partial<Record<ImportColumn, string>>;
}

export interface ImportCheck {
  rows: ImportRow[];
  /** Columns of the file that the import does not read. */
  ignored: string[];
}

// eslint-disable-next-line no-control-regex -- a field with a control character (other than line breaks in notes) is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);
const emailFormat = z.email();

/** Our export puts an apostrophe before text a spreadsheet would run as a formula; reading it back takes it off. */
const unneutralised = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

/**
 * Checks every row of a customer file (the pure part of the import):
 * the header names the columns (any order, any case; name and phone
 * required), and each row gets every message that applies. Phones already
 * in the store are marked afterwards by markTakenPhones.
 */
export function checkImportFile(text: string): ImportCheck {
  const records = parseCsv(text);
  if (records.length === 0)
    throw new DomainError(say('validation.customers.theFileIsEmpty'), 'csv');
  const header = records[0].fields.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const index = columnIndex(header);
  const body = records.slice(1);
  if (body.length === 0)
    throw new DomainError(say('validation.customers.theFileHasAHeader'), 'csv');
  if (body.length > MAX_IMPORT_ROWS)
    throw new DomainError(
      say('validation.customers.theFileHasCustomersAt', {
        count: body.length,
        max: MAX_IMPORT_ROWS,
      }),
      'csv',
    );
  const firstLineOfPhone = new Map<string, number>();
  const rows = body.map(({ line, fields }) => {
    const cell = (c: ImportColumn) =>
      index.has(c) ? unneutralised((fields[index.get(c)!] ?? '').trim()) : '';
    const shown = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, cell(c)])) as Record<
      ImportColumn,
      string
    >;
    return checkRow(line, shown, firstLineOfPhone);
  });
  const known = new Set<string>([...IMPORT_COLUMNS, ...EXPORT_ONLY_COLUMNS]);
  return { rows, ignored: header.filter((h) => h && !known.has(h)) };
}

/** Where each column is (the first of a repeated name); name and phone must be there. */
function columnIndex(header: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((h, i) => !index.has(h) && index.set(h, i));
  const missing = (['name', 'phone'] as const).filter((c) => !index.has(c));
  if (missing.length)
    throw new DomainError(
      say('validation.customers.missingColumns', {
        missing: missing.length > 1 ? 'both' : missing[0],
        columns: IMPORT_COLUMNS.join(', '),
      }),
      'csv',
    );
  return index;
}

/**
 * One row of the file, every message that applies beside its column: no control characters,
 * a name and a phone (not twice in the file: `firstLineOfPhone` remembers where each was first),
 * then the email, birthday, notes, tags and SMS consent when given.
 */
function checkRow(
  line: number,
  shown: Record<ImportColumn, string>,
  firstLineOfPhone: Map<string, number>,
): ImportRow {
  const errors: ImportRow['errors'] = {};
  for (const c of IMPORT_COLUMNS) {
    if (c === 'notes' ? CONTROL.test(shown[c]) : /\p{Cc}/u.test(shown[c]))
      errors[c] = say('validation.field.theMayNotContainControl', {
        label: sayLabel(IMPORT_LABELS[c]),
      });
  }
  if (!errors.name) {
    if (!shown.name)
      errors.name = say('validation.customers.importRequired', { label: sayLabel('name') });
    else if (shown.name.length > CUSTOMER_LIMITS.name)
      errors.name = say('validation.field.theMayNotBeLonger', {
        label: sayLabel('name'),
        max: CUSTOMER_LIMITS.name,
      });
  }
  const phone = shown.phone.length <= 40 ? parsePhone(shown.phone) : null;
  if (!errors.phone) {
    if (!shown.phone)
      errors.phone = say('validation.customers.importRequired', { label: sayLabel('phone') });
    else if (!phone)
      errors.phone = say('validation.field.theMustBeA10', { label: sayLabel('phone') });
    else if (firstLineOfPhone.has(phone))
      errors.phone = say('validation.customers.importPhoneRepeated', {
        phone: formatPhone(phone),
        line: firstLineOfPhone.get(phone),
      });
  }
  if (phone && !firstLineOfPhone.has(phone)) firstLineOfPhone.set(phone, line);
  if (!errors.email && shown.email) {
    if (shown.email.length > CUSTOMER_LIMITS.email)
      errors.email = say('validation.field.theMayNotBeLonger', {
        label: sayLabel('email'),
        max: CUSTOMER_LIMITS.email,
      });
    else if (!emailFormat.safeParse(shown.email).success)
      errors.email = say('validation.field.theMustBeAValid', { label: sayLabel('email') });
  }
  const birthday = shown.birthday ? parseBirthday(shown.birthday) : null;
  if (!errors.birthday && shown.birthday && !birthday)
    errors.birthday = say('validation.customers.importBirthday');
  if (!errors.notes && shown.notes.length > CUSTOMER_LIMITS.notes)
    errors.notes = say('validation.field.theMayNotBeLonger', {
      label: sayLabel('notes'),
      max: CUSTOMER_LIMITS.notes,
    });
  const tags = splitTags(shown.tags);
  const tagProblem = tagsProblem(tags);
  if (!errors.tags && tagProblem) errors.tags = tagProblem;
  const consent = shown.sms_consent.toLowerCase();
  if (!errors.sms_consent && !YES.has(consent) && !NO.has(consent))
    errors.sms_consent = 'The SMS consent must be yes or no.';
  return {
    line,
    shown,
    values: {
      name: shown.name,
      phone: phone ?? '',
      email: shown.email || null,
      birthdayMonth: birthday?.month ?? null,
      birthdayDay: birthday?.day ?? null,
      notes: shown.notes || null,
      tags,
      smsConsent: YES.has(consent),
    },
    errors,
  };
}

/** The phones of the rows that could be imported, to look up in the store. */
export const phonesOf = (check: ImportCheck): string[] =>
  check.rows.filter((r) => !r.errors.phone).map((r) => r.values.phone);

/** Marks each row whose phone the store already has (digits → that customer's name). */
export function markTakenPhones(
  check: ImportCheck,
  taken: ReadonlyMap<string, string>,
): ImportCheck {
  for (const row of check.rows) {
    if (!row.errors.phone && taken.has(row.values.phone))
      row.errors.phone = `${formatPhone(row.values.phone)} already belongs to ${taken.get(row.values.phone)}.`;
  }
  return check;
}

export const rowsWithErrors = (check: ImportCheck): number =>
  check.rows.filter((r) => Object.keys(r.errors).length > 0).length;
