import type { Db } from '../../../database/client';
import {
  getBillingInvoice,
  getStoreForBilling,
  getStoreOwner,
  listBillingLines,
  updateBillingInvoice,
} from '../../../database/queries/billing';
import { DEFAULT_LOCALE } from '../../../common/i18n';
import { formattersFor } from '../../../common/intlFormats';
import { translator } from '../../services/i18n';
import { accountLocale, shortDate } from '../../services/messageLocale';
import type { Mailer } from '../../services/mail';
import { dunningDates } from './dunning';
import { clock } from '../../../common/clock';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The invoice to the owner's address of its bill-to snapshot: on issue, and
 * on each dunning retry day as a reminder with what happens next and when
 * (days in the store's zone). A void invoice is not mailed.
 */
export async function mailBillingInvoice(
  db: Db,
  mailer: Mailer,
  storeId: number,
  invoiceId: number,
  reason: string,
  appName: string,
) {
  const invoice = await getBillingInvoice(db, invoiceId);
  if (
    !invoice ||
    invoice.storeId !== storeId ||
    !invoice.billingEmail ||
    invoice.status === 'void' ||
    invoice.status === 'draft'
  )
    return;
  if (reason !== 'issued' && invoice.status !== 'open') return;
  const [lines, store] = await Promise.all([
    listBillingLines(db, invoice.id),
    getStoreForBilling(db, storeId),
  ]);
  const left = invoice.totalCents - invoice.paidCents;
  // To the store's owner, in the owner account's language (English dates and money stay as they were).
  const owner = await getStoreOwner(db, storeId);
  const locale = owner ? await accountLocale(db, { kind: 'user', id: owner.id }) : DEFAULT_LOCALE;
  const t = translator(locale);
  const money = formattersFor(locale).money;
  const day = (ymd: string) => (locale === DEFAULT_LOCALE ? ymd : shortDate(ymd, locale));
  const head =
    reason === 'issued'
      ? t('mail.billing.issued', {
          number: invoice.number,
          start: day(invoice.periodStart),
          end: day(invoice.periodEnd),
        })
      : t('mail.billing.reminder', { number: invoice.number });
  const d = dunningDates(invoice.dueOn);
  const next =
    reason === 'issued'
      ? t('mail.billing.due', { date: day(invoice.dueOn) })
      : t('mail.billing.overdue', {
          due: day(invoice.dueOn),
          readOnly: day(d.readOnlyOn),
          disabled: day(d.disabledOn),
        });
  const rows = lines.map(
    (l) => `${l.description}: ${l.quantity} × ${money(l.unitCents)} = ${money(l.amountCents)}`,
  );
  const total = t('mail.billing.total', { amount: money(invoice.totalCents) });
  const leftToPay = t('mail.billing.left', { amount: money(left) });
  const pay = t('mail.billing.pay');
  const text = [
    `${head} (${store?.name ?? invoice.billingName})`,
    '',
    ...rows,
    '',
    total,
    leftToPay,
    next,
    '',
    pay,
    `— ${appName}`,
  ].join('\n');
  const html = `<h1>${escapeHtml(head)}</h1><p>${escapeHtml(invoice.billingName)}</p><table>${lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.description)}</td><td>${l.quantity}</td><td>${escapeHtml(money(l.amountCents))}</td></tr>`,
    )
    .join(
      '',
    )}</table><p><strong>${escapeHtml(total)}</strong><br>${escapeHtml(leftToPay)}</p><p>${escapeHtml(next)}</p><p>${escapeHtml(pay)}</p>`;
  await mailer.send({ to: invoice.billingEmail, subject: `${appName}: ${head}`, text, html });
  await updateBillingInvoice(db, storeId, invoice.id, { emailedAt: clock.now() });
}
