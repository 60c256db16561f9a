/**
 * The unique index a write broke (Postgres 23505, from node-postgres or
 * PGlite, possibly wrapped by Drizzle in `cause`): its name, '' when the
 * driver did not say, or null when the error is something else.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}
