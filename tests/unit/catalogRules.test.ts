import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { formatTaxRate, parseTaxRate } from '../../server/domain/catalog/taxRate';
import { formatTurnWeight, parseTurnWeight } from '../../server/domain/catalog/turnWeight';
import { taxSchema } from '../../server/http/validators/taxes';
import { serviceSchema } from '../../server/http/validators/services';
import { tipRulesSchema } from '../../server/http/validators/tipRules';
import {
  invoiceSettingsSchema,
  parseTimeZone,
  paymentSettingsSchema,
} from '../../server/http/validators/settings';

describe('a tax rate typed as a percentage', () => {
  test('is kept in thousandths of a percent: 8.875 % is 8875', () => {
    expect(parseTaxRate('8.875')).toBe(8875);
    expect(parseTaxRate('8.5')).toBe(8500);
    expect(parseTaxRate('8.')).toBe(8000);
    expect(parseTaxRate('8')).toBe(8000);
    expect(parseTaxRate('10.25')).toBe(10250);
    expect(parseTaxRate('0.125')).toBe(125);
    expect(parseTaxRate('.5')).toBe(500);
    expect(parseTaxRate(' 7.25 ')).toBe(7250);
    expect(parseTaxRate('0')).toBe(0);
    expect(parseTaxRate('100')).toBe(100_000);
    expect(parseTaxRate(8.875)).toBe(8875);
  });

  test('refuses a fourth decimal, a sign, an exponent, a percent sign, a comma, nothing, or more than 100 %', () => {
    for (const text of [
      '8.8755',
      '-1',
      '+1',
      '1e2',
      '8.875%',
      '8,875',
      '',
      ' ',
      '.',
      '100.001',
      '101',
      '1000',
      'abc',
      '0x10',
      'Infinity',
    ]) {
      expect(parseTaxRate(text), text).toBeNull();
    }
    expect(parseTaxRate(1e-7)).toBeNull();
  });

  test('reads back as the shortest text of the same rate', () => {
    expect(formatTaxRate(8875)).toBe('8.875');
    expect(formatTaxRate(8500)).toBe('8.5');
    expect(formatTaxRate(8000)).toBe('8');
    expect(formatTaxRate(125)).toBe('0.125');
    expect(formatTaxRate(0)).toBe('0');
    for (const rate of [0, 1, 10, 125, 8875, 10250, 99_999, 100_000])
      expect(parseTaxRate(formatTaxRate(rate))).toBe(rate);
  });

  test('the tax form says how to type it', () => {
    const result = taxSchema.safeParse({ name: 'Sales tax', rate: '8.8755', is_active: true });
    expect(result.success).toBe(false);
    expect(english(result.error?.issues[0].message)).toBe(
      'The rate must be a percentage from 0 to 100 with at most three decimals, like 8.875.',
    );
    expect(taxSchema.parse({ name: 'Sales tax', rate: '8.875', is_active: 'on' })).toEqual({
      name: 'Sales tax',
      rate: 8875,
      is_active: true,
    });
  });
});

describe('a turn weight', () => {
  test('is typed in turns and kept in halves', () => {
    expect(['0', '0.5', '1', '1.5'].map(parseTurnWeight)).toEqual([0, 1, 2, 3]);
    expect([0.5, 1.5].map(parseTurnWeight)).toEqual([1, 3]);
    expect(['2', '0.25', '', '-0.5', null, undefined, '1.50'].map(parseTurnWeight)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([0, 1, 2, 3].map(formatTurnWeight)).toEqual(['0', '0.5', '1', '1.5']);
  });
});

describe('the service form', () => {
  const base = {
    name: 'Gel Manicure',
    category_id: '',
    kind: 'service',
    price: 3500,
    duration: '45',
    turn_weight: '1',
    commission_rate: '',
    is_active: true,
    sort_order: '',
  };

  test('reads a blank category, commission and sort order as none, and no taxes by default', () => {
    expect(serviceSchema.parse(base)).toEqual({
      name: 'Gel Manicure',
      category_id: null,
      kind: 'service',
      price: 3500,
      duration: 45,
      tax_ids: [],
      turn_weight: 2,
      commission_rate: null,
      is_active: true,
      sort_order: 0,
    });
  });

  test('takes each tax once, and a commission override in percent as basis points', () => {
    expect(
      serviceSchema.parse({ ...base, tax_ids: [3, '3', 7], commission_rate: '62.5' }),
    ).toMatchObject({ tax_ids: [3, 7], commission_rate: 6250 });
  });

  test('refuses a tax id out of range as one message for the boxes', () => {
    const result = serviceSchema.safeParse({ ...base, tax_ids: [1, 2147483648] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tax_ids', 'The selected tax is invalid.'],
    ]);
  });
});

describe('tip rules', () => {
  test('keep 1 to 6 whole percentages from 1 to 100, smallest first', () => {
    expect(
      tipRulesSchema.parse({ suggested_percents: ['25', 15, '20'], base: 'total', split: 'even' }),
    ).toEqual({ suggested_percents: [15, 20, 25], base: 'total', split: 'even' });
  });

  test('refuse none, seven, a repeat, 0, 101 and 12.5, each where it belongs', () => {
    const errors = (body: object) =>
      tipRulesSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    const rest = { base: 'subtotal', split: 'proportional' };
    expect(errors({ suggested_percents: [], ...rest })).toEqual([
      ['suggested_percents', 'Give from 1 to 6 suggested percentages.'],
    ]);
    expect(errors({ suggested_percents: [1, 2, 3, 4, 5, 6, 7], ...rest })).toEqual([
      ['suggested_percents', 'Give from 1 to 6 suggested percentages.'],
    ]);
    expect(errors({ suggested_percents: [15, 15], ...rest })).toEqual([
      ['suggested_percents', 'Each suggested percentage may appear only once.'],
    ]);
    expect(errors({ suggested_percents: [15, 0, 101, '12.5'], ...rest })).toEqual([
      ['suggested_percents.1', 'Each suggested percentage must be a whole number from 1 to 100.'],
      ['suggested_percents.2', 'Each suggested percentage must be a whole number from 1 to 100.'],
      ['suggested_percents.3', 'Each suggested percentage must be a whole number from 1 to 100.'],
    ]);
  });
});

describe('settings', () => {
  test('a time zone is one of the list in any case, or any name the time-zone data knows', () => {
    expect(parseTimeZone('America/New_York')).toBe('America/New_York');
    expect(parseTimeZone('america/chicago')).toBe('America/Chicago');
    expect(parseTimeZone('Europe/London')).toBe('Europe/London');
    expect(parseTimeZone('US/Eastern')).toBe('US/Eastern');
    expect(parseTimeZone('UTC')).toBe('UTC');
    for (const bad of [
      'Mars/Olympus_Mons',
      'New York',
      '',
      '../etc/passwd',
      'America/New_York\u0000',
      'x'.repeat(61),
    ])
      expect(parseTimeZone(bad), bad).toBeNull();
  });

  test('a ticket prefix has at most eight letters, digits or dashes', () => {
    const prefix = (ticket_prefix: unknown) =>
      invoiceSettingsSchema.safeParse({
        ticket_prefix,
        receipt_header: '',
        receipt_footer: '',
        print_technician_names: true,
      });
    expect(prefix('L-').data?.ticket_prefix).toBe('L-');
    expect(prefix('').data?.ticket_prefix).toBe('');
    expect(prefix('LOTUS-26').success).toBe(true);
    expect(english(prefix('LOTUS-202').error?.issues[0].message)).toBe(
      'The ticket number prefix may not be longer than 8 characters.',
    );
    expect(english(prefix('L #').error?.issues[0].message)).toBe(
      'The ticket number prefix may only contain letters, digits and dashes.',
    );
  });

  test('the store accepts at least one tender, kept in the spec’s order', () => {
    expect(paymentSettingsSchema.parse({ accepted_tenders: ['check', 'cash', 'cash'] })).toEqual({
      accepted_tenders: ['cash', 'check'],
    });
    expect(
      english(paymentSettingsSchema.safeParse({ accepted_tenders: [] }).error?.issues[0].message),
    ).toBe('Choose at least one way to pay.');
    expect(
      english(
        paymentSettingsSchema.safeParse({ accepted_tenders: ['bitcoin'] }).error?.issues[0].message,
      ),
    ).toBe('The selected way to pay is invalid.');
  });
});
