import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import Checkbox from '@/Components/form/Checkbox';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import TechnicianAvatar from '@/Components/pos/TechnicianAvatar';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

const tile = 'flex min-h-28 flex-col items-center justify-center gap-2 rounded-2xl border-2 bg-white p-4 text-center shadow-sm transition-colors hover:border-primary-500 active:bg-primary-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500';

/** POS, step one: whose ticket is this? Big tiles of who is clocked in now, or everyone, or nobody (retail only). */
export default function SelectTechnician({ technicians }: PageProps<'Admin/POS/SelectTechnician'>) {
  const clockedIn = technicians.filter((t) => t.clocked_in);
  const [showAll, setShowAll] = useState(clockedIn.length === 0);
  const shown = showAll ? technicians : clockedIn;

  return (
    <>
      <Head title="POS" />
      <PageHeader
        title="Choose a technician"
        description={showAll ? 'Every active employee.' : 'Technicians clocked in now.'}
        actions={<Checkbox name="show_all" label="Show every employee" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} data-test="show-all-technicians" />}
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-test="technician-tiles">
        {shown.map((t) => (
          <Link key={t.id} href={route('pos.pay', { technician: t.id })} className={tile} style={{ borderColor: t.color }} data-test={`technician-${t.employee_id}`}>
            <TechnicianAvatar name={t.name} color={t.color} avatarUrl={t.avatar_url} />
            <span className="text-lg font-semibold text-gray-900">{t.name}</span>
            <span className="text-sm text-gray-600">
              {t.tickets_today === 1 ? '1 ticket today' : `${t.tickets_today} tickets today`}
              {showAll && !t.clocked_in ? ' · not clocked in' : ''}
            </span>
          </Link>
        ))}
        <Link href={route('pos.pay')} className={`${tile} border-dashed border-gray-300`} data-test="no-technician">
          <span aria-hidden="true" className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-gray-100 text-2xl text-gray-600">—</span>
          <span className="text-lg font-semibold text-gray-900">No technician</span>
          <span className="text-sm text-gray-600">Retail items only</span>
        </Link>
      </div>
      {shown.length === 0 && (
        <div className="mt-6">
          <EmptyState message="Nobody is clocked in right now." hint="Clock in from the dashboard, or show every employee." />
        </div>
      )}
    </>
  );
}
