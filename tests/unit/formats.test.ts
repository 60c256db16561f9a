import { describe, expect, test } from 'vitest';
import { formatPhone, parsePhone } from '../../common/phone';
import { centsToAmount, digitsToCents, formatCurrency, parseCents } from '../../common/money';
import { csvField, csvLine } from '../../server/domain/tickets/invoiceList';
import { formatTimeOfDay, parseTimeOfDay, timeSlots, validateTimeRange } from '../../common/time';
import { formatStoreDateTime, storeDayBounds, storeToday } from '../../common/storeTime';

describe('phone numbers (docs/requirements.md §5)', () => {
  test.each([
    '2125550100',
    '(212) 555-0100',
    '212-555-0100',
    '212.555.0100',
    '(212)555-0100',
    ' 212 555 0100 ',
  ])('accepts %s as 10 digits', (input) => {
    expect(parsePhone(input)).toBe('2125550100');
  });
  test.each([
    '',
    '555-0100',
    '12125550100',
    '(212 555-0100',
    '212-555-01000',
    'abcdefghij',
    '212/555/0100',
  ])('rejects %s', (input) => {
    expect(parsePhone(input)).toBeNull();
  });
  test('shows digits as (xxx) xxx-xxxx, partially while typing', () => {
    expect(formatPhone('2125550100')).toBe('(212) 555-0100');
    expect(formatPhone('21255')).toBe('(212) 55');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('212555010099')).toBe('(212) 555-0100');
  });
});

describe('money in cents', () => {
  test('amount fields read typed digits as cents', () => {
    expect(digitsToCents('1250')).toBe(1250);
    expect(digitsToCents('0005')).toBe(5);
    expect(digitsToCents('12.50')).toBe(1250);
    expect(digitsToCents('')).toBe(0);
  });
  test('shows cents with two decimals', () => {
    expect(centsToAmount(1250)).toBe('12.50');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(-199)).toBe('-1.99');
  });
  test('parses dollar texts exactly, without floating point', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('$1,234.56')).toBe(123456);
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents('19.99')).toBe(1999);
    expect(parseCents('1.999')).toBeNull();
    expect(parseCents('abc')).toBeNull();
    expect(parseCents(1.5)).toBeNull();
  });
  test('formats en-US dollars (docs/requirements.md §9)', () => {
    expect(formatCurrency(123456)).toBe('$1,234.56');
    expect(formatCurrency(0)).toBe('$0.00');
  });
  test('a negative amount is shown with a real minus sign (U+2212), a zero never with one', () => {
    expect(formatCurrency(-2000)).toBe('\u2212$20.00');
    expect(formatCurrency(-123456)).toBe('\u2212$1,234.56');
    expect(formatCurrency(-1)).toBe('\u2212$0.01');
    expect(formatCurrency(-0)).toBe('$0.00');
    expect(formatCurrency(-2000)).not.toContain('-');
    // What a screen shows can be read back.
    expect(parseCents(formatCurrency(-2000))).toBe(-2000);
    expect(parseCents(formatCurrency(123456))).toBe(123456);
  });
  test('exports keep the ASCII hyphen-minus, and a negative amount stays a number a spreadsheet reads', () => {
    expect(centsToAmount(-2000)).toBe('-20.00');
    expect(csvLine(['Expected in drawer', centsToAmount(-2000)])).toBe(
      'Expected in drawer,-20.00\r\n',
    );
    expect(csvField(centsToAmount(-123456))).toBe('-1234.56');
    // The formula guard still holds for anything that is not a plain number.
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('-20.00 cash')).toBe("'-20.00 cash");
    expect(csvField('+20.00')).toBe("'+20.00");
  });
});

describe('times of day and ranges', () => {
  test('parses 24-hour and 12-hour times', () => {
    expect(parseTimeOfDay('09:00')).toBe(540);
    expect(parseTimeOfDay('9:30 PM')).toBe(1290);
    expect(parseTimeOfDay('12:00 AM')).toBe(0);
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('13:00 PM')).toBeNull();
  });
  test('slots are one hour apart and shown h:mm A', () => {
    expect(timeSlots(9 * 60, 12 * 60).map(formatTimeOfDay)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
    ]);
  });
  test('a range is valid only with two valid times and the end after the start', () => {
    expect(validateTimeRange('09:00', '17:00')).toEqual({ ok: true, start: 540, end: 1020 });
    expect(validateTimeRange('09:00', '24:00')).toEqual({ ok: true, start: 540, end: 1440 });
    expect(validateTimeRange('17:00', '09:00')).toMatchObject({
      ok: false,
      error: 'The end time must be after the start time.',
    });
    expect(validateTimeRange('09:00', '09:00').ok).toBe(false);
    expect(validateTimeRange('xx', '09:00')).toMatchObject({
      ok: false,
      error: 'Enter a valid start time.',
    });
    expect(validateTimeRange('09:00', null)).toMatchObject({
      ok: false,
      error: 'Enter a valid end time.',
    });
  });
});

describe("the store's time zone", () => {
  const lateEvening = new Date('2026-11-22T03:30:00Z'); // 10:30 PM on the 21st in New York
  test('"today" is the store\'s today, not the server\'s', () => {
    expect(storeToday('America/New_York', lateEvening)).toBe('2026-11-21');
    expect(storeToday('UTC', lateEvening)).toBe('2026-11-22');
  });
  test('a store day is bounded by its local midnights, in UTC', () => {
    const { start, end } = storeDayBounds('America/New_York', '2026-11-21');
    expect(start.toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });
  test('shows MM-DD-YYYY hh:mm A in the store zone, Invalid Date when unparseable', () => {
    expect(formatStoreDateTime(lateEvening, 'America/New_York')).toBe('11-21-2026 10:30 PM');
    expect(formatStoreDateTime('not a date', 'America/New_York')).toBe('Invalid Date');
  });
});

describe('the browser’s display formats (resources/js/lib/format, no date library)', () => {
  test('MM-DD-YYYY and MM-DD-YYYY hh:mm A in a given zone', async () => {
    const { formatDate, formatDateTime, formatTime } =
      await import('../../resources/js/lib/format');
    const lateEvening = '2026-11-22T03:30:00Z';
    expect(formatDate(lateEvening, 'America/New_York')).toBe('11-21-2026');
    expect(formatDateTime(lateEvening, 'America/New_York')).toBe('11-21-2026 10:30 PM');
    expect(formatTime('2026-11-21T14:05:00Z', 'America/New_York')).toBe('09:05 AM');
    expect(formatTime('2026-11-21T05:00:00Z', 'America/New_York')).toBe('12:00 AM');
    expect(formatTime('2026-11-21T17:00:00Z', 'America/New_York')).toBe('12:00 PM');
  });
  test('anything unparseable shows Invalid Date (docs/requirements.md §8)', async () => {
    const { formatDate, formatDateTime, formatTime, formatLongDate } =
      await import('../../resources/js/lib/format');
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDateTime(null)).toBe('Invalid Date');
    expect(formatTime('junk', 'America/New_York')).toBe('Invalid Date');
    expect(formatLongDate('2026-02-30')).toBe('Invalid Date');
    expect(formatLongDate('11/21/2026')).toBe('Invalid Date');
  });
  test('a calendar date as a long date or MM-DD-YYYY, without a time-zone shift', async () => {
    const { formatLongDate } = await import('../../resources/js/lib/format');
    expect(formatLongDate('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatLongDate('2026-11-21', 'short')).toBe('11-21-2026');
  });
});

describe('text on a colour someone picked', () => {
  test('white on dark colours, near-black on light ones', async () => {
    const { textClassOn } = await import('../../resources/js/lib/contrast');
    expect(textClassOn('#1f2937')).toBe('text-white');
    expect(textClassOn('#dc2626')).toBe('text-white');
    expect(textClassOn('#facc15')).toBe('text-gray-900');
    expect(textClassOn('#22c55e')).toBe('text-gray-900');
    expect(textClassOn('#ffffff')).toBe('text-gray-900');
    expect(textClassOn('not a colour')).toBe('text-white');
  });
});
