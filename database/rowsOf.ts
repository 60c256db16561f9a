/** The rows of a raw `db.execute` result: node-postgres answers `{ rows }`, some drivers the array itself. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
