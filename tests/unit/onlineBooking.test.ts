import { describe, expect, test } from 'vitest';
import {
  appointmentIcs,
  escapeIcsText,
  foldIcsLine,
  icsUtc,
} from '../../server/domain/appointments/ics';
import {
  customerMayChange,
  localWhen,
  reminderRunAt,
  reminderJobKey,
} from '../../server/domain/appointments/onlineBooking';

const event = {
  uid: 'appointment-42@salon.example',
  sequence: 3,
  stamp: new Date('2026-11-20T12:00:00Z'),
  startsAt: new Date('2026-11-24T15:30:00Z'),
  endsAt: new Date('2026-11-24T16:15:00Z'),
  summary: 'Gel Manicure, Pedicure at Lotus Nail Spa',
  location: 'Lotus Nail Spa, 12 Main St; Suite 3',
  description: 'With Cindy.\nQuestions: (212) 555-0100.',
  url: 'https://salon.example/book/1/appointments/42?v=3&signature=abc',
};

describe('the .ics file', () => {
  test('is a VCALENDAR with one VEVENT, times in UTC, CRLF line ends and a stable UID', () => {
    const ics = appointmentIcs(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('\r\nUID:appointment-42@salon.example\r\n');
    expect(ics).toContain('\r\nSEQUENCE:3\r\n');
    expect(ics).toContain('\r\nDTSTART:20261124T153000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261124T161500Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Gel Manicure\\, Pedicure at Lotus Nail Spa\r\n');
    expect(ics).toContain('\r\nLOCATION:Lotus Nail Spa\\, 12 Main St\\; Suite 3\r\n');
    expect(ics).toContain('DESCRIPTION:With Cindy.\\nQuestions: (212) 555-0100.');
    // The same appointment and version: the same file, but for the stamp.
    expect(
      appointmentIcs({ ...event, stamp: new Date('2027-01-01T00:00:00Z') }).replace(
        /DTSTAMP:\S+/,
        '',
      ),
    ).toBe(ics.replace(/DTSTAMP:\S+/, ''));
  });

  test('text is escaped: backslash, semicolon, comma, new lines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('long lines fold at 75 octets, never inside a UTF-8 character, and unfold to the original', () => {
    const line = `SUMMARY:${'Ünïcode nail art ✿ '.repeat(12)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const [i, p] of parts.entries()) {
      expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(p.startsWith(' ')).toBe(true);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  test('a long URL in the file is folded too', () => {
    const ics = appointmentIcs({ ...event, url: `https://salon.example/${'x'.repeat(200)}` });
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  test('UTC times drop the milliseconds', () => {
    expect(icsUtc(new Date('2026-03-08T07:00:00.123Z'))).toBe('20260308T070000Z');
  });
});

describe('when the reminder goes out', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const hours = (h: number) => new Date(now.getTime() + h * 3600_000);

  test('a day before the start', () => {
    expect(reminderRunAt(hours(72), now)).toEqual(hours(48));
    expect(reminderRunAt(hours(24.5), now)).toEqual(hours(0.5));
  });

  test('now when the visit is less than a day but more than two hours away', () => {
    expect(reminderRunAt(hours(24), now)).toEqual(now);
    expect(reminderRunAt(hours(3), now)).toEqual(now);
  });

  test('never when it is two hours away or less', () => {
    expect(reminderRunAt(hours(2), now)).toBeNull();
    expect(reminderRunAt(hours(1), now)).toBeNull();
    expect(reminderRunAt(hours(-1), now)).toBeNull();
  });

  test('one job per appointment and version', () => {
    expect(reminderJobKey(42, 1)).toBe('appointment.reminder:42:1');
    expect(reminderJobKey(42, 2)).not.toBe(reminderJobKey(42, 1));
  });
});

describe('the customer’s own changes', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  test('allowed until the notice before the start, for booked and confirmed visits only', () => {
    const startsAt = new Date('2026-11-20T15:00:00Z');
    expect(customerMayChange({ status: 'confirmed', startsAt }, 120, now)).toBe(true);
    expect(customerMayChange({ status: 'booked', startsAt }, 180, now)).toBe(false);
    expect(customerMayChange({ status: 'arrived', startsAt }, 60, now)).toBe(false);
    expect(customerMayChange({ status: 'cancelled', startsAt }, 60, now)).toBe(false);
  });

  test('dates and times read as the store’s wall clock, across the DST change', () => {
    // 1 November 2026: clocks fall back in New York at 2 AM; 15:00 UTC is 10:00 AM EST.
    expect(localWhen(new Date('2026-11-01T15:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-01',
      time: '10:00 AM',
    });
    expect(localWhen(new Date('2026-10-31T14:00:00Z'), 'America/New_York').time).toBe('10:00 AM');
  });
});
