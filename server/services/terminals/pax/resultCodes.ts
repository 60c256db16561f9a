/**
 * The terminal's ResultCode in one sentence a clerk can act on. Codes from the public SDKs
 * (docs/integrations.md §1); 100003 and 100011 are seen in one source only.
 */
export const RESULT_MESSAGES: Record<string, string> = {
  '000000': 'Approved.',
  '000100': 'The card was declined. Ask for another card or another way to pay.',
  '100001': 'The terminal timed out waiting for the card. Try again.',
  '100002': 'Cancelled on the terminal. Nothing was charged.',
  '100003': 'The card has expired. Ask for another card.',
  '100011':
    'The terminal refused this as a duplicate of a payment it already took. Look the payment up before charging again.',
  '100021': 'That payment was already voided on the terminal.',
};

export const APPROVED = '000000';

/** The clerk's sentence for a result; an unknown code is shown as the terminal gave it. */
export function resultMessage(code: string, text: string): string {
  return RESULT_MESSAGES[code] ?? `The terminal answered ${code} ${text}.`.replace(/\s+\./, '.');
}
