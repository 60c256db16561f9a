import type { Db } from '../../../database/client';
import { getInvoiceReceipt } from '../../../database/queries/invoices';
import { getReceiptSettings } from '../../../database/queries/pos';
import type { Mailer } from '../../services/mail';
import { translator } from '../../services/i18n';
import { storeLocale } from '../../services/messageLocale';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n';
import { receiptPoints } from '../loyalty/receiptPoints';
import { buildReceipt, receiptText } from './receipt';
import { clock } from '../../../common/clock';

/** The job that emails a paid ticket's receipt after it commits (Settings → Notification: receipts by email). */
export const RECEIPT_MAIL_JOB = 'receipt.email';

/** A ticket's receipt as it prints, with the points she earned on it; null for a saved ticket or another store's. */
export async function loadReceipt(db: Db, storeId: number, invoiceId: number, now = clock.now()) {
  const invoice = await getInvoiceReceipt(db, storeId, invoiceId);
  if (!invoice) return null;
  return buildReceipt(
    invoice,
    await getReceiptSettings(db, storeId),
    await receiptPoints(db, storeId, invoice, now),
  );
}

export const receiptSubject = (
  r: { store: { name: string }; number: string },
  locale: Locale = DEFAULT_LOCALE,
) => translator(locale)('mail.receipt.subject', { store: r.store.name, number: r.number });

/**
 * Emails the receipt to the ticket's customer. Nothing goes for a ticket
 * voided before the job ran (she would get a receipt for a sale that did not
 * happen) or a customer without an address; answers whom it went to.
 */
export async function mailReceipt(
  db: Db,
  mailer: Mailer,
  storeId: number,
  invoiceId: number,
): Promise<string | null> {
  const r = await loadReceipt(db, storeId, invoiceId);
  const to = r?.customer?.email;
  if (!r || !to || r.status !== 'paid') return null;
  // A customer reads the store's language.
  const locale = await storeLocale(db, storeId);
  await mailer.send({ to, subject: receiptSubject(r, locale), text: receiptText(r, locale) });
  return to;
}
