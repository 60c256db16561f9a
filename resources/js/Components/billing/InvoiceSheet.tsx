import { Link } from '@inertiajs/react';
import { useStoreFormat } from '@/lib/localeFormat';
import type {
  InvoiceLine,
  InvoiceSheet as Sheet,
  Seller,
} from '@common/pages/Admin/UserInvoices/Show';
import type { DayPeriod } from '@common/pages/propShapes';
import { useT } from '@/lib/i18n';
import type { PlanFeature, SubscriptionStatus } from '@common/billing';

const STAMP: Record<string, string> = {
  draft: 'billing.stamp.draft',
  open: 'billing.stamp.open',
  paid: 'billing.stamp.paid',
  void: 'billing.stamp.void',
  uncollectible: 'billing.stamp.uncollectible',
};
const STAMP_TONE: Record<string, string> = {
  paid: 'border-primary-600 text-primary-700',
  void: 'border-gray-500 text-gray-600',
  uncollectible: 'border-danger-600 text-danger-700',
  open: 'border-gray-400 text-gray-600',
  draft: 'border-gray-400 text-gray-500',
};

/** A subscription invoice's status, by value. */
export const INVOICE_STATUS: Record<string, string> = {
  draft: 'billing.status.draft',
  open: 'billing.status.open',
  paid: 'billing.status.paid',
  void: 'billing.status.void',
  uncollectible: 'billing.status.uncollectible',
};
/** A subscription's status, by its code. */
export const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, string> = {
  trialing: 'billing.subscription.trialing',
  active: 'billing.subscription.active',
  past_due: 'billing.subscription.past_due',
  canceled: 'billing.subscription.canceled',
  unpaid: 'billing.subscription.unpaid',
  paused: 'billing.subscription.paused',
};
/** A plan change's two lines: the old plan's unused days, the new plan's remaining ones. */
const PRORATION: Record<'unused' | 'remaining', string> = {
  unused: 'billing.line.unused',
  remaining: 'billing.line.remaining',
};
/** A plan feature, by its code. */
export const FEATURES: Record<PlanFeature, string> = {
  appointments: 'billing.feature.appointments',
  sms_marketing: 'billing.feature.sms_marketing',
  rewards: 'billing.feature.rewards',
  reviews: 'billing.feature.reviews',
  payroll: 'billing.feature.payroll',
  card_terminals: 'billing.feature.card_terminals',
};
// Print only the invoice sheet, on A4 or Letter alike (the printer's paper; margins fit both). CSS, no words:
// i18n-ignore-next-line
export const PRINT_CSS = `@page { margin: 14mm; }
@media print { html, body { background: #fff !important; } aside, nav { display: none !important; } body * { visibility: hidden !important; } [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none !important; border: 0 !important; } }`;

/**
 * The billing screens' values written in the page's language: the server sends store days as
 * YYYY-MM-DD, a period as its first and last day, a plan's price as cents and its interval, money
 * in cents and instants as ISO strings (docs/features/languages-and-offline.md "Values on the
 * wire, formats on the page"). `day` writes a store day (MM-DD-YYYY in every language), `period`
 * a period ("{start} to {end}"), `planPrice` a plan's price ("$29.00 / month").
 */
export function useBillingText() {
  const { t } = useT();
  const format = useStoreFormat();
  const money = format.money;
  const day = (ymd: string | null) => format.date(ymd);
  const period = (p: DayPeriod) =>
    t('billing.period', { start: format.date(p.start), end: format.date(p.end) });
  /** A plan's price and interval: "$29.00 / month". */
  const planPrice = (p: { price_cents: number; interval: string }) =>
    t('billing.price', { price: money(p.price_cents), interval: p.interval });
  /** A line from its values (plan, texts beyond the allowance, proration); one typed by the super admin as typed. */
  const line = (l: InvoiceLine) => {
    // Typed by the super admin (a credit, a correction): data, shown as typed.
    if ('text' in l) return l.text;
    switch (l.kind) {
      case 'subscription':
        return t('billing.line.plan', { plan: l.plan, interval: l.interval });
      case 'sms_overage':
        return t('billing.line.sms', {
          allowance: format.number(l.allowance),
          start: format.date(l.period?.start),
          end: format.date(l.period?.end),
        });
      case 'proration':
        return t(PRORATION[l.change], {
          plan: l.plan,
          remaining: l.remaining_days,
          days: l.period_days,
        });
    }
  };
  return { t, format, money, day, period, planPrice, line };
}

const MARK = '\u0000';

/** The voided invoice's "Replaced by …" and the reissue's "Reissue of …" notes, each linking to the other invoice (`href` of its id). */
export function InvoiceLinks({
  invoice: i,
  href,
}: {
  invoice: Sheet;
  href: (id: number) => string;
}) {
  const { t } = useT();
  const link = (to: { id: number; number: string | null }) => (
    <Link className="font-semibold text-primary-700 underline" href={href(to.id)}>
      {to.number}
    </Link>
  );
  const replaced = i.replaced_by
    ? t(i.void_reason ? 'billing.replacedByReason' : 'billing.replacedBy', {
        reason: i.void_reason,
        number: MARK,
      }).split(MARK)
    : null;
  const replaces = i.replaces ? t('billing.reissueOf', { number: MARK }).split(MARK) : null;
  return (
    <>
      {i.replaced_by && replaced && (
        <p
          className="mb-3 break-words rounded-lg bg-gray-100 p-3 text-sm text-gray-800 print:hidden"
          data-test="replaced-by"
        >
          {replaced[0]}
          {link(i.replaced_by)}
          {replaced[1]}
        </p>
      )}
      {i.replaces && replaces && (
        <p className="mb-3 break-words rounded-lg bg-gray-100 p-3 text-sm text-gray-800 print:hidden">
          {replaces[0]}
          {link(i.replaces)}
          {replaces[1]}
        </p>
      )}
    </>
  );
}

/** The printable sheet of one subscription invoice (the super admin's Invoice page and the owner's Billing page): seller, bill-to snapshot, lines, totals, status stamp. */
export default function InvoiceSheet({ invoice: i, seller }: { invoice: Sheet; seller: Seller }) {
  const { t, format, money, day, period, line } = useBillingText();
  return (
    <article
      data-print-area
      data-test="invoice-sheet"
      className="relative mx-auto max-w-3xl overflow-hidden rounded-xl bg-white p-6 text-gray-900 shadow-sm ring-1 ring-gray-200 sm:p-10"
    >
      <div
        className={`absolute right-4 top-6 rotate-12 rounded-md border-4 px-3 py-1 text-xl font-black tracking-widest sm:right-10 sm:text-2xl ${STAMP_TONE[i.status] ?? ''}`}
        data-test="invoice-stamp"
      >
        {STAMP[i.status] ? t(STAMP[i.status]) : i.status}
      </div>
      <header className="flex flex-wrap justify-between gap-6 pr-28">
        <div>
          <p className="text-2xl font-bold">{seller.name}</p>
          <p className="mt-1 max-w-xs text-sm text-gray-600">{seller.address}</p>
          <p className="text-sm text-gray-600">{seller.email}</p>
        </div>
      </header>
      <section className="mt-8 grid gap-6 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">
            {t('billing.sheet.billTo')}
          </p>
          <p className="mt-1 font-semibold">{i.bill_to.name}</p>
          {i.bill_to.address && <p className="text-sm text-gray-700">{i.bill_to.address}</p>}
          {i.bill_to.email && <p className="text-sm text-gray-700">{i.bill_to.email}</p>}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:justify-self-end">
          <dt className="text-gray-500">{t('billing.invoice')}</dt>
          <dd className="font-semibold" data-test="invoice-number">
            {i.number ?? t('billing.draft')}
          </dd>
          <dt className="text-gray-500">{t('billing.sheet.issued')}</dt>
          <dd>{i.issued_on ? day(i.issued_on) : '—'}</dd>
          <dt className="text-gray-500">{t('billing.due')}</dt>
          <dd className={i.overdue ? 'font-semibold text-danger-700' : ''}>
            {i.overdue ? t('billing.sheet.dueOverdue', { date: day(i.due_on) }) : day(i.due_on)}
          </dd>
          <dt className="text-gray-500">{t('billing.periodLabel')}</dt>
          <dd>{period(i.period)}</dd>
        </dl>
      </section>
      <div className="mt-8 overflow-x-auto">
        <table className="w-full text-sm" data-test="invoice-lines">
          <thead>
            <tr className="border-b-2 border-gray-300 text-left text-xs uppercase tracking-wide text-gray-500">
              <th className="py-2 pr-3">{t('ui.description')}</th>
              <th className="py-2 pr-3 text-right">{t('billing.sheet.qty')}</th>
              <th className="py-2 pr-3 text-right">{t('billing.sheet.unit')}</th>
              <th className="py-2 text-right">{t('ui.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {i.lines.map((l) => (
              <tr key={l.id} className="border-b border-gray-100 align-top">
                <td className="py-2 pr-3">
                  {line(l)}
                  {l.period && (
                    <span className="block text-xs text-gray-500">{period(l.period)}</span>
                  )}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{format.number(l.quantity)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{money(l.unit_cents)}</td>
                <td className="py-2 text-right tabular-nums">{money(l.amount_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl
        className="ml-auto mt-4 grid max-w-xs grid-cols-2 gap-x-3 gap-y-1 text-sm"
        data-test="invoice-totals"
      >
        <dt className="text-gray-600">{t('ui.subtotal')}</dt>
        <dd className="text-right tabular-nums">{money(i.subtotal_cents)}</dd>
        <dt className="font-semibold">{t('ui.total')}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(i.total_cents)}</dd>
        <dt className="text-gray-600">{t('ui.paid')}</dt>
        <dd className="text-right tabular-nums">{money(i.paid_cents)}</dd>
        <dt className="border-t border-gray-300 pt-1 font-bold">{t('billing.sheet.balanceDue')}</dt>
        <dd
          className="border-t border-gray-300 pt-1 text-right font-bold tabular-nums"
          data-test="invoice-balance"
        >
          {money(i.balance_cents)}
        </dd>
      </dl>
      {i.payments.length > 0 && (
        <section className="mt-6 text-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">
            {t('billing.sheet.payments')}
          </p>
          <ul className="mt-1">
            {i.payments.map((p) => (
              <li key={p.id}>
                {t('billing.sheet.payment', {
                  date: day(p.received_on),
                  amount: money(p.amount_cents),
                  method: p.method,
                  reference: p.reference,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-8 text-sm text-gray-600">{t('billing.sheet.howToPay')}</p>
    </article>
  );
}
