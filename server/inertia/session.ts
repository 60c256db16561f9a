import 'express-session';

export type ErrorBags = Record<string, Record<string, string>>;

/**
 * What a page shows once besides its messages, by name (a controller adds its
 * own by declaration merging): consumed with the flash by the next page
 * rendered, whichever it is, and never translated.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FlashData {}

declare module 'express-session' {
  interface SessionData {
    /** Who is signed in: an account (users) or a staff member through employee login. */
    auth?: { kind: 'user' | 'employee'; id: number; storeId?: number };
    /** One-request data, consumed by the next rendered page. */
    flash?: { success?: string; error?: string } & FlashData;
    errors?: ErrorBags;
    /** Set by password confirmation; sensitive actions ask again after a while (server/http/passwordConfirmation.ts). */
    passwordConfirmedAt?: number;
    /** An employee who just passed Confirm Account; clock calls accept only this one, briefly. */
    confirmedEmployee?: { id: number; at: number };
  }
}
