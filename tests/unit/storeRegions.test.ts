import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../common/i18n';
import {
  DEFAULT_STORE_REGION,
  formattersFor,
  STORE_REGIONS,
  storeDay,
  toStoreRegion,
} from '../../common/intlFormats';
import { formatStoreDateTime } from '../../common/storeTime';
import { confirmationEmail } from '../../server/domain/appointments/onlineBooking';
import { appointmentSmsBody } from '../../server/domain/sms/notifications';
import type { BookingStore, ManagedAppointment } from '../../database/queries/booking';

/**
 * Formats follow the store's region, words the reader's language
 * (docs/features/languages-and-offline.md "Formats from the store's region"): a US store reads
 * $1,234.50 and 11-26-2026 09:05 AM in every language, a Canadian one $1,234.50 and
 * 2026-11-26 09:05 AM.
 */

const NY = 'America/New_York';
const TORONTO = 'America/Toronto';
// 9:05 AM in New York and Toronto, on Thursday 26 November 2026.
const morning = '2026-11-26T14:05:00Z';
// 9:30 PM there.
const evening = '2026-11-27T02:30:00Z';

describe('the regions', () => {
  test('a closed list, en-US first and by default; anything else reads as the default', () => {
    expect(STORE_REGIONS).toEqual(['en-US', 'en-CA']);
    expect(DEFAULT_STORE_REGION).toBe('en-US');
    expect(toStoreRegion('en-CA')).toBe('en-CA');
    for (const other of [undefined, null, '', 'fr-CA', 'EN-CA', 42])
      expect(toStoreRegion(other)).toBe('en-US');
  });
});

describe('a US store (en-US), in every language', () => {
  test.each(LOCALES)('%s: $1,234.50, 12,345, MM-DD-YYYY and hh:mm AM', (locale) => {
    const f = formattersFor(locale, 'en-US');
    expect(f.money(123450)).toBe('$1,234.50');
    expect(f.money(-2000)).toBe('\u2212$20.00');
    expect(f.number(12345)).toBe('12,345');
    expect(f.dateTime(morning, NY)).toBe('11-26-2026 09:05 AM');
    expect(f.shortDateTime(morning, NY)).toBe('11-26 09:05 AM');
    expect(f.date(evening, NY)).toBe('11-26-2026');
    expect(f.day('2026-11-26')).toBe('11-26-2026');
    expect(f.time(evening, NY)).toBe('09:30 PM');
  });

  test('without a region, what every store read before the setting (the same formats)', () => {
    for (const locale of LOCALES) {
      const none = formattersFor(locale);
      const us = formattersFor(locale, 'en-US');
      expect(none.region).toBe('en-US');
      expect(none.dateTime(morning, NY)).toBe(us.dateTime(morning, NY));
      expect(none.shortDateTime(morning, NY)).toBe(us.shortDateTime(morning, NY));
      expect(none.minuteOfDay(570)).toBe(us.minuteOfDay(570));
    }
    expect(storeDay('2026-11-26')).toBe('11-26-2026');
    expect(formattersFor('vi', 'no-such-region').dateTime(morning, NY)).toBe('11-26-2026 09:05 AM');
  });

  test('a minute of the day: the spec’s 9:30 PM in English, 09:30 PM in the others', () => {
    expect(formattersFor('en', 'en-US').minuteOfDay(21 * 60 + 30)).toBe('9:30 PM');
    expect(formattersFor('vi', 'en-US').minuteOfDay(21 * 60 + 30)).toBe('09:30 PM');
    expect(formattersFor('es', 'en-US').minuteOfDay(24 * 60)).toBe('12:00 AM');
  });
});

describe('a Canadian store (en-CA), in every language', () => {
  test.each(LOCALES)('%s: dollars as $1,234.50, YYYY-MM-DD and hh:mm AM', (locale) => {
    const f = formattersFor(locale, 'en-CA');
    expect(f.region).toBe('en-CA');
    // Still dollars, written as Canadians write their own: no "US$", no "CA$".
    expect(f.money(123450)).toBe('$1,234.50');
    expect(f.money(-2000)).toBe('\u2212$20.00');
    expect(f.number(12345)).toBe('12,345');
    expect(f.dateTime(morning, TORONTO)).toBe('2026-11-26 09:05 AM');
    expect(f.dateTime(evening, TORONTO)).toBe('2026-11-26 09:30 PM');
    // A text leaves out the year: month and day, as en-CA writes them.
    expect(f.shortDateTime(morning, TORONTO)).toBe('11-26 09:05 AM');
    expect(f.date(evening, TORONTO)).toBe('2026-11-26');
    expect(f.day('2026-03-07')).toBe('2026-03-07');
    expect(f.time(morning, TORONTO)).toBe('09:05 AM');
  });

  test('the 12-hour AM/PM clock, not Intl’s "a.m.", whose period would double a sentence’s', () => {
    const f = formattersFor('en', 'en-CA');
    expect(f.time('2026-11-26T17:00:00Z', TORONTO)).toBe('12:00 PM');
    expect(f.time('2026-11-26T05:00:00Z', TORONTO)).toBe('12:00 AM');
    expect(f.minuteOfDay(21 * 60 + 30)).toBe('9:30 PM');
    expect(f.minuteOfDay(24 * 60)).toBe('12:00 AM');
    expect(formattersFor('vi', 'en-CA').minuteOfDay(21 * 60 + 30)).toBe('09:30 PM');
  });

  test('the same numbers as Intl’s en-CA short date, which this runtime writes YYYY-MM-DD', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(Date.UTC(2026, 10, 26)));
    expect(storeDay('2026-11-26', 'en-CA')).toBe(intl);
  });

  test('words stay the reader’s: month and weekday names whatever the region', () => {
    expect(formattersFor('vi', 'en-CA').longDate('2026-11-26')).toBe(
      formattersFor('vi', 'en-US').longDate('2026-11-26'),
    );
    expect(formattersFor('es', 'en-CA').longDate('2026-11-26')).toBe(
      'jueves, 26 de noviembre de 2026',
    );
  });
});

describe('what the server writes for a store', () => {
  test('a store day in a sentence (a flash) and a date and time in a text', () => {
    expect(storeDay('2026-11-26', 'en-US')).toBe('11-26-2026');
    expect(storeDay('2026-11-26', 'en-CA')).toBe('2026-11-26');
    const at = new Date(morning);
    expect(formatStoreDateTime(at, NY)).toBe('11-26-2026 09:05 AM');
    expect(formatStoreDateTime(at, NY, 'en-US')).toBe('11-26-2026 09:05 AM');
    expect(formatStoreDateTime(at, TORONTO, 'en-CA')).toBe('2026-11-26 09:05 AM');
    expect(formatStoreDateTime('junk', TORONTO, 'en-CA')).toBe('Invalid Date');
  });

  const a = {
    store: 'Maple Nails',
    customer: 'Jane Doe',
    startsAt: new Date('2026-11-24T19:30:00Z'),
    timezone: TORONTO,
    technician: null,
  };

  test('appointment texts write the time as the store’s region does, in every language', () => {
    expect(appointmentSmsBody('en', 'booking_confirmation', { ...a, region: 'en-CA' })).toBe(
      "Maple Nails: Jane, you're booked for 2026-11-24 02:30 PM. See you then!",
    );
    expect(appointmentSmsBody('en', 'booking_confirmation', { ...a, region: 'en-US' })).toBe(
      "Maple Nails: Jane, you're booked for 11-24-2026 02:30 PM. See you then!",
    );
    // Vietnamese leaves out the year (one UCS-2 segment): month and day in both regions.
    expect(appointmentSmsBody('vi', 'appointment_reminder', { ...a, region: 'en-CA' })).toContain(
      '11-24 02:30 PM',
    );
  });

  test('the confirmation email: the reader’s words, the store’s clock and dollars', () => {
    const appointment: ManagedAppointment = {
      id: 9,
      status: 'confirmed',
      version: 1,
      startsAt: a.startsAt,
      endsAt: new Date('2026-11-24T20:30:00Z'),
      technicianId: 3,
      employeeName: 'Cindy Le',
      anyTechnician: false,
      customerName: 'Jane Doe',
      customerEmail: 'jane@example.com',
      services: [{ serviceId: 1, name: 'Gel Manicure', minutes: 45, priceCents: 3500 }],
    };
    const store: BookingStore = {
      id: 1,
      name: 'Maple Nails',
      timezone: TORONTO,
      region: 'en-CA',
      phone: null,
      address: null,
    };
    const opts = { link: 'https://x.test/b/9', host: 'x.test', appName: 'Chairside' };
    const ca = confirmationEmail(store, appointment, { ...opts, kind: 'booked' })!;
    expect(ca.subject).toBe(
      'Your appointment at Maple Nails on Tuesday, November 24, 2026 at 2:30 PM',
    );
    expect(ca.text).toContain('- Gel Manicure (45 min, $35.00)');
    const vi = confirmationEmail(store, appointment, { ...opts, kind: 'booked', locale: 'vi' })!;
    expect(vi.subject).toContain('02:30 PM');
    expect(vi.text).toContain('$35.00');
  });
});
