import type { Translate } from '@common/i18n';
import { TENDER_KEYS } from '@/Components/pos/words';

/** What the invoice edit page's forms share: the tenders a correction may choose, the panel around each form. */
export const CORRECTABLE: { value: 'cash' | 'credit_card' | 'check'; key: string }[] = [
  { value: 'cash', key: TENDER_KEYS.cash },
  { value: 'credit_card', key: TENDER_KEYS.credit_card },
  { value: 'check', key: TENDER_KEYS.check },
];

export const panel = 'space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** A ticket's status as the server names it (server/domain/tickets/invoiceList.ts invoiceStatusLabel), by its English. */
const STATUS_KEYS: Record<string, string> = {
  Paid: 'ui.paid',
  Voided: 'ui.voided',
  Refunded: 'ui.refunded',
  'Partly refunded': 'invoices.status.partlyRefunded',
};

/** The status label in the page's language; a label it does not know as the server sent it. */
export const statusLabel = (t: Translate, english: string): string =>
  STATUS_KEYS[english] ? t(STATUS_KEYS[english]) : english;
