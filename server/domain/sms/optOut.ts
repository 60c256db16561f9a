import type { Db } from '../../../database/client';
import { addOptOut, customersWithPhone, removeOptOut } from '../../../database/queries/sms';
import { e164ToLocal } from '../../../common/sms';
import { recordSmsConsent } from '../customers/consent';
import { clock } from '../../../common/clock';

/**
 * A number said STOP (a keyword, or Twilio's 21610 telling us first): it goes
 * on the store's opt-out list, so nothing more is sent to it, and every
 * customer of the store with that phone loses marketing consent, each with
 * a withdrawal event (source 'sms_keyword').
 */
export async function optOutNumber(
  tx: Db,
  storeId: number,
  phone: string,
  keyword: string,
  at = clock.now(),
) {
  await addOptOut(tx, storeId, phone, keyword);
  const local = e164ToLocal(phone);
  const people = local ? await customersWithPhone(tx, storeId, local) : [];
  for (const c of people)
    await recordSmsConsent(tx, {
      storeId,
      customerId: c.id,
      granted: false,
      source: 'sms_keyword',
      consentText: '',
      actor: null,
      at,
    });
  return people.length;
}

/**
 * START / UNSTOP / YES from a number on the opt-out list: Twilio
 * re-subscribes it, and so do we: the list entry goes and each customer with
 * that phone is granted marketing consent again, with a fresh event whose
 * "words shown" are what she texted. From a number that never opted out
 * nothing changes: a "yes" to some other question is not written consent
 * to marketing.
 */
export async function optInNumber(
  tx: Db,
  storeId: number,
  phone: string,
  sentText: string,
  wasOptedOut: boolean,
  at = clock.now(),
) {
  if (!wasOptedOut) return 0;
  await removeOptOut(tx, storeId, phone);
  const local = e164ToLocal(phone);
  const people = local ? await customersWithPhone(tx, storeId, local) : [];
  const consentText = `Texted "${sentText.trim().slice(0, 160)}" to opt back in to this salon's texts.`;
  for (const c of people)
    await recordSmsConsent(tx, {
      storeId,
      customerId: c.id,
      granted: true,
      source: 'sms_keyword',
      consentText,
      actor: null,
      at,
    });
  return people.length;
}
