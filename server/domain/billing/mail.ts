import type { Db } from '../../../database/client';
import { getBillingInvoice, getStoreForBilling, listBillingLines, updateBillingInvoice } from '../../../database/queries/billing';
import { formatCurrency } from '../../../common/money';
import type { Mailer } from '../../services/mail';
import { dunningDates } from './dunning';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The invoice to the owner's address of its bill-to snapshot: on issue, and
 * on each dunning retry day as a reminder with what happens next and when
 * (days in the store's zone). A void invoice is not mailed.
 */
export async function mailBillingInvoice(db: Db, mailer: Mailer, storeId: number, invoiceId: number, reason: string, appName: string) {
  const invoice = await getBillingInvoice(db, invoiceId);
  if (!invoice || invoice.storeId !== storeId || !invoice.billingEmail || invoice.status === 'void' || invoice.status === 'draft') return;
  if (reason !== 'issued' && invoice.status !== 'open') return;
  const [lines, store] = await Promise.all([listBillingLines(db, invoice.id), getStoreForBilling(db, storeId)]);
  const left = invoice.totalCents - invoice.paidCents;
  const head = reason === 'issued' ? `Invoice ${invoice.number} for ${invoice.periodStart} to ${invoice.periodEnd}` : `Reminder: invoice ${invoice.number} is overdue`;
  const d = dunningDates(invoice.dueOn);
  const next = reason === 'issued' ? `Due on ${invoice.dueOn}.` : `It was due on ${invoice.dueOn}. The account becomes read-only on ${d.readOnlyOn} and is disabled on ${d.disabledOn} unless it is paid.`;
  const rows = lines.map((l) => `${l.description}: ${l.quantity} × ${formatCurrency(l.unitCents)} = ${formatCurrency(l.amountCents)}`);
  const text = [`${head} (${store?.name ?? invoice.billingName})`, '', ...rows, '', `Total: ${formatCurrency(invoice.totalCents)}`, `Left to pay: ${formatCurrency(left)}`, next, '', 'Pay by check or bank transfer, quoting the invoice number.', `— ${appName}`].join('\n');
  const html = `<h1>${escapeHtml(head)}</h1><p>${escapeHtml(invoice.billingName)}</p><table>${lines
    .map((l) => `<tr><td>${escapeHtml(l.description)}</td><td>${l.quantity}</td><td>${escapeHtml(formatCurrency(l.amountCents))}</td></tr>`)
    .join('')}</table><p><strong>Total: ${escapeHtml(formatCurrency(invoice.totalCents))}</strong><br>Left to pay: ${escapeHtml(formatCurrency(left))}</p><p>${escapeHtml(next)}</p><p>Pay by check or bank transfer, quoting the invoice number.</p>`;
  await mailer.send({ to: invoice.billingEmail, subject: `${appName}: ${head}`, text, html });
  await updateBillingInvoice(db, storeId, invoice.id, { emailedAt: new Date() });
}
