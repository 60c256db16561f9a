/**
 * The store's time clock settings, shared by the schema (default and check),
 * the server's rule and the Clock In/Out page's form.
 */

/** The longest shift an offline clock event may make without a manager, in whole hours. */
export const SHIFT_LIMIT_HOURS = { default: 16, min: 1, max: 24 } as const;
