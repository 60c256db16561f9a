import type { Request, Response } from 'express';
import { applyStatusCallback, receiveText } from '../../domain/sms/inbound';
import { validTwilioSignature, type WebhookParams } from '../../domain/sms/signature';
import { countAttempt, throttleKey, ThrottledError } from '../../domain/security/throttle';
import { HttpError } from '../errors';

/**
 * Twilio's webhooks (no session, no CSRF: app.ts; bodies over 16 KB refused
 * there). Every request must carry a valid X-Twilio-Signature for the URL
 * Twilio was given, which is APP_URL plus the path and query: never the Host
 * header, which a caller chooses. Only failures count against a throttle
 * (30 a minute per address), so a burst of genuine callbacks after a blast
 * is never refused while a forger is.
 */
const BAD_SIGNATURES = { max: 30, decaySeconds: 60 };

/**
 * The posted form's fields, each a string or a list of strings (app.ts lets only Twilio's form encoding in, parsed
 * without nesting); anything else is dropped rather than trusted to behave like a string.
 */
function formFields(body: unknown): WebhookParams {
  const fields: WebhookParams = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fields;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
      fields[name] = value;
  }
  return fields;
}

async function verified(req: Request): Promise<WebhookParams> {
  const twilio = req.ctx.config.sms.twilio;
  // Without Twilio configured there is no token to sign with: nothing here is ours to accept.
  if (!twilio) throw new HttpError(404);
  const params = formFields(req.body);
  const url = req.ctx.config.appUrl + req.originalUrl;
  const signature = req.get('X-Twilio-Signature');
  if (validTwilioSignature(twilio.authToken, signature, url, params)) return params;
  try {
    await countAttempt(
      req.ctx.throttle,
      [{ key: throttleKey('twilio:bad-signature', req.ip ?? ''), ...BAD_SIGNATURES }],
      null,
    );
  } catch (err) {
    if (err instanceof ThrottledError) throw new HttpError(429);
    throw err;
  }
  throw new HttpError(403);
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** webhooks.twilio.status: a message's later statuses (sent, delivered, undelivered, failed). */
export async function status(req: Request, res: Response) {
  const params = await verified(req);
  const sid = one(params.MessageSid) || one(params.SmsSid);
  const state = one(params.MessageStatus) || one(params.SmsStatus);
  const code = Number(one(params.ErrorCode));
  const m =
    typeof req.query.m === 'string' && /^\d{1,9}$/.test(req.query.m)
      ? Number(req.query.m)
      : undefined;
  if (/^(SM|MM)[0-9a-fA-F]{32}$/.test(sid) && state.length <= 40) {
    await applyStatusCallback(req.ctx.db, {
      sid,
      status: state,
      errorCode: Number.isInteger(code) && code > 0 ? code : null,
      messageId: m,
    });
  }
  // Twilio retries on anything but 2xx: an unknown sid or status is acknowledged and dropped.
  res.status(204).end();
}

/** webhooks.twilio.inbound: a text to a store's number. Answers empty TwiML (no reply from here; see receiveText). */
export async function inbound(req: Request, res: Response) {
  const params = await verified(req);
  const sid = one(params.MessageSid) || one(params.SmsMessageSid);
  const from = one(params.From);
  const to = one(params.To);
  if (
    !/^(SM|MM)[0-9a-fA-F]{32}$/.test(sid) ||
    !/^\+[1-9]\d{7,14}$/.test(from) ||
    !/^\+[1-9]\d{7,14}$/.test(to)
  )
    throw new HttpError(400);
  const result = await receiveText(req.ctx.db, { sid, from, to, body: one(params.Body) });
  if (!result) throw new HttpError(404);
  res.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response/>');
}
