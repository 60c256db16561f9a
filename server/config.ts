import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  APP_NAME: z.string().trim().min(1).default('Chairside'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  STORAGE_DIR: z.string().default('storage'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
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
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appName: e.APP_NAME,
    databaseUrl: e.DATABASE_URL,
    storageDir,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET ?? persistentSecret(storageDir),
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
