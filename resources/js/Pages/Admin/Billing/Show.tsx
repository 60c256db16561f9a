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
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Subscription } from '@common/pages/Admin/Billing/Show';
import type { InvoiceListRow } from '@common/pages/Admin/UserInvoices/Index';
import type { Usage } from '@common/pages/Admin/Users/Index';

const STATUS_LABELS: Record<string, string> = { open: 'Open', paid: 'Paid', void: 'Void', uncollectible: 'Uncollectible' };

const columns: Column<InvoiceListRow>[] = [
  {
    key: 'number', header: 'Invoice', primary: true,
    render: (i) => <Link href={route('billing.invoice', { invoice: i.id })} className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline" data-test="invoice-link">{i.number}</Link>,
  },
  { key: 'period', header: 'Period', render: (i) => <span className="text-sm">{i.period}</span> },
  { key: 'due', header: 'Due', render: (i) => <span className={`text-sm ${i.overdue ? 'font-semibold text-danger-700' : ''}`}>{i.due_on}{i.overdue && <span className="block">overdue</span>}</span> },
  { key: 'status', header: 'Status', render: (i) => <Badge tone={i.status_tone} data-test="invoice-status">{STATUS_LABELS[i.status] ?? i.status}</Badge> },
  { key: 'total', header: 'Total', align: 'right', render: (i) => <span className="tabular-nums">{i.total}</span> },
  { key: 'balance', header: 'Balance', align: 'right', render: (i) => <span className="tabular-nums">{i.balance}</span> },
];

function UsageBar({ label, usage }: { label: string; usage: Usage }) {
  const over = usage.limit !== null && usage.used > usage.limit;
  const share = usage.limit ? Math.min(100, Math.round((usage.used / usage.limit) * 100)) : 0;
  return (
    <div data-test="usage">
      <div className="flex justify-between gap-2 text-sm">
        <span className="text-gray-700">{label}</span>
        <span className={`tabular-nums ${over ? 'font-semibold text-danger-700' : 'text-gray-900'}`}>
          {usage.used.toLocaleString('en-US')} / {usage.limit === null ? 'unlimited' : usage.limit.toLocaleString('en-US')}
        </span>
      </div>
      {usage.limit !== null && (
        <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden="true">
          <div className={`h-2 rounded-full ${over ? 'bg-danger-600' : 'bg-primary-600'}`} style={{ width: `${share}%` }} />
        </div>
      )}
    </div>
  );
}

function Dates({ s }: { s: Subscription }) {
  const rows: [string, string][] = [['Current period', s.period]];
  if (s.trial_ends_on) rows.push(['Trial ends', s.trial_ends_on]);
  if (s.next_invoice_on) rows.push(['Next invoice', s.next_invoice_on]);
  if (s.ends_on) rows.push([s.status === 'canceled' ? 'Ended' : 'Ends', s.ends_on]);
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-test="subscription-dates">
      {rows.map(([k, v]) => <div key={k} className="contents"><dt className="text-gray-600">{k}</dt><dd className="font-medium text-gray-900">{v}</dd></div>)}
    </dl>
  );
}

/** The store's own subscription (issue 20): plan, status, dates in the store's days, usage against the plan, its invoices; cancel or resume; ask for another plan. */
export default function Show({ subscription: s, usage, invoices, plans }: PageProps<'Admin/Billing/Show'>) {
  const confirm = useConfirm();
  const [planId, setPlanId] = useState(plans[0] ? String(plans[0].id) : '');
  const cancel = async () => {
    if (!s) return;
    const ok = await confirm({ title: 'Cancel the subscription?', message: `It ends on ${s.period.split(' to ')[1]}: until then everything works as now, and nothing more is invoiced. You can resume it before then.`, actionLabel: 'Cancel at period end', cancelLabel: 'Keep it' });
    if (ok) router.post(route('billing.cancel'), {}, { preserveScroll: true });
  };
  const resume = async () => {
    const ok = await confirm({ title: 'Resume the subscription?', message: 'It goes on as before and the next period is invoiced as usual.', actionLabel: 'Resume', danger: false });
    if (ok) router.post(route('billing.resume'), {}, { preserveScroll: true });
  };

  return (
    <>
      <Head title="Billing" />
      <PageHeader title="Billing" description="Your subscription to the app, what it includes and its invoices." />
      {!s ? (
        <EmptyState message="This store has no subscription." hint="Ask support to set one up." />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" data-test="subscription">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-gray-900" data-test="plan-name">{s.plan.name}</h2>
              <Badge tone={s.status_tone} data-test="subscription-status">{s.status_label}</Badge>
            </div>
            <p className="text-sm text-gray-700">{s.plan.price}</p>
            <Dates s={s} />
            {s.cancel_at_period_end && s.status !== 'canceled' && (
              <p className="mt-3 rounded-lg bg-danger-50 p-3 text-sm text-danger-800" data-test="ending-notice">The subscription ends on {s.ends_on}. Resume it before then to keep the store open.</p>
            )}
            {s.read_only && <p className="mt-3 rounded-lg bg-danger-50 p-3 text-sm text-danger-800">The account is read-only until the overdue invoice is paid.</p>}
            {s.plan.features.length > 0 && <p className="mt-3 text-sm text-gray-700">Includes: {s.plan.features.join(', ')}.</p>}
            <div className="mt-4 flex flex-wrap gap-2">
              {s.can.cancel && <Button variant="secondary" destructive onClick={cancel} data-test="subscription-cancel">Cancel at period end</Button>}
              {s.can.resume && <Button onClick={resume} data-test="subscription-resume">Resume subscription</Button>}
            </div>
          </section>
          <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" data-test="usage-panel">
            <h2 className="text-lg font-semibold text-gray-900">Usage</h2>
            <div className="mt-3 space-y-3">
              <UsageBar label="Employees" usage={usage.employees} />
              <UsageBar label="Stations" usage={usage.stations} />
              <UsageBar label="Texts this month (segments)" usage={usage.sms} />
            </div>
            {plans.length > 0 && (
              <div className="mt-5 border-t border-gray-100 pt-4">
                <h3 className="font-semibold text-gray-900">Change plan</h3>
                <p className="text-sm text-gray-600">Support makes the change and prorates it on your next invoice.</p>
                <div className="mt-2 space-y-2">
                  <Field name="plan" id="request-plan" label="Plan">
                    <Select name="plan" value={planId} onChange={(e) => setPlanId(e.target.value)} data-test="request-plan">
                      {plans.map((p) => <option key={p.id} value={p.id}>{p.name} ({p.price})</option>)}
                    </Select>
                  </Field>
                  <Link href={route('supports.create', { plan: planId })} className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-primary-700 ring-1 ring-inset ring-primary-300 hover:bg-primary-50" data-test="request-plan-change">Ask support</Link>
                </div>
              </div>
            )}
          </section>
        </div>
      )}
      <h2 className="mb-2 mt-6 text-lg font-semibold text-gray-900">Invoices</h2>
      <DataTable label="Subscription invoices" columns={columns} rows={invoices} rowKey={(i) => i.id} rowTest="invoice" data-test="invoices"
        empty={<EmptyState message="No invoices yet." hint="The first one is made when the trial or the first period ends." />} />
    </>
  );
}
