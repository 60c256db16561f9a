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
import { SUBSCRIPTION_STATUS, useBillingText } from '@/Components/billing/InvoiceSheet';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import type { AccountFilterStatus } from '@common/billing';
import type { PageProps } from '@common/pages';
import type { AccountRow, Usage } from '@common/pages/Admin/Users/Index';
import AccountDialog, { listQuery, type Dialog } from './Partials/AccountDialogs';

function UsageLine({ label, usage }: { label: string; usage: Usage }) {
  const format = useFormat();
  const over = usage.limit !== null && usage.used > usage.limit;
  return (
    <span className={`block ${over ? 'font-semibold text-danger-700' : 'text-gray-700'}`}>
      {label}: <span className="tabular-nums">{format.number(usage.used)}</span> /{' '}
      {usage.limit === null ? '∞' : format.number(usage.limit)}
    </span>
  );
}

/** The list's status filter and an account's status (none: no subscription), by code. */
const STATUS: Record<AccountFilterStatus, string> = {
  ...SUBSCRIPTION_STATUS,
  disabled: 'ui.disabled',
  none: 'users.status.none',
};

function useColumns(): Column<AccountRow>[] {
  const { t, planPrice, format, day } = useBillingText();
  return [
    {
      key: 'store',
      header: t('users.store'),
      primary: true,
      render: (a) => (
        <span>
          <span className="block font-medium text-gray-900">{a.store}</span>
          <span className="block text-sm text-gray-600">
            {a.owner ? `${a.owner.name} · ${a.owner.email}` : t('users.noOwner')}
          </span>
          {a.partner && (
            <span className="block text-sm text-gray-600" data-test="account-partner">
              {t('users.referredBy', { name: a.partner.name })}
            </span>
          )}
          {a.partner_changed && (
            <span className="block text-xs text-gray-500">
              {t('users.partnerSet', {
                name: a.partner_changed.by,
                at: format.dateTime(a.partner_changed.at),
              })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'plan',
      header: t('billing.plan'),
      render: (a) =>
        a.plan ? (
          <span>
            <span className="block">
              {a.plan.name} <span className="text-gray-500">v{a.plan.version}</span>
            </span>
            <span className="block text-sm text-gray-600">{planPrice(a.plan)}</span>
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: t('ui.status'),
      render: (a) => (
        <span className="flex flex-wrap items-center gap-1">
          <Badge tone={a.status_tone} data-test="account-status">
            {t(STATUS[a.status ?? 'none'])}
          </Badge>
          {a.read_only && <Badge tone="danger">{t('users.readOnly')}</Badge>}
          {a.disabled && (
            <Badge tone="danger" data-test="account-disabled">
              {t('ui.disabled')}
            </Badge>
          )}
          {a.trial_ends_on && a.status === 'trialing' && (
            <span className="text-sm text-gray-600">
              {t('users.until', { date: day(a.trial_ends_on) })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'usage',
      header: t('billing.usage.title'),
      render: (a) => (
        <span className="text-sm">
          <UsageLine label={t('billing.usage.employees')} usage={a.usage.employees} />
          <UsageLine label={t('billing.usage.stations')} usage={a.usage.stations} />
          <UsageLine label={t('users.smsThisMonth')} usage={a.usage.sms} />
        </span>
      ),
    },
    {
      key: 'last_sign_in',
      header: t('users.lastSignIn'),
      render: (a) => (
        <span className="text-sm text-gray-700">
          {a.last_sign_in ? format.dateTime(a.last_sign_in) : t('users.never')}
        </span>
      ),
    },
  ];
}

/** Every store account: plan, status, usage against limits, last sign-in, and the super admin's actions on it. */
export default function Index({
  accounts,
  plans,
  partners,
  filters,
  options,
}: PageProps<'Admin/Users/Index'>) {
  const { t } = useBillingText();
  const columns = useColumns();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = (kind: Dialog['kind'], account: AccountRow) => setDialog({ kind, account });
  const [q, setQ] = useState(filters.q);
  const visit = (next: { q?: string; status?: string }) => {
    const query = { q, status: filters.status, ...next };
    visitWithFilters(
      route('users.index'),
      Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')),
    );
  };
  useFilterVisit(q, () => visit({ q }));

  return (
    <>
      <Head title={t('users.title')} />
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <div
        className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2"
        data-test="account-filters"
      >
        <Field name="q" label={t('ui.search')}>
          <TextInput
            type="search"
            name="q"
            placeholder={t('users.searchPlaceholder')}
            maxLength={100}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            data-test="account-search"
          />
        </Field>
        <Field name="status" label={t('ui.status')}>
          <Select
            name="status"
            value={filters.status}
            onChange={(e) => visit({ status: e.target.value })}
            data-test="account-status-filter"
          >
            <option value="">{t('users.anyStatus')}</option>
            {options.statuses.map((s) => (
              <option key={s} value={s}>
                {t(STATUS[s])}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <DataTable
        label={t('users.accounts')}
        columns={columns}
        rows={accounts.data}
        rowKey={(a) => a.store_id}
        rowTest="account"
        data-test="accounts"
        empty={
          filters.q || filters.status ? (
            <EmptyState message={t('users.noMatch')} hint={t('users.noMatchHint')} />
          ) : (
            <EmptyState message={t('users.empty')} />
          )
        }
        actions={(a) =>
          a.plan && (
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => open('plan', a)}
                data-test="account-change-plan"
              >
                {t('billing.changePlan')}
              </Button>
              {a.status === 'trialing' && (
                <Button
                  variant="secondary"
                  onClick={() => open('trial', a)}
                  data-test="account-extend-trial"
                >
                  {t('users.extendTrial')}
                </Button>
              )}
              {a.disabled ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    router.post(
                      route('users.enable', { store: a.store_id, ...listQuery() }),
                      {},
                      { preserveScroll: true },
                    )
                  }
                  data-test="account-enable"
                >
                  {t('users.enable')}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  destructive
                  onClick={() => open('disable', a)}
                  data-test="account-disable"
                >
                  {t('users.disable')}
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() => open('partner', a)}
                data-test="account-partner-change"
              >
                {t('users.partner')}
              </Button>
              {a.owner && (
                <Button
                  variant="secondary"
                  onClick={() => open('impersonate', a)}
                  data-test="account-impersonate"
                >
                  {t('users.impersonate')}
                </Button>
              )}
            </div>
          )
        }
      />
      <Pagination paginator={accounts} />
      {dialog && (
        <AccountDialog
          dialog={dialog}
          plans={plans}
          partners={partners}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
