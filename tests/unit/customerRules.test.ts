import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import {
  birthdayLabel,
  birthdayText,
  isRealBirthday,
  normalizeTags,
  parseBirthday,
  splitTags,
  tagsProblem,
} from '../../common/customers';
import { formatPhone, parsePhone } from '../../common/phone';
import {
  checkImportFile,
  customerCsvLine,
  markTakenPhones,
  parseCsv,
  phonesOf,
  rowsWithErrors,
} from '../../server/domain/customers/csv';
import { customerSchema } from '../../server/http/validators/customers';
import { DomainError } from '../../server/domain/errors';

describe('phone (docs/requirements.md §5)', () => {
  test('10 digits with (), dashes, dots or spaces become the digits; anything else is refused', () => {
    for (const typed of [
      '(212) 555-0100',
      '212-555-0100',
      '212.555.0100',
      '2125550100',
      ' 212 555 0100 ',
    ])
      expect(parsePhone(typed), typed).toBe('2125550100');
    for (const typed of [
      '555-0100',
      '12125550100',
      '+1 212 555 0100',
      '212-555-01000',
      '(212 555-0100',
      'abc',
      '',
    ])
      expect(parsePhone(typed), typed).toBeNull();
    expect(formatPhone('2125550100')).toBe('(212) 555-0100');
  });
});

describe('birthday (month and day, no year)', () => {
  test('29 February is a birthday; 30 February, 31 April and month 13 are not', () => {
    expect(isRealBirthday(2, 29)).toBe(true);
    expect(isRealBirthday(2, 30)).toBe(false);
    expect(isRealBirthday(4, 31)).toBe(false);
    expect(isRealBirthday(12, 31)).toBe(true);
    expect(isRealBirthday(13, 1)).toBe(false);
    expect(isRealBirthday(0, 1)).toBe(false);
  });

  test('parses MM-DD, M/D and a full date (the year dropped)', () => {
    expect(parseBirthday('02-29')).toEqual({ month: 2, day: 29 });
    expect(parseBirthday('3/4')).toEqual({ month: 3, day: 4 });
    expect(parseBirthday('1990-12-25')).toEqual({ month: 12, day: 25 });
    for (const bad of ['02-30', '13-01', '00-10', 'March 4', '0229', '', '12-25-1990'])
      expect(parseBirthday(bad), bad).toBeNull();
    expect(birthdayText(3, 4)).toBe('03-04');
    expect(birthdayText(null, null)).toBe('');
    expect(birthdayLabel(2, 29)).toBe('February 29');
  });

  test('the form asks for both parts and a real day, with the message next to the part that is wrong', () => {
    const base = { name: 'A', phone: '2125550100', tags: [], sms_consent: false };
    const errors = (month: string, day: string) => {
      const r = customerSchema.safeParse({ ...base, birthday_month: month, birthday_day: day });
      return r.success
        ? {}
        : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(errors('2', '29')).toEqual({});
    expect(errors('', '')).toEqual({});
    expect(errors('2', '30')).toEqual({ birthday_day: 'That day is not in that month.' });
    expect(errors('', '5')).toEqual({ birthday_month: 'Choose the month of the birthday too.' });
    expect(errors('5', '')).toEqual({ birthday_day: 'Choose the day of the birthday too.' });
    expect(errors('13', '1')).toEqual({ birthday_month: 'Choose the month.' });
  });
});

describe('tags', () => {
  test('trimmed, spaces collapsed, the first spelling of each kept; at most 10 of at most 30 characters', () => {
    expect(normalizeTags([' VIP ', 'vip', 'Gel   only', '', 'gel only'])).toEqual([
      'VIP',
      'Gel only',
    ]);
    expect(splitTags('VIP; Gel,  Nail art |vip')).toEqual(['VIP', 'Gel', 'Nail art']);
    expect(tagsProblem(Array.from({ length: 10 }, (_, i) => `t${i}`))).toBeNull();
    expect(english(tagsProblem(Array.from({ length: 11 }, (_, i) => `t${i}`)))).toBe(
      'A customer may have at most 10 tags.',
    );
    expect(english(tagsProblem(['x'.repeat(31)]))).toMatch(
      /^Each tag may be at most 30 characters/,
    );
  });
});

describe('CSV', () => {
  test('RFC 4180: quoted commas, doubled quotes, line breaks inside quotes, CRLF or LF, a BOM, blank lines skipped', () => {
    const text = '\uFEFFname,notes\r\n"Smith, Ann","She said ""hi""\nthen left"\n\nBob,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'notes'] },
      { line: 2, fields: ['Smith, Ann', 'She said "hi"\nthen left'] },
      { line: 5, fields: ['Bob', ''] },
    ]);
    expect(parseCsv('a,b')).toEqual([{ line: 1, fields: ['a', 'b'] }]);
    expect(() => parseCsv('a\n"b,c')).toThrow(DomainError);
    expect(() => parseCsv('a,b\n\n\n"c,d\ne')).toThrowSaying('the record starting on line 4');
  });

  test('line endings may be mixed in one file; a record keeps the line it starts on', () => {
    expect(parseCsv('a\r\nb\nc\rd')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: ['b'] },
      { line: 3, fields: ['c'] },
      { line: 4, fields: ['d'] },
    ]);
    expect(parseCsv('x,"a\r\nb",y\nz')).toEqual([
      { line: 1, fields: ['x', 'a\nb', 'y'] },
      { line: 3, fields: ['z'] },
    ]);
    expect(parseCsv('a,b"c,d')).toEqual([{ line: 1, fields: ['a', 'b"c', 'd'] }]);
  });

  test('the export line neutralises formulas and the import takes the apostrophe off again', () => {
    const line = customerCsvLine(
      {
        name: '=SUM(A1)',
        phone: '2125550100',
        email: null,
        birthdayMonth: 2,
        birthdayDay: 29,
        notes: '+1 for gel',
        tags: ['@home', 'VIP'],
        smsConsentAt: null,
        smsConsentSource: null,
        preferredTechnician: 'Anna',
        createdAt: new Date('2026-01-02T15:00:00Z'),
      },
      'America/New_York',
    );
    expect(english(line)).toBe(
      "'=SUM(A1),2125550100,,02-29,'+1 for gel,'@home; VIP,no,Anna,,,01-02-2026 10:00 AM\r\n",
    );
    const check = checkImportFile(
      `name,phone,email,birthday,notes,tags,sms_consent,preferred_technician,sms_consent_source,sms_consent_at,created_at\r\n${line}`,
    );
    expect(check.ignored).toEqual([]);
    expect(check.rows[0].values).toEqual({
      name: '=SUM(A1)',
      phone: '2125550100',
      email: null,
      birthdayMonth: 2,
      birthdayDay: 29,
      notes: '+1 for gel',
      tags: ['@home', 'VIP'],
      smsConsent: false,
    });
  });

  test('each row gets every message that applies; duplicates in the file point at the first line; phones in the store are marked after', () => {
    const check = checkImportFile(
      'phone,name,sms_consent\n2125550100,Ann,Y\n212 555 0100,Ann again,n\n2125550101,,maybe\n2125550102,Taken,1',
    );
    expect(check.rows.map((r) => r.errors)).toEqual([
      {},
      { phone: '(212) 555-0100 is also on line 2 of the file.' },
      { name: 'The name is required.', sms_consent: 'The SMS consent must be yes or no.' },
      {},
    ]);
    expect(check.rows[0].values.smsConsent).toBe(true);
    expect(check.rows[3].values.smsConsent).toBe(true);
    expect(phonesOf(check)).toEqual(['2125550100', '2125550101', '2125550102']);
    markTakenPhones(check, new Map([['2125550102', 'Tina Taken']]));
    expect(check.rows[3].errors).toEqual({
      phone: '(212) 555-0102 already belongs to Tina Taken.',
    });
    expect(rowsWithErrors(check)).toBe(3);
  });

  test('control characters are refused; line breaks are allowed in notes only', () => {
    const check = checkImportFile(
      'name,phone,notes\n"A\u0000nn",2125550100,"two\nlines"\n"B\nob",2125550101,ok',
    );
    expect(check.rows[0].errors).toEqual({ name: 'The name may not contain control characters.' });
    expect(check.rows[0].values.notes).toBe('two\nlines');
    expect(check.rows[1].errors).toEqual({ name: 'The name may not contain control characters.' });
  });
});
