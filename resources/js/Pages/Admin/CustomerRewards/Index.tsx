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
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { PointsRow, RewardRow } from '@common/pages/Admin/CustomerRewards/Index';
import type { PointValueBasis } from '@common/pages/propShapes';

interface RewardForm {
  name: string;
  points_cost: string;
  kind: 'amount_off' | 'free_service';
  amount: number;
  service_id: string;
  is_active: boolean;
}

const blank: RewardForm = {
  name: '',
  points_cost: '',
  kind: 'amount_off',
  amount: 0,
  service_id: '',
  is_active: true,
};
const fromRow = (r: RewardRow): RewardForm => ({
  name: r.name,
  points_cost: String(r.points_cost),
  kind: r.kind,
  amount: r.amount ?? 0,
  service_id: r.service_id ? String(r.service_id) : '',
  is_active: r.is_active,
});

type Format = ReturnType<typeof useFormat>;

/** What a reward gives, in the page's language ("$10.00 off services", "Free Gel Manicure"). */
const worthOf = (r: RewardRow, t: Translate, format: Format) =>
  r.kind === 'amount_off'
    ? t('customerrewards.worth.amountOff', { amount: format.money(r.amount ?? 0) })
    : r.service_name
      ? t('customerrewards.worth.free', { service: r.service_name })
      : t('customerrewards.worth.freeService');

/** How a point is valued, in the page's language (null: no active reward). */
const basisText = (basis: PointValueBasis | null, t: Translate): string =>
  basis
    ? t('customerrewards.basis.valued', {
        cents: basis.cents_per_point.toFixed(2),
        reward: basis.reward_name,
      })
    : t('customerrewards.basis.none');

const customerColumnsFor = (t: Translate): Column<PointsRow>[] => [
  {
    key: 'name',
    header: t('ui.customer'),
    primary: true,
    render: (c) => (
      <Link
        href={route('customer-rewards.customers.show', { member: c.id })}
        className="font-semibold text-primary-700 underline-offset-2 hover:underline"
      >
        {c.name}
      </Link>
    ),
  },
  {
    key: 'available',
    header: t('customerrewards.available'),
    align: 'right',
    className: 'tabular-nums',
    render: (c) => c.available,
  },
  {
    key: 'pending',
    header: t('customerrewards.pending'),
    align: 'right',
    className: 'tabular-nums',
    render: (c) => c.pending,
  },
  {
    key: 'lifetime',
    header: t('customerrewards.lifetime'),
    align: 'right',
    className: 'tabular-nums',
    render: (c) => c.lifetime,
  },
];

/** Rewards: what points buy (the catalog), who has points, and what the points outstanding are worth. */
export default function Index({
  enabled,
  rewards,
  services,
  customers,
  filters,
  liability,
  limits,
}: PageProps<'Admin/CustomerRewards/Index'>) {
  const { t } = useT();
  const format = useFormat();
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
    else if (editing)
      form.put(route('customer-rewards.rewards.update', { reward: editing.id }), options);
  };

  const rewardColumns: Column<RewardRow>[] = [
    {
      key: 'name',
      header: t('customerrewards.reward'),
      primary: true,
      render: (r) => (
        <>
          <span className="font-semibold text-gray-900">{r.name}</span>
          <span className="block text-sm text-gray-600">{worthOf(r, t, format)}</span>
        </>
      ),
    },
    {
      key: 'cost',
      header: t('customerrewards.points'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => r.points_cost,
    },
    {
      key: 'state',
      header: t('ui.status'),
      render: (r) => (
        <Badge tone={r.is_active ? 'primary' : 'neutral'} data-test="reward-state">
          {r.is_active ? t('ui.active') : t('customerrewards.stateOff')}
        </Badge>
      ),
    },
  ];

  return (
    <>
      <Head title={t('customerrewards.title')} />
      <PageHeader
        title={t('customerrewards.title')}
        actions={
          <Button onClick={() => open('new')} data-test="reward-create">
            {t('customerrewards.newReward')}
          </Button>
        }
      />
      {!enabled && (
        <p
          className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-test="rewards-off"
        >
          {t('customerrewards.off.notice')}{' '}
          <ButtonLink href={route('settings.index', { tab: 'rewards' })} variant="ghost">
            {t('customerrewards.off.settings')}
          </ButtonLink>
        </p>
      )}
      <section
        className="mb-6 grid gap-3 sm:grid-cols-2"
        aria-label={t('customerrewards.outstanding')}
        data-test="rewards-liability"
      >
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <p className="text-sm text-gray-600">{t('customerrewards.outstanding')}</p>
          <p className="text-2xl font-bold tabular-nums text-gray-900" data-test="liability-points">
            {format.number(liability.points)}
          </p>
        </div>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <p className="text-sm text-gray-600">{t('customerrewards.worthRedeemed')}</p>
          <p className="text-2xl font-bold tabular-nums text-gray-900" data-test="liability-value">
            {format.money(liability.cents)}
          </p>
          <p className="mt-1 text-xs text-gray-600">{basisText(liability.basis, t)}</p>
        </div>
      </section>

      <h2 className="mb-2 text-lg font-semibold text-gray-900">{t('customerrewards.catalog')}</h2>
      <DataTable
        data-test="rewards"
        label={t('customerrewards.catalogLabel')}
        rowTest="reward"
        columns={rewardColumns}
        rows={rewards}
        rowKey={(r) => r.id}
        actions={(r) => (
          <Button
            variant="secondary"
            onClick={() => open(r)}
            data-test="reward-edit"
            aria-label={t('customerrewards.editLabel', { name: r.name })}
          >
            {t('ui.edit')}
          </Button>
        )}
        empty={
          <EmptyState
            message={t('customerrewards.emptyRewards')}
            hint={t('customerrewards.emptyRewardsHint')}
            action={<Button onClick={() => open('new')}>{t('customerrewards.addFirst')}</Button>}
          />
        }
      />

      <h2 className="mb-2 mt-8 text-lg font-semibold text-gray-900">
        {t('customerrewards.customers')}
      </h2>
      <div className="mb-4">
        <TextInput
          type="search"
          name="q"
          aria-label={t('customerrewards.search')}
          placeholder={t('customerrewards.search')}
          fit
          className="w-64 max-w-full"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <DataTable
        data-test="points-customers"
        label={t('customerrewards.customers')}
        rowTest="points-customer"
        columns={customerColumnsFor(t)}
        rows={customers.data}
        rowKey={(c) => c.id}
        actions={(c) => (
          <ButtonLink
            href={route('customer-rewards.customers.show', { member: c.id })}
            variant="secondary"
            aria-label={t('customerrewards.pointsOf', { name: c.name })}
          >
            {t('customerrewards.ledgerButton')}
          </ButtonLink>
        )}
        empty={
          <EmptyState
            message={filters.q ? t('customerrewards.noMatch') : t('customerrewards.noPoints')}
            hint={t('customerrewards.noPointsHint')}
          />
        }
      />
      {customers.total > 0 && <Pagination paginator={customers} />}

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('customerrewards.newReward') : t('customerrewards.editReward')}
        closeOnBackdrop={false}
        locked={form.processing}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-test="reward-form"
        footer={
          <>
            <Button variant="secondary" type="button" onClick={() => setEditing(null)}>
              {t('ui.cancel')}
            </Button>
            <Button
              type="submit"
              busy={form.processing}
              busyLabel={t('common.saving')}
              data-test="reward-save"
            >
              {t('customerrewards.saveReward')}
            </Button>
          </>
        }
      >
        <div className="grid gap-4">
          <Field name="name" label={t('ui.name')} error={errors.name}>
            <TextInput
              name="name"
              maxLength={limits.name}
              value={data.name}
              onChange={(e) => setData('name', e.target.value)}
              data-test="reward-name"
            />
          </Field>
          <Field
            name="points_cost"
            label={t('customerrewards.form.cost')}
            error={errors.points_cost}
            help={t('customerrewards.form.costHelp', { max: format.number(limits.cost) })}
          >
            <TextInput
              name="points_cost"
              inputMode="numeric"
              maxLength={7}
              value={data.points_cost}
              onChange={(e) => setData('points_cost', e.target.value.replace(/\D/g, ''))}
              className="max-w-40"
              data-test="reward-cost"
            />
          </Field>
          <RadioGroup
            name="kind"
            legend={t('customerrewards.form.gives')}
            columns={2}
            value={data.kind}
            onChange={(v) => setData('kind', v)}
            error={errors.kind}
            options={[
              {
                value: 'amount_off',
                label: t('customerrewards.form.moneyOff'),
                hint: t('customerrewards.form.moneyOffHint'),
              },
              {
                value: 'free_service',
                label: t('customerrewards.form.freeService'),
                hint: t('customerrewards.form.freeServiceHint'),
              },
            ]}
          />
          {data.kind === 'amount_off' ? (
            <Field name="amount" label={t('customerrewards.form.amountOff')} error={errors.amount}>
              <AmountInput
                name="amount"
                value={data.amount}
                onChange={(c) => setData('amount', c)}
                maxDigits={String(limits.amount).length}
                className="max-w-40"
                data-test="reward-amount"
              />
            </Field>
          ) : (
            <Field
              name="service_id"
              label={t('customerrewards.form.freeServiceLabel')}
              error={errors.service_id}
            >
              <Select
                name="service_id"
                value={data.service_id}
                onChange={(e) => setData('service_id', e.target.value)}
                data-test="reward-service"
              >
                <option value="">{t('customerrewards.form.chooseService')}</option>
                {services.map((s) => (
                  <option key={s.id} value={s.id}>
                    {t('customerrewards.form.serviceOption', {
                      name: s.name,
                      price: format.money(s.price),
                    })}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Checkbox
            name="is_active"
            label={t('customerrewards.form.active')}
            checked={data.is_active}
            onChange={(e) => setData('is_active', e.target.checked)}
            data-test="reward-active"
          />
        </div>
      </Modal>
    </>
  );
}
