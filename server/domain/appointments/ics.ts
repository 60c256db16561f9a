/**
 * An iCalendar file (RFC 5545) for one appointment, as the confirmation email
 * attaches it and the manage page offers it ("Add to calendar"). Pure: the
 * same appointment and version give the same bytes, except DTSTAMP.
 *
 * What calendar apps are strict about: CRLF line ends, lines folded at 75
 * octets (a fold is CRLF + one space, never inside a UTF-8 character), text
 * escaped (\\ ; , and new lines), times in UTC with a Z, and a UID that stays
 * the same for the appointment so a rescheduled copy replaces the old event
 * (SEQUENCE, the appointment's version, tells which copy is newer).
 */

export interface IcsEvent {
  /** Stable per appointment: `appointment-<id>@<host>`. */
  uid: string;
  /** Increases with every change of time (the appointment's version). */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
  /** When the file was made. */
  stamp: Date;
  /** A cancelled appointment's file tells calendars to drop the event. */
  cancelled?: boolean;
}

/** 20261124T153000Z */
export function icsUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values: backslash, semicolon and comma escaped, new lines as \n (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into pieces of at most 75 octets, each continuation starting with a space. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; a continuation's leading space counts, so 74 of text.
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += ch;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function appointmentIcs(event: IcsEvent, productName = 'Chairside'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(productName)}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.startsAt)}`,
    `DTEND:${icsUtc(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
