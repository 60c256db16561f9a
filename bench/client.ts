// Shared by the bench scenarios: a keep-alive HTTP client for loopback, a
// cookie jar, signing in the way a browser does, the app's child process,
// percentiles, and a throwaway PostgreSQL database per run.
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';

export type Res = { status: number; headers: http.IncomingHttpHeaders; body: string };

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Res> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (data += c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const cookieHeader = (res: Res, jar: Map<string, string>) => {
  for (const c of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};

/** A signed-in browser: its cookies, its XSRF token and the Inertia headers of a visit. */
export interface Session {
  jar: Map<string, string>;
  cookie: string;
  xsrf: string;
  version: string;
  /** Headers of an Inertia visit (GET). */
  visit: Record<string, string>;
  /** Headers of an Inertia form post (JSON body, CSRF). */
  post: Record<string, string>;
}

/** Signs in as the owner the way a browser does: XSRF cookie first, then the form; a first visit learns the asset version. */
export async function signIn(
  port: number,
  email = 'owner@example.com',
  password = 'password',
): Promise<Session> {
  const jar = new Map<string, string>();
  let cookie = cookieHeader(await call(port, 'GET', '/login'), jar);
  let xsrf = decodeURIComponent(jar.get('XSRF-TOKEN')!);
  const login = await call(
    port,
    'POST',
    '/login',
    {
      Cookie: cookie,
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': xsrf,
      'X-Inertia': 'true',
    },
    JSON.stringify({ email, password }),
  );
  if (login.status !== 302 && login.status !== 303)
    throw new Error(`sign-in failed: ${login.status}`);
  cookie = cookieHeader(login, jar);
  xsrf = decodeURIComponent(jar.get('XSRF-TOKEN')!);
  // A visit without a version is told the current one by the 409.
  const first = await call(port, 'GET', '/dashboard', { Cookie: cookie, 'X-Inertia': 'true' });
  cookie = cookieHeader(first, jar);
  const version = String(first.headers['x-inertia-version']);
  const visit = {
    Cookie: cookie,
    'X-Inertia': 'true',
    'X-Inertia-Version': version,
    'X-Requested-With': 'XMLHttpRequest',
  };
  return {
    jar,
    cookie,
    xsrf,
    version,
    visit,
    post: { ...visit, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
  };
}

export interface Servers {
  child: ChildProcess;
  app: number;
  floor: number;
  driver: string;
  redis: boolean;
}

/** The real app (and a bare Express floor) in a child process, on the database DATABASE_URL names (PGlite when it names none). */
export async function startServers(
  env: Record<string, string | undefined> = process.env,
): Promise<Servers> {
  const child = fork(new URL('./servers.ts', import.meta.url).pathname, [], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
    ],
    stdio: 'inherit',
    env: env as NodeJS.ProcessEnv,
  });
  const ready = await new Promise<Omit<Servers, 'child'>>((resolve, reject) => {
    child.once('message', (m) => resolve(m as never));
    child.once('exit', (code) =>
      reject(new Error(`bench server exited (${code}) before it was ready`)),
    );
  });
  return { child, ...ready };
}

/** Ends the child and waits for it to close its database. */
export async function stopServers(s: Servers): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.disconnect();
  await exited;
}

export interface ServerStats {
  cpuMicros: number;
  queries: number;
}

export function serverStats(child: ChildProcess): Promise<ServerStats> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as ServerStats));
    child.send({ cmd: 'stats' });
  });
}

/** The p-th percentile of sorted numbers (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
export const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');

/** Where the PostgreSQL scenarios make their own database: BENCH_PG_URL, by default the local trust-auth server. */
export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A database of the run's own on the PostgreSQL server of PG_ADMIN_URL,
 * dropped again by `drop` (even with connections still open). Null, with the
 * reason, when no server answers there.
 */
export async function createBenchDatabase(
  tag: string,
): Promise<{ url: string; drop: () => Promise<void> } | { error: string }> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return {
      error: `no PostgreSQL at ${PG_ADMIN_URL.replace(/\/\/[^@]*@/, '//')}: ${(err as Error).message}`,
    };
  }
  const name = `chairside_bench_${tag}_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
