/**
 * A business rule said no. `field` names the input it belongs to, so the
 * HTTP layer can show the message next to that field (or as a flash when null).
 */
export class DomainError extends Error {
  constructor(message: string, readonly field: string | null = null, readonly status = 422) {
    super(message);
  }
}
