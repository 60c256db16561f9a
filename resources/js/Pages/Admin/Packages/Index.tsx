import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { FEATURES } from '@/Components/billing/InvoiceSheet';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { PlanRow } from '@common/pages/Admin/Packages/Index';
import PlanForm from './Partials/PlanForm';

/** A plan's limits: "Unlimited stations", "1 station", "4 stations". */
const LIMITS = [
  ['max_employees', 'packages.limit.employees', 'packages.unlimited.employees'],
  ['max_stations', 'packages.limit.stations', 'packages.unlimited.stations'],
  ['sms_per_month', 'packages.limit.sms', 'packages.unlimited.sms'],
  ['max_locations', 'packages.limit.locations', 'packages.unlimited.locations'],
] as const;

/** The plans stores subscribe to: every version, newest first within a plan; a price change is a new version. */
export default function Index({ plans, features }: PageProps<'Admin/Packages/Index'>) {
  const { t } = useT();
  const format = useFormat();
  const [editing, setEditing] = useState<PlanRow | 'new' | null>(null);
  const limits = (p: PlanRow) =>
    LIMITS.map(([field, some, unlimited]) =>
      p[field] === null ? t(unlimited) : t(some, { count: p[field] }),
    ).join(' · ');

  return (
    <>
      <Head title={t('packages.title')} />
      <PageHeader
        title={t('packages.title')}
        description={t('packages.description')}
        actions={
          <>
            <ButtonLink variant="secondary" href={route('legal.edit')} data-test="legal-edit">
              {t('packages.legal')}
            </ButtonLink>
            <Button onClick={() => setEditing('new')} data-test="plan-new">
              {t('packages.new')}
            </Button>
          </>
        }
      />
      {plans.length === 0 ? (
        <EmptyState message={t('packages.empty')} hint={t('packages.emptyHint')} />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-test="plans-list">
          {plans.map((p) => (
            <li
              key={p.id}
              data-test={`plan-${p.id}`}
              className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 ${p.active ? '' : 'opacity-80'}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-gray-900">
                    {p.name}
                    <span className="text-sm font-normal text-gray-600">
                      {p.code} · v{p.version}
                    </span>
                  </p>
                  <p
                    className="text-xl font-semibold tabular-nums text-gray-900"
                    data-test="plan-price"
                  >
                    {t('billing.price', {
                      price: format.money(p.price_cents),
                      interval: p.interval,
                    })}
                  </p>
                </div>
                <Badge tone={p.active ? 'primary' : 'neutral'} data-test="plan-status">
                  {p.superseded_by
                    ? t('packages.replaced')
                    : p.active
                      ? t('ui.active')
                      : t('packages.archived')}
                </Badge>
              </div>
              <p className="mt-2 text-sm text-gray-700">{limits(p)}</p>
              <p className="mt-1 text-sm text-gray-600">
                {p.features.length
                  ? p.features.map((f) => t(FEATURES[f])).join(', ')
                  : t('packages.noFeatures')}
              </p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm text-gray-600" data-test="plan-stores">
                  {t('packages.stores', { count: p.stores })}
                </span>
                {!p.superseded_by && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      onClick={() => setEditing(p)}
                      data-test="plan-edit"
                      aria-label={t('packages.editLabel', { name: p.name })}
                    >
                      {t('ui.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      destructive={p.active}
                      data-test="plan-archive"
                      onClick={() =>
                        router.post(
                          route('packages.archive', { plan: p.id }),
                          {},
                          { preserveScroll: true },
                        )
                      }
                    >
                      {p.active ? t('packages.archive') : t('packages.restore')}
                    </Button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <PlanForm
          plan={editing === 'new' ? null : editing}
          features={features}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
