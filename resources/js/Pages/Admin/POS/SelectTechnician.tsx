import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import Checkbox from '@/Components/form/Checkbox';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import TechnicianAvatar from '@/Components/pos/TechnicianAvatar';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

const tile =
  'flex min-h-28 flex-col items-center justify-center gap-2 rounded-2xl border-2 bg-white p-4 text-center shadow-sm transition-colors hover:border-primary-500 active:bg-primary-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500';

/** POS, step one: whose ticket is this? Big tiles of who is clocked in now, or everyone, or nobody (retail only). */
export default function SelectTechnician({ technicians }: PageProps<'Admin/POS/SelectTechnician'>) {
  const { t } = useT();
  const clockedIn = technicians.filter((t) => t.clocked_in);
  const [showAll, setShowAll] = useState(clockedIn.length === 0);
  const shown = showAll ? technicians : clockedIn;

  return (
    <>
      <Head title={t('pos.select.title')} />
      <PageHeader
        title={t('pos.select.heading')}
        description={showAll ? t('pos.select.everyone') : t('pos.select.clockedIn')}
        actions={
          <Checkbox
            name="show_all"
            label={t('pos.select.showAll')}
            checked={showAll}
            onChange={(e) => setShowAll(e.target.checked)}
            data-test="show-all-technicians"
          />
        }
      />
      <div
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
        data-test="technician-tiles"
      >
        {shown.map((tech) => (
          <Link
            key={tech.id}
            href={route('pos.pay', { technician: tech.id })}
            className={tile}
            style={{ borderColor: tech.color }}
            data-test={`technician-${tech.employee_id}`}
          >
            <TechnicianAvatar name={tech.name} color={tech.color} avatarUrl={tech.avatar_url} />
            <span className="text-lg font-semibold text-gray-900 break-words">{tech.name}</span>
            <span className="text-sm text-gray-600">
              {showAll && !tech.clocked_in
                ? t('pos.select.ticketsTodayOut', { count: tech.tickets_today })
                : t('pos.select.ticketsToday', { count: tech.tickets_today })}
            </span>
          </Link>
        ))}
        <Link
          href={route('pos.pay')}
          className={`${tile} border-dashed border-gray-300`}
          data-test="no-technician"
        >
          <span
            aria-hidden="true"
            className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-gray-100 text-2xl text-gray-600"
          >
            —
          </span>
          <span className="text-lg font-semibold text-gray-900">{t('pos.noTechnician')}</span>
          <span className="text-sm text-gray-600">{t('pos.select.retailOnly')}</span>
        </Link>
      </div>
      {shown.length === 0 && (
        <div className="mt-6">
          <EmptyState message={t('pos.select.nobody')} hint={t('pos.select.nobodyHint')} />
        </div>
      )}
    </>
  );
}
