import { createHmac, timingSafeEqual } from 'node:crypto';

/** A form body as Express parses it: repeated names are arrays. */
export type WebhookParams = Record<string, string | string[] | undefined>;

/**
 * X-Twilio-Signature (integrations.md §2): base64 of HMAC-SHA1, keyed with
 * the auth token, over the full URL (with its query) followed by each POST
 * parameter's name and value, names sorted; a repeated name contributes
 * each of its values, sorted.
 */
export function twilioSignature(authToken: string, url: string, params: WebhookParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value: unknown = params[name];
    // Only strings are signed: a form holds nothing else, and anything else (an object whose toString is not a
    // function) would throw here instead of failing the check.
    const values = (Array.isArray(value) ? [...value].sort() : [value]).filter(
      (v): v is string => typeof v === 'string',
    );
    for (const v of values) data += name + v;
  }
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** The URL with and without its default port: Twilio's validator accepts either, since proxies differ in what they pass on. */
function urlVariants(url: string): string[] {
  const u = new URL(url);
  const defaultPort = u.protocol === 'https:' ? '443' : '80';
  if (u.port) return u.port === defaultPort ? [url, url.replace(`:${defaultPort}`, '')] : [url];
  // URL drops a default port when printing, so put it in by hand.
  return [url, url.replace(u.host, `${u.hostname}:${defaultPort}`)];
}

/**
 * Whether a webhook really comes from Twilio. `url` is the address Twilio
 * was given: APP_URL plus the path and query, never the Host header a
 * client chooses. Compared in constant time.
 */
export function validTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: WebhookParams,
): boolean {
  if (!signature || !authToken) return false;
  const given = Buffer.from(signature);
  return urlVariants(url).some((candidate) => {
    const expected = Buffer.from(twilioSignature(authToken, candidate, params));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
