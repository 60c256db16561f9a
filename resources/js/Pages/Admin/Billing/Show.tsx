import { Head, Link, router } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import {
  FEATURES,
  INVOICE_STATUS,
  SUBSCRIPTION_STATUS,
  useBillingText,
} from '@/Components/billing/InvoiceSheet';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Subscription } from '@common/pages/Admin/Billing/Show';
import type { InvoiceListRow } from '@common/pages/Admin/UserInvoices/Index';
import type { Usage } from '@common/pages/Admin/Users/Index';

function useColumns(): Column<InvoiceListRow>[] {
  const { t, money, day, period } = useBillingText();
  return [
    {
      key: 'number',
      header: t('billing.invoice'),
      primary: true,
      render: (i) => (
        <Link
          href={route('billing.invoice', { invoice: i.id })}
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline"
          data-test="invoice-link"
        >
          {i.number}
        </Link>
      ),
    },
    {
      key: 'period',
      header: t('billing.periodLabel'),
      render: (i) => <span className="text-sm">{period(i.period)}</span>,
    },
    {
      key: 'due',
      header: t('billing.due'),
      render: (i) => (
        <span className={`text-sm ${i.overdue ? 'font-semibold text-danger-700' : ''}`}>
          {day(i.due_on)}
          {i.overdue && <span className="block">{t('billing.overdue')}</span>}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('ui.status'),
      render: (i) => (
        <Badge tone={i.status_tone} data-test="invoice-status">
          {INVOICE_STATUS[i.status] ? t(INVOICE_STATUS[i.status]) : i.status}
        </Badge>
      ),
    },
    {
      key: 'total',
      header: t('ui.total'),
      align: 'right',
      render: (i) => <span className="tabular-nums">{money(i.total_cents)}</span>,
    },
    {
      key: 'balance',
      header: t('billing.balance'),
      align: 'right',
      render: (i) => <span className="tabular-nums">{money(i.balance_cents)}</span>,
    },
  ];
}

function UsageBar({ label, usage }: { label: string; usage: Usage }) {
  const over = usage.limit !== null && usage.used > usage.limit;
  const { t } = useT();
  const format = useFormat();
  const share = usage.limit ? Math.min(100, Math.round((usage.used / usage.limit) * 100)) : 0;
  return (
    <div data-test="usage">
      <div className="flex justify-between gap-2 text-sm">
        <span className="min-w-0 text-gray-700">{label}</span>
        <span
          className={`tabular-nums ${over ? 'font-semibold text-danger-700' : 'text-gray-900'}`}
        >
          {format.number(usage.used)} /{' '}
          {usage.limit === null ? t('billing.usage.unlimited') : format.number(usage.limit)}
        </span>
      </div>
      {usage.limit !== null && (
        <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden="true">
          <div
            className={`h-2 rounded-full ${over ? 'bg-danger-600' : 'bg-primary-600'}`}
            style={{ width: `${share}%` }}
          />
        </div>
      )}
    </div>
  );
}

function Dates({ s }: { s: Subscription }) {
  const { t, day, period } = useBillingText();
  const rows: [string, string][] = [[t('billing.show.currentPeriod'), period(s.period)]];
  if (s.trial_ends_on) rows.push([t('billing.show.trialEnds'), day(s.trial_ends_on)]);
  if (s.next_invoice_on) rows.push([t('billing.show.nextInvoice'), day(s.next_invoice_on)]);
  if (s.ends_on)
    rows.push([
      s.status === 'canceled' ? t('billing.show.ended') : t('billing.show.ends'),
      day(s.ends_on),
    ]);
  return (
    <dl
      className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
      data-test="subscription-dates"
    >
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-gray-600">{k}</dt>
          <dd className="font-medium text-gray-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The store's own subscription: plan, status, dates in the store's days, usage against the plan, its invoices; cancel or resume; ask for another plan. */
export default function Show({
  subscription: s,
  usage,
  invoices,
  plans,
}: PageProps<'Admin/Billing/Show'>) {
  const confirm = useConfirm();
  const { t, day, planPrice } = useBillingText();
  const columns = useColumns();
  const [planId, setPlanId] = useState(plans[0] ? String(plans[0].id) : '');
  const cancel = async () => {
    if (!s) return;
    const ok = await confirm({
      title: t('billing.show.cancelTitle'),
      message: t('billing.show.cancelMessage', { date: day(s.period.end) }),
      actionLabel: t('billing.show.cancel'),
      cancelLabel: t('billing.show.keep'),
    });
    if (ok) router.post(route('billing.cancel'), {}, { preserveScroll: true });
  };
  // "Active, ending" once cancelled at the period's end, until the period is over.
  const statusName = s ? t(SUBSCRIPTION_STATUS[s.status]) : '';
  const statusLabel =
    s?.cancel_at_period_end && s.status !== 'canceled'
      ? t('billing.subscription.ending', { status: statusName })
      : statusName;
  const resume = async () => {
    const ok = await confirm({
      title: t('billing.show.resumeTitle'),
      message: t('billing.show.resumeMessage'),
      actionLabel: t('billing.show.resumeAction'),
      danger: false,
    });
    if (ok) router.post(route('billing.resume'), {}, { preserveScroll: true });
  };

  return (
    <>
      <Head title={t('billing.title')} />
      <PageHeader title={t('billing.title')} description={t('billing.show.description')} />
      {!s ? (
        <EmptyState message={t('billing.show.none')} hint={t('billing.show.noneHint')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <section
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
            data-test="subscription"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2
                className="min-w-0 break-words text-lg font-semibold text-gray-900"
                data-test="plan-name"
              >
                {s.plan.name}
              </h2>
              <Badge tone={s.status_tone} data-test="subscription-status">
                {statusLabel}
              </Badge>
            </div>
            <p className="text-sm text-gray-700">{planPrice(s.plan)}</p>
            <Dates s={s} />
            {s.cancel_at_period_end && s.status !== 'canceled' && (
              <p
                className="mt-3 rounded-lg bg-danger-50 p-3 text-sm text-danger-800"
                data-test="ending-notice"
              >
                {t('billing.show.endingNotice', { date: day(s.ends_on) })}
              </p>
            )}
            {s.read_only && (
              <p className="mt-3 rounded-lg bg-danger-50 p-3 text-sm text-danger-800">
                {t('billing.show.readOnly')}
              </p>
            )}
            {s.plan.features.length > 0 && (
              <p className="mt-3 text-sm text-gray-700">
                {t('billing.show.includes', {
                  features: s.plan.features.map((f) => t(FEATURES[f])).join(', '),
                })}
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              {s.can.cancel && (
                <Button
                  variant="secondary"
                  destructive
                  onClick={cancel}
                  data-test="subscription-cancel"
                >
                  {t('billing.show.cancel')}
                </Button>
              )}
              {s.can.resume && (
                <Button onClick={resume} data-test="subscription-resume">
                  {t('billing.show.resume')}
                </Button>
              )}
            </div>
          </section>
          <section
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
            data-test="usage-panel"
          >
            <h2 className="text-lg font-semibold text-gray-900">{t('billing.usage.title')}</h2>
            <div className="mt-3 space-y-3">
              <UsageBar label={t('billing.usage.employees')} usage={usage.employees} />
              <UsageBar label={t('billing.usage.stations')} usage={usage.stations} />
              <UsageBar label={t('billing.usage.texts')} usage={usage.sms} />
            </div>
            {plans.length > 0 && (
              <div className="mt-5 border-t border-gray-100 pt-4">
                <h3 className="font-semibold text-gray-900">{t('billing.changePlan')}</h3>
                <p className="text-sm text-gray-600">{t('billing.show.changeHint')}</p>
                <div className="mt-2 space-y-2">
                  <Field name="plan" id="request-plan" label={t('billing.plan')}>
                    <Select
                      name="plan"
                      value={planId}
                      onChange={(e) => setPlanId(e.target.value)}
                      data-test="request-plan"
                    >
                      {plans.map((p) => (
                        <option key={p.id} value={p.id}>
                          {t('billing.show.planOption', { name: p.name, price: planPrice(p) })}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Link
                    href={route('supports.create', { plan: planId })}
                    className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-primary-700 ring-1 ring-inset ring-primary-300 hover:bg-primary-50"
                    data-test="request-plan-change"
                  >
                    {t('billing.show.askSupport')}
                  </Link>
                </div>
              </div>
            )}
          </section>
        </div>
      )}
      <h2 className="mb-2 mt-6 text-lg font-semibold text-gray-900">{t('billing.invoices')}</h2>
      <DataTable
        label={t('billing.subscriptionInvoices')}
        columns={columns}
        rows={invoices}
        rowKey={(i) => i.id}
        rowTest="invoice"
        data-test="invoices"
        empty={
          <EmptyState
            message={t('billing.show.noInvoices')}
            hint={t('billing.show.noInvoicesHint')}
          />
        }
      />
    </>
  );
}
