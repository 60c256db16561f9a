import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { countSegments } from '../../common/sms';
import { twilioSignature } from '../../server/domain/sms/signature';

/** A message the fake accepted, with the form fields exactly as posted. */
export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
  form: Record<string, string>;
  at: Date;
}

/** What a status callback posts (a subset of Twilio's fields, as integrations.md §2 lists). */
export interface FakeCallback {
  url: string;
  params: Record<string, string>;
  /** X-Twilio-Signature for url + params with the auth token. */
  signature: string;
}

export interface FakeTwilio {
  /** The API base to give the app (TWILIO_API_BASE). */
  url: string;
  accountSid: string;
  authToken: string;
  /** Every message accepted, in order. */
  messages: FakeTwilioMessage[];
  /** Every request to the Messages API, accepted or not (to count attempts). */
  requests: { to: string; status: number }[];
  /** Sending to this number now answers 400 with code 21610, as Twilio does after the number texted STOP. */
  optOut(number: string): void;
  /** The next `count` sends answer HTTP `status` (500 by default) without creating a message, with `retryAfter` as Retry-After. */
  failNext(count?: number, status?: number, retryAfter?: string): void;
  /**
   * The next `count` sends are received (and, with `accept`, the message is
   * created) but never answered: the client times out not knowing.
   */
  hangNext(count?: number, opts?: { accept?: boolean }): void;
  /** The signed status callback Twilio would post for a message (to post through supertest). */
  callback(sid: string, status: string, opts?: { errorCode?: number }): FakeCallback;
  /** Posts that callback to the message's StatusCallback URL (`base` replaces its origin, for a server on another port). */
  sendStatus(
    sid: string,
    status: string,
    opts?: { errorCode?: number; base?: string },
  ): Promise<number>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * A local stand-in for Twilio's Messages API: checks Basic auth and the form
 * fields, answers JSON shaped like Twilio's (sid SM…, status queued,
 * num_segments), refuses opted-out numbers with 21610 and non-E.164 ones with
 * 21211, and can be told to fail (500) or hang. Status callbacks are signed
 * the way Twilio signs them.
 */
export async function startFakeTwilio(opts: {
  authToken: string;
  accountSid?: string;
}): Promise<FakeTwilio> {
  const accountSid = opts.accountSid ?? `AC${hex(16)}`;
  const messages: FakeTwilioMessage[] = [];
  const requests: { to: string; status: number }[] = [];
  const optedOut = new Set<string>();
  let failures: { count: number; status: number; retryAfter?: string } = {
    count: 0,
    status: 500,
  };
  let hangs: { count: number; accept: boolean } = { count: 0, accept: false };
  const hanging = new Set<ServerResponse>();
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${opts.authToken}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    json(res, status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== path)
      return error(res, 404, 20404, 'The requested resource was not found');
    if (req.headers.authorization !== expectedAuth) return error(res, 401, 20003, 'Authenticate');
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return error(res, 400, 21620, 'Invalid content type');
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const to = form.To ?? '';
    const record = (status: number) => requests.push({ to, status });
    if (hangs.count > 0) {
      hangs.count--;
      if (hangs.accept) messages.push(accepted(form));
      record(0);
      hanging.add(res);
      return;
    }
    if (failures.count > 0) {
      failures.count--;
      record(failures.status);
      if (failures.retryAfter) res.setHeader('Retry-After', failures.retryAfter);
      return error(res, failures.status, 20500, 'Internal Server Error');
    }
    if (!to) return (record(400), error(res, 400, 21604, "A 'To' phone number is required."));
    if (!form.From && !form.MessagingServiceSid)
      return (record(400), error(res, 400, 21603, "A 'From' phone number is required."));
    if (!form.Body) return (record(400), error(res, 400, 21602, 'Message body is required.'));
    if (!/^\+[1-9]\d{7,14}$/.test(to))
      return (
        record(400),
        error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`)
      );
    if (optedOut.has(to))
      return (record(400), error(res, 400, 21610, 'Attempt to send to unsubscribed recipient'));
    const m = accepted(form);
    messages.push(m);
    record(201);
    json(res, 201, {
      sid: m.sid,
      account_sid: accountSid,
      messaging_service_sid: m.messagingServiceSid,
      from: m.from,
      to: m.to,
      body: m.body,
      status: m.messagingServiceSid ? 'accepted' : 'queued',
      num_segments: String(countSegments(m.body).segments),
      direction: 'outbound-api',
      api_version: '2010-04-01',
      price: null,
      price_unit: 'USD',
      error_code: null,
      error_message: null,
      date_created: m.at.toUTCString(),
      date_updated: m.at.toUTCString(),
      date_sent: null,
      uri: `${path.replace('.json', '')}/${m.sid}.json`,
    });
  });

  function accepted(form: Record<string, string>): FakeTwilioMessage {
    return {
      sid: `SM${hex(16)}`,
      to: form.To,
      from: form.From ?? null,
      messagingServiceSid: form.MessagingServiceSid ?? null,
      body: form.Body ?? '',
      statusCallback: form.StatusCallback ?? null,
      form,
      at: new Date(),
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const callback = (sid: string, status: string, o: { errorCode?: number } = {}): FakeCallback => {
    const m = messages.find((x) => x.sid === sid);
    if (!m?.statusCallback) throw new Error(`fakeTwilio: no message ${sid} with a StatusCallback`);
    const params: Record<string, string> = {
      MessageSid: sid,
      SmsSid: sid,
      MessageStatus: status,
      SmsStatus: status,
      AccountSid: accountSid,
      From: m.from ?? '',
      To: m.to,
      ApiVersion: '2010-04-01',
      ...(o.errorCode ? { ErrorCode: String(o.errorCode) } : {}),
    };
    return {
      url: m.statusCallback,
      params,
      signature: twilioSignature(opts.authToken, m.statusCallback, params),
    };
  };

  return {
    url,
    accountSid,
    authToken: opts.authToken,
    messages,
    requests,
    optOut: (n) => void optedOut.add(n),
    failNext: (count = 1, status = 500, retryAfter?: string) =>
      void (failures = { count, status, retryAfter }),
    hangNext: (count = 1, o = {}) => void (hangs = { count, accept: !!o.accept }),
    callback,
    async sendStatus(sid, status, o = {}) {
      const cb = callback(sid, status, o);
      const target = o.base
        ? new URL(new URL(cb.url).pathname + new URL(cb.url).search, o.base).toString()
        : cb.url;
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Twilio-Signature': cb.signature,
        },
        body: new URLSearchParams(cb.params).toString(),
      });
      return res.status;
    },
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
