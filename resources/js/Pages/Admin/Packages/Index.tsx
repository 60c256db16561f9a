import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { PlanRow } from '@common/pages/Admin/Packages/Index';
import PlanForm from './Partials/PlanForm';

/** "Unlimited stations", "1 station", "4 stations" (`unit` plural, its first word made singular for one). */
const limit = (n: number | null, unit: string) => (n === null ? `Unlimited ${unit}` : `${n.toLocaleString('en-US')} ${n === 1 ? unit.replace(/^(\w+)s\b/, '$1') : unit}`);

/** The plans stores subscribe to (issue 20): every version, newest first within a plan; a price change is a new version. */
export default function Index({ plans, features }: PageProps<'Admin/Packages/Index'>) {
  const [editing, setEditing] = useState<PlanRow | 'new' | null>(null);
  const label = (key: string) => features.find((f) => f.value === key)?.label ?? key;

  return (
    <>
      <Head title="Packages" />
      <PageHeader title="Packages" description="Plans with a monthly or yearly price, limits and features. Stores stay on the version they signed up for."
        actions={<>
          <ButtonLink variant="secondary" href={route('legal.edit')} data-test="legal-edit">Privacy policy and terms</ButtonLink>
          <Button onClick={() => setEditing('new')} data-test="plan-new">New package</Button>
        </>} />
      {plans.length === 0 ? (
        <EmptyState message="No packages yet." hint="Add the first plan stores can subscribe to." />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-test="plans-list">
          {plans.map((p) => (
            <li key={p.id} data-test={`plan-${p.id}`} className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 ${p.active ? '' : 'opacity-80'}`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-gray-900">
                    {p.name}
                    <span className="text-sm font-normal text-gray-600">{p.code} · v{p.version}</span>
                  </p>
                  <p className="text-xl font-semibold tabular-nums text-gray-900" data-test="plan-price">{p.price}</p>
                </div>
                <Badge tone={p.active ? 'primary' : 'neutral'} data-test="plan-status">{p.superseded_by ? 'Replaced' : p.active ? 'Active' : 'Archived'}</Badge>
              </div>
              <p className="mt-2 text-sm text-gray-700">
                {limit(p.max_employees, 'employees')} · {limit(p.max_stations, 'stations')} · {limit(p.sms_per_month, 'SMS a month')} · {limit(p.max_locations, 'locations')}
              </p>
              <p className="mt-1 text-sm text-gray-600">{p.features.length ? p.features.map(label).join(', ') : 'No extra features'}</p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm text-gray-600" data-test="plan-stores">{p.stores === 1 ? '1 store' : `${p.stores} stores`} on this version</span>
                {!p.superseded_by && (
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => setEditing(p)} data-test="plan-edit" aria-label={`Edit ${p.name}`}>Edit</Button>
                    <Button variant="secondary" destructive={p.active} data-test="plan-archive" onClick={() => router.post(route('packages.archive', { plan: p.id }), {}, { preserveScroll: true })}>
                      {p.active ? 'Archive' : 'Restore'}
                    </Button>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <PlanForm plan={editing === 'new' ? null : editing} features={features} onClose={() => setEditing(null)} />}
    </>
  );
}
