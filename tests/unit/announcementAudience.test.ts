import { describe, expect, it } from 'vitest';
import { english } from '../support/saidEquality';
import { audienceFilter, daysAgoStart } from '../../server/domain/announcements/audience';
import { blastCostMillicents, describeAudience, fillMessage } from '../../common/announcements';
import { countSegments, formatSmsCost } from '../../common/sms';
import { announcementSchema, audienceOf } from '../../server/http/validators/announcements';
import { announcementProgress } from '../../server/http/presenters/announcements';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
// Thursday 26 November 2026, 10:00 AM in New York (EST, UTC−5).
const NOW = new Date('2026-11-26T15:00:00Z');

describe('audience rules in the store zone', () => {
  it('"visited in the last 30 days" starts at midnight of the store day 30 days back (27 October, still EDT: 04:00 UTC)', () => {
    expect(audienceFilter({ kind: 'visited', days: 30 }, NOW, NY)).toEqual({
      kind: 'visited_since',
      since: new Date('2026-10-27T04:00:00Z'),
    });
  });

  it('"not seen for 7 days" is the same instant read the other way (19 November, EST: 05:00 UTC)', () => {
    expect(audienceFilter({ kind: 'lapsed', days: 7 }, NOW, NY)).toEqual({
      kind: 'not_seen_since',
      since: new Date('2026-11-19T05:00:00Z'),
    });
  });

  it('counts store days across the fall-back change: 1 day back from 7 AM on 2 November is midnight EDT on 1 November', () => {
    expect(daysAgoStart(1, new Date('2026-11-02T12:00:00Z'), NY)).toEqual(
      new Date('2026-11-01T04:00:00Z'),
    );
  });

  it('takes today in the store zone: 11 PM on 31 March in Los Angeles is still 31 March there', () => {
    const lateNight = new Date('2026-04-01T06:00:00Z');
    expect(audienceFilter({ kind: 'visited', days: 1 }, lateNight, LA)).toEqual({
      kind: 'visited_since',
      since: new Date('2026-03-30T07:00:00Z'),
    });
  });

  it('"birthday this month" is the store\'s month, not UTC\'s: 8:30 PM on 31 March in Los Angeles is April in UTC', () => {
    expect(
      audienceFilter({ kind: 'birthday_month' }, new Date('2026-04-01T03:30:00Z'), LA),
    ).toEqual({ kind: 'birthday_month', month: 3 });
    expect(
      audienceFilter({ kind: 'birthday_month' }, new Date('2026-04-01T03:30:00Z'), 'UTC'),
    ).toEqual({ kind: 'birthday_month', month: 4 });
  });

  it('passes tag and technician through, and everyone as is', () => {
    expect(audienceFilter({ kind: 'tag', tag: 'VIP' }, NOW, NY)).toEqual({
      kind: 'tag',
      tag: 'VIP',
    });
    expect(audienceFilter({ kind: 'technician', technicianId: 7 }, NOW, NY)).toEqual({
      kind: 'technician',
      technicianId: 7,
    });
    expect(audienceFilter({ kind: 'all' }, NOW, NY)).toEqual({ kind: 'all' });
  });

  it('says the rule in words', () => {
    expect(english(describeAudience({ kind: 'visited', days: 1 }))).toBe(
      'Visited in the last 1 day',
    );
    expect(english(describeAudience({ kind: 'lapsed', days: 60 }))).toBe('Not seen for 60 days');
    expect(
      english(describeAudience({ kind: 'technician', technicianId: 3 }, { technician: 'Lily' })),
    ).toBe('Served by or preferring Lily');
  });
});

describe('message, segments and cost', () => {
  it('fills every {coupon} with the code, and leaves the text alone without one', () => {
    expect(fillMessage('Use {coupon} today, {coupon}!', 'FALL20')).toBe(
      'Use FALL20 today, FALL20!',
    );
    expect(english(fillMessage('No code here', null))).toBe('No code here');
  });

  it('costs recipients × segments × the price per segment: 1,200 customers, 2 segments, $0.0083 each = $19.92', () => {
    const body = `Nails by Anna: 20% off gel this Tuesday with code {coupon}. ${'x'.repeat(120)} Reply STOP to opt out.`;
    const text = fillMessage(body, 'TUE20');
    expect(Array.from(text).length).toBe(200);
    expect(countSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(blastCostMillicents(1200, 2, 830)).toBe(1_992_000);
    expect(formatSmsCost(blastCostMillicents(1200, 2, 830))).toBe('$19.92');
  });

  it('an emoji turns the text into UCS-2: 71 characters are then two segments', () => {
    const text = `💅${'a'.repeat(69)}`;
    expect(countSegments(text)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(blastCostMillicents(10, countSegments(text).segments, 830)).toBe(16_600);
  });
});

describe('the announcement form', () => {
  const base = { name: 'Fall', body: 'Hello', audience_kind: 'all', timing: 'now' };
  const parse = (over: Record<string, unknown>) =>
    announcementSchema(NY, NOW).safeParse({ ...base, ...over });
  const errors = (over: Record<string, unknown>) => {
    const r = parse(over);
    return r.success
      ? {}
      : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('reads the days of a visited rule and keeps nothing else', () => {
    const r = parse({ audience_kind: 'visited', audience_days: '45', audience_tag: 'VIP' });
    expect(r.success && audienceOf(r.data)).toEqual({ kind: 'visited', days: 45 });
  });

  it('refuses days out of 1–730, a missing tag, a {coupon} with no coupon, a coupon not in the message', () => {
    expect(errors({ audience_kind: 'lapsed', audience_days: '0' })).toEqual({
      audience_days: 'The number of days must be from 1 to 730.',
    });
    expect(errors({ audience_kind: 'lapsed', audience_days: '731' })).toEqual({
      audience_days: 'The number of days must be from 1 to 730.',
    });
    expect(errors({ audience_kind: 'tag' })).toEqual({ audience_tag: 'Choose a tag.' });
    expect(english(errors({ body: 'Use {coupon}' }).body)).toMatch(/no coupon/);
    expect(
      english(errors({ with_coupon: 'on', coupon_code: 'FALL', coupon_value: '10' }).body),
    ).toMatch(/Put \{coupon\}/);
  });

  it("takes a send time in the salon's wall clock: not past, at most 90 days ahead", () => {
    expect(errors({ timing: 'later', scheduled_at: '2026-11-26T09:59' })).toEqual({
      scheduled_at: 'The send time must be in the future.',
    });
    expect(errors({ timing: 'later', scheduled_at: '2026-11-26T10:01' })).toEqual({});
    expect(errors({ timing: 'later', scheduled_at: '2027-02-25T10:01' })).toEqual({
      scheduled_at: 'The send time may be at most 90 days ahead.',
    });
    expect(
      english(errors({ timing: 'later', scheduled_at: '2027-03-14T02:30' }).scheduled_at),
    ).toMatch(/does not exist/);
  });
});

describe('progress from the SMS log', () => {
  it('sorts the messages by what became of them: queued at Twilio is sent, opted-out apart whatever their status', () => {
    const p = announcementProgress([
      {
        status: 'delivered',
        reason: null,
        accepted: true,
        n: 40,
        segments: 80,
        costMillicents: 66_400,
      },
      {
        status: 'queued',
        reason: null,
        accepted: false,
        n: 5,
        segments: 10,
        costMillicents: 8_300,
      },
      { status: 'queued', reason: null, accepted: true, n: 4, segments: 8, costMillicents: 6_640 },
      {
        status: 'failed',
        reason: 'opted_out',
        accepted: false,
        n: 2,
        segments: 4,
        costMillicents: 0,
      },
      {
        status: 'skipped',
        reason: 'opted_out',
        accepted: false,
        n: 1,
        segments: 2,
        costMillicents: 0,
      },
      { status: 'skipped', reason: 'quota', accepted: false, n: 3, segments: 6, costMillicents: 0 },
      {
        status: 'undelivered',
        reason: 'undeliverable',
        accepted: true,
        n: 1,
        segments: 2,
        costMillicents: 1_660,
      },
    ]);
    // 40 × 1,660 + 5 × 1,660 + 4 × 1,660 + 1,660 = 83,000 thousandths of a cent.
    expect(p).toMatchObject({
      total: 56,
      delivered: 40,
      queued: 5,
      sent: 4,
      opted_out: 3,
      skipped: 3,
      failed: 1,
      settled: false,
      cost_label: '$0.83',
    });
  });
});
