import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { addressKind, type LoopbackTerminal } from './services/terminals/addresses';

/** Reads KEY=VALUE lines from `.env` without overriding the real environment. */
export function loadDotEnv(file = resolve(process.cwd(), '.env')): void {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const [, key, raw] = match;
    if (process.env[key] === undefined) process.env[key] = raw.replace(/^(['"])(.*)\1$/, '$2');
  }
}

const optionalText = z.string().trim().min(1).optional().catch(undefined);

/** What Express's `trust proxy` accepts: nothing, every hop, a number of hops, or the addresses of the proxies. */
export type TrustProxy = boolean | number | string[];

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, or an address with a prefix length or netmask (10.0.0.0/8, 10.0.0.0/255.0.0.0). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (the client address is the
 * socket's, the scheme is the connection's); "true" trusts every hop; a number
 * trusts that many hops; otherwise a comma list of proxy addresses, CIDR ranges
 * or loopback / linklocal / uniquelocal.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    if (raw === undefined || raw === '' || raw === 'false') return false;
    if (raw === 'true') return true;
    if (/^\d+$/.test(raw)) return Number(raw);
    const entries = raw.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, true, a number of hops, or a comma list of addresses, CIDR ranges, loopback, linklocal or uniquelocal (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** "127.0.0.1:10009" or "[::1]:10009": a loopback address (127/8, ::1) and a port, or null. */
function loopbackEntry(entry: string): LoopbackTerminal | null {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|(\d{1,3}(?:\.\d{1,3}){3})):(\d{1,5})$/.exec(entry);
  if (!m) return null;
  const address = m[1] ?? m[2];
  const port = Number(m[3]);
  if (!isIP(address) || addressKind(address) !== 'loopback' || port < 1 || port > 65535)
    return null;
  return { address, port };
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  TRUST_PROXY: trustProxy,
  APP_NAME: z.string().trim().min(1).default('Chairside'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  STORAGE_DIR: z.string().default('storage'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().positive().default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_MAILER: z.enum(['file', 'smtp']).default('file'),
  MAIL_HOST: optionalText,
  MAIL_PORT: z.coerce.number().int().positive().default(587),
  MAIL_USERNAME: optionalText,
  MAIL_PASSWORD: optionalText,
  MAIL_FROM_ADDRESS: z.email().default('no-reply@chairside.test'),
  MAIL_FROM_NAME: optionalText,
  PUSHER_APP_ID: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'must be letters, digits, - or _ (at most 64)')
    .default('chairside'),
  PUSHER_APP_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'must be letters, digits, - or _ (at most 64)')
    .default('chairside-key'),
  PUSHER_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PUSHER_HOST: z
    .string()
    .trim()
    .regex(/^[\w.-]+$/, 'must be a host name, without scheme or port')
    .optional(),
  PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUSHER_SCHEME: z.enum(['http', 'https']).optional(),
  PUSHER_CLIENT_EVENTS: z.enum(['true', 'false']).default('false'),
  PUSHER_ALLOWED_ORIGINS: optionalText,
  JOBS_POLL_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0)
    .max(3600)
    .default(30),
  SMS_DRIVER: z.enum(['log', 'twilio'], { error: 'must be log or twilio' }).default('log'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number like +15551234567')
    .optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .trim()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be MG followed by 32 hex digits')
    .optional(),
  TWILIO_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.twilio.com'),
  SMS_SEGMENT_PRICE: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,5})?$/, 'must be dollars per segment like 0.0083')
    .default('0.0083'),
  SMS_MONTHLY_QUOTA: z.coerce
    .number()
    .int('must be a whole number')
    .min(0)
    .max(10_000_000)
    .default(5000),
  TERMINAL_LOOPBACK: z
    .string()
    .trim()
    .optional()
    .transform((raw, ctx): LoopbackTerminal[] => {
      if (!raw) return [];
      const entries = raw.split(',').map((e) => e.trim());
      const parsed = entries.map(loopbackEntry);
      const bad = entries.filter((_, i) => !parsed[i]);
      if (bad.length) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a comma list of loopback addresses with their port, like 127.0.0.1:10009 or [::1]:10009 (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
        });
        return z.NEVER;
      }
      return parsed as LoopbackTerminal[];
    }),
  FAKE_TERMINAL_PORT: z
    .string()
    .trim()
    .regex(/^(off|\d{1,5})$/, 'must be off or a port number (HTTP; TCP listens on the next port)')
    .refine(
      (v) => v === 'off' || (Number(v) >= 1 && Number(v) <= 65534),
      'must be off or a port from 1 to 65534',
    )
    .optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** The public origin: every absolute URL (mail links, redirects to a full page, Ziggy) starts with it, never with the Host header. */
  appUrl: string;
  /** Express's `trust proxy`: which hops may set X-Forwarded-For / -Proto (client address and scheme). */
  trustProxy: TrustProxy;
  appName: string;
  databaseUrl?: string;
  storageDir: string;
  redisUrl?: string;
  sessionSecret: string;
  sessionLifetimeMinutes: number;
  logLevel: string;
  mail: {
    mailer: 'file' | 'smtp';
    host?: string;
    port: number;
    username?: string;
    password?: string;
    fromAddress: string;
    fromName: string;
  };
  /** Pusher Channels: the embedded socket server on APP_URL, or a hosted Pusher / Reverb / soketi when `host` is set. */
  pusher: PusherConfig;
  /** How often this process looks for due background jobs (reminders); 0: never (another process runs them). */
  jobsPollSeconds: number;
  sms: SmsConfig;
  /**
   * The fake PAX card terminal this process starts for the demo (HTTP on `httpPort`, TCP on the next
   * port, 127.0.0.1 only), or null. FAKE_TERMINAL_PORT: a port, or "off"; unset: 10009 in
   * development, off in test and production (tests start their own with startFakePax).
   */
  fakeTerminal: { httpPort: number; tcpPort: number } | null;
  /**
   * Where the demo salon's seeded terminals point: the fake terminal's ports by FAKE_TERMINAL_PORT
   * (10009 and 10010 unset or off), whether this process runs it or `npm run fake-terminal` does.
   */
  demoTerminals: { httpPort: number; tcpPort: number };
  /**
   * The loopback addresses and ports a card terminal may have (docs/security.md): TERMINAL_LOOPBACK's,
   * plus 127.0.0.1 on the fake terminal's two ports when this process starts it. Any other loopback
   * address or port is refused, where a terminal is saved and where the driver would connect.
   */
  terminalLoopback: LoopbackTerminal[];
}

/** Text messages: the log driver (files under storage/sms, offline) or Twilio's Messages API. */
export interface SmsConfig {
  driver: 'log' | 'twilio';
  twilio?: {
    accountSid: string;
    authToken: string;
    from?: string;
    messagingServiceSid?: string;
    apiBase: string;
  };
  /** The sender number when the store has none of its own (TWILIO_FROM; a reserved 555 number for the log driver). */
  defaultFrom: string;
  /** The estimate per segment, in thousandths of a cent. */
  segmentPriceMillicents: number;
  /** Marketing texts a store may send in a calendar month (its own setting overrides). */
  monthlyQuota: number;
}

export interface PusherConfig {
  appId: string;
  key: string;
  secret: string;
  /** Where browsers connect and (hosted) where events are sent: APP_URL's host, port and scheme unless PUSHER_* name another. */
  host: string;
  port: number;
  scheme: 'http' | 'https';
  /** True when PUSHER_HOST is unset: this process serves the sockets and the events API itself. */
  embedded: boolean;
  /** Whether the embedded server relays `client-*` events between members of a private or presence channel. */
  clientEvents: boolean;
  /** Origins a browser may open a socket from: APP_URL's, plus PUSHER_ALLOWED_ORIGINS. */
  allowedOrigins: string[];
}

export class ConfigError extends Error {}

/**
 * Validates the environment once at start. A bad value stops the process with
 * a message naming the variable, instead of failing later on a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const storageDir = resolve(e.STORAGE_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const sessionSecret = e.SESSION_SECRET ?? persistentSecret(storageDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    appUrl,
    trustProxy: e.TRUST_PROXY,
    appName: e.APP_NAME,
    databaseUrl: e.DATABASE_URL,
    storageDir,
    redisUrl: e.REDIS_URL,
    sessionSecret,
    sessionLifetimeMinutes: e.SESSION_LIFETIME_MINUTES,
    logLevel: e.LOG_LEVEL,
    mail: {
      mailer: e.MAIL_MAILER,
      host: e.MAIL_HOST,
      port: e.MAIL_PORT,
      username: e.MAIL_USERNAME,
      password: e.MAIL_PASSWORD,
      fromAddress: e.MAIL_FROM_ADDRESS,
      fromName: e.MAIL_FROM_NAME ?? e.APP_NAME,
    },
    pusher: pusherConfig(e, appUrl, sessionSecret),
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    sms: smsConfig(e),
    fakeTerminal: fakeTerminalConfig(e),
    demoTerminals: fakeTerminalAt(e.FAKE_TERMINAL_PORT),
    terminalLoopback: terminalLoopbackConfig(e),
  };
}

/** PAX's own ECR port: where the fake terminal answers HTTP when FAKE_TERMINAL_PORT names no other. */
const PAX_PORT = 10009;

/** The fake terminal's ports by FAKE_TERMINAL_PORT's value (already validated): its port and the next, or PAX's. */
const fakeTerminalAt = (value: string | undefined) => {
  const httpPort = value === undefined || value === 'off' ? PAX_PORT : Number(value);
  return { httpPort, tcpPort: httpPort + 1 };
};

function terminalLoopbackConfig(e: z.infer<typeof envSchema>): LoopbackTerminal[] {
  const fake = fakeTerminalConfig(e);
  return [
    ...e.TERMINAL_LOOPBACK,
    ...(fake
      ? [
          { address: '127.0.0.1', port: fake.httpPort },
          { address: '127.0.0.1', port: fake.tcpPort },
        ]
      : []),
  ];
}

function fakeTerminalConfig(e: z.infer<typeof envSchema>): Config['fakeTerminal'] {
  const raw = e.FAKE_TERMINAL_PORT ?? (e.NODE_ENV === 'development' ? String(PAX_PORT) : 'off');
  return raw === 'off' ? null : fakeTerminalAt(raw);
}

/**
 * Where the fake terminal listens by FAKE_TERMINAL_PORT alone (`npm run fake-terminal`, and the
 * demo's terminals): its port and the next, or 10009 and 10010 when it is unset or off. A bad value
 * throws a ConfigError naming the variable, as loadConfig does.
 */
export function fakeTerminalPorts(env: NodeJS.ProcessEnv = process.env): {
  httpPort: number;
  tcpPort: number;
} {
  const parsed = envSchema.shape.FAKE_TERMINAL_PORT.safeParse(env.FAKE_TERMINAL_PORT);
  if (!parsed.success)
    throw new ConfigError(
      `Invalid configuration:\n  FAKE_TERMINAL_PORT: ${parsed.error.issues[0].message}`,
    );
  return fakeTerminalAt(parsed.data);
}

/** SMS_DRIVER=twilio needs its credentials and a sender: a missing one stops the start, not the first send. */
function smsConfig(e: z.infer<typeof envSchema>): SmsConfig {
  const [whole, fraction = ''] = e.SMS_SEGMENT_PRICE.split('.');
  const segmentPriceMillicents = Number(whole) * 100_000 + Number(fraction.padEnd(5, '0'));
  const base = {
    segmentPriceMillicents,
    monthlyQuota: e.SMS_MONTHLY_QUOTA,
    defaultFrom: e.TWILIO_FROM ?? '+15555550100',
  };
  if (e.SMS_DRIVER === 'log') return { driver: 'log', ...base };
  const missing = [
    !e.TWILIO_ACCOUNT_SID && 'TWILIO_ACCOUNT_SID',
    !e.TWILIO_AUTH_TOKEN && 'TWILIO_AUTH_TOKEN',
    !e.TWILIO_FROM &&
      !e.TWILIO_MESSAGING_SERVICE_SID &&
      'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
  ].filter(Boolean);
  if (missing.length)
    throw new ConfigError(
      `Invalid configuration:\n  SMS_DRIVER=twilio needs ${missing.join(', ')}`,
    );
  return {
    driver: 'twilio',
    ...base,
    twilio: {
      accountSid: e.TWILIO_ACCOUNT_SID!,
      authToken: e.TWILIO_AUTH_TOKEN!,
      from: e.TWILIO_FROM,
      messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
      apiBase: e.TWILIO_API_BASE.replace(/\/$/, ''),
    },
  };
}

/**
 * Embedded by default: browsers connect to APP_URL itself (443 over TLS for
 * an https:// APP_URL). The secret, unless given, is derived from the session
 * secret: stable across restarts and processes, never a guessable default.
 */
function pusherConfig(
  e: z.infer<typeof envSchema>,
  appUrl: string,
  sessionSecret: string,
): PusherConfig {
  const app = new URL(appUrl);
  const scheme =
    e.PUSHER_SCHEME ?? (e.PUSHER_HOST ? 'https' : (app.protocol.slice(0, -1) as 'http' | 'https'));
  const defaultPort = scheme === 'https' ? 443 : 80;
  return {
    appId: e.PUSHER_APP_ID,
    key: e.PUSHER_APP_KEY,
    secret:
      e.PUSHER_APP_SECRET ??
      createHmac('sha256', sessionSecret).update('pusher-app-secret').digest('base64url'),
    host: e.PUSHER_HOST ?? app.hostname,
    port: e.PUSHER_PORT ?? (e.PUSHER_HOST ? defaultPort : Number(app.port) || defaultPort),
    scheme,
    embedded: !e.PUSHER_HOST,
    clientEvents: e.PUSHER_CLIENT_EVENTS === 'true',
    allowedOrigins: [
      app.origin,
      ...(e.PUSHER_ALLOWED_ORIGINS?.split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean) ?? []),
    ],
  };
}

/** A laptop install needs no setup: the secret is generated once and kept under storage/. */
function persistentSecret(storageDir: string): string {
  const file = resolve(storageDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(storageDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
