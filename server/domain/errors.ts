import { say, type Said } from '../../common/said';
/**
 * A business rule said no. `field` names the input it belongs to, so the
 * HTTP layer can show the message next to that field (or as a flash when null).
 * The message is a sentence by key (common/said.ts), spoken where it reaches its reader.
 */
export class DomainError extends Error {
  declare readonly message: Said;
  constructor(
    message: Said,
    readonly field: string | null = null,
    readonly status = 422,
  ) {
    super(message);
  }
}

/** Several rules said no at once, one message per field, so a form shows every error in one pass. */
export class FieldErrors extends DomainError {
  constructor(readonly errors: Record<string, string>) {
    super(
      (Object.values(errors)[0] as Said | undefined) ??
        say('validation.tickets.theGivenDataWasInvalid'),
      Object.keys(errors)[0] ?? null,
    );
  }
}
