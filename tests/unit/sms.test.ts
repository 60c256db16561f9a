import { describe, expect, test } from 'vitest';
import { countSegments, formatSmsCost, parseKeyword, toE164 } from '../../common/sms';
import { nextSendableAt, storeMonthStart } from '../../server/domain/sms/quietHours';
import { twilioSignature, validTwilioSignature } from '../../server/domain/sms/signature';
import { advances, fromProviderStatus, reasonForCode } from '../../server/domain/sms/statuses';
import { priceToMillicents } from '../../server/services/sms/driver';
import { parseRetryAfter } from '../../server/services/sms/twilio';
import { MAX_SEND_ATTEMPTS, smsRetryDelayMs } from '../../server/domain/sms/retries';

describe('countSegments', () => {
  test('GSM-7: 160 characters fit one segment, 161 take two of 153', () => {
    expect(countSegments('a'.repeat(160))).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
      units: 160,
    });
    expect(countSegments('a'.repeat(161))).toMatchObject({
      encoding: 'GSM-7',
      segments: 2,
      perSegment: 153,
    });
    expect(countSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSegments('a'.repeat(307)).segments).toBe(3);
  });

  test('extension characters (€ [ ] { } ~ ^ | \\) take two septets', () => {
    // 79 letters + € (2) = 81 septets: one segment; 159 + € = 161: two.
    expect(countSegments(`${'a'.repeat(79)}€`).units).toBe(81);
    expect(countSegments(`${'a'.repeat(158)}€`)).toMatchObject({ segments: 1, units: 160 });
    expect(countSegments(`${'a'.repeat(159)}€`)).toMatchObject({ segments: 2, units: 161 });
    // An escape pair is never split: 152 letters then € cannot share the first segment's last septet.
    expect(countSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
  });

  test('one character outside GSM makes the whole message UCS-2: 70, then 67 per segment', () => {
    expect(countSegments('é is GSM, ’ is not')).toMatchObject({ encoding: 'UCS-2' });
    expect(countSegments('ü'.repeat(70))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(countSegments('’'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(countSegments('’'.repeat(71))).toMatchObject({
      encoding: 'UCS-2',
      segments: 2,
      perSegment: 67,
    });
    expect(countSegments('’'.repeat(134)).segments).toBe(2);
    expect(countSegments('’'.repeat(135)).segments).toBe(3);
  });

  test('an emoji is two UTF-16 units and is never split across segments', () => {
    expect(countSegments('💅').units).toBe(2);
    expect(countSegments('💅'.repeat(35))).toMatchObject({ segments: 1, units: 70 });
    // 66 units then an emoji: 68 > 67, so the emoji starts segment two.
    expect(countSegments(`${'’'.repeat(66)}💅${'’'.repeat(66)}`).segments).toBe(3);
  });

  test('a realistic announcement', () => {
    const body =
      'Polished Nail Spa: Tuesday only, 20% off gel manicures 10 AM-2 PM. Book: https://example.test/b Reply STOP to opt out.';
    expect(countSegments(body)).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
      units: body.length,
    });
  });
});

describe('toE164 and keywords', () => {
  test('ten stored digits become +1 numbers; junk is null', () => {
    expect(toE164('5551234567')).toBe('+15551234567');
    expect(toE164('(555) 123-4567')).toBe('+15551234567');
    expect(toE164('15551234567')).toBe('+15551234567');
    expect(toE164('+447700900123')).toBe('+447700900123');
    expect(toE164('123')).toBeNull();
    expect(toE164('0551234567')).toBeNull();
    expect(toE164(null)).toBeNull();
  });

  test('only a body that is the keyword alone counts, in any case', () => {
    expect(parseKeyword('STOP')).toEqual({ kind: 'stop', word: 'STOP' });
    expect(parseKeyword(' stop. ')).toEqual({ kind: 'stop', word: 'STOP' });
    for (const w of ['stopall', 'Unsubscribe', 'cancel', 'end', 'quit', 'revoke', 'optout'])
      expect(parseKeyword(w)?.kind).toBe('stop');
    for (const w of ['start', 'UNSTOP', 'yes']) expect(parseKeyword(w)?.kind).toBe('start');
    for (const w of ['help', 'Info!']) expect(parseKeyword(w)?.kind).toBe('help');
    expect(parseKeyword('please stop')).toBeNull();
    expect(parseKeyword('STOP IT')).toBeNull();
    expect(parseKeyword('stopping')).toBeNull();
    expect(parseKeyword('')).toBeNull();
  });

  test('costs: a per-segment price in thousandths of a cent', () => {
    expect(formatSmsCost(830)).toBe('$0.0083');
    expect(formatSmsCost(830 * 5000)).toBe('$41.50');
    expect(formatSmsCost(0)).toBe('$0.00');
    expect(formatSmsCost(830 * 60)).toBe('$0.50');
    expect(priceToMillicents('-0.00790')).toBe(790);
    expect(priceToMillicents(null)).toBeUndefined();
  });
});

describe('quiet hours (8 AM–9 PM store time)', () => {
  const ny = 'America/New_York';
  test('inside the window: now', () => {
    const at = new Date('2026-03-10T14:00:00Z'); // 10 AM EDT
    expect(nextSendableAt(at, ny)).toEqual(at);
  });
  test('before 8 AM: 8 AM the same day; from 9 PM: 8 AM the next day', () => {
    expect(nextSendableAt(new Date('2026-01-15T11:30:00Z'), ny).toISOString()).toBe(
      '2026-01-15T13:00:00.000Z',
    ); // 6:30 AM EST → 8 AM EST
    expect(nextSendableAt(new Date('2026-01-16T02:00:00Z'), ny).toISOString()).toBe(
      '2026-01-16T13:00:00.000Z',
    ); // 9 PM EST → next 8 AM
    expect(nextSendableAt(new Date('2026-01-15T01:59:00Z'), ny).toISOString()).toBe(
      '2026-01-15T01:59:00.000Z',
    ); // 8:59 PM: still allowed
  });
  test('across spring forward the hold ends at 8 AM wall clock (EDT), 10 hours after 9 PM EST', () => {
    // 9:30 PM EST on Sat 7 March 2026; clocks jump at 2 AM on the 8th.
    expect(nextSendableAt(new Date('2026-03-08T02:30:00Z'), ny).toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
  });
  test('in the store zone, not the server zone', () => {
    const at = new Date('2026-01-15T14:00:00Z'); // 9 AM New York, 6 AM Los Angeles
    expect(nextSendableAt(at, 'America/Los_Angeles').toISOString()).toBe(
      '2026-01-15T16:00:00.000Z',
    );
  });
  test('the quota month starts at midnight store time on the 1st', () => {
    expect(storeMonthStart(new Date('2026-02-01T03:00:00Z'), ny).toISOString()).toBe(
      '2026-01-01T05:00:00.000Z',
    ); // still 31 Jan in New York
    expect(storeMonthStart(new Date('2026-02-01T06:00:00Z'), ny).toISOString()).toBe(
      '2026-02-01T05:00:00.000Z',
    );
  });
});

describe('Twilio signatures', () => {
  // The example in Twilio's docs (TwilioDevEd/api-snippets security/signature_validation).
  const token = '12345';
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675310',
    Digits: '1234',
    From: '+14158675310',
    To: '+18005551212',
  };
  test("Twilio's documented vector", () => {
    expect(twilioSignature(token, url, params)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    expect(validTwilioSignature(token, 'GvWf1cFY/Q7PnoempGyD5oXAezc=', url, params)).toBe(true);
  });
  test('tampering with a value, a name, the URL, or the token fails', () => {
    const sig = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';
    expect(validTwilioSignature(token, sig, url, { ...params, Digits: '1235' })).toBe(false);
    expect(validTwilioSignature(token, sig, url, { ...params, Extra: '' })).toBe(false);
    expect(validTwilioSignature(token, sig, url.replace('foo=1', 'foo=2'), params)).toBe(false);
    expect(validTwilioSignature('54321', sig, url, params)).toBe(false);
    expect(validTwilioSignature(token, undefined, url, params)).toBe(false);
    expect(validTwilioSignature(token, 'short', url, params)).toBe(false);
  });
  test('the URL with or without its default port', () => {
    const withPort = 'https://mycompany.com:443/myapp.php?foo=1&bar=2';
    expect(validTwilioSignature(token, twilioSignature(token, withPort, params), url, params)).toBe(
      true,
    );
  });
  test('a repeated name signs each value, sorted', () => {
    const sig = twilioSignature('t', 'https://a.test/x', { A: ['2', '1'] });
    expect(sig).toBe(twilioSignature('t', 'https://a.test/x', { A: ['1', '2'] }));
    expect(validTwilioSignature('t', sig, 'https://a.test/x', { A: ['1', '3'] })).toBe(false);
  });
  test('a value that is not a string (parsed JSON) is left out of the signature instead of throwing', () => {
    const hostile = JSON.parse(
      '{"Body":{"toString":1},"From":[{"valueOf":1},"+14158675310"],"To":{"toString":{},"valueOf":{}},"Digits":"1"}',
    );
    expect(() => twilioSignature('t', 'https://a.test/x', hostile)).not.toThrow();
    expect(twilioSignature('t', 'https://a.test/x', hostile)).toBe(
      twilioSignature('t', 'https://a.test/x', { From: '+14158675310', Digits: '1' }),
    );
    expect(
      validTwilioSignature('t', 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=', 'https://a.test/x', hostile),
    ).toBe(false);
  });
});

describe('statuses', () => {
  test("Twilio's words map to ours", () => {
    expect(fromProviderStatus('queued')).toBe('sending');
    expect(fromProviderStatus('accepted')).toBe('sending');
    expect(fromProviderStatus('sent')).toBe('sent');
    expect(fromProviderStatus('delivered')).toBe('delivered');
    expect(fromProviderStatus('undelivered')).toBe('undelivered');
    expect(fromProviderStatus('failed')).toBe('failed');
    expect(fromProviderStatus('bogus')).toBeNull();
  });
  test('monotonic: a late sent never replaces delivered', () => {
    expect(advances('sending', 'sent')).toBe(true);
    expect(advances('sent', 'delivered')).toBe(true);
    expect(advances('delivered', 'sent')).toBe(false);
    expect(advances('delivered', 'undelivered')).toBe(false);
    expect(advances('sent', 'sent')).toBe(false);
  });
  test('error codes', () => {
    expect(reasonForCode(21610)).toBe('opted_out');
    expect(reasonForCode(21211)).toBe('invalid_number');
    expect(reasonForCode(30003)).toBe('undeliverable');
    expect(reasonForCode(30006)).toBe('undeliverable');
    expect(reasonForCode(20003)).toBe('provider_error');
  });
});

describe('the retry schedule of a text Twilio did not take (429, 5xx, unreachable)', () => {
  const at = (random: number) => () => random;
  test('about 30 s, then 2 and 10 minutes, each up to a fifth later so a burst of failures spreads out', () => {
    expect(smsRetryDelayMs(1, null, at(0))).toBe(30_000);
    expect(smsRetryDelayMs(1, null, at(0.5))).toBe(33_000);
    expect(smsRetryDelayMs(1, null, at(0.999_999))).toBeLessThanOrEqual(36_000);
    expect(smsRetryDelayMs(2, null, at(0))).toBe(2 * 60_000);
    expect(smsRetryDelayMs(3, null, at(0))).toBe(10 * 60_000);
    // Past the list, the last wait again (the attempts stop at MAX_SEND_ATTEMPTS anyway).
    expect(smsRetryDelayMs(9, null, at(0))).toBe(10 * 60_000);
    expect(MAX_SEND_ATTEMPTS).toBe(4);
  });
  test("Twilio's Retry-After is honoured when it asks for longer, never shortened by the jitter", () => {
    expect(smsRetryDelayMs(1, 120_000, at(0))).toBe(120_000);
    expect(smsRetryDelayMs(1, 120_000, at(0.5))).toBe(132_000);
    // A shorter Retry-After does not make the schedule more eager.
    expect(smsRetryDelayMs(1, 5_000, at(0))).toBe(30_000);
    // An absurd one is capped at an hour, so a text is not parked for days.
    expect(smsRetryDelayMs(1, 7 * 24 * 3_600_000, at(0))).toBe(3_600_000);
  });
  test('Retry-After as seconds or as an HTTP date', () => {
    const now = new Date('2026-03-02T15:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Mon, 02 Mar 2026 15:01:30 GMT', now)).toBe(90_000);
    expect(parseRetryAfter('Mon, 02 Mar 2026 14:00:00 GMT', now)).toBe(0);
    for (const bad of [null, '', 'soon', '-5', '1.5', '9'.repeat(30)])
      expect(parseRetryAfter(bad, now), String(bad)).toBeNull();
  });
});
