/**
 * Whether an error from node-postgres or PGlite, possibly wrapped by Drizzle in `cause`, carries
 * a Postgres error code.
 */
export function hasPgCode(err: unknown, code: string): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === code) return true;
  return false;
}

/**
 * Runs a transaction, and again when PostgreSQL ended it as a deadlock (40P01), up to `tries`
 * times: the rows it waited on are then committed or gone, and the run sees which. Only for a
 * transaction whose effects outside the database wait for its commit (afterCommit).
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= tries || !hasPgCode(err, '40P01')) throw err;
    }
  }
}

/**
 * The unique index a write broke (Postgres 23505, from node-postgres or
 * PGlite, possibly wrapped by Drizzle in `cause`): its name, '' when the
 * driver did not say, or null when the error is something else.
 */
export function uniqueViolation(err: unknown): string | null {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}

/**
 * Runs a write that a unique index may refuse: the race a pre-check cannot
 * close, or the index as the only check. When the write breaks an index named
 * in `refusals`, what that entry makes is thrown instead (the message the form
 * shows); a driver that names no index can only mean the one index listed.
 * Every other error goes through as it was.
 */
export async function onUniqueViolation<T>(
  write: () => Promise<T>,
  refusals: Record<string, () => Error>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const index = uniqueViolation(err);
    const names = Object.keys(refusals);
    const refusal =
      index === null
        ? undefined
        : index === '' && names.length === 1
          ? refusals[names[0]]
          : refusals[index];
    throw refusal ? refusal() : err;
  }
}
