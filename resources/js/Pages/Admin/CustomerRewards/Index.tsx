import { Head, Link, useForm } from '@inertiajs/react';
import { useState } from 'react';
import Pagination from '@/Components/Pagination';
import AmountInput from '@/Components/form/AmountInput';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import Modal from '@/Components/ui/Modal';
import PageHeader from '@/Components/ui/PageHeader';
import { formatCurrency } from '@/lib/format';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import type { PageProps } from '@common/pages';
import type { PointsRow, RewardRow } from '@common/pages/Admin/CustomerRewards/Index';

interface RewardForm {
  name: string;
  points_cost: string;
  kind: 'amount_off' | 'free_service';
  amount: number;
  service_id: string;
  is_active: boolean;
}

const blank: RewardForm = { name: '', points_cost: '', kind: 'amount_off', amount: 0, service_id: '', is_active: true };
const fromRow = (r: RewardRow): RewardForm => ({
  name: r.name, points_cost: String(r.points_cost), kind: r.kind, amount: r.amount ?? 0, service_id: r.service_id ? String(r.service_id) : '', is_active: r.is_active,
});

const customerColumns: Column<PointsRow>[] = [
  { key: 'name', header: 'Customer', primary: true, render: (c) => <Link href={route('customer-rewards.customers.show', { member: c.id })} className="font-semibold text-primary-700 underline-offset-2 hover:underline">{c.name}</Link> },
  { key: 'available', header: 'Available', align: 'right', className: 'tabular-nums', render: (c) => c.available },
  { key: 'pending', header: 'Pending', align: 'right', className: 'tabular-nums', render: (c) => c.pending },
  { key: 'lifetime', header: 'Earned in all', align: 'right', className: 'tabular-nums', render: (c) => c.lifetime },
];

/** Rewards: what points buy (the catalog), who has points, and what the points outstanding are worth. */
export default function Index({ enabled, rewards, services, customers, filters, liability, limits }: PageProps<'Admin/CustomerRewards/Index'>) {
  const [q, setQ] = useState(filters.q);
  useFilterVisit(q, () => visitWithFilters(route('customer-rewards.index'), q ? { q } : {}));
  const [editing, setEditing] = useState<RewardRow | 'new' | null>(null);
  const form = useForm<RewardForm>(blank);
  const { data, errors, setData } = form;

  const open = (r: RewardRow | 'new') => {
    form.clearErrors();
    form.setData(r === 'new' ? blank : fromRow(r));
    setEditing(r);
  };
  const submit = () => {
    const options = { preserveScroll: true, onSuccess: () => setEditing(null) };
    if (editing === 'new') form.post(route('customer-rewards.rewards.store'), options);
    else if (editing) form.put(route('customer-rewards.rewards.update', { reward: editing.id }), options);
  };

  const rewardColumns: Column<RewardRow>[] = [
    { key: 'name', header: 'Reward', primary: true, render: (r) => <><span className="font-semibold text-gray-900">{r.name}</span><span className="block text-sm text-gray-600">{r.worth}</span></> },
    { key: 'cost', header: 'Points', align: 'right', className: 'tabular-nums', render: (r) => r.points_cost },
    { key: 'state', header: 'Status', render: (r) => <Badge tone={r.is_active ? 'primary' : 'neutral'} data-test="reward-state">{r.is_active ? 'Active' : 'Off'}</Badge> },
  ];

  return (
    <>
      <Head title="Rewards" />
      <PageHeader title="Rewards" actions={<Button onClick={() => open('new')} data-test="reward-create">New reward</Button>} />
      {!enabled && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-test="rewards-off">
          Rewards are switched off: no points are earned or spent. <ButtonLink href={route('settings.index', { tab: 'rewards' })} variant="ghost">Settings → Rewards</ButtonLink>
        </p>
      )}
      <section className="mb-6 grid gap-3 sm:grid-cols-2" aria-label="Points outstanding" data-test="rewards-liability">
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <p className="text-sm text-gray-600">Points outstanding</p>
          <p className="text-2xl font-bold tabular-nums text-gray-900" data-test="liability-points">{liability.points.toLocaleString('en-US')}</p>
        </div>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <p className="text-sm text-gray-600">Worth when redeemed</p>
          <p className="text-2xl font-bold tabular-nums text-gray-900" data-test="liability-value">{formatCurrency(liability.cents)}</p>
          <p className="mt-1 text-xs text-gray-600">{liability.basis}</p>
        </div>
      </section>

      <h2 className="mb-2 text-lg font-semibold text-gray-900">Catalog</h2>
      <DataTable
        data-test="rewards"
        label="Rewards catalog"
        rowTest="reward"
        columns={rewardColumns}
        rows={rewards}
        rowKey={(r) => r.id}
        actions={(r) => <Button variant="secondary" onClick={() => open(r)} data-test="reward-edit" aria-label={`Edit reward ${r.name}`}>Edit</Button>}
        empty={<EmptyState message="No rewards yet." hint="A reward is what points buy: money off the services, or a service free." action={<Button onClick={() => open('new')}>Add the first reward</Button>} />}
      />

      <h2 className="mb-2 mt-8 text-lg font-semibold text-gray-900">Customers with points</h2>
      <div className="mb-4">
        <TextInput type="search" name="q" aria-label="Search by name or phone" placeholder="Search by name or phone" fit className="w-64 max-w-full" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <DataTable
        data-test="points-customers"
        label="Customers with points"
        rowTest="points-customer"
        columns={customerColumns}
        rows={customers.data}
        rowKey={(c) => c.id}
        actions={(c) => <ButtonLink href={route('customer-rewards.customers.show', { member: c.id })} variant="secondary" aria-label={`Points of ${c.name}`}>Ledger</ButtonLink>}
        empty={<EmptyState message={filters.q ? 'No customer with points matches.' : 'No customer has points yet.'} hint="Points are earned when a ticket with a customer on it is paid." />}
      />
      {customers.total > 0 && <Pagination paginator={customers} />}

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New reward' : 'Edit reward'}
        closeOnBackdrop={false}
        locked={form.processing}
        onSubmit={(e) => { e.preventDefault(); submit(); }}
        data-test="reward-form"
        footer={<>
          <Button variant="secondary" type="button" onClick={() => setEditing(null)}>Cancel</Button>
          <Button type="submit" busy={form.processing} busyLabel="Saving..." data-test="reward-save">Save reward</Button>
        </>}
      >
        <div className="grid gap-4">
          <Field name="name" label="Name" error={errors.name}>
            <TextInput name="name" maxLength={limits.name} value={data.name} onChange={(e) => setData('name', e.target.value)} data-test="reward-name" />
          </Field>
          <Field name="points_cost" label="Points it costs" error={errors.points_cost} help={`1 to ${limits.cost.toLocaleString('en-US')}.`}>
            <TextInput name="points_cost" inputMode="numeric" maxLength={7} value={data.points_cost} onChange={(e) => setData('points_cost', e.target.value.replace(/\D/g, ''))} className="max-w-40" data-test="reward-cost" />
          </Field>
          <RadioGroup
            name="kind"
            legend="It gives"
            columns={2}
            value={data.kind}
            onChange={(v) => setData('kind', v)}
            error={errors.kind}
            options={[
              { value: 'amount_off', label: 'Money off', hint: 'Off the services on the ticket, never below $0.' },
              { value: 'free_service', label: 'A free service', hint: 'One of that service on the ticket, free.' },
            ]}
          />
          {data.kind === 'amount_off' ? (
            <Field name="amount" label="Amount off" error={errors.amount}>
              <AmountInput name="amount" value={data.amount} onChange={(c) => setData('amount', c)} maxDigits={String(limits.amount).length} className="max-w-40" data-test="reward-amount" />
            </Field>
          ) : (
            <Field name="service_id" label="Free service" error={errors.service_id}>
              <Select name="service_id" value={data.service_id} onChange={(e) => setData('service_id', e.target.value)} data-test="reward-service">
                <option value="">Choose a service</option>
                {services.map((s) => <option key={s.id} value={s.id}>{s.name} ({formatCurrency(s.price)})</option>)}
              </Select>
            </Field>
          )}
          <Checkbox name="is_active" label="Active: can be redeemed" checked={data.is_active} onChange={(e) => setData('is_active', e.target.checked)} data-test="reward-active" />
        </div>
      </Modal>
    </>
  );
}
