import type { Db } from '../../../database/client';
import {
  getConsentText,
  insertConsentEvent,
  lockCustomerConsent,
  setCustomerConsent,
  type ConsentSource,
} from '../../../database/queries/customerConsent';
import type { Actor } from '../access/permissions';
import { checkInSettings } from '../../../database/schema';
import { DEFAULT_CONSENT_TEXT } from '../../../database/queries/customerConsent';
import { translator } from '../../services/i18n';
import type { Locale } from '../../../common/i18n';
import { clock } from '../../../common/clock';

export {
  getConsentText,
  DEFAULT_CONSENT_TEXT,
  type ConsentSource,
} from '../../../database/queries/customerConsent';

/**
 * The consent words as a customer reads them: the product's default
 * wording in her language, a store's own wording as the store wrote it. The
 * words recorded with her consent are these, the ones she was shown.
 */
export const consentTextIn = (text: string, locale: Locale): string =>
  text === DEFAULT_CONSENT_TEXT ? translator(locale)('customer.consentDefault') : text;

/** The kiosk's greeting, the same way: the default in her language, a store's own as written. */
export const welcomeTextIn = (text: string, locale: Locale): string =>
  text === DEFAULT_WELCOME_TEXT ? translator(locale)('customer.welcomeDefault') : text;
const DEFAULT_WELCOME_TEXT = checkInSettings.welcomeText.default as string;

export interface RecordSmsConsent {
  storeId: number;
  customerId: number;
  /** true: she ticked the box (or the file says so); false: she withdrew. */
  granted: boolean;
  source: ConsentSource;
  /** The exact words she saw. Required to grant; ignored for a withdrawal. */
  consentText: string;
  /** The signed-in account or employee who recorded it; null when the customer did it herself (kiosk, booking). */
  actor: Actor | null;
  /** When it happened; now by default (the demo seeder back-dates). */
  at?: Date;
}

export type ConsentOutcome = 'granted' | 'withdrawn' | 'unchanged';

/**
 * Records a grant or withdrawal of SMS marketing consent (docs/domain.md §3.8):
 * the customer's current columns and an append-only event, together. Call it
 * inside the caller's transaction (`tx`) so the customer row and the proof
 * commit or roll back as one.
 *
 * Idempotent, so a double submit logs one event: granting again with the same
 * words, or withdrawing when there is nothing to withdraw, changes nothing.
 * Granting with different words (the store changed its text) is a new grant.
 * Returns null when the store has no such customer.
 */
export async function recordSmsConsent(
  tx: Db,
  input: RecordSmsConsent,
): Promise<ConsentOutcome | null> {
  const { storeId, customerId, granted, source, actor } = input;
  const current = await lockCustomerConsent(tx, storeId, customerId);
  if (!current) return null;
  const at = input.at ?? clock.now();
  const by = {
    byUserId: actor?.kind === 'user' ? actor.id : null,
    byEmployeeId: actor?.kind === 'employee' ? actor.id : null,
    byName: actor?.name ?? 'Customer',
  };
  if (granted) {
    const text = input.consentText.trim();
    if (!text) throw new Error('recordSmsConsent: a grant needs the consent text the customer saw');
    if (current.at && current.text === text) return 'unchanged';
    await setCustomerConsent(tx, storeId, customerId, { at, source, text });
    await insertConsentEvent(tx, {
      storeId,
      customerId,
      granted: true,
      source,
      consentText: text,
      createdAt: at,
      ...by,
    });
    return 'granted';
  }
  if (!current.at) return 'unchanged';
  await setCustomerConsent(tx, storeId, customerId, { at: null, source: null, text: null });
  await insertConsentEvent(tx, {
    storeId,
    customerId,
    granted: false,
    source,
    consentText: '',
    createdAt: at,
    ...by,
  });
  return 'withdrawn';
}

/** Grants with the store's current consent text (what the kiosk and the front desk show). */
export async function recordSmsConsentWithStoreText(
  tx: Db,
  input: Omit<RecordSmsConsent, 'consentText'>,
): Promise<ConsentOutcome | null> {
  const consentText = input.granted ? await getConsentText(tx, input.storeId) : '';
  return recordSmsConsent(tx, { ...input, consentText });
}

/**
 * What an imported grant records as "the words shown": the import cannot
 * know what the customer read elsewhere, so the log says where the consent
 * came from instead of pretending to hold her words.
 */
export const importedConsentText = (fileName: string) =>
  `Consent recorded as given in the imported file "${fileName}"; the wording the customer agreed to is not in the file.`;
