import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import Pagination from '@/Components/Pagination';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import type { PageProps } from '@common/pages';
import type { AccountRow, Usage } from '@common/pages/Admin/Users/Index';
import AccountDialog, { listQuery, type Dialog } from './Partials/AccountDialogs';

function UsageLine({ label, usage }: { label: string; usage: Usage }) {
  const over = usage.limit !== null && usage.used > usage.limit;
  return (
    <span className={`block ${over ? 'font-semibold text-danger-700' : 'text-gray-700'}`}>
      {label}: <span className="tabular-nums">{usage.used.toLocaleString('en-US')}</span> / {usage.limit === null ? '∞' : usage.limit.toLocaleString('en-US')}
    </span>
  );
}

const columns: Column<AccountRow>[] = [
  {
    key: 'store', header: 'Store', primary: true,
    render: (a) => (
      <span>
        <span className="block font-medium text-gray-900">{a.store}</span>
        <span className="block text-sm text-gray-600">{a.owner ? `${a.owner.name} · ${a.owner.email}` : 'No owner'}</span>
        {a.partner && <span className="block text-sm text-gray-600" data-test="account-partner">Referred by {a.partner.name}</span>}
        {a.partner_changed && <span className="block text-xs text-gray-500">Partner set by {a.partner_changed.by}, {a.partner_changed.at}</span>}
      </span>
    ),
  },
  { key: 'plan', header: 'Plan', render: (a) => (a.plan ? <span><span className="block">{a.plan.name} <span className="text-gray-500">v{a.plan.version}</span></span><span className="block text-sm text-gray-600">{a.plan.price}</span></span> : '—') },
  {
    key: 'status', header: 'Status',
    render: (a) => (
      <span className="flex flex-wrap items-center gap-1">
        <Badge tone={a.status_tone} data-test="account-status">{a.status_label}</Badge>
        {a.read_only && <Badge tone="danger">Read-only</Badge>}
        {a.disabled && <Badge tone="danger" data-test="account-disabled">Disabled</Badge>}
        {a.trial_ends_on && a.status === 'trialing' && <span className="text-sm text-gray-600">until {a.trial_ends_on}</span>}
      </span>
    ),
  },
  { key: 'usage', header: 'Usage', render: (a) => <span className="text-sm"><UsageLine label="Employees" usage={a.usage.employees} /><UsageLine label="Stations" usage={a.usage.stations} /><UsageLine label="SMS this month" usage={a.usage.sms} /></span> },
  { key: 'last_sign_in', header: 'Last sign-in', render: (a) => <span className="text-sm text-gray-700">{a.last_sign_in ?? 'Never'}</span> },
];

/** Every store account (issue 20): plan, status, usage against limits, last sign-in, and the super admin's actions on it. */
export default function Index({ accounts, plans, partners, filters, options }: PageProps<'Admin/Users/Index'>) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = (kind: Dialog['kind'], account: AccountRow) => setDialog({ kind, account });
  const [q, setQ] = useState(filters.q);
  const visit = (next: { q?: string; status?: string }) => {
    const query = { q, status: filters.status, ...next };
    visitWithFilters(route('users.index'), Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')));
  };
  useFilterVisit(q, () => visit({ q }));

  return (
    <>
      <Head title="Users" />
      <PageHeader title="Users" description="Every store account with its plan and subscription. Changes of plan are prorated by day on the next invoice." />
      <div className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2" data-test="account-filters">
        <Field name="q" label="Search">
          <TextInput type="search" name="q" placeholder="Store name or email" maxLength={100} value={q} onChange={(e) => setQ(e.target.value)} data-test="account-search" />
        </Field>
        <Field name="status" label="Status">
          <Select name="status" value={filters.status} onChange={(e) => visit({ status: e.target.value })} data-test="account-status-filter">
            <option value="">Any status</option>
            {options.statuses.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </Select>
        </Field>
      </div>
      <DataTable
        label="Store accounts"
        columns={columns}
        rows={accounts.data}
        rowKey={(a) => a.store_id}
        rowTest="account"
        data-test="accounts"
        empty={filters.q || filters.status ? <EmptyState message="No store account matches." hint="Clear the search or the status to see more." /> : <EmptyState message="No store accounts yet." />}
        actions={(a) => a.plan && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => open('plan', a)} data-test="account-change-plan">Change plan</Button>
            {a.status === 'trialing' && <Button variant="secondary" onClick={() => open('trial', a)} data-test="account-extend-trial">Extend trial</Button>}
            {a.disabled
              ? <Button variant="secondary" onClick={() => router.post(route('users.enable', { store: a.store_id, ...listQuery() }), {}, { preserveScroll: true })} data-test="account-enable">Enable</Button>
              : <Button variant="secondary" destructive onClick={() => open('disable', a)} data-test="account-disable">Disable</Button>}
            <Button variant="secondary" onClick={() => open('partner', a)} data-test="account-partner-change">Referral partner</Button>
            {a.owner && <Button variant="secondary" onClick={() => open('impersonate', a)} data-test="account-impersonate">Sign in as owner</Button>}
          </div>
        )}
      />
      <Pagination paginator={accounts} />
      {dialog && <AccountDialog dialog={dialog} plans={plans} partners={partners} onClose={() => setDialog(null)} />}
    </>
  );
}
