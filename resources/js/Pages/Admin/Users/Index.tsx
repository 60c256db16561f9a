import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { AccountRow, Usage } from '@common/pages/Admin/Users/Index';
import AccountDialog, { type Dialog } from './Partials/AccountDialogs';

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
export default function Index({ accounts, plans }: PageProps<'Admin/Users/Index'>) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = (kind: Dialog['kind'], account: AccountRow) => setDialog({ kind, account });

  return (
    <>
      <Head title="Users" />
      <PageHeader title="Users" description="Every store account with its plan and subscription. Changes of plan are prorated by day on the next invoice." />
      <DataTable
        label="Store accounts"
        columns={columns}
        rows={accounts}
        rowKey={(a) => a.store_id}
        rowTest="account"
        data-test="accounts"
        empty={<EmptyState message="No store accounts yet." />}
        actions={(a) => a.plan && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => open('plan', a)} data-test="account-change-plan">Change plan</Button>
            {a.status === 'trialing' && <Button variant="secondary" onClick={() => open('trial', a)} data-test="account-extend-trial">Extend trial</Button>}
            {a.disabled
              ? <Button variant="secondary" onClick={() => router.post(route('users.enable', { store: a.store_id }), {}, { preserveScroll: true })} data-test="account-enable">Enable</Button>
              : <Button variant="secondary" destructive onClick={() => open('disable', a)} data-test="account-disable">Disable</Button>}
            {a.owner && <Button variant="secondary" onClick={() => open('impersonate', a)} data-test="account-impersonate">Sign in as owner</Button>}
          </div>
        )}
      />
      {dialog && <AccountDialog dialog={dialog} plans={plans} onClose={() => setDialog(null)} />}
    </>
  );
}
